import ChannelCore
import ChannelStore
import Glibc
import Testing

/// README "Playlists": an entry removed from a playlist that no catalog holds stays in Add
/// Channels, under the id it had, and can be added back in a later session. A duplicate's id
/// is not its URL alone (that names the duplicate left in the playlist), so the state kept
/// beside the playlist records it.
@Suite("A removed duplicate in later sessions")
struct PlaylistRemovedDuplicateTests {
    static let cnn = "http://iptv.invalid/live/cnn.m3u8"
    static let second = cnn + " #CNN International #2"

    @Test func theStateKeepsTheIdItHadAndTheEntryComesBackUnderIt() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/d.m3u8"
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            let original = Array(PlaylistRemoveUndoTests.favourites.utf8)
            try writeFile(path, original)
            let state = try PlaylistState(playlistPath: path, environment: environment)
            let store = ChannelFileStore(path: path)
            store.attach(sources: [], companion: state)
            var board = try #require(try store.read()).document.board
            #expect(board.mine.map(\.id).contains(Self.second))
            let place = try #require(board.place(of: Self.second))
            _ = try board.remove(at: place.index)
            try store.save(board)

            // A later session: the one left in the playlist is `URL` again, the removed one
            // keeps its own id.
            let later = try PlaylistState(playlistPath: path, environment: environment)
            #expect(later.removed.ids == [Self.second])
            let next = ChannelFileStore(path: path)
            next.attach(sources: [], companion: later)
            let mine = try #require(try next.read()).document.board
            #expect(mine.mine.map(\.id).contains(Self.cnn))
            var merged = Catalog.merge(file: mine, catalog: later.removed.board)
            #expect(merged.available.map(\.id) == [Self.second], "in Add Channels")
            let back = try #require(merged.place(of: Self.second))
            _ = try merged.add(at: back.index)
            _ = try merged.move(from: merged.mine.count - 1, to: 3)
            try next.save(merged)
            #expect(readFile(path) == original)
            #expect(try PlaylistState(playlistPath: path, environment: environment).removed.ids.isEmpty)
        }
    }

    /// A state file written before ids were recorded (or edited by hand) still reads, its
    /// entries named by the usual rule.
    @Test func aStateFileWithoutIdsStillReads() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/d.m3u8"
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            try writeFile(path, "#EXTM3U\n")
            let state = try PlaylistState(playlistPath: path, environment: environment)
            for folder in [folder + "/state", folder + "/state/channel-editor", folder + "/state/channel-editor/playlists"] { mkdir(folder, 0o755) }
            try writeFile(state.path, "#X-CHANNEL-EDITOR-PLAYLIST:\(path)\n#EXTINF:-1,A\nhttp://e/a\n")
            #expect(try PlaylistState(playlistPath: path, environment: environment).removed.ids == ["http://e/a"])
        }
    }
}
