import ChannelCore
import ChannelStore
import Glibc
import Testing

@Suite("Loading the channel file")
struct LoadTests {
    /// The error `load()` throws, or nil.
    private func loadError(_ path: String) -> StoreError? {
        do {
            _ = try ChannelFileStore(path: path).load()
            return nil
        } catch {
            #expect(!error.message.contains("\n"))
            return error
        }
    }

    @Test func missingFileIsNoFileAndWritesNothing() throws {
        try withTemporaryFolder { folder throws in
            #expect(try ChannelFileStore(path: folder + "/channels.json").load() == nil)
            #expect(try ChannelFileStore(path: folder + "/not/yet/channels.json").load() == nil)
            #expect(entries(of: folder).isEmpty, "loading must not create files or folders")
        }
    }

    @Test func loadsWhatWasSaved() throws {
        try withTemporaryFolder { folder throws in
            let store = ChannelFileStore(path: folder + "/channels.json")
            let board = try Samples.board()
            try store.save(board)
            #expect(try store.load() == board)
        }
    }

    @Test func folderInsteadOfFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            mkdir(path, 0o700)
            let error = loadError(path)
            #expect(error?.message == "\(path): is a folder, not a file")
            #expect(error?.kind == .system)
        }
    }

    @Test func fifoIsRefusedWithoutHanging() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            #expect(mkfifo(path, 0o600) == 0)
            #expect(loadError(path)?.message == "\(path): is not a regular file")
        }
    }

    @Test func pathThroughAFile() throws {
        try withTemporaryFolder { folder throws in
            try writeFile(folder + "/plain", "x")
            let path = folder + "/plain/channels.json"
            #expect(loadError(path)?.message == "\(path): cannot read: Not a directory")
        }
    }

    @Test func noReadPermission() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try ChannelFileStore(path: path).save(try Samples.board())
            chmod(path, 0o000)
            if runningAsRoot {
                // Root (as in CI) is not stopped by permission bits, and no test can drop that
                // privilege in-process; so check what root really gets: the file loads.
                let board = try Samples.board()
                #expect(try ChannelFileStore(path: path).load() == board)
            } else {
                #expect(loadError(path)?.message == "\(path): cannot read: Permission denied")
            }
        }
    }

    @Test func invalidUTF8() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try writeFile(path, Array("{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"".utf8) + [0xFF] + Array("\"}], \"available\": []}\n".utf8))
            let error = loadError(path)
            #expect(error?.message == "\(path): line 1, column 46: invalid UTF-8 (byte 0xFF)")
            #expect(error?.kind == .invalidData)
        }
    }

    @Test func emptyFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try writeFile(path, [])
            #expect(loadError(path)?.message == "\(path): file is empty")
        }
    }

    @Test func truncatedFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let full = ChannelFileCodec.encode(try Samples.board())
            try writeFile(path, Array(full[0..<(full.count / 2)]))
            let error = loadError(path)
            #expect(error?.kind == .invalidData)
            // Half of the 234 bytes ends inside line 6, the first channel's.
            #expect(error?.message == "\(path): line 6, column 43: unexpected end of file, expected a JSON value")
        }
    }

    @Test func hugeFileIsRefusedBeforeReading() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try writeFile(path, [])
            #expect(truncate(path, off_t(257 << 20)) == 0) // sparse: takes no disk space
            let error = loadError(path)
            #expect(error?.message == "\(path): is too large (over 256 MiB)")
            #expect(error?.kind == .invalidData)
        }
    }

    @Test func invalidFileIsNeverTouched() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let bytes = Array("{\"version\": 9}".utf8)
            try writeFile(path, bytes)
            #expect(loadError(path) != nil)
            #expect(readFile(path) == bytes)
            #expect(entries(of: folder) == ["channels.json"])
        }
    }
}
