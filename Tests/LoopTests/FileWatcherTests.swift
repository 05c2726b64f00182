import ChannelCore
import ChannelStore
import CursesTerminal
import Glibc
import Testing
import channel_editor

/// The screen follows the file whatever happens to the watch (issue 26, item 3): watches used
/// up, the folder renamed or deleted and made again, a symbolic link and its target.
@Suite("The file watch")
struct FileWatcherTests {
    /// A new folder under /tmp.
    static func folder(_ name: String = "f") throws -> String {
        let root = "/tmp/ce-watch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try #require(mkdir(root, 0o700) == 0)
        let folder = root + "/" + name
        try #require(mkdir(folder, 0o700) == 0)
        return folder
    }

    /// A save as a text editor makes it: a new file renamed over `path`.
    static func save(_ path: String, _ text: String = "{}") {
        let other = path + ".new"
        let descriptor = open(other, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        rename(other, path)
    }

    /// `ln -sfn target link`, atomically.
    static func link(_ link: String, to target: String) {
        let other = link + ".newlink"
        unlink(other)
        symlink(target, other)
        rename(other, link)
    }

    @Test func watchesUsedUpFallBackToPolling() throws {
        let folder = try Self.folder()
        Self.save(folder + "/channels.json")
        let full = FileWatcher(path: folder + "/channels.json") { _, _, _ in
            errno = ENOSPC
            return -1
        }
        #expect(full.needsPolling, "ENOSPC: the loop must look on its time-outs")
        let fine = FileWatcher(path: folder + "/channels.json")
        #expect(!fine.needsPolling && fine.isWatching)
    }

    @Test func aPollingWatchMakesTheLoopLookEverySecond() {
        let log = LoopLog()
        let watcher = ScriptedWatcher()
        watcher.needsPolling = true
        var saver = ScriptedSaver(log: log)
        saver.onDisk = Board()
        log.step = 1.0
        let terminal = ScriptedTerminal(log: log, wakes: [TerminalWake(), TerminalWake()])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher)
        _ = loop.run()
        #expect(terminal.timeouts.first == 1000)
        #expect(log.count("refresh") == 2, "each time-out looks: \(log.entries)")
    }

    @Test func aFolderRenamedAndMadeAgainIsFollowed() throws {
        let folder = try Self.folder()
        let path = folder + "/channels.json"
        Self.save(path)
        let watcher = FileWatcher(path: path)
        #expect(!watcher.drain())
        rename(folder, folder + ".old")
        #expect(mkdir(folder, 0o700) == 0)
        #expect(watcher.drain(), "the folder moved away")
        watcher.startWatching()
        Self.save(path)
        #expect(watcher.drain(), "a save in the new folder is seen")
        Self.save(folder + ".old/channels.json")
        #expect(!watcher.drain(), "the old folder is no longer the file's")
    }

    @Test func aFolderDeletedAndMadeAgainIsFollowed() throws {
        let folder = try Self.folder()
        let path = folder + "/channels.json"
        Self.save(path)
        let watcher = FileWatcher(path: path)
        unlink(path)
        rmdir(folder)
        #expect(watcher.drain())
        watcher.startWatching()
        #expect(watcher.needsPolling, "no folder to watch: look on the time-outs until there is one")
        #expect(mkdir(folder, 0o700) == 0)
        watcher.startWatching()
        #expect(!watcher.needsPolling)
        Self.save(path)
        #expect(watcher.drain(), "a save in the folder made again is seen")
    }

    @Test func aSymbolicLinkItsTargetAndItsRetargetingAreFollowed() throws {
        let targets = try Self.folder("targets")
        let links = try Self.folder("links")
        Self.save(targets + "/one.json")
        Self.save(targets + "/two.json")
        let path = links + "/channels.json"
        Self.link(path, to: targets + "/one.json")
        let watcher = FileWatcher(path: path)
        Self.save(targets + "/one.json")
        #expect(watcher.drain(), "the target, edited in its own folder")
        Self.link(path, to: targets + "/two.json")
        #expect(watcher.drain(), "the link pointed elsewhere")
        watcher.startWatching()
        Self.save(targets + "/two.json")
        #expect(watcher.drain(), "the new target, edited")
        Self.save(targets + "/one.json")
        #expect(!watcher.drain(), "the old target is not the file any more")
    }
}
