import ChannelCore
import ChannelStore
import Testing

/// Issue 33 item 2: a board a format reads is never swapped for an empty one. A playlist's
/// entries that share a URL line each keep their own id, so every entry is on the board; an
/// OPML catalog that outlines a URL twice offers that feed once, its first outline.
@Suite("Formats as drivers: boards are whole")
struct WholeBoardTests {
    @Test func aPlaylistWithOneURLTwiceShowsBothEntries() throws {
        let bytes = Array("#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n#EXTINF:-1,One HD\nhttp://a/1\n#EXTINF:-1,Two\nhttp://a/2\n".utf8)
        let document = try PlaylistDocument(bytes: bytes, path: "fav.m3u8")
        let board = document.board
        #expect(board.mine.map(\.name) == ["One", "One HD", "Two"])
        #expect(Set(board.mine.map(\.id)).count == 3)
    }

    @Test func anOPMLCatalogOffersAURLOutlinedTwiceOnce() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/feeds.opml"
            try writeFile(path, """
                <?xml version="1.0"?>
                <opml version="2.0"><body>
                <outline type="rss" text="First" xmlUrl="https://a.example/feed"/>
                <outline type="rss" text="Again" xmlUrl="https://a.example/feed"/>
                <outline type="rss" text="Other" xmlUrl="https://b.example/feed"/>
                </body></opml>
                """)
            let board = try OPMLCatalog.read(path: path).board
            #expect(board.mine.map(\.name) == ["First", "Other"])
        }
    }
}
