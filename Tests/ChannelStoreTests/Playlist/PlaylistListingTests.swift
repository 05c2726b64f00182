import ChannelStore
import Testing

/// `list --output m3u`: a playlist of entries (`\n`-ended, as `entry(id:)` gives them) with the
/// file's header line and the file's line ends, whatever the entries' source had.
@Suite("A playlist listed with the file's line ends")
struct PlaylistListingTests {
    @Test func everyLineEndsAsTheFilesLinesDo() throws {
        let crlf = try PlaylistDocument(bytes: Array("#EXTM3U a=\"1\"\r\n#EXTINF:-1,A\r\nhttp://e/a\r\n".utf8), path: "tv.m3u8")
        let entry = try #require(crlf.entry(id: "http://e/a"))
        let other = Array("#EXTINF:-1,B\nhttp://e/b\n".utf8)
        #expect(String(decoding: crlf.listing([other, entry]), as: UTF8.self)
            == "#EXTM3U a=\"1\"\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n#EXTINF:-1,A\r\nhttp://e/a\r\n")
        // A plain M3U (no #EXTM3U line): the listing starts with one, ended the file's way.
        let plain = try PlaylistDocument(bytes: Array("http://e/a\r\n".utf8), path: "tv.m3u")
        #expect(String(decoding: plain.listing([other]), as: UTF8.self) == "#EXTM3U\r\n#EXTINF:-1,B\r\nhttp://e/b\r\n")
        let lf = try PlaylistDocument(bytes: Array("#EXTM3U\nhttp://e/a\n".utf8), path: "tv.m3u")
        #expect(String(decoding: lf.listing([other]), as: UTF8.self) == "#EXTM3U\n#EXTINF:-1,B\nhttp://e/b\n")
        #expect(String(decoding: PlaylistDocument.empty.listing([]), as: UTF8.self) == "#EXTM3U\n")
    }
}
