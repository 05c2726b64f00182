import ChannelCore
import ChannelStore
import Testing

@Suite("Reading playlists")
struct PlaylistReadingTests {
    @Test func entriesNamesAndIdsOfAKodiPlaylist() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        #expect(document.names == ["CCTV-1 综合", "News 24, the \"late\" edition", "CCTV-1 备用", "Radio One"])
        #expect(document.ids == [
            "http://example.com/live/cctv1.m3u8",
            "http://example.com/live/news.m3u8|User-Agent=Mozilla&Referer=http://example.com/",
            "http://example.com/live/cctv1-b.m3u8",
            "http://example.com/radio/one.aac",
        ])
        #expect(document.board.mine.map(\.name) == document.names)
        #expect(document.board.available.isEmpty)
    }

    @Test func groupsFromGroupTitleOrExtgrp() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        #expect(document.group(id: document.ids[0]) == "央视, 综合")
        #expect(document.group(id: document.ids[1]) == "News")
        #expect(document.group(id: document.ids[2]) == "央视")
        #expect(document.group(id: document.ids[3]) == nil)
    }

    @Test func urlLeavesOutKodisHeaderSuffix() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        #expect(document.url(id: document.ids[1]) == "http://example.com/live/news.m3u8")
        #expect(document.url(id: document.ids[0]) == "http://example.com/live/cctv1.m3u8")
    }

    @Test func nameFallsBackToTvgNameThenURL() throws {
        let document = try PlaylistFixtures.document("""
            #EXTM3U
            #EXTINF:-1 tvg-name="Only, a tvg-name",
            http://e/1
            #EXTINF:-1,
            http://e/2
            #EXTINF:-1 tvg-name="quoted, comma" group-title="x",  Spaced name\u{20}\u{20}
            http://e/3

            """)
        #expect(document.names == ["Only, a tvg-name", "http://e/2", "Spaced name"])
    }

    @Test func duplicatesStayDistinctEntries() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.provider)
        #expect(document.ids == [
            "http://example.com/p/1.m3u8 #CCTV-1", "http://example.com/p/1hd.m3u8", "http://example.com/p/1.m3u8 #CCTV-1 (copy)",
            "http://example.com/p/2.m3u8",
        ])
        #expect(document.board.mine.count == 4)
    }

    /// Issue 23 item 6: an id names the entry, not its place among the duplicates, so another
    /// program removing an earlier duplicate renames none of the others that differ from it.
    @Test func duplicateIdsStayWhenAnEarlierDuplicateIsRemoved() throws {
        func entry(_ name: String) -> String { "#EXTINF:-1 tvg-id=\"same\",\(name)\nhttp://e/same\n" }
        let all = try PlaylistFixtures.document("#EXTM3U\n" + entry("A") + entry("B") + entry("C") + "#EXTINF:-1,Other\nhttp://e/other\n")
        #expect(all.ids == ["http://e/same #A", "http://e/same #B", "http://e/same #C", "http://e/other"])
        let withoutA = try PlaylistFixtures.document("#EXTM3U\n" + entry("B") + entry("C") + "#EXTINF:-1,Other\nhttp://e/other\n")
        #expect(withoutA.ids == ["http://e/same #B", "http://e/same #C", "http://e/other"])
        let reordered = try PlaylistFixtures.document("#EXTM3U\n" + entry("C") + entry("A") + entry("B"))
        #expect(reordered.ids == ["http://e/same #C", "http://e/same #A", "http://e/same #B"])
        // Entries alike in name too are told apart by their order among those alone.
        let alike = try PlaylistFixtures.document("#EXTM3U\n" + entry("A") + entry("B") + entry("A") + "#EXTINF:-1,\nhttp://e/same\n")
        #expect(alike.ids == ["http://e/same #A", "http://e/same #B", "http://e/same #A #2", "http://e/same"])
        let alikeWithoutB = try PlaylistFixtures.document("#EXTM3U\n" + entry("A") + entry("A") + "#EXTINF:-1,\nhttp://e/same\n")
        #expect(alikeWithoutB.ids == ["http://e/same #A", "http://e/same #A #2", "http://e/same"])
    }

    @Test func plainM3UOfBareURLs() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.plain)
        #expect(document.names == ["http://example.com/a.mp3", "http://example.com/b.mp3", "/music/c d.flac"])
    }

    @Test func windowsLineEndsAndByteOrderMark() throws {
        let document = try PlaylistDocument(bytes: PlaylistFixtures.kodiWindows, path: "t.m3u8")
        let unix = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        #expect(document.ids == unix.ids)
        #expect(document.names == unix.names)
        #expect(document.entry(id: unix.ids[1]) == unix.entry(id: unix.ids[1]), "entries are handed out with \\n ends")
    }

    @Test func emptyAndHeaderOnly() throws {
        #expect(try PlaylistDocument(bytes: [], path: "t.m3u").board.mine.isEmpty)
        #expect(try PlaylistFixtures.document("#EXTM3U\n").board.mine.isEmpty)
    }

    @Test func formatByNameAndOption() {
        #expect(FileFormat.of(path: "/a/tv.M3U8") == .m3u)
        #expect(FileFormat.of(path: "tv.m3u") == .m3u)
        #expect(FileFormat.of(path: "channels.json") == .json)
        #expect(FileFormat.of(path: "m3u") == .json)
        #expect(FileFormat(option: "m3u8") == .m3u)
        #expect(FileFormat(option: "JSON") == .json)
        #expect(FileFormat(option: "xml") == nil)
    }
}
