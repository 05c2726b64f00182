import ChannelCore
import ChannelStore
import Testing

/// Issue 33: every decision a format makes is its driver's, and one registry lists the drivers.
@Suite("Formats as drivers: the registry")
struct FormatRegistryTests {
    @Test func everyDriverHasItsOwnNameAndItsNamesOpenIt() {
        let names = FormatRegistry.drivers.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(Set(names) == ["json", "m3u", "newsboat", "enigma2", "vdr"])
        for driver in FormatRegistry.drivers {
            for word in driver.optionNames {
                #expect(FileFormat(option: word)?.name == driver.name)
                #expect(FileFormat(option: word.uppercased())?.name == driver.name)
            }
        }
        #expect(FileFormat(option: "m3u8") == .m3u)
        #expect(FileFormat(option: "csv") == nil)
    }

    @Test func aFileIsTheFormatItsNameClaims() {
        #expect(FileFormat.of(path: "/tv/Fav.M3U8") == .m3u)
        #expect(FileFormat.of(path: "/home/u/.newsboat/urls") == .newsboat)
        #expect(FileFormat.of(path: "/etc/enigma2/userbouquet.favourites.radio") == .enigma2)
        #expect(FileFormat.of(path: "/etc/enigma2/bouquets.tv") == .enigma2)
        #expect(FileFormat.of(path: "/nonexistent/channels.conf") == .vdr)
        #expect(FileFormat.of(path: "/nonexistent/channels.json") == .json)
        // Any other name is the JSON file's (the registry's last driver).
        #expect(FileFormat.of(path: "/nonexistent/list.txt") == .json)
    }

    @Test func aFormatIsEqualToItselfByName() {
        #expect(FileFormat(driver: PlaylistDriver.self) == .m3u)
        #expect(FileFormat.m3u != .json)
        #expect(Set([FileFormat.m3u, FileFormat(option: "m3u8")!]).count == 1)
    }

    @Test func aCatalogIsForTheFormatItsNameSays() {
        #expect(FormatRegistry.catalogFormat(of: "feeds/Export.OPML") == .newsboat)
        #expect(FormatRegistry.catalogFormat(of: "provider.m3u") == .m3u)
        #expect(FormatRegistry.catalogFormat(of: "mine.json") == .json)
        #expect(FormatRegistry.catalogFormat(of: "/etc/enigma2/lamedb") == nil)
        #expect(CatalogChoice.parse("provider.m3u8") == .path("provider.m3u8"))
        #expect(CatalogChoice.parse("feeds.opml") == .path("feeds.opml"))
        #expect(CatalogChoice.parse("none") == CatalogChoice.none)
    }

    /// A misnamed file is told which `--format` opens it: the advice of the first driver whose
    /// files its first line looks like.
    @Test(arguments: [
        ("list.txt", "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n", "open it with --format m3u (or name it .m3u8)"),
        ("urls.orig", "# my feeds\nhttps://example.org/feed.xml\n", "open it with --format newsboat or --format m3u"),
        ("fav.txt", "#NAME Favourites\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\n", "--format enigma2"),
    ])
    func aMisnamedFileIsToldWhichFormatOpensIt(name: String, text: String, advice: String) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/" + name
            try writeFile(path, text)
            #expect(throws: StoreError.self) { try ChannelFileStore(path: path, format: .json).read() }
            do throws(StoreError) {
                _ = try ChannelFileStore(path: path, format: .json).read()
            } catch {
                #expect(error.message.contains(advice), "\(error.message)")
                #expect(error.kind == .invalidData)
            }
        }
    }

    @Test func aChannelsFileNamedAsAPlaylistIsToldToOpenAsJSON() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/tv.m3u"
            try writeFile(path, "{\"version\": 2, \"mine\": [], \"available\": []}\n")
            do throws(StoreError) {
                _ = try ChannelFileStore(path: path).read()
                Issue.record("read as a playlist")
            } catch {
                #expect(error.message.contains("--format json"), "\(error.message)")
            }
        }
    }

    @Test func theCatalogsGivenAreWhatFollowsTheLastNone() {
        let request = LoadRequest(catalogs: [.path("a.m3u"), .none, .path("b.m3u"), .named("c.m3u")])
        #expect(request.givenPaths == ["b.m3u", "c.m3u"])
        #expect(request.choice == .named("c.m3u"))
        #expect(LoadRequest().choice == .automatic)
    }

    @Test func whatEachFormatAllowsIsItsDriversWord() {
        // reset: the JSON file is moved aside; a playlist stays (what is beside it goes);
        // newsboat, Enigma2 and VDR refuse before anything is locked.
        #expect(JSONDriver.resetRefusal(path: "c.json") == nil)
        #expect(PlaylistDriver.resetRefusal(path: "f.m3u8") == nil)
        for driver in [NewsboatDriver.self, Enigma2Driver.self, VDRDriver.self] as [any FormatDriver.Type] {
            #expect(driver.resetRefusal(path: "/x/list")?.message.contains("reset does not move") == true)
        }
        // pick --file: a channels file from any items, a playlist from a playlist's entries.
        #expect(JSONDriver.pickWrites(ownEntries: false))
        #expect(PlaylistDriver.pickWrites(ownEntries: true) && !PlaylistDriver.pickWrites(ownEntries: false))
        #expect(!NewsboatDriver.pickWrites(ownEntries: true) && !VDRDriver.pickWrites(ownEntries: true))
        // list's other outputs.
        #expect(PlaylistDriver.listOutputs == [.playlist] && NewsboatDriver.listOutputs == [.opml] && JSONDriver.listOutputs.isEmpty)
        // The commands that edit a file's own bytes.
        #expect(PlaylistDriver.fileEditor(path: "f.m3u8") != nil && JSONDriver.fileEditor(path: "c.json") == nil)
    }
}
