import ChannelStore
import Testing

@Suite("A favourite found in its provider's next playlist (issue 36, item 1)")
struct FavouriteMatchTests {
    private func playlist(_ text: String) throws -> PlaylistDocument {
        try PlaylistDocument(bytes: Array(text.utf8), path: "p.m3u8")
    }

    private func outcomes(_ favourites: String, _ catalog: String) throws -> [FavouriteMatch.Outcome] {
        FavouriteMatch.match(try playlist(favourites).matchFacts, in: try playlist(catalog))
    }

    @Test func sameURLLineIsTheSameEntry() throws {
        let list = "#EXTM3U\n#EXTINF:-1,A\nhttp://p/a\n"
        #expect(try outcomes(list, list) == [.same(0)])
    }

    @Test func tvgIdFindsARenamedChannelUnderItsNewURL() throws {
        let favourites = "#EXTM3U\n#EXTINF:-1 tvg-id=\"cctv1\",CCTV-1 综合\nhttp://p/old/1.ts\n"
        let catalog = "#EXTM3U\n#EXTINF:-1 tvg-id=\"x\",CCTV-1 综合\nhttp://p/new/9.ts\n#EXTINF:-1 tvg-id=\"cctv1\",CCTV1 HD\nhttp://p/new/1.ts\n"
        #expect(try outcomes(favourites, catalog) == [.found(1)])
    }

    @Test func anEmptyTvgIdIsNone() throws {
        let favourites = "#EXTM3U\n#EXTINF:-1 tvg-id=\"\",天映頻道\nhttp://p/old/2.ts\n"
        let catalog = "#EXTM3U\n#EXTINF:-1 tvg-id=\"\",Other\nhttp://p/new/3.ts\n#EXTINF:-1 tvg-id=\"\",天映频道 HD\nhttp://p/new/2.ts\n"
        #expect(try outcomes(favourites, catalog) == [.found(1)])
    }

    @Test func namesMatchAcrossWidthCaseScriptAndQuality() throws {
        let favourites = "#EXTM3U\n#EXTINF:-1,鳳凰衛視中文台\nhttp://p/old/a\n#EXTINF:-1,ＳＴＡＲ Movies\nhttp://p/old/b\n"
        let catalog = "#EXTM3U\n#EXTINF:-1,Star Movies FHD\nhttp://p/new/b?t=2\n#EXTINF:-1,凤凰卫视中文台 高清\nhttp://p/new/a?t=2\n"
        #expect(try outcomes(favourites, catalog) == [.found(1), .found(0)])
    }

    @Test func droppedChannelIsNotOffered() throws {
        let favourites = "#EXTM3U\n#EXTINF:-1,靖天電影\nhttp://p/old/7\n"
        let catalog = "#EXTM3U\n#EXTINF:-1,天映频道\nhttp://p/new/8\n"
        #expect(try outcomes(favourites, catalog) == [.notOffered])
    }

    @Test func groupBreaksTies() throws {
        let favourites = "#EXTM3U\n#EXTINF:-1 group-title=\"Sport\",News\nhttp://p/old/s\n"
        let catalog = """
            #EXTM3U
            #EXTINF:-1 group-title="World",News
            http://p/new/w
            #EXTINF:-1 group-title="sport",News HD
            http://p/new/x

            """
        #expect(try outcomes(favourites, catalog) == [.found(1)])
    }

    @Test func oneToOneWhenAProviderReusesATvgId() throws {
        // Quality variants and a backup share the tvg-id; the favourites take one each.
        let favourites = """
            #EXTM3U
            #EXTINF:-1 tvg-id="m" group-title="HD",Movies HD
            http://p/old/100.ts
            #EXTINF:-1 tvg-id="m" group-title="SD",Movies SD
            http://p/old/101.ts

            """
        let catalog = """
            #EXTM3U
            #EXTINF:-1 tvg-id="m" group-title="SD",Movies SD
            http://p/new/101.ts
            #EXTINF:-1 tvg-id="m" group-title="HD",Movies HD
            http://p/new/100.ts
            #EXTINF:-1 tvg-id="m" group-title="HD",Movies HD backup
            http://q/new/555.ts

            """
        #expect(try outcomes(favourites, catalog) == [.found(1), .found(0)])
    }

    @Test func exactTwinsPairInOrderWhenAsManyAreLeft() throws {
        let entry = "#EXTINF:-1 group-title=\"Movies\",Star Movies HD (Middle East)\n"
        let favourites = "#EXTM3U\n" + entry + "http://a/x?t=1\n" + entry + "http://b/x?t=1\n"
        let catalog = "#EXTM3U\n" + entry + "http://a/x?t=2\n" + entry + "http://b/x?t=2\n"
        #expect(try outcomes(favourites, catalog) == [.found(0), .found(1)])
    }

    @Test func urlPathTellsTwinsApartElseAmbiguityIsReported() throws {
        let entry = "#EXTINF:-1 group-title=\"Movies\",Star Movies HD (Middle East)\n"
        let catalog = "#EXTM3U\n" + entry + "http://p/live/u/new/11.ts\n" + entry + "http://p/live/u/new/12.ts\n" + entry + "http://p/live/u/new/13.ts\n"
        let byPath = "#EXTM3U\n" + entry + "http://p/live/u/old/12.ts\n"
        #expect(try outcomes(byPath, catalog) == [.found(1)])
        let unknowable = "#EXTM3U\n" + entry + "http://p/live/u/old/99.ts\n"
        #expect(try outcomes(unknowable, catalog) == [.ambiguous([0, 1, 2])], "one of three twins: never guessed")
    }

    @Test func catalogReadFromItsFileMatchesByTvgIdToo() throws {
        let catalog = try withTemporaryFolder { folder in
            let path = folder + "/provider.m3u8"
            try writeFile(path, "#EXTM3U\n#EXTINF:-1 tvg-id=\"a\" group-title=\"G\",Renamed\nhttp://p/new/1\n")
            let catalog = try PlaylistDocument.catalog(at: path)
            #expect(catalog.facts(ofEntry: 0) == MatchFacts(location: "http://p/new/1", tvgId: "a", name: "Renamed", group: "G"))
            return catalog
        }
        let favourites = try playlist("#EXTM3U\n#EXTINF:-1 tvg-id=\"a\",Old name\nhttp://p/old/1\n")
        #expect(FavouriteMatch.match(favourites.matchFacts, in: catalog) == [.found(0)])
    }
}
