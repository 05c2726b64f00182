import ChannelCore
import ChannelStore
import Testing

/// mpv (demux_playlist.c, `parse_m3u`) and Kodi's IPTV Simple (PlaylistLoader.cpp) play every
/// line that is neither blank nor starts with `#`, with or without an `#EXTINF` before it; so
/// does channel-editor (README "Playlists"): such a line in an `#EXTM3U` playlist is an entry
/// named by its URL, kept byte for byte.
@Suite("Bare URL lines in an #EXTM3U playlist")
struct PlaylistBareURLTests {
    static let text = "#EXTM3U x-tvg-url=\"http://e/epg.xml\"\r\n  http://e/bare.ts \r\n#EXTINF:-1,A\r\nhttp://e/a.ts\r\n# note\r\nhttp://e/second-bare.ts\r\n"

    @Test func aBareURLLineIsAnEntryNamedByItsURL() throws {
        let document = try PlaylistDocument(bytes: Array(Self.text.utf8), path: "tv.m3u8")
        #expect(document.ids == ["http://e/bare.ts", "http://e/a.ts", "http://e/second-bare.ts"])
        #expect(document.names == ["http://e/bare.ts", "A", "http://e/second-bare.ts"])
        #expect(document.entry(id: "http://e/bare.ts") == Array("  http://e/bare.ts \n".utf8))
        #expect(document.headerLine == Array("#EXTM3U x-tvg-url=\"http://e/epg.xml\"\r\n".utf8))
    }

    @Test func aReorderKeepsItsBytes() throws {
        let document = try PlaylistDocument(bytes: Array(Self.text.utf8), path: "tv.m3u8")
        var board = document.board
        _ = try board.move(from: 2, to: 0)
        let revision = try #require(try document.revised(to: board, context: RevisionContext(sources: [document])))
        #expect(String(decoding: revision.bytes, as: UTF8.self)
            == "#EXTM3U x-tvg-url=\"http://e/epg.xml\"\r\nhttp://e/second-bare.ts\r\n  http://e/bare.ts \r\n#EXTINF:-1,A\r\nhttp://e/a.ts\r\n# note\r\n")
    }

    /// What the players cannot read stays refused: an `#EXTINF` with no URL line after it
    /// (the players drop it, so its channel would be lost).
    @Test func anExtinfWithoutURLIsStillRefused() {
        #expect(throws: StoreError.self) { try PlaylistDocument(bytes: Array("#EXTM3U\nhttp://e/1\n#EXTINF:-1,A\n".utf8), path: "tv.m3u8") }
    }
}
