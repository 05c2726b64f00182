import ChannelCore
import ChannelStore
import Glibc
import Testing
import TestSupport
import channel_editor

/// A hand edit is never overwritten, in either window of a save (issue 26, item 2): a text
/// editor's save (a new file renamed over) that lands (a) between the screen's temporary file
/// and its rename, or (b) right after the rename, before the saver records what it wrote. The
/// writer's hooks put the edit exactly there, every time.
@Suite("A hand edit in a save's windows")
struct SaveWindowTests {
    /// My Channels a, b; Add Channels c, d.
    static let start = Board.sample(mine: ["a", "b"], available: ["c", "d"])
    /// The hand edit: a new channel `hand` at the end of My Channels.
    static let theirs = Board.sample(mine: ["a", "b", "hand"], available: ["c", "d"])

    /// A folder of its own with the channels file holding `start`.
    static func file() throws -> String {
        let folder = "/tmp/ce-window-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try #require(mkdir(folder, 0o700) == 0)
        let path = folder + "/channels.json"
        try ChannelFileStore(path: path).save(start)
        return path
    }

    /// What a text editor does: write the whole file under another name, rename it over.
    static func handEdit(_ path: String) {
        let text = """
            {"version": 1, "mine": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "hand", "name": "HAND"}],
             "available": [{"id": "c", "name": "C"}, {"id": "d", "name": "D"}]}
            """
        let other = path + ".swp"
        let descriptor = open(other, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        rename(other, path)
    }

    /// The user's change: c added to the end of My Channels.
    static func addC() throws -> (Board, BoardChange) {
        var board = start
        let relocation = try board.add(at: 0)
        return (board, try #require(BoardChange.moved(relocation, in: board)))
    }

    static func onDisk(_ path: String) throws -> Board? { try ChannelFileStore(path: path).load() }

    @Test(arguments: [false, true])
    func anEditBetweenTheTemporaryFileAndTheRenameIsKeptAndMergedWith(exchangeUnsupported: Bool) throws {
        let path = try Self.file()
        var store = ChannelFileStore(path: path)
        let once = Once()
        store.writer.beforeRename = { once.run { Self.handEdit(path) } }
        store.writer.exchangeUnsupported = exchangeUnsupported
        var saver = try GuardedSaver.following(store)
        let (board, change) = try Self.addC()
        let outcome = try saver.save(board, changes: [change])
        let merged = Board.sample(mine: ["a", "b", "hand", "c"], available: ["d"])
        #expect(outcome == .merged(merged, refusal: nil), "the edit is shown, with the change applied to it")
        #expect(try Self.onDisk(path) == merged, "the hand edit is on disk, with the change")
        #expect(try saver.refresh() == nil, "and the saver knows the version it wrote")
    }

    @Test func anEditBetweenTheLastLookAndTheExchangeIsPutBackAndMergedWith() throws {
        let path = try Self.file()
        var store = ChannelFileStore(path: path)
        let once = Once()
        store.writer.afterLook = { once.run { Self.handEdit(path) } }
        var saver = try GuardedSaver.following(store)
        let (board, change) = try Self.addC()
        let merged = Board.sample(mine: ["a", "b", "hand", "c"], available: ["d"])
        #expect(try saver.save(board, changes: [change]) == .merged(merged, refusal: nil), "the exchange handed back a stranger's file")
        #expect(try Self.onDisk(path) == merged)
    }

    @Test func anEditRightAfterTheRenameIsSeenNotTakenForOurOwn() throws {
        let path = try Self.file()
        var store = ChannelFileStore(path: path)
        let once = Once()
        store.writer.afterRename = { once.run { Self.handEdit(path) } }
        var saver = try GuardedSaver.following(store)
        let (board, change) = try Self.addC()
        #expect(try saver.save(board, changes: [change]) == .saved)
        #expect(try saver.refresh() == Self.theirs, "the next look finds the hand edit")
        // The screen shows it (a reload); the next change is made on it and saved.
        var next = Self.theirs
        try next.remove(at: 0)
        let removal = try #require(BoardChange.between(Self.theirs, next))
        _ = try saver.save(next, changes: [removal])
        #expect(try Self.onDisk(path)?.mine.map(\.id) == ["b", "hand"])
    }

    @Test func aFileCreatedWhileTheFirstSaveIsWrittenIsKept() throws {
        let path = try Self.file()
        unlink(path)
        var store = ChannelFileStore(path: path)
        let once = Once()
        store.writer.beforeRename = { once.run { Self.handEdit(path) } }
        var saver = try GuardedSaver.following(store)
        let (board, change) = try Self.addC()
        let outcome = try saver.save(board, changes: [change])
        #expect(outcome == .merged(Board.sample(mine: ["a", "b", "hand", "c"], available: ["d"]), refusal: nil))
    }
}

/// Runs its body the first time only (a hook fires at every save).
final class Once: @unchecked Sendable {
    private var done = false

    func run(_ body: () -> Void) {
        guard !done else { return }
        done = true
        body()
    }
}

extension Board {
    /// A board from id lists; names are the ids in upper case.
    static func sample(mine: [String], available: [String]) -> Board {
        let channel = { (id: String) in Channel(id: id, name: id.uppercased()) }
        return SampleBoards.valid { try Board(mine: mine.map(channel), available: available.map(channel)) }
    }
}
