import ChannelStore
import Testing

/// The tokenizer reads a line as newsboat's `tokenize_quoted` does (the cases of newsboat's own
/// tests in rust/libnewsboat/src/utils.rs, and the shapes urls files have).
@Suite("newsboat's tokenizer")
struct NewsboatTokenizerTests {
    private func tokens(_ line: String) -> [String] {
        NewsboatTokenizer.tokens(Array(line.utf8)[...])
    }

    @Test func splitsOnDelimitersAndQuotes() {
        #expect(tokens("asdf \"foobar bla\" \"foo\\r\\n\\tbar\"") == ["asdf", "foobar bla", "foo\r\n\tbar"])
        #expect(tokens("  \"foo \\\\xxx\"\t\r \" \"") == ["foo \\xxx", " "])
    }

    @Test func closesAnUnterminatedQuoteAtTheEnd() {
        #expect(tokens("\"\\\\") == ["\\"])
        #expect(tokens("\"\\\\\" and \"some other stuff") == ["\\", "and", "some other stuff"])
        #expect(tokens("\"abc\\") == ["abc"])
        #expect(tokens("http://a.example/feed \"tech") == ["http://a.example/feed", "tech"])
    }

    @Test func escapes() {
        #expect(tokens("\"\"") == [""])
        #expect(tokens("\"#\\\\\"") == ["#\\"])
        #expect(tokens("\"a\\`b\\qc\\\"d\"") == ["a\\`bqc\"d"])
    }

    @Test func aTokenStartingWithPoundEndsTheLine() {
        #expect(tokens("http://a.example/ \"x\" # comment \"y\"") == ["http://a.example/", "x"])
        #expect(tokens("http://a.example/#frag \"x\"") == ["http://a.example/#frag", "x"])
        #expect(tokens("   # only a comment").isEmpty)
        #expect(tokens(" \t\r").isEmpty)
    }

    @Test func quotesInsideAnUnquotedTokenAreKept() {
        #expect(tokens("http://a.example/?q=\"x\" tag") == ["http://a.example/?q=\"x\"", "tag"])
        #expect(tokens("\"a\"b") == ["a", "b"])
    }

    @Test func multibyteTextPassesThrough() {
        #expect(tokens("https://例え.jp/フィード \"~日本語 ニュース\" \"新闻\"") == ["https://例え.jp/フィード", "~日本語 ニュース", "新闻"])
    }
}
