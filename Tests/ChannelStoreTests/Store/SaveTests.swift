import ChannelCore
import ChannelStore
import Glibc
import Testing

@Suite("Saving the channel file")
struct SaveTests {
    @Test func createsMissingFoldersAndOnlyTheFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/config/channel-editor/channels.json"
            try ChannelFileStore(path: path).save(try Samples.board())
            #expect(readFile(path) == ChannelFileCodec.encode(try Samples.board()))
            #expect(entries(of: folder + "/config/channel-editor") == ["channels.json"])
            #expect(permissions(folder + "/config") == 0o700 & ~currentUmask())
            #expect(permissions(folder + "/config/channel-editor") == 0o700 & ~currentUmask())
            #expect(permissions(path) == 0o644 & ~currentUmask())
        }
    }

    @Test func savingOverAnExistingFileKeepsItValidAndItsMode() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let store = ChannelFileStore(path: path)
            try store.save(try Samples.board())
            chmod(path, 0o600)
            for round in 0..<20 {
                let board = try Samples.board(" \(round)")
                try store.save(board)
                #expect(try store.load() == board)
            }
            #expect(permissions(path) == 0o600)
            #expect(entries(of: folder) == ["channels.json"])
        }
    }

    @Test(arguments: AtomicFileWriter.Step.allCases)
    func failedSaveLeavesTheOldFileUnchanged(_ step: AtomicFileWriter.Step) throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let store = ChannelFileStore(path: path)
            try store.save(try Samples.board())
            let before = try #require(readFile(path))
            let newBytes = ChannelFileCodec.encode(try Samples.board(" new"))
            do throws(StoreError) {
                try store.write(newBytes, using: AtomicFileWriter(injectedFailure: (step, ENOSPC)))
                Issue.record("the save should have failed")
            } catch {
                #expect(error.message == "\(path): cannot write: No space left on device")
                #expect(error.kind == .system)
            }
            #expect(readFile(path) == before)
            #expect(entries(of: folder) == ["channels.json"], "no temporary file is left behind")
        }
    }

    @Test func savingOntoAFolderFails() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            mkdir(path, 0o700)
            let board = try Samples.board()
            #expect(throws: StoreError(path: path, problem: "is a folder, not a file", kind: .system)) {
                try ChannelFileStore(path: path).save(board)
            }
            #expect(entries(of: folder) == ["channels.json"])
            #expect(entries(of: path).isEmpty)
        }
    }

    @Test func savingOntoAFIFOOrDeviceFails() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            #expect(mkfifo(path, 0o600) == 0)
            let board = try Samples.board()
            #expect(throws: StoreError(path: path, problem: "is not a regular file", kind: .system)) {
                try ChannelFileStore(path: path).save(board)
            }
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
            #expect(entries(of: folder) == ["channels.json"])
        }
    }

    @Test func folderThatIsAFileFails() throws {
        try withTemporaryFolder { folder throws in
            try writeFile(folder + "/config", "not a folder")
            let path = folder + "/config/channel-editor/channels.json"
            let board = try Samples.board()
            #expect(throws: StoreError(path: path, problem: "cannot create folder \(folder)/config: Not a directory", kind: .system)) {
                try ChannelFileStore(path: path).save(board)
            }
            #expect(readFile(folder + "/config") == Array("not a folder".utf8))
        }
    }

    @Test func readOnlyFolder() throws {
        try withTemporaryFolder { folder throws in
            let locked = folder + "/ro"
            mkdir(locked, 0o700)
            let path = locked + "/channels.json"
            let store = ChannelFileStore(path: path)
            try store.save(try Samples.board())
            let before = try #require(readFile(path))
            chmod(locked, 0o500)
            if runningAsRoot {
                // Root (as in CI) may write into a read-only folder, and a test cannot drop the
                // privilege; so check what root really gets: the save works and leaves no
                // temporary file. The failure path is covered by the injected-failure test.
                let board = try Samples.board(" root")
                try store.save(board)
                #expect(try store.load() == board)
            } else {
                let board = try Samples.board(" denied")
                #expect(throws: StoreError(path: path, problem: "cannot write: Permission denied", kind: .system)) {
                    try store.save(board)
                }
                #expect(readFile(path) == before)
            }
            #expect(entries(of: locked) == ["channels.json"])
        }
    }

    @Test func savingThroughASymbolicLinkReplacesTheTarget() throws {
        try withTemporaryFolder { folder throws in
            mkdir(folder + "/dotfiles", 0o700)
            let real = folder + "/dotfiles/channels.json"
            let link = folder + "/channels.json"
            symlink("dotfiles/channels.json", link)
            let store = ChannelFileStore(path: link)
            try store.save(try Samples.board()) // the target does not exist yet
            try store.save(try Samples.board(" again"))
            var info = stat()
            #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
            #expect(readFile(real) == ChannelFileCodec.encode(try Samples.board(" again")))
            #expect(entries(of: folder + "/dotfiles") == ["channels.json"])
        }
    }
}
