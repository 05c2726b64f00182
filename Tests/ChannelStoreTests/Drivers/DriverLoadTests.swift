import ChannelCore
import ChannelStore
import Glibc
import Testing

/// Issue 33 item 5: each format's loading is its driver's (`FormatDriver.loader(for:)`), so it is
/// tested here without the executable: the catalogs it takes, what it keeps beside the file, its
/// hint and its notice.
@Suite("Formats as drivers: loading")
struct DriverLoadTests {
    @Test func aPlaylistTakesItsCatalogsAndRemembersThemOnlyWhenAsked() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/fav.m3u8"
            try writeFile(path, "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n")
            try writeFile(folder + "/provider.m3u", "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n#EXTINF:-1,Two\nhttp://a/2\n")
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            let store = ChannelFileStore(path: path)
            let loader = store.format.driver.loader(for: store)
            let given = LoadRequest(catalogs: [.path(folder + "/provider.m3u")], environment: environment, remembersCatalogs: false)
            let load = try loader.load(given)
            #expect(load.board.mine.map(\.name) == ["One"])
            #expect(load.board.available.map(\.name) == ["Two"])
            #expect(loader.addHint(given) == nil)
            // Not remembered by a load that only looks: a new run has no catalog, and says how to give one.
            let again = ChannelFileStore(path: path)
            let next = again.format.driver.loader(for: again)
            let bare = LoadRequest(environment: environment)
            #expect(try next.load(bare).board.available.isEmpty)
            #expect(next.addHint(bare) != nil)
            // Remembered once a command succeeded.
            try loader.commandSucceeded(given)
            let third = ChannelFileStore(path: path)
            #expect(try third.format.driver.loader(for: third).load(bare).board.available.map(\.name) == ["Two"])
        }
    }

    @Test func aRememberedCatalogThatIsGoneIsANoticeNotAnError() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/fav.m3u8"
            try writeFile(path, "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n")
            try writeFile(folder + "/provider.m3u", "#EXTM3U\n#EXTINF:-1,Two\nhttp://a/2\n")
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            let store = ChannelFileStore(path: path)
            _ = try store.format.driver.loader(for: store).load(LoadRequest(catalogs: [.path(folder + "/provider.m3u")], environment: environment))
            unlink(folder + "/provider.m3u")
            let load = try store.format.driver.loader(for: store).load(LoadRequest(environment: environment))
            #expect(load.board.mine.map(\.name) == ["One"])
            #expect(load.notice?.contains("the catalog remembered for this playlist is gone") == true)
        }
    }

    @Test func aFeedListTakesOPMLCatalogsForThisRunOnly() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/urls"
            try writeFile(path, "https://a.example/feed\n#https://b.example/feed\n")
            try writeFile(folder + "/feeds.opml", """
                <?xml version="1.0"?>
                <opml version="2.0"><body>
                <outline type="rss" text="A" xmlUrl="https://a.example/feed"/>
                <outline type="rss" text="C" xmlUrl="https://c.example/feed"/>
                </body></opml>
                """)
            let store = ChannelFileStore(path: path)
            #expect(store.format == .newsboat)
            let loader = store.format.driver.loader(for: store)
            let load = try loader.load(LoadRequest(catalogs: [.path(folder + "/feeds.opml")], environment: ["HOME": folder]))
            #expect(load.board.mine.map(\.id) == ["https://a.example/feed"])
            #expect(load.board.available.map(\.id) == ["https://b.example/feed", "https://c.example/feed"])
            #expect(loader.addHint(LoadRequest(environment: ["HOME": folder])) != nil)
        }
    }

    @Test func aNewChannelsFileWithNoCatalogIsEmptyAndRecordsNone() throws {
        try withTemporaryFolder { folder in
            let store = ChannelFileStore(path: folder + "/channels.json")
            let load = try store.format.driver.loader(for: store).load(LoadRequest(catalogs: [CatalogChoice.none]))
            #expect(load.board.mine.isEmpty && load.board.available.isEmpty)
            #expect(load.identity == nil && load.catalog == nil)
        }
    }
}
