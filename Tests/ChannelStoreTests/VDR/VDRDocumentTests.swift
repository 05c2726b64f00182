import ChannelCore
import ChannelStore
import Testing

/// channels.conf as a channels document: Debian's own file (the installed vdr package's
/// example, which /etc/vdr/channels.conf starts as), VDR's numbers, and revisions that change
/// only the lines that moved.
@Suite("VDR channels.conf as a channels document")
struct VDRDocumentTests {
    /// The vdr package's satellite list (162 lines, 15 groups, `:@100`, `:@1000 Neue Kanaele`).
    static let debianPath = "/usr/share/vdr/channels.conf-examples/channels.conf.sat"

    static func debian() throws -> [UInt8] {
        guard let bytes = readFile(debianPath) else { throw TestFailure("\(debianPath) missing: make deps installs vdr") }
        return bytes
    }

    private func document(_ text: String) throws -> VDRDocument {
        try VDRDocument(bytes: Array(text.utf8), path: "channels.conf")
    }

    private func save(_ document: VDRDocument, _ ids: [String], sources: [any ChannelDocument] = []) throws -> (String, VDRDocument)? {
        let board = try Board(mine: ids.map { Channel(id: $0, name: $0) }, available: [])
        guard let revision = document.revised(to: board, context: RevisionContext(sources: [document] + sources)) else { return nil }
        return (String(decoding: revision.bytes, as: UTF8.self), try VDRDocument(bytes: revision.bytes, path: "channels.conf"))
    }

    static let small = """
        A,a;P:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0
        :News

        B:12187:H:S19.2E:27500:1:2:3:0:12:1:1089:0
        C:12187:H:S19.2E:27500:1:2:3:0:13:1:1089:0
        :@10 Radio
        D:12187:H:S19.2E:27500:1:2:3:0:14:1:1089:0

        """

    @Test func debiansFileHasEveryLineAsACellWithVDRsNumbersAndIDs() throws {
        let document = try VDRDocument(bytes: try Self.debian(), path: "channels.conf")
        #expect(document.cells.count == 162)
        let board = document.board
        #expect(board.mine.count == 162)
        #expect(board.mine.first?.id == "S19.2E-1-1089-12003")
        #expect(board.mine.first?.name == "RTL Television")
        #expect(document.detail(id: "S19.2E-1-1089-12003") == "1 · RTL · CBC")
        #expect(board.mine[4] == Channel(id: ":ARD und ZDF", name: "--- ARD und ZDF"))
        // After `:@100` the next channel is 100; `:@1000` comes after fewer than 1000 channels.
        let hundred = try #require(document.cells.firstIndex { $0.id == ":@100" })
        #expect(document.cells[hundred + 2].number == 100)
        #expect(document.cells.last?.id == ":@1000 Neue Kanaele")
        #expect(document.cells.filter { if case .group = $0.content { true } else { false } }.count == 15)
    }

    @Test func numbersFollowGroupLinesOnlyUpwards() throws {
        let document = try document(Self.small + ":@2 Low\nE:12187:H:S19.2E:27500:1:2:3:0:15:1:1089:0\n")
        #expect(document.cells.map(\.number) == [1, nil, 2, 3, 10, 10, 2, 11], "@2 does not take the numbers back")
    }

    @Test func aLineVDRCannotReadIsRefusedWithItsLine() throws {
        let text = Self.small.replacingOccurrences(of: ":@10 Radio", with: "# radio")
        do {
            _ = try document(text)
            Issue.record("a comment was taken")
        } catch let error as StoreError {
            #expect(error.kind == .invalidData)
            #expect(error.location == "line 6")
            #expect(error.problem.contains("no channels"))
        }
        #expect(throws: StoreError.self) { try VDRDocument(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.small.utf8), path: "c") }
    }

    @Test func duplicateIDsGetIDsOfTheirOwn() throws {
        let document = try document("A:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0\nA2:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0\n")
        #expect(document.board.mine.map(\.id) == ["S19.2E-1-1089-11 #A", "S19.2E-1-1089-11 #A2"])
    }

    @Test func nothingChangedIsNoRevision() throws {
        let document = try document(Self.small)
        #expect(document.revised(to: document.board, context: RevisionContext(sources: [document])) == nil)
    }

