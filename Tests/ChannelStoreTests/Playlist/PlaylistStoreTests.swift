import ChannelCore
import ChannelStore
import Glibc
import Testing

/// A playlist through the store: saves start from the bytes on disk, the state kept beside it.
@Suite("Playlists in the store")
struct PlaylistStoreTests {
    static let text = "#EXTM3U tvg-shift=1\r\n#EXTINF:-1,A\r\nhttp://e/a\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n# note\r\n#EXTINF:-1,C\r\nhttp://e/c"

    @Test func saveWritesOnlyWhatMovedAndNothingWhenNothingDid() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/tv.m3u8"
            try writeFile(path, Array(Self.text.utf8))
            let store = ChannelFileStore(path: path)
            #expect(store.format == .m3u)
            var board = try #require(try store.read()).document.board
            let before = store.identity()
            #expect(try store.save(board) == before, "the same board: nothing written")
            #expect(store.identity() == before)
            _ = try board.move(from: 2, to: 0)
            try store.save(board)
            #expect(String(decoding: readFile(path) ?? [], as: UTF8.self)
                == "#EXTM3U tvg-shift=1\r\n#EXTINF:-1,C\r\nhttp://e/c\r\n#EXTINF:-1,A\r\nhttp://e/a\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n# note")
            // The next save starts from what was written (the ids the editor has), not from the file read first.
            _ = try board.move(from: 0, to: 2)
            try store.save(board)
            #expect(String(decoding: readFile(path) ?? [], as: UTF8.self) == Self.text)
        }
    }

    @Test func aFileChangedOnDiskIsReadAgainBeforeTheSave() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/tv.m3u"
            try writeFile(path, Array(Self.text.utf8))
            let store = ChannelFileStore(path: path)
            var board = try #require(try store.read()).document.board
            // Another program adds a comment at the top (a new inode, as editors save).
            try writeFile(path + ".new", Array(("#EXTM3U tvg-shift=1\r\n# added\r\n" + Self.text.dropFirst("#EXTM3U tvg-shift=1\r\n".count)).utf8))
            rename(path + ".new", path)
            _ = try board.remove(at: 0)
            try store.save(board)
            #expect(String(decoding: readFile(path) ?? [], as: UTF8.self)
                == "#EXTM3U tvg-shift=1\r\n# added\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n# note\r\n#EXTINF:-1,C\r\nhttp://e/c")
        }
    }

    @Test func removedEntriesAndCatalogsAreKeptBesideThePlaylist() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/tv.m3u8"
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            try writeFile(path, Array(Self.text.utf8))
            try writeFile(folder + "/p.m3u", Array("#EXTM3U\n#EXTINF:-1,C\nhttp://e/c\n#EXTINF:-1,D\nhttp://e/d\n".utf8))
            let catalog = try PlaylistDocument.catalog(at: folder + "/p.m3u")
            let state = try PlaylistState(playlistPath: path, environment: environment)
            try state.remember(catalogs: [folder + "/p.m3u"])
            state.use(catalogs: [catalog])
            let store = ChannelFileStore(path: path)
            store.attach(sources: [catalog], companion: state)
            var board = try #require(try store.read()).document.board
            board = Catalog.merge(file: board, catalog: catalog.board)
            _ = try board.remove(at: 0)  // A: in no catalog, kept
            _ = try board.remove(at: 1)  // C: in the catalog, not kept
            try store.save(board)
            #expect(state.path.hasPrefix(folder + "/state/channel-editor/playlists/tv.m3u8-"))
            let again = try PlaylistState(playlistPath: path, environment: environment)
            #expect(again.catalogs == [folder + "/p.m3u"])
            #expect(again.removed.ids == ["http://e/a"])
            #expect(again.removed.entry(id: "http://e/a") == Array("#EXTINF:-1,A\nhttp://e/a\n".utf8))
            // Added back in a later session: the entry's lines come back from the state.
            let later = ChannelFileStore(path: path)
            later.attach(sources: [catalog], companion: again)
            var next = try #require(try later.read()).document.board
            next = Catalog.merge(file: next, catalog: again.removed.board)
            let place = try #require(next.place(of: "http://e/a"))
            _ = try next.add(at: place.index)
            try later.save(next)
            #expect(String(decoding: readFile(path) ?? [], as: UTF8.self)
                == "#EXTM3U tvg-shift=1\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n# note\r\n#EXTINF:-1,A\r\nhttp://e/a", "after the comment that follows the last entry")
            #expect(try PlaylistState(playlistPath: path, environment: environment).removed.ids.isEmpty)
        }
    }
}
