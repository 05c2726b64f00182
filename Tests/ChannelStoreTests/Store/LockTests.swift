import ChannelCore
import ChannelStore
import Glibc
import Testing

@Suite("One writer per file")
struct LockTests {
    /// The message of the error `lock()` throws, or nil when it locked (the lock is dropped).
    private func lockFailure(_ store: ChannelFileStore) -> StoreError? {
        do {
            let lock = try store.lock()
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
            #expect(error?.message == "\(path): is open in another channel-editor (pid \(getpid()))")
            #expect(error?.kind == .locked)
            // Reading does not need the lock.
            #expect(try store.load() == nil)
            first.release()
            #expect(lockFailure(store) == nil)
            // The sidecar lock file is the only extra file.
            #expect(entries(of: folder + "/channel-editor") == ["channels.json.lock"])
        }
    }

    @Test func takingTheLockRemovesTemporaryFilesAKilledWriterLeft() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let store = ChannelFileStore(path: path)
            try store.save(Board())
            // What a SIGKILL between write and rename leaves; plus files that only look alike.
            for name in [".channels.json.tmp-123-0", ".channels.json.tmp-456-7", ".other.json.tmp-1-0", "channels.json.tmp-1-0"] {
                let descriptor = open(folder + "/" + name, O_CREAT | O_WRONLY, 0o644)
                #expect(descriptor >= 0)
                close(descriptor)
            }
            let lock = try store.lock()
            #expect(entries(of: folder) == [".other.json.tmp-1-0", "channels.json", "channels.json.lock", "channels.json.tmp-1-0"])
            #expect(try store.load() == Board())
            lock.release()
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
            #expect(error?.message == "\(path): cannot lock: \(path).lock: Is a directory")
            #expect(error?.kind == .system)
        }
    }
}

extension LockTests {
    @Test func aFootprintRemovesWhatTheLockCreatedAndNothingElse() throws {
        try withTemporaryFolder { folder throws in
            let fresh = ChannelFileStore(path: folder + "/a/b/channels.json")
            let footprint = LockFootprint(store: fresh)
            let lock = try fresh.lock()
            lock.release()
            #expect(entries(of: folder + "/a/b") == ["channels.json.lock"])
            footprint.remove()
            #expect(entries(of: folder).isEmpty, "lock file and both folders are gone")

            // What was there before stays.
            let existing = ChannelFileStore(path: folder + "/channels.json")
            try existing.save(Board())
            let first = try existing.lock()
            first.release()
            let again = LockFootprint(store: existing)
            let second = try existing.lock()
            second.release()
            again.remove()
            #expect(entries(of: folder) == ["channels.json", "channels.json.lock"])
        }
    }
}
