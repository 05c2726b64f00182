import ChannelCore
import ChannelStore
import Testing

/// The urls file behind the format layer: its board, its entries, and revisions of it.
@Suite("newsboat urls file as a channels document")
struct NewsboatChannelDocumentTests {
    private func document(_ text: String, titles: [String: String] = [:]) throws -> NewsboatDocument {
        try NewsboatDocument(bytes: Array(text.utf8), path: "urls", titles: titles)
    }

    private func revised(_ document: NewsboatDocument, mine: [String], sources: [any ChannelDocument] = []) throws -> NewsboatDocument? {
        let board = try Board(mine: mine.map { Channel(id: $0, name: $0) }, available: [])
        guard let revision = document.revised(to: board, context: RevisionContext(sources: [document] + sources)) else { return nil }
        return try NewsboatDocument(bytes: revision.bytes, path: "urls")
    }

    @Test func myChannelsAreActiveFeedsAddChannelsTheCommentedOnes() throws {
        let board = try document(NewsboatDocumentTests.realistic).board
        #expect(board.mine.count == 9)
        #expect(board.available.map(\.id) == ["https://dead.example.net/feed", "https://paused.example.net/feed.xml"])
        #expect(board.available.map(\.name) == ["https://dead.example.net/feed", "Paused"])
    }

    @Test func namesComeFromTheTitleTagThenTheQueryThenTheCacheThenTheURL() throws {
        let text = "https://a.example/ \"~Alpha\"\n\"query:Unread:unread = \\\"yes\\\"\"\nhttps://b.example/\nhttps://c.example/\nhttps://d.example/ \"~\"\n"
        let titles = ["https://a.example/": "cached A", "https://b.example/": "Bravo", "https://d.example/": "Delta"]
        let names = try document(text, titles: titles).board.mine.map(\.name)
        #expect(names == ["Alpha", "Unread", "Bravo", "https://c.example/", "Delta"])
    }

    @Test func nothingChangedIsNoRevision() throws {
        let document = try document(NewsboatDocumentTests.realistic)
        #expect(document.revised(to: document.board, context: RevisionContext(sources: [document])) == nil)
        let withoutNewline = try self.document("https://a.example/\n#https://b.example/")
        #expect(withoutNewline.revised(to: withoutNewline.board, context: RevisionContext()) == nil)
    }

