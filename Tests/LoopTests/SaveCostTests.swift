import ChannelCore
import ChannelStore
import CursesTerminal
import Glibc
import Testing
import channel_editor

/// What a save of the screen costs beyond its write (issue 21, item 7): the path is resolved
/// once, and the folder is looked through for a killed writer's temporaries only when it
/// changed since this process last held the lock — while such a temporary is still removed at
/// the next save after it appeared.
@Suite("What a save costs")
struct SaveCostTests {
    /// Three different boards, each saved in turn.
    static let boards = [
        Board.sample(mine: ["a", "b", "c"], available: ["d"]), Board.sample(mine: ["b", "a", "c"], available: ["d"]),
        Board.sample(mine: ["b", "a"], available: ["c", "d"]),
    ]

    @Test func aSaveResolvesThePathOnce() throws {
        let path = try SaveWindowTests.file()
        var store = ChannelFileStore(path: path)
        let resolutions = Count()
        let resolve = store.resolver
        store.resolver = { resolutions.add(); return resolve($0) }
        var saver = try GuardedSaver.following(store)
        for board in Self.boards {
            resolutions.value = 0
            #expect(try saver.save(board, changes: [nil]) == .saved)
            #expect(resolutions.value == 1, "a link followed and the folder made canonical once a save")
        }
        #expect(try SaveWindowTests.onDisk(path) == Self.boards.last)
    }

    @Test func theFolderIsLookedThroughOnlyWhenItChanged() throws {
        let path = try SaveWindowTests.file()
        let slash = try #require(path.lastIndex(of: "/"))
        let folder = String(path[..<slash])
        var store = ChannelFileStore(path: path)
        let looks = Count()
        let sweep = store.sweeper
        store.sweeper = { looks.add(); sweep($0) }
        var saver = try GuardedSaver.following(store)
        #expect(try saver.save(Self.boards[0], changes: [nil]) == .saved)
        #expect(looks.value == 1, "the first lock of a process looks")
        #expect(try saver.save(Self.boards[1], changes: [nil]) == .saved)
        #expect(looks.value == 1, "only our own save changed the folder: nothing to look for")

        // A writer killed mid-save (here: pid 1, an hour and more ago) left its temporary.
        let stale = folder + "/.channels.json.tmp-1-0"
        let descriptor = open(stale, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        var old = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, stale, &old, 0) == 0)

        #expect(try saver.save(Self.boards[2], changes: [nil]) == .saved)
        #expect(looks.value == 2, "the folder changed: it is looked through")
        #expect(access(stale, F_OK) != 0, "the killed writer's temporary is removed at the next save")
        #expect(try SaveWindowTests.onDisk(path) == Self.boards[2])
    }
}

/// A counter the store's hooks bump (the tests are single-threaded).
final class Count: @unchecked Sendable {
    var value = 0

    func add() { value += 1 }
}

/// After its save a turn draws nothing more: the frame on the screen is already the state saved.
@Suite("A saved turn is drawn once")
struct SavedTurnFrameTests {
    @Test func noFrameAfterTheSave() {
        let log = LoopLog()
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter])
        var loop = LoopFixture.loop(terminal, saver: ScriptedSaver(log: log))
        #expect(loop.run() == .signal(15))
        #expect(log.entries == ["frame", "read", "frame", "yield", "save", "read"], "no frame drawn again after the save")
    }
}

/// A key that comes with the watch's news (our own last save's rename, mostly) is drawn and
/// saved before the news is read: the watch costs the key nothing.
@Suite("The key before the watch's news")
struct KeyBeforeNewsTests {
    @Test func theFrameAndTheSaveComeBeforeTheDrain() throws {
        let log = LoopLog()
        let watcher = ScriptedWatcher()
        watcher.log = log
        let terminal = ScriptedTerminal(log: log, wakes: [TerminalWake(inputs: [.key(.enter)], ready: [watcher.descriptor])])
        var saver = ScriptedSaver(log: log)
        saver.onDisk = nil
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher)
        #expect(loop.run() == .signal(15))
        let drain = try #require(log.entries.firstIndex(of: "drain"))
        #expect(Array(log.entries[..<drain]) == ["frame", "read", "frame", "yield", "save"], "\(log.entries)")
        #expect(log.entries.contains("refresh"), "the news is still followed: \(log.entries)")
    }
}
