import ChannelCore
import ChannelStore
import Testing

/// Byte-exact results of each kind of change: only the entries that moved differ.
@Suite("Writing playlists")
struct PlaylistWriterTests {
    /// Four entries without `tvg-chno`, a header with attributes, a comment between entries.
    static let simple = """
        #EXTM3U url-tvg="http://e/epg.xml"
        #EXTINF:-1 tvg-id="a" group-title="G, 1",A
        http://e/a
        #EXTINF:-1 tvg-id="b",B
        #EXTVLCOPT:http-referrer=http://e/
        http://e/b
        # -- second half --
        #EXTINF:-1 tvg-id="c",C 中文
        http://e/c|User-Agent=x
        #EXTINF:-1 tvg-id="d",D
        http://e/d

        """

    @Test func nothingChangedWritesNothing() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        #expect(try PlaylistFixtures.revised(document) { _ in } == nil)
        #expect(try PlaylistFixtures.revised(document) { try $0.open(id: "http://e/b") } == nil, "a playlist has no current entry")
    }

    @Test func moveDownChangesOnlyTheMovedEntry() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        let result = try PlaylistFixtures.revised(document) { _ = try $0.move(from: 0, to: 2) }
        #expect(result == """
            #EXTM3U url-tvg="http://e/epg.xml"
            #EXTINF:-1 tvg-id="b",B
            #EXTVLCOPT:http-referrer=http://e/
            http://e/b
            # -- second half --
            #EXTINF:-1 tvg-id="c",C 中文
            http://e/c|User-Agent=x
            #EXTINF:-1 tvg-id="a" group-title="G, 1",A
            http://e/a
            #EXTINF:-1 tvg-id="d",D
            http://e/d

            """)
    }

    @Test func moveUpAndBackGivesTheSameBytes() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        var board = document.board
        _ = try board.move(from: 3, to: 0)
        let moved = try #require(try document.revised(to: board, context: RevisionContext(sources: [document])))
        let once = try PlaylistDocument(bytes: moved.bytes, path: "t.m3u8", ids: board.mine.map(\.id))
        _ = try board.move(from: 0, to: 3)
        let back = try #require(try once.revised(to: board, context: RevisionContext(sources: [once])))
        #expect(String(decoding: back.bytes, as: UTF8.self) == Self.simple)
    }

    @Test func removeTakesOnlyTheEntry() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        let result = try PlaylistFixtures.revised(document) { _ = try $0.remove(at: 1) }
        #expect(result == """
            #EXTM3U url-tvg="http://e/epg.xml"
            #EXTINF:-1 tvg-id="a" group-title="G, 1",A
            http://e/a
            # -- second half --
            #EXTINF:-1 tvg-id="c",C 中文
            http://e/c|User-Agent=x
            #EXTINF:-1 tvg-id="d",D
            http://e/d

            """)
    }

    @Test func removeWithBlankLinesTakesItsBlankLineAlong() throws {
        let document = try PlaylistFixtures.document("#EXTM3U\n\n#EXTINF:-1,A\nhttp://e/a\n\n#EXTINF:-1,B\nhttp://e/b\n\n#EXTINF:-1,C\nhttp://e/c\n\n# end\n")
        #expect(try PlaylistFixtures.revised(document) { _ = try $0.remove(at: 1) }
            == "#EXTM3U\n\n#EXTINF:-1,A\nhttp://e/a\n\n#EXTINF:-1,C\nhttp://e/c\n\n# end\n")
        #expect(try PlaylistFixtures.revised(document) { _ = try $0.remove(at: 2) }
            == "#EXTM3U\n\n#EXTINF:-1,A\nhttp://e/a\n\n#EXTINF:-1,B\nhttp://e/b\n\n# end\n")
        #expect(try PlaylistFixtures.revised(document) { _ = try $0.remove(at: 0) }
            == "#EXTM3U\n\n#EXTINF:-1,B\nhttp://e/b\n\n#EXTINF:-1,C\nhttp://e/c\n\n# end\n")
    }

    @Test func removeAllLeavesHeaderAndComments() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        let result = try PlaylistFixtures.revised(document) { board in
            while !board.mine.isEmpty { _ = try board.remove(at: 0) }
        }
        #expect(result == "#EXTM3U url-tvg=\"http://e/epg.xml\"\n# -- second half --\n")
    }

    @Test func addCopiesTheCatalogEntryExactly() throws {
        let document = try PlaylistFixtures.document(Self.simple)
        let catalog = try PlaylistFixtures.document(PlaylistFixtures.provider)
        let result = try PlaylistFixtures.revised(document, sources: [catalog]) { board in
            let place = try #require(board.place(of: "http://example.com/p/2.m3u8"))
            _ = try board.add(at: place.index)
        }
        #expect(result == Self.simple + """
            #EXTINF:-1 tvg-id="cctv2.cn" group-title="央视",CCTV-2 财经
            http://example.com/p/2.m3u8

            """)
    }

    @Test func addToAWindowsFileUsesItsLineEndsAndKeepsTheMissingFinalNewline() throws {
        let document = try PlaylistDocument(bytes: PlaylistFixtures.kodiWindows, path: "t.m3u8")
        let catalog = try PlaylistFixtures.document("#EXTM3U\n#EXTINF:-1 tvg-chno=\"40\",New\nhttp://e/new\n")
        let result = try PlaylistFixtures.revised(document, sources: [catalog]) { board in
            _ = try board.add(at: 0)
        }
        // The new entry goes at the end, after the comment that ends the file (where an entry
        // moved or removed from the end comes back to).
        let unix = PlaylistFixtures.kodi + "#EXTINF:-1 tvg-chno=\"40\",New\nhttp://e/new\n"
        var want: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in unix.utf8.dropLast() {
            if byte == 0x0A { want.append(0x0D) }
            want.append(byte)
        }
        #expect(result.map { Array($0.utf8) } == want)
    }

    @Test func reorderRenumbersTvgChnoInTheNewOrder() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        let result = try PlaylistFixtures.revised(document) { _ = try $0.move(from: 3, to: 0) }
        #expect(result == """
            #EXTM3U x-tvg-url="http://example.com/epg.xml.gz" tvg-shift=-1 catchup="shift"
            # My favourites, hand-sorted
            #EXTINF:-1 tvg-chno="1" tvg-name="Radio One" radio="true",
            http://example.com/radio/one.aac
            #EXTINF:-1 tvg-id="cctv1.cn" tvg-chno="2" tvg-logo="http://example.com/l/1.png" group-title="央视, 综合",CCTV-1 综合
            #KODIPROP:inputstream=inputstream.adaptive
            #KODIPROP:inputstream.adaptive.manifest_type=hls
            http://example.com/live/cctv1.m3u8

            #EXTINF:-1 tvg-id="news" tvg-chno="3" tvg-name="News=24" radio="false" group-title="News",News 24, the "late" edition
            #EXTVLCOPT:http-user-agent=Mozilla/5.0
            http://example.com/live/news.m3u8|User-Agent=Mozilla&Referer=http://example.com/
            #EXTINF:-1 tvg-id="cctv1.cn" tvg-chno="4",CCTV-1 备用
            #EXTGRP:央视
            http://example.com/live/cctv1-b.m3u8
            # the end

            """)
    }

    @Test func removeKeepsTheOtherNumbers() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.kodi)
        let result = try #require(try PlaylistFixtures.revised(document) { _ = try $0.remove(at: 1) })
        #expect(!result.contains("News 24"))
        #expect(result.contains("tvg-chno=\"3\",CCTV-1 备用"), "numbers not renumbered by a removal")
        #expect(result.contains("tvg-chno=\"4\" tvg-name=\"Radio One\""))
    }

    @Test func plainPlaylistReorder() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.plain)
        #expect(try PlaylistFixtures.revised(document) { _ = try $0.move(from: 2, to: 0) }
            == "# radio\n/music/c d.flac\nhttp://example.com/a.mp3\nhttp://example.com/b.mp3\n")
    }

    @Test func duplicatesMoveOneAtATime() throws {
        let document = try PlaylistFixtures.document(PlaylistFixtures.provider)
        let result = try PlaylistFixtures.revised(document) { _ = try $0.move(from: 2, to: 0) }
        #expect(result == """
            #EXTM3U
            #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1 (copy)
            http://example.com/p/1.m3u8
            #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1
            http://example.com/p/1.m3u8
            #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1 HD
            http://example.com/p/1hd.m3u8
            #EXTINF:-1 tvg-id="cctv2.cn" group-title="央视",CCTV-2 财经
            http://example.com/p/2.m3u8

            """)
    }

    @Test func addIntoAnEmptyNewPlaylist() throws {
        let document = try PlaylistFixtures.document("#EXTM3U\n")
        let catalog = try PlaylistFixtures.document(PlaylistFixtures.provider)
        let result = try PlaylistFixtures.revised(document, sources: [catalog]) { board in
            _ = try board.add(at: 3)
            _ = try board.add(at: 0)
        }
        #expect(result == """
            #EXTM3U
            #EXTINF:-1 tvg-id="cctv2.cn" group-title="央视",CCTV-2 财经
            http://example.com/p/2.m3u8
            #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1
            http://example.com/p/1.m3u8

            """)
    }
}