    @Test func aMoveChangesOnlyTheMovedLine() throws {
        let document = try document(Self.small)
        // A after C: only A's line moves; the blank line and the group stay.
        let (text, after) = try #require(try save(document, [":News", "S19.2E-1-1089-12", "S19.2E-1-1089-13", "S19.2E-1-1089-11", ":@10 Radio", "S19.2E-1-1089-14"]))
        #expect(text == """
            :News

            B:12187:H:S19.2E:27500:1:2:3:0:12:1:1089:0
            C:12187:H:S19.2E:27500:1:2:3:0:13:1:1089:0
            A,a;P:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0
            :@10 Radio
            D:12187:H:S19.2E:27500:1:2:3:0:14:1:1089:0

            """)
        #expect(after.cells.map(\.number) == [nil, 1, 2, 3, 10, 10])
    }

    @Test func removeDeletesTheLineAndAddWritesASourcesLine() throws {
        let document = try document(Self.small)
        let (removed, after) = try #require(try save(document, [":News", "S19.2E-1-1089-12", "S19.2E-1-1089-13", ":@10 Radio", "S19.2E-1-1089-14"]))
        #expect(removed == String(Self.small.dropFirst("A,a;P:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0\n".count)))
        // Put back from the first document (as the removed line kept beside the file would be).
        let (back, _) = try #require(try save(after, [":News", "S19.2E-1-1089-12", "S19.2E-1-1089-13", ":@10 Radio", "S19.2E-1-1089-14", "S19.2E-1-1089-11"], sources: [document]))
        #expect(back == removed.replacingOccurrences(of: "14:1:1089:0\n", with: "14:1:1089:0\nA,a;P:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0\n"))
    }

    @Test func aSourcesLineVDRCouldNotReadIsNeverWritten() throws {
        let document = try document(Self.small)
        struct Bad: ChannelDocument {
            var board: Board { Board() }
            var catalog: String? { nil }
            func entry(id: String) -> [UInt8]? { id == "bad" ? Array("# not a channel\n".utf8) : nil }
            func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }
        }
        let ids = document.board.mine.map(\.id)
        #expect(try save(document, ids + ["bad"], sources: [Bad()]) == nil, "nothing to write: the bad line is left out")
    }

    /// Undo gives the bytes back, blank lines and CRLF line ends included, after every single move.
    @Test func undoAfterEveryMoveGivesTheExactBytesBack() throws {
        for text in [Self.small, Self.small.replacingOccurrences(of: "\n", with: "\r\n"), String(Self.small.dropLast())] {
            let first = try document(text)
            let ids = first.board.mine.map(\.id)
            let original = try Board(mine: first.board.mine, available: [])
            for from in ids.indices {
                for to in ids.indices where to != from {
                    var moved = ids
                    moved.insert(moved.remove(at: from), at: to)
                    let board = try Board(mine: moved.map { Channel(id: $0, name: $0) }, available: [])
                    let (bytes, written) = try #require(first.revision(to: board, context: RevisionContext(sources: [first])))
                    #expect(bytes.count == text.utf8.count, "only lines moved")
                    #expect(try VDRDocument(bytes: bytes, path: "c").board.mine.map(\.id) == moved)
                    let writtenDocument = try #require(written)
                    let (undone, _) = try #require(writtenDocument.revision(to: original, context: RevisionContext(sources: [writtenDocument])))
                    #expect(String(decoding: undone, as: UTF8.self) == text)
                }
            }
        }
    }

    @Test func recognisedByNameAndByContent() throws {
        try withTemporaryFolder { folder in
            try writeFile(folder + "/channels.conf", "")
            #expect(FileFormat.of(path: folder + "/channels.conf") == .vdr)
            try writeFile(folder + "/scan.txt", Self.small)
            #expect(FileFormat.of(path: folder + "/scan.txt") == .vdr)
            try writeFile(folder + "/list.txt", "{\"version\": 2}\n")
            #expect(FileFormat.of(path: folder + "/list.txt") == .json)
            try writeFile(folder + "/comments.txt", "# hello\n" + Self.small)
            #expect(FileFormat.of(path: folder + "/comments.txt") == .json)
            #expect(FileFormat(option: "vdr") == .vdr)
        }
    }
}
