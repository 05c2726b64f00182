import ChannelStore
import Testing

/// Writing a urls file back changes only the lines that moved or were commented out or in.
@Suite("newsboat urls file: writing back")
struct NewsboatRewriterTests {
    private func rewrite(_ text: String, _ active: [String], new: [String: String] = [:]) throws -> String {
        let document = try NewsboatDocument(bytes: Array(text.utf8), path: "urls")
        let items = active.map { id in new[id].map { NewsboatRewriter.Item.new(id: id, line: Array($0.utf8)) } ?? .entry(id) }
        return String(decoding: NewsboatRewriter.rewrite(document, active: items).bytes, as: UTF8.self)
    }

    private func activeIds(_ text: String) throws -> [String] {
        try NewsboatDocument(bytes: Array(text.utf8), path: "urls").entries.filter(\.isActive).map(\.id)
    }

    @Test func theSameListGivesTheSameBytes() throws {
        let shapes = [
            NewsboatDocumentTests.realistic, NewsboatDocumentTests.realistic + "\n", "", "\n\n", "# only comments\n",
            "https://a.example/\r\nhttps://b.example/\r\n", "https://a.example/\nhttps://b.example/", "#https://a.example/",
            "\u{FEFF}https://a.example/\n", "https://a.example/\n\r\n# x\r\nhttps://a.example/\n",
        ]
        for text in shapes {
            #expect(try rewrite(text, activeIds(text)) == text, "\(text.debugDescription)")
        }
    }

