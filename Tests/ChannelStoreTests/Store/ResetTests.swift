import ChannelCore
import ChannelStore
import Glibc
import Testing

@Suite("Reset")
struct ResetTests {
    @Test func noFileNoBackup() throws {
        try withTemporaryFolder { folder throws in
            #expect(try ChannelFileStore(path: folder + "/channels.json").reset() == nil)
            #expect(entries(of: folder).isEmpty)
        }
    }

    @Test func backupsAreNumberedWhenTaken() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            let store = ChannelFileStore(path: path)
            var saved: [[UInt8]] = []
            for round in 0..<2 {
                try store.save(try Samples.board(" \(round)"))
                saved.append(try #require(readFile(path)))
            }
            saved.append(Array("not even JSON".utf8)) // a broken file can be reset too
            // Each reset takes the next free name: .bak, then .bak.1, .bak.2.
            try writeFile(path, saved[0])
            #expect(try store.reset() == path + ".bak")
            #expect(!exists(path))
            #expect(try store.load() == nil)
            try writeFile(path, saved[1])
            #expect(try store.reset() == path + ".bak.1")
            try writeFile(path, saved[2])
            #expect(try store.reset() == path + ".bak.2")
            #expect(readFile(path + ".bak") == saved[0])
            #expect(readFile(path + ".bak.1") == saved[1])
            #expect(readFile(path + ".bak.2") == saved[2])
            #expect(entries(of: folder) == ["channels.json.bak", "channels.json.bak.1", "channels.json.bak.2"])
        }
    }

    @Test func aGapIsFilledWithoutOverwriting() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            try writeFile(path + ".bak", "old backup")
            try writeFile(path + ".bak.2", "older backup")
            try writeFile(path, "current")
            #expect(try ChannelFileStore(path: path).reset() == path + ".bak.1")
            #expect(readFile(path + ".bak") == Array("old backup".utf8))
            #expect(readFile(path + ".bak.1") == Array("current".utf8))
            #expect(readFile(path + ".bak.2") == Array("older backup".utf8))
        }
    }

    @Test func aFolderIsNotReset() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.json"
            mkdir(path, 0o700)
            #expect(throws: StoreError(path: path, problem: "is a folder, not a file", kind: .system)) {
                try ChannelFileStore(path: path).reset()
            }
            #expect(entries(of: folder) == ["channels.json"])
        }
    }
}
