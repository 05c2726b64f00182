import ChannelCore
import ChannelStore
import Testing

/// The screen's refresh through the store (issue 36 item 2): the format's edit made and written
/// by `make` (the `refresh` command's code), and the version before kept (`rememberEarlier`), so
/// that a save of My Channels as they were, the refresh's undo, writes the very bytes from
/// before, comments and CRLF line ends included, and a save of the refreshed ones writes those
/// again.
@Suite("A refresh written by the store, and its undo")
struct PlaylistRefreshSaveTests {
    static let favourites = "#EXTM3U\r\n# mine\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"Mine\",Alpha\r\nhttp://p/old/a\r\n\r\n#EXTINF:-1,Gone\r\nhttp://p/old/gone\r\n"
    static let provider = "#EXTM3U\n#EXTINF:-1 tvg-id=\"a\",Alpha HD\n#EXTVLCOPT:http-user-agent=New\nhttp://p/new/a\n"

    func text(_ path: String) -> String { String(decoding: readFile(path) ?? [], as: UTF8.self) }

    @Test func theRefreshIsWrittenAndItsUndoWritesTheBytesFromBefore() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/fav.m3u8"
            try writeFile(path, Array(Self.favourites.utf8))
            try writeFile(folder + "/new.m3u", Array(Self.provider.utf8))
            let store = ChannelFileStore(path: path)
            let found = store.format.driver.fileEditor(path: path)
            var editor = try #require(found)
            try editor.prepare(.refresh, request: LoadRequest(catalogs: [.path(folder + "/new.m3u")], environment: ["XDG_STATE_HOME": folder]))
            let lock = try store.lock()
            let made = try #require(try store.make(.refresh, with: editor, force: false, holding: lock))
            lock.release()
            #expect(made.written != nil)
            #expect(made.result.summary == "1 updated, 1 not offered: Gone")
            let refreshed = text(path)
            #expect(refreshed == "#EXTM3U\r\n# mine\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"Mine\",Alpha\r\n#EXTVLCOPT:http-user-agent=New\r\nhttp://p/new/a\r\n\r\n#EXTINF:-1,Gone\r\nhttp://p/old/gone\r\n")

            // As the screen does: the file read again, the version before kept beside it.
            let now = try #require(try store.read()).document
            store.rememberEarlier(made.before)
            _ = try store.save(made.before.board, catalog: nil, replacing: .anything)
            #expect(text(path) == Self.favourites, "undo: the bytes from before")
            _ = try store.save(now.board, catalog: nil, replacing: .anything)
            #expect(text(path) == refreshed, "redo: the refreshed bytes")

            // Nothing to change: nothing written.
            let lock2 = try store.lock()
            let again = try #require(try store.make(.refresh, with: editor, force: false, holding: lock2))
            lock2.release()
            #expect(again.written == nil)
            #expect(again.result.bytes == nil)
        }
    }
}
