import ChannelCore
import ChannelStore
import Foundation
import Glibc
import Testing

@Suite("One writer per file")
struct LockTests {
    private enum MonotonicClockForTests {
        static func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
        }
    }

    /// The message of the error `lock()` throws, or nil when it locked (the lock is dropped).
    private func lockFailure(_ store: ChannelFileStore, wait: Double = 0) -> StoreError? {
        do {
            let lock = try store.lock(wait: wait)
            lock.release()
            return nil
        } catch {
            return error
        }
    }

    @Test func secondLockFailsUntilTheFirstIsReleased() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channel-editor/channels.json"
            let store = ChannelFileStore(path: path)
            let first = try store.lock()
            #expect(first.path == path + ".lock")
            let error = lockFailure(ChannelFileStore(path: path))
            // The holder is found in /proc/locks: the lock file holds nothing.
            #expect(error?.message == "\(path): is locked by another channel-editor (pid \(getpid()))")
            #expect(error?.kind == .locked)
            // Reading does not need the lock.
            #expect(try store.load() == nil)
            first.release()
            #expect(lockFailure(store) == nil)
            // The sidecar lock file is the only extra file.
            #expect(entries(of: folder + "/channel-editor") == ["channels.json.lock"])
        }
    }

    /// A holder that removes the lock file it made (`removeFile`, a refused command on a file
    /// that is not there) never lets two writers hold the lock: one that opened the removed
    /// file and waited finds, once it has the lock, that the path no longer names it, and
    /// locks the file at the path instead.
    @Test func removingTheLockFileWhileHeldLeavesOneHolder() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let first = try ChannelFileStore(path: path).lock()
            let created = first.createdFile
            #expect(created)
            let done = DispatchSemaphore(value: 0)
            let result = Outcome()
            Thread.detachNewThread {
                defer { done.signal() }
                guard let second = try? ChannelFileStore(path: path).lock(wait: 5) else { return }
                // Held now: a third writer is refused, and the path names the file locked.
                let thirdRefused = self.lockFailure(ChannelFileStore(path: path))?.kind == .locked
                result.held = thirdRefused && access(path + ".lock", F_OK) == 0
                second.release()
            }
            usleep(200_000)
            first.removeFile()
            done.wait()
            #expect(result.held)
        }
    }

    private final class Outcome: @unchecked Sendable {
        var held = false
    }

    @Test func takingTheLockRemovesOnlyTemporaryFilesAKilledWriterLeft() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let store = ChannelFileStore(path: path)
            try store.save(Board())
            // What a SIGKILL between write and rename leaves (a pid that is gone, this process's
            // own), an old one of a live pid; plus files that only look alike, and a fresh one of a
            // live writer (pid 1 never goes away).
            let names = [".channels.json.tmp-999999999-0", ".channels.json.tmp-\(getpid())-7", ".channels.json.tmp-1-5",
                         ".channels.json.tmp-1-0", ".channels.json.tmp-notes", ".channels.json.tmp-999999999-0x",
                         ".channels.json.tmp-999999999", ".other.json.tmp-999999999-0", "channels.json.tmp-999999999-0"]
            for name in names {
                let descriptor = open(folder + "/" + name, O_CREAT | O_WRONLY, 0o644)
                #expect(descriptor >= 0)
                close(descriptor)
            }
            var old = [timeval(tv_sec: time(nil) - 7200, tv_usec: 0), timeval(tv_sec: time(nil) - 7200, tv_usec: 0)]
            #expect(utimes(folder + "/.channels.json.tmp-1-5", &old) == 0)
            let lock = try store.lock()
            #expect(entries(of: folder) == [".channels.json.tmp-1-0", ".channels.json.tmp-999999999", ".channels.json.tmp-999999999-0x",
                                            ".channels.json.tmp-notes", ".other.json.tmp-999999999-0", "channels.json",
                                            "channels.json.lock", "channels.json.tmp-999999999-0"])
            #expect(try store.load() == Board())
            lock.release()
        }
    }

    @Test func aWriterWaitsItsTurnThenGivesUpWithTheHolderNamed() throws {
        try withTemporaryFolder { folder throws in
            let store = ChannelFileStore(path: folder + "/channels.json")
            let held = try store.lock()
            let start = MonotonicClockForTests.now()
            let error = lockFailure(store, wait: 0.2)
            #expect(MonotonicClockForTests.now() - start >= 0.2, "it waited")
            #expect(error?.kind == .locked)
            #expect(error?.problem == "is locked by another channel-editor (pid \(getpid())) for more than 1 s")
            held.release()
            #expect(lockFailure(store, wait: 0.2) == nil)
        }
    }

    @Test func theLockFileIsNeverWrittenNorTruncated() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try writeFile(path + ".lock", "whatever was there\n")
            let lock = try ChannelFileStore(path: path).lock()
            lock.release()
            #expect(readFile(path + ".lock") == Array("whatever was there\n".utf8))
        }
    }

    @Test func aLockFileThatIsAHardLinkOrNotAFileIsRefusedAndLeftAlone() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/board.json"
            try writeFile(folder + "/precious.txt", "precious\n")
            #expect(link(folder + "/precious.txt", path + ".lock") == 0)
            let error = lockFailure(ChannelFileStore(path: path))
            #expect(error?.kind == .system)
            #expect(error?.message == "\(path): cannot lock: \(path).lock is not a regular file with one link; remove it (it holds nothing)")
            #expect(readFile(folder + "/precious.txt") == Array("precious\n".utf8))

            // The channels file itself as the link.
            let own = folder + "/own.json"
            try ChannelFileStore(path: own).save(try Samples.board())
            let before = readFile(own)
            #expect(link(own, own + ".lock") == 0)
            #expect(lockFailure(ChannelFileStore(path: own))?.kind == .system)
            #expect(readFile(own) == before)

            let fifo = folder + "/fifo.json"
            #expect(mkfifo(fifo + ".lock", 0o644) == 0)
            #expect(lockFailure(ChannelFileStore(path: fifo))?.kind == .system)
            let linked = folder + "/linked.json"
            #expect(symlink(folder + "/precious.txt", linked + ".lock") == 0)
            #expect(lockFailure(ChannelFileStore(path: linked))?.kind == .system)
            #expect(readFile(folder + "/precious.txt") == Array("precious\n".utf8))
        }
    }

    @Test func droppingTheLockReleasesIt() throws {
        try withTemporaryFolder { folder throws in
            let store = ChannelFileStore(path: folder + "/channels.json")
            do {
                let held = try store.lock()
                #expect(lockFailure(store)?.kind == .locked)
                _ = consume held
            }
            #expect(lockFailure(store) == nil)
        }
    }

    @Test func differentFilesInOneFolderLockIndependently() throws {
        try withTemporaryFolder { folder throws in
            let first = try ChannelFileStore(path: folder + "/a.json").lock()
            #expect(lockFailure(ChannelFileStore(path: folder + "/b.json")) == nil)
            first.release()
        }
    }

    @Test func aLinkToTheFileSharesItsLock() throws {
        try withTemporaryFolder { folder throws in
            let real = folder + "/channels.json"
            try ChannelFileStore(path: real).save(try Samples.board())
            symlink(real, folder + "/link.json")
            let held = try ChannelFileStore(path: real).lock()
            #expect(lockFailure(ChannelFileStore(path: folder + "/link.json"))?.kind == .locked)
            held.release()
        }
    }

    @Test func savingUnderTheLockWorks() throws {
        try withTemporaryFolder { folder throws in
            let store = ChannelFileStore(path: folder + "/channels.json")
            let lock = try store.lock()
            let board = try Samples.board()
            try store.save(board)
            #expect(try store.load() == board)
            #expect(entries(of: folder) == ["channels.json", "channels.json.lock"])
            lock.release()
        }
    }

    @Test func lockFileCannotBeCreated() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            mkdir(path + ".lock", 0o700) // a folder where the lock file should be
            let error = lockFailure(ChannelFileStore(path: path))
            #expect(error?.message == "\(path): cannot lock: \(path).lock is not a regular file with one link; remove it (it holds nothing)")
            #expect(error?.kind == .system)
        }
    }
}