    /// Issue 24: undo (a save back to the board before a change) gives the file back byte for
    /// byte, comments and separators where they were, after every single move and removal of
    /// the realistic file, and after two changes undone one by one.
    @Test func undoAfterAChangeGivesTheExactBytesBack() throws {
        let original = NewsboatDocumentTests.realistic
        let first = try NewsboatDocument(bytes: Array(original.utf8), path: "urls")
        let before = first.board
        // The bytes as text, so that a failure shows the lines.
        func save(_ document: NewsboatDocument, _ board: Board) throws -> (String, NewsboatDocument) {
            let revision = try #require(document.revision(to: board, context: RevisionContext(sources: [document])))
            return (String(decoding: revision.bytes, as: UTF8.self), try #require(revision.document))
        }
        var changes: [Board] = []
        for from in before.mine.indices {
            for to in before.mine.indices where to != from {
                var board = before
                try board.move(from: from, to: to)
                changes.append(board)
            }
            var removed = before
            try removed.remove(at: from)
            changes.append(removed)
        }
        for board in changes {
            let (_, changed) = try save(first, board)
            let (undone, _) = try save(changed, before)
            #expect(undone == original, "undo of \(board.mine.map(\.id))")
        }
        // Two changes, undone one by one, then redone.
        var second = before
        try second.move(from: 8, to: 0)
        var third = second
        try third.remove(at: 3)
        let (secondBytes, afterSecond) = try save(first, second)
        let (thirdBytes, afterThird) = try save(afterSecond, third)
        let (undoneOnce, once) = try save(afterThird, second)
        #expect(undoneOnce == secondBytes)
        let (undoneTwice, twice) = try save(once, before)
        #expect(undoneTwice == original)
        let (redone, _) = try save(try save(twice, second).1, third)
        #expect(redone == thirdBytes)
    }

    @Test func entriesAreActiveLines() throws {
        let document = try document("# https://a.example/ \"t\"\r\nhttps://b.example/\r\n")
        #expect(document.entry(id: "https://a.example/") == Array("https://a.example/ \"t\"\n".utf8))
        #expect(document.entry(id: "https://b.example/") == Array("https://b.example/\n".utf8))
        #expect(document.entry(id: "https://c.example/") == nil)
    }

    @Test func theWrittenDocumentKeepsTheEditorsIdsForDuplicates() throws {
        let document = try document("https://a.example/ \"one\"\nhttps://a.example/ \"two\"\nhttps://b.example/\n")
        let board = try Board(mine: [Channel(id: "https://a.example/ #two", name: ""), Channel(id: "https://a.example/ #one", name: ""),
            Channel(id: "https://b.example/", name: "")], available: [])
        let revision = try #require(document.revised(to: board, context: RevisionContext(sources: [document])))
        #expect(String(decoding: revision.bytes, as: UTF8.self) == "https://a.example/ \"two\"\nhttps://a.example/ \"one\"\nhttps://b.example/\n")
        // The next save starts from what was written, with the editor's ids: nothing to change.
        let written = try NewsboatDocument(bytes: revision.bytes, path: "urls", ids: [0: "https://a.example/ #two", 1: "https://a.example/ #one"])
        #expect(written.board.mine.map(\.id) == board.mine.map(\.id))
        #expect(written.revised(to: board, context: RevisionContext()) == nil)
    }

    @Test func aCatalogFeedGetsALineOfItsOwn() throws {
        let catalog = OPMLCatalog(feeds: [.init(url: "https://n.example/feed?a=1&b=2", title: "New"), .init(url: "https://a.example/", title: "A")])
        let document = try document("https://a.example/\nhttps://b.example/\n")
        let revised = try #require(try revised(document, mine: ["https://a.example/", "https://n.example/feed?a=1&b=2", "https://b.example/"], sources: [catalog]))
        #expect(String(decoding: revised.fileBytes, as: UTF8.self) == "https://a.example/\nhttps://n.example/feed?a=1&b=2\nhttps://b.example/\n")
    }

    @Test func aChannelNoSourceHoldsIsLeftOut() throws {
        let document = try document("https://a.example/\n")
        let revised = try #require(try revised(document, mine: ["https://a.example/", "nowhere"]) ?? document)
        #expect(revised.board.mine.map(\.id) == ["https://a.example/"])
    }

    @Test func removingAndAddingBackThroughTheBoard() throws {
        let document = try document(NewsboatDocumentTests.realistic)
        var board = document.board
        let query = try #require(board.place(of: "Unread news"))
        try board.remove(at: query.index)
        let removed = try #require(document.revised(to: board, context: RevisionContext(sources: [document])))
        let afterRemove = try NewsboatDocument(bytes: removed.bytes, path: "urls")
        #expect(afterRemove.board.available.map(\.id).contains("Unread news"))
        #expect(String(decoding: removed.bytes, as: UTF8.self).contains("\n#\"query:Unread news:"))
        var back = afterRemove.board
        let place = try #require(back.place(of: "Unread news"))
        try back.add(at: place.index)
        try back.move(from: back.mine.count - 1, to: 3)
        let added = try #require(afterRemove.revised(to: back, context: RevisionContext(sources: [afterRemove])))
        #expect(String(decoding: added.bytes, as: UTF8.self) == NewsboatDocumentTests.realistic)
    }
}

/// The document a save hands on (made from the old one's entries, not read again) is the
/// document its bytes make when read with the editor's ids.
@Suite("newsboat: the document a save wrote")
struct NewsboatWrittenDocumentTests {
    private func check(_ text: String, _ change: (inout Board) throws -> Void, sources: [any ChannelDocument] = []) throws {
        let document = try NewsboatDocument(bytes: Array(text.utf8), path: "urls")
        var board = document.board
        try change(&board)
        let revision = try #require(document.revision(to: board, context: RevisionContext(sources: [document] + sources)))
        let written = try #require(revision.document)
        var ids: [Int: String] = [:]
        for entry in written.entries { ids[entry.line] = entry.id }
        let read = try NewsboatDocument(bytes: revision.bytes, path: "urls", ids: ids)
        #expect(written.entries == read.entries, "\(text.debugDescription)")
        #expect(Array(written.fileBytes) == revision.bytes)
        #expect(written.board.mine.map(\.id) == board.mine.map(\.id))
    }

    @Test func everyKindOfChange() throws {
        let text = NewsboatDocumentTests.realistic
        try check(text) { try $0.move(from: 0, to: 5) }
        try check(text) { try $0.move(from: 6, to: 0) }
        try check(text) { try $0.remove(at: 7) }  // the indented line: `#` and its blanks are its prefix
        try check(text) { try $0.add(at: 1) }
        try check(text) { board in
            try board.remove(at: 0)
            try board.add(at: 2)
            try board.move(from: board.mine.count - 1, to: 0)
        }
        try check("https://a.example/\r\n=====\r\nhttps://b.example/") { try $0.remove(at: 1) }  // not a feed once commented
        try check("https://a.example/\nhttps://a.example/ \"x\"") { try $0.move(from: 1, to: 0) }
        let catalog = OPMLCatalog(feeds: [.init(url: "https://n.example/a b", title: "N")])
        try check("https://a.example/\n", { board in
            board = try Board(mine: board.mine + [Channel(id: "https://n.example/a b", name: "N")], available: [])
        }, sources: [catalog])
    }
}
