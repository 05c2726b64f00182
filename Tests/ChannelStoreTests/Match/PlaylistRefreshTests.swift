import ChannelStore
import Testing

@Suite("refresh: a favourite gets its provider's new URL and stream lines, nothing else changes (issue 36, item 2)")
struct PlaylistRefreshTests {
    private func refreshed(_ favourites: String, _ catalog: String) throws -> PlaylistRefresh {
        PlaylistRefresh(favourites: try PlaylistDocument(bytes: Array(favourites.utf8), path: "f.m3u8"),
                        catalog: try PlaylistDocument(bytes: Array(catalog.utf8), path: "p.m3u"))
    }

    @Test func urlAndStreamLinesChangeTheUsersLinesStay() throws {
        let favourites = """
            #EXTM3U
            # mine
            #EXTINF:-1 tvg-id="a" tvg-chno="7" group-title="Mine",My name for A
            #EXTGRP:Kept
            #EXTVLCOPT:http-user-agent=Old/1
            #KODIPROP:inputstream.adaptive.license_key=http://old/licence
            http://p/old/a.m3u8

            #EXTINF:-1,Gone
            http://p/old/gone

            """
        let catalog = """
            #EXTM3U
            #EXTINF:-1 tvg-id="a" group-title="Theirs",A HD
            #KODIPROP:inputstream.adaptive.license_key=http://new/licence
            #EXTVLCOPT:http-user-agent=New/2
            http://p/new/a.m3u8|Referer=http://p/

            """
        let refresh = try refreshed(favourites, catalog)
        #expect(refresh.updated == [0])
        #expect(refresh.notOffered == [1])
        #expect(refresh.bytes.map { String(decoding: $0, as: UTF8.self) } == """
            #EXTM3U
            # mine
            #EXTINF:-1 tvg-id="a" tvg-chno="7" group-title="Mine",My name for A
            #EXTGRP:Kept
            #KODIPROP:inputstream.adaptive.license_key=http://new/licence
            #EXTVLCOPT:http-user-agent=New/2
            http://p/new/a.m3u8|Referer=http://p/

            #EXTINF:-1,Gone
            http://p/old/gone

            """)
    }

    @Test func lineEndsAndAMissingFinalNewlineStay() throws {
        let favourites = "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\",A\r\nhttp://p/old/a"
        let catalog = "#EXTM3U\n#EXTINF:-1 tvg-id=\"a\",A\n#EXTVLCOPT:http-referrer=http://p/\nhttp://p/new/a\n"
        let refresh = try refreshed(favourites, catalog)
        #expect(refresh.bytes.map { String(decoding: $0, as: UTF8.self) }
            == "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\",A\r\n#EXTVLCOPT:http-referrer=http://p/\r\nhttp://p/new/a")
    }

    @Test func nothingChangedIsNoBytes() throws {
        let list = "#EXTM3U\n#EXTINF:-1,A\n#EXTVLCOPT:x=1\nhttp://p/a\n"
        let refresh = try refreshed(list, list)
        #expect(refresh.bytes == nil)
        #expect(refresh.updated.isEmpty && refresh.notOffered.isEmpty && refresh.ambiguous.isEmpty)
    }

    @Test func anAmbiguousFavouriteIsLeftAsItWas() throws {
        let entry = "#EXTINF:-1,Twin\n"
        let refresh = try refreshed("#EXTM3U\n" + entry + "http://p/old/9\n", "#EXTM3U\n" + entry + "http://p/n/1\n" + entry + "http://p/n/2\n")
        #expect(refresh.bytes == nil)
        #expect(refresh.ambiguous == [0])
    }
}

@Suite("rename, group, number: only that field's bytes change (issue 36, item 3)")
struct PlaylistFieldEditTests {
    private func document(_ text: String) throws -> PlaylistDocument { try PlaylistDocument(bytes: Array(text.utf8), path: "f.m3u8") }
    private func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test func renameChangesTheDisplayNameOnly() throws {
        let list = try document("#EXTM3U\n#EXTINF:-1 group-title=\"a, b\" tvg-name=\"X\" ,  Old name  \nhttp://p/1\n")
        #expect(text(PlaylistFieldEdit.renamed(list, entry: 0, to: "鳳凰 New")) == "#EXTM3U\n#EXTINF:-1 group-title=\"a, b\" tvg-name=\"X\" ,  鳳凰 New  \nhttp://p/1\n")
        #expect(PlaylistFieldEdit.renamed(list, entry: 0, to: "Old name") == nil, "already so: nothing to write")
        let bare = try document("#EXTM3U\r\nhttp://p/1\r\n")
        #expect(text(PlaylistFieldEdit.renamed(bare, entry: 0, to: "One")) == "#EXTM3U\r\n#EXTINF:-1,One\r\nhttp://p/1\r\n")
        let noName = try document("#EXTM3U\n#EXTINF:-1 tvg-id=\"x\"\nhttp://p/1")
        #expect(text(PlaylistFieldEdit.renamed(noName, entry: 0, to: "One")) == "#EXTM3U\n#EXTINF:-1 tvg-id=\"x\",One\nhttp://p/1")
    }

    @Test func groupReplacesTheValueOrAddsTheAttribute() throws {
        let list = try document("#EXTM3U\n#EXTINF:-1 group-title=\"News\",A\nhttp://p/1\n#EXTINF:-1 tvg-id=\"b\",B\nhttp://p/2\n#EXTINF:-1 group-title=Bare,C\nhttp://p/3\n")
        #expect(text(PlaylistFieldEdit.regrouped(list, entry: 0, to: "新闻")) == "#EXTM3U\n#EXTINF:-1 group-title=\"新闻\",A\nhttp://p/1\n#EXTINF:-1 tvg-id=\"b\",B\nhttp://p/2\n#EXTINF:-1 group-title=Bare,C\nhttp://p/3\n")
        #expect(text(PlaylistFieldEdit.regrouped(list, entry: 1, to: "Fav")) == "#EXTM3U\n#EXTINF:-1 group-title=\"News\",A\nhttp://p/1\n#EXTINF:-1 tvg-id=\"b\" group-title=\"Fav\",B\nhttp://p/2\n#EXTINF:-1 group-title=Bare,C\nhttp://p/3\n")
        #expect(text(PlaylistFieldEdit.regrouped(list, entry: 2, to: "Two words")) == "#EXTM3U\n#EXTINF:-1 group-title=\"News\",A\nhttp://p/1\n#EXTINF:-1 tvg-id=\"b\",B\nhttp://p/2\n#EXTINF:-1 group-title=\"Two words\",C\nhttp://p/3\n")
        #expect(PlaylistFieldEdit.regrouped(list, entry: 0, to: "News") == nil)
    }

    @Test func numberGivesTvgChnoInFileOrder() throws {
        let list = try document("#EXTM3U\n#EXTINF:-1 tvg-chno=\"9\",A\nhttp://p/1\n\n#EXTINF:-1,B\nhttp://p/2\nhttp://p/3\n")
        #expect(text(PlaylistFieldEdit.numbered(list, from: 101)) == "#EXTM3U\n#EXTINF:-1 tvg-chno=\"101\",A\nhttp://p/1\n\n#EXTINF:-1 tvg-chno=\"102\",B\nhttp://p/2\n#EXTINF:-1 tvg-chno=\"103\",http://p/3\nhttp://p/3\n")
        let numbered = try document("#EXTM3U\n#EXTINF:-1 tvg-chno=\"1\",A\nhttp://p/1\n")
        #expect(PlaylistFieldEdit.numbered(numbered, from: 1) == nil)
    }
}