    @Test func aMoveRewritesOnlyTheMovedLine() throws {
        let text = "# News\nhttps://a.example/ \"news\"\nhttps://b.example/\n\n# Tech\nhttps://c.example/ \"~C\"\n"
        #expect(try rewrite(text, ["https://b.example/", "https://c.example/", "https://a.example/"])
            == "# News\nhttps://b.example/\n\n# Tech\nhttps://c.example/ \"~C\"\nhttps://a.example/ \"news\"\n")
        // To the front: right before the first feed that stays (under the heading above it).
        #expect(try rewrite(text, ["https://c.example/", "https://a.example/", "https://b.example/"])
            == "# News\nhttps://c.example/ \"~C\"\nhttps://a.example/ \"news\"\nhttps://b.example/\n\n# Tech\n")
    }

    @Test func aReversalMovesAllButOne() throws {
        let text = "https://a.example/\nhttps://b.example/\n# keep\nhttps://c.example/\n"
        #expect(try rewrite(text, ["https://c.example/", "https://b.example/", "https://a.example/"])
            == "https://c.example/\nhttps://b.example/\nhttps://a.example/\n# keep\n")
    }

    @Test func removingCommentsTheLineOutWithItsTags() throws {
        let text = "https://a.example/ \"news\" \"~A\"\n  https://b.example/\nhttps://c.example/\n"
        #expect(try rewrite(text, ["https://b.example/", "https://c.example/"])
            == "#https://a.example/ \"news\" \"~A\"\n  https://b.example/\nhttps://c.example/\n")
        #expect(try rewrite(text, ["https://a.example/", "https://c.example/"])
            == "https://a.example/ \"news\" \"~A\"\n#  https://b.example/\nhttps://c.example/\n")
        // And it is a commented feed to the next reader, with the same id.
        let disabled = try NewsboatDocument(bytes: Array("#  https://b.example/\n".utf8), path: "urls").entries
        #expect(disabled.map(\.id) == ["https://b.example/"])
    }

    @Test func addingACommentedFeedUncommentsItWhereItGoes() throws {
        let text = "https://a.example/\n# https://b.example/ \"t\"\nhttps://c.example/\n"
        // In place, when that is where it goes.
        #expect(try rewrite(text, ["https://a.example/", "https://b.example/", "https://c.example/"])
            == "https://a.example/\nhttps://b.example/ \"t\"\nhttps://c.example/\n")
        // Moved, when it goes elsewhere.
        #expect(try rewrite(text, ["https://a.example/", "https://c.example/", "https://b.example/"])
            == "https://a.example/\nhttps://c.example/\nhttps://b.example/ \"t\"\n")
        #expect(try rewrite(text, ["https://b.example/", "https://a.example/", "https://c.example/"])
            == "https://b.example/ \"t\"\nhttps://a.example/\nhttps://c.example/\n")
    }

    @Test func aFeedAddedBackMovesRatherThanALineThatKeptItsPlace() throws {
        // Adding #old back at the end: keeping it in place (uncommented) and keeping the second
        // lwn line are runs of the same length; the lwn line was active and stays, old moves.
        let lwn = "https://lwn.net/headlines/rss \"linux\" \"~LWN\"\n"
        let text = "https://a.example/\n" + lwn + "#https://old.example.com/feed.xml\n# old stuff\n\n#https://b.example/\n" + lwn
        #expect(try rewrite(text, ["https://a.example/", "https://lwn.net/headlines/rss #linux ~LWN",
                                   "https://lwn.net/headlines/rss #linux ~LWN #2", "https://old.example.com/feed.xml"])
            == "https://a.example/\n" + lwn + "# old stuff\n\n#https://b.example/\n" + lwn + "https://old.example.com/feed.xml\n")
        // Where it goes is its place: uncommented in place, as before.
        #expect(try rewrite(text, ["https://a.example/", "https://lwn.net/headlines/rss #linux ~LWN", "https://old.example.com/feed.xml",
                                   "https://lwn.net/headlines/rss #linux ~LWN #2"])
            == "https://a.example/\n" + lwn + "https://old.example.com/feed.xml\n# old stuff\n\n#https://b.example/\n" + lwn)
    }

    @Test func removeThenAddBackGivesTheFileBack() throws {
        let text = NewsboatDocumentTests.realistic
        let ids = try activeIds(text)
        let removed = try rewrite(text, ids.filter { $0 != "Unread news" })
        #expect(removed != text)
        #expect(try rewrite(removed, ids) == text)
    }

    @Test func aNewFeedGetsItsLineAfterTheFeedBeforeIt() throws {
        let text = "https://a.example/\n\nhttps://b.example/\n"
        #expect(try rewrite(text, ["https://a.example/", "https://n.example/", "https://b.example/"], new: ["https://n.example/": "https://n.example/"])
            == "https://a.example/\nhttps://n.example/\n\nhttps://b.example/\n")
        // Into a file without feeds: at the end.
        #expect(try rewrite("# nothing yet\n", ["n"], new: ["n": "https://n.example/"]) == "# nothing yet\nhttps://n.example/\n")
        #expect(try rewrite("", ["n"], new: ["n": "https://n.example/"]) == "https://n.example/\n")
    }

    @Test func lineEndsStayAndNewLinesTakeTheFilesOwn() throws {
        let text = "https://a.example/\r\nhttps://b.example/\r\n# c\r\n"
        #expect(try rewrite(text, ["https://b.example/", "https://a.example/", "n"], new: ["n": "https://n.example/"])
            == "https://b.example/\r\nhttps://a.example/\r\nhttps://n.example/\r\n# c\r\n")
    }

    @Test func aFileWithoutAFinalNewlineEndsWithoutOneAgain() throws {
        let text = "https://a.example/\nhttps://b.example/\n# last"
        #expect(try rewrite(text, ["https://b.example/", "https://a.example/"]) == "https://b.example/\nhttps://a.example/\n# last")
        let lastFeed = "https://a.example/\nhttps://b.example/"
        #expect(try rewrite(lastFeed, ["https://b.example/", "https://a.example/"]) == "https://b.example/\nhttps://a.example/")
        #expect(try rewrite(lastFeed, ["https://a.example/"]) == "https://a.example/\n#https://b.example/")
    }

    @Test func duplicatesAndQueriesMoveAsTheirOwnLines() throws {
        let text = "https://a.example/ \"one\"\n\"query:Q:unread = \\\"yes\\\"\"\nhttps://a.example/ \"two\"\n"
        #expect(try rewrite(text, ["https://a.example/ #two", "Q", "https://a.example/ #one"])
            == "https://a.example/ \"two\"\n\"query:Q:unread = \\\"yes\\\"\"\nhttps://a.example/ \"one\"\n")
    }

    @Test func newLinesAreQuotedWhenNewsboatWouldSplitThem() throws {
        #expect(NewsboatFeed.line(url: "https://a.example/feed") == Array("https://a.example/feed".utf8))
        #expect(NewsboatFeed.line(url: "https://a.example/a b") == Array("\"https://a.example/a b\"".utf8))
        #expect(NewsboatFeed.line(url: "#x\"y\\") == Array("\"#x\\\"y\\\\\"".utf8))
        for url in ["https://a.example/a b", "#x\"y\\", "tab\there", "https://a.example/\\`"] {
            #expect(NewsboatTokenizer.tokens(NewsboatFeed.line(url: url)[...]) == [url])
        }
    }

    @Test func longestIncreasingRun() {
        #expect(LongestIncreasingRun.members([]) == [])
        #expect(LongestIncreasingRun.members([nil, 3, nil]) == [1])
        #expect(LongestIncreasingRun.members([5, 1, 2, nil, 3, 0]) == [1, 2, 4])
        #expect(LongestIncreasingRun.members([3, 2, 1]).count == 1)
        #expect(LongestIncreasingRun.heaviest([]) { _ in 1 } == [])
        #expect(LongestIncreasingRun.heaviest([nil, 3, nil]) { _ in 1 } == [1])
        #expect(LongestIncreasingRun.heaviest([5, 1, 2, nil, 3, 0]) { _ in 1 } == [1, 2, 4])
        // One heavy value outweighs a longer run of light ones.
        #expect(LongestIncreasingRun.heaviest([5, 1, 2, 3]) { $0 == 0 ? 10 : 1 } == [0])
        #expect(LongestIncreasingRun.heaviest([2, 4, 3]) { $0 == 2 ? 1 : 5 } == [0, 1])
    }
}
