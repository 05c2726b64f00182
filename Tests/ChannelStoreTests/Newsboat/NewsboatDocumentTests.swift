import ChannelStore
import Testing

/// Which lines of a urls file are feeds, commented-out feeds or neither, and their ids.
@Suite("newsboat urls file: reading")
struct NewsboatDocumentTests {
    static let realistic = """
        # My feeds, edited by hand
        # --- News ---
        https://news.example.com/rss "news" "~Example News"
        https://lwn.net/headlines/rss "linux" "news"

        # --- Tech ---
        http://blog.example.org/atom.xml tech "!" "~Quiet blog"
        #https://dead.example.net/feed "tech"
        # https://paused.example.net/feed.xml "tech" "~Paused"
        # see https://example.com/docs for what these tags mean
        "query:Unread news:unread = \\"yes\\" and tags # \\"news\\"" "~All unread"
        exec:~/bin/weather.sh "~Weather"
        filter:~/bin/clean.py:https://noisy.example.com/feed "noisy"
        https://lwn.net/headlines/rss "duplicate kept"
          https://spaced.example.com/feed     "odd   spacing"\t"tab"
        #====================
        https://unterminated.example.com/feed "tech
        """

    private func document(_ text: String) throws -> NewsboatDocument {
        try NewsboatDocument(bytes: Array(text.utf8), path: "urls")
    }

