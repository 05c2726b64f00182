import ChannelStore
import Testing

/// `open` prints what a player plays: the URL line without Kodi's `|header=value` suffix. That
/// URL names the entry back in a command when one entry alone has it (a newcomer copied the
/// printed URL into `open` and was told there was no such id).
@Suite("Playlist URLs with Kodi's header suffix")
struct PlaylistHeaderSuffixTests {
    static let text = "#EXTM3U\n#EXTINF:-1,CCTV\nhttp://e/cctv.m3u8|User-Agent=x\n#EXTINF:-1,NHK\nhttp://e/nhk.m3u8\n"
        + "#EXTINF:-1,Twin A\nhttp://e/twin|Referer=a\n#EXTINF:-1,Twin B\nhttp://e/twin|Referer=b\n"

    @Test func thePrintedURLNamesItsEntry() throws {
        let document = try PlaylistDocument(bytes: Array(Self.text.utf8), path: "tv.m3u8")
        #expect(document.url(id: "http://e/cctv.m3u8|User-Agent=x") == "http://e/cctv.m3u8")
        #expect(document.currentId(for: "http://e/cctv.m3u8") == "http://e/cctv.m3u8|User-Agent=x")
        // Two entries with that URL: ambiguous, so no entry.
        #expect(document.currentId(for: "http://e/twin") == nil)
        #expect(document.currentId(for: "http://e/none") == nil)
        #expect(document.currentId(for: "http://e/nhk.m3u8|x") == nil)
    }
}