    @Test func feedLinesCommentedFeedsAndTheRest() throws {
        let document = try document(Self.realistic)
        let active = document.entries.filter(\.isActive)
        #expect(active.map(\.id) == [
            "https://news.example.com/rss", "https://lwn.net/headlines/rss #linux news", "http://blog.example.org/atom.xml",
            "Unread news", "exec:~/bin/weather.sh", "filter:~/bin/clean.py:https://noisy.example.com/feed",
            "https://lwn.net/headlines/rss #duplicate kept", "https://spaced.example.com/feed",
            "https://unterminated.example.com/feed",
        ])
        let disabled = document.entries.filter { !$0.isActive }
        #expect(disabled.map(\.id) == ["https://dead.example.net/feed", "https://paused.example.net/feed.xml"])
        #expect(disabled.map(\.commentPrefix) == [1, 2])
        #expect(disabled[1].feed.customTitle == "Paused")
    }

    @Test func tagsTitlesQueriesAndHiddenFeeds() throws {
        let entries = try document(Self.realistic).entries
        let news = try #require(entries.first)
        #expect(news.feed.customTitle == "Example News")
        #expect(news.feed.plainTags == ["news"])
        let blog = try #require(entries.first { $0.feed.url == "http://blog.example.org/atom.xml" })
        #expect(blog.feed.isHidden)
        #expect(blog.feed.tags == ["tech", "!", "~Quiet blog"])
        let query = try #require(entries.first { $0.id == "Unread news" })
        #expect(query.feed.url == "query:Unread news:unread = \"yes\" and tags # \"news\"")
        #expect(query.feed.queryName == "Unread news")
        #expect(query.feed.isSpecial)
        let spaced = try #require(entries.first { $0.feed.url == "https://spaced.example.com/feed" })
        #expect(spaced.feed.tags == ["odd   spacing", "tab"])
        let open = try #require(entries.last)
        #expect(open.feed.tags == ["tech"])
    }

    @Test func aQueryWithTooFewPartsIsKnownByItsURL() {
        #expect(NewsboatFeed(url: "query:Name", tags: []).queryName == nil)
        #expect(NewsboatFeed(url: "query:Name", tags: []).key == "query:Name")
        #expect(NewsboatFeed(url: "query::Name:unread = \"yes\"", tags: []).queryName == "Name")
        #expect(NewsboatFeed(url: "query:Old:age between 0:7", tags: []).queryName == "Old")
    }

    @Test func aSeparatorWithoutPoundIsAFeedToNewsboat() throws {
        // newsboat skips only empty lines and lines starting with `#`: "=====" is a URL to it.
        #expect(try document("=====\n").entries.map(\.id) == ["====="])
    }

    @Test func linesThatAreNotFeeds() throws {
        for text in ["", "#", "# comment", "   ", "\t# indented comment", "## https://x.example/feed", "#see https://x.example/feed",
            "# http", "\r", "# 2024://x", "#://x", "# a.b:c"]
        {
            #expect(try document(text + "\n").entries.isEmpty, "\(text)")
        }
    }

    @Test func commentedFeedLines() throws {
        for (text, prefix) in [("#https://x.example/f", 1), ("# https://x.example/f", 2), ("#\t HTTP://x.example/f \"t\"", 3),
            ("#\"query:Q:unread = \\\"yes\\\"\"", 1), ("#exec:cmd", 1), ("#file:///tmp/feed.xml", 1), ("#gopher://x.example/1", 1),
            ("#  \t\"https://a.example/a b\" \"t\"", 4)]
        {
            let entries = try document(text).entries
            #expect(entries.count == 1 && entries.first?.commentPrefix == prefix, "\(text)")
        }
    }

    @Test func lineEndsAndNoFinalNewline() throws {
        let document = try document("https://a.example/\r\n# c\r\nhttps://b.example/ \"t\"")
        #expect(document.entries.map(\.id) == ["https://a.example/", "https://b.example/"])
        #expect(document.entries.map(\.feed.tags) == [[], ["t"]])
    }

    @Test func duplicateIdsAreToldApartByWhatTheLinesSay() {
        #expect(EntryIds.assign(["a", "b", "a", "a", "b"]) == ["a", "b", "a #2", "a #3", "b #2"])
        // A suffixed id that is some line's key already is skipped.
        #expect(EntryIds.assign(["a", "a", "a #2"]) == ["a", "a #3", "a #2"])
        #expect(EntryIds.assign([]) == [])
        // Given ids (the editor's, after a save) are kept.
        #expect(EntryIds.assign(["a", "a"], given: ["a #2", "a"]) == ["a #2", "a"])
        #expect(EntryIds.assign(["a", "b"], given: [nil, "a"]) == ["a #2", "a"])
        // A duplicate's discriminator names it; only lines alike in that too are numbered.
        let tags = ["x", "", "y", "x", "z"]
        #expect(EntryIds.assign(["a", "a", "a", "a", "b"], discriminator: { tags[$0] }) == ["a #x", "a", "a #y", "a #x #2", "b"])
    }

    /// Issue 24 item 5: removing (deleting) an earlier duplicate line renames no other duplicate
    /// whose tags differ.
    @Test func duplicateIdsStayWhenAnEarlierDuplicateIsDeleted() throws {
        let lines = ["https://a.example/ \"one\"\n", "https://a.example/ \"~Two\" tech\n", "#https://a.example/ \"three\"\n", "https://a.example/\n"]
        let all = try document(lines.joined()).entries.map(\.id)
        #expect(all == ["https://a.example/ #one", "https://a.example/ #~Two tech", "https://a.example/ #three", "https://a.example/"])
        let withoutFirst = try document(lines.dropFirst().joined()).entries.map(\.id)
        #expect(withoutFirst == Array(all.dropFirst()))
        let withoutPlain = try document(lines.dropLast().joined()).entries.map(\.id)
        #expect(withoutPlain == Array(all.dropLast()))
    }

    @Test func idsStayWhenALineIsCommentedOut() throws {
        let before = try document("https://a.example/\nhttps://a.example/ \"x\"\n").entries.map(\.id)
        let after = try document("#https://a.example/\nhttps://a.example/ \"x\"\n").entries.map(\.id)
        #expect(before == after)
    }

    @Test func whatNewsboatCannotReadIsRefusedWithTheLine() {
        func problem(_ bytes: [UInt8]) -> String? {
            do {
                _ = try NewsboatDocument(bytes: bytes, path: "/home/u/.newsboat/urls")
                return nil
            } catch {
                #expect(error.kind == .invalidData)
                return error.message
            }
        }
        #expect(problem(Array("https://a.example/\n# ok\nhttps://b.example/\u{0}x\n".utf8)) == "/home/u/.newsboat/urls: line 3: NUL byte (not a text file)")
        #expect(problem(Array("https://a.example/\n".utf8) + [0x68, 0xC3, 0x28, 0x0A]) == "/home/u/.newsboat/urls: line 2: not UTF-8 text")
        #expect(problem([0xFF]) == "/home/u/.newsboat/urls: line 1: not UTF-8 text")
        let long = Array("https://a.example/\n".utf8) + [UInt8](repeating: 0x61, count: (1 << 20) + 1) + [0x0A]
        #expect(problem(long) == "/home/u/.newsboat/urls: line 2: line is longer than 1 MiB")
        #expect(problem(Array("https://a.example/\n".utf8) + [UInt8](repeating: 0x61, count: 1 << 20)) == nil)
    }

    @Test func aHundredMegabyteLineIsRefusedQuickly() {
        let bytes = [UInt8](repeating: 0x61, count: 100 << 20)
        #expect(throws: StoreError.self) { try NewsboatDocument(bytes: bytes, path: "urls") }
    }
}
