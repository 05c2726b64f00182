import ChannelStore
import Foundation
import Glibc
import Testing

/// Issue 39 items 3 and 8: a cache.db any program may have written. Its titles are read with
/// bounded time and rows (a recursive or slow `rss_feed` view, a huge title), and a read-only
/// look at a WAL-mode cache creates nothing beside it.
@Suite("newsboat cache.db attacks")
struct NewsboatCacheAttackTests {
    static let schema = "CREATE TABLE metadata ( db_schema_version_major INTEGER NOT NULL, db_schema_version_minor INTEGER NOT NULL );\n"

    /// The seconds `titles(at:)` takes, and what it found.
    static func timed(_ path: String) -> (Double, NewsboatCache.Outcome) {
        let start = Date()
        let outcome = NewsboatCache.titles(at: path)
        return (Date().timeIntervalSince(start), outcome)
    }

    @Test("a hostile rss_feed view answers within seconds", arguments: [
        // Endless rows.
        "CREATE VIEW rss_feed AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT 'u' || x AS rssurl, 't' AS title FROM c;",
        // Endless, and no row ever comes out.
        "CREATE VIEW rss_feed AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT 'u' AS rssurl, 't' AS title FROM c WHERE x < 0;",
        // A slow cartesian product: 10^12 rows to look at.
        """
        CREATE TABLE n(x); WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT 1000) INSERT INTO n SELECT x FROM c;
        CREATE VIEW rss_feed AS SELECT 'u' AS rssurl, 't' AS title FROM n a, n b, n c, n d WHERE a.x + b.x + c.x + d.x < 0;
        """,
        // A title made huge on the fly.
        "CREATE VIEW rss_feed AS SELECT 'u' AS rssurl, CAST(zeroblob(900000000) AS TEXT) AS title;",
    ])
    func hostileViews(_ sql: String) throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try NewsboatCacheTests.makeDatabase(path, Self.schema + sql)
            let (seconds, outcome) = Self.timed(path)
            #expect(seconds < 3, "took \(seconds) s")
            #expect(outcome.titles.count <= NewsboatCache.rowLimit)
            #expect(outcome.titles.values.allSatisfy { $0.utf8.count <= NewsboatCache.titleLimit })
        }
    }

    /// A stored 30 MB title: left out quickly (the feed is named by its URL); the others kept.
    @Test func aHugeStoredTitleIsLeftOut() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try NewsboatCacheTests.makeDatabase(path, NewsboatCacheTests.newsboatSchema + """
                INSERT INTO rss_feed (rssurl, url, title) VALUES ('https://huge.example/', 'h', CAST(zeroblob(30000000) AS TEXT));
                """)
            let (seconds, outcome) = Self.timed(path)
            #expect(seconds < 3, "took \(seconds) s")
            #expect(outcome.titles["https://a.example/feed"] == "Alpha 新闻")
            #expect(outcome.titles["https://huge.example/"] == nil)
        }
    }

    /// A stored 100 MB title: not loaded (the cache is said not to be read), quickly.
    @Test func aHundredMegabyteTitleIsNotLoaded() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try NewsboatCacheTests.makeDatabase(path, NewsboatCacheTests.newsboatSchema + """
                INSERT INTO rss_feed (rssurl, url, title) VALUES ('https://huge.example/', 'h', CAST(zeroblob(100000000) AS TEXT));
                """)
            let (seconds, outcome) = Self.timed(path)
            #expect(seconds < 3, "took \(seconds) s")
            #expect(outcome.titles["https://huge.example/"] == nil)
        }
    }

    /// Item 8: newsboat (or the sqlite3 shell) left the cache in WAL mode; reading its titles
    /// creates no `-shm` or `-wal` beside it and changes no byte of it.
    @Test func aWALModeCacheIsReadWithoutWritingBesideIt() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try NewsboatCacheTests.makeDatabase(path, "PRAGMA journal_mode=WAL;\n" + NewsboatCacheTests.newsboatSchema)
            #expect(entries(of: folder) == ["cache.db"], "the maker checkpointed and removed its files")
            let before = readFile(path)
            #expect(NewsboatCache.titles(at: path) == .titles(["https://a.example/feed": "Alpha 新闻"]))
            #expect(entries(of: folder) == ["cache.db"], "nothing made beside it")
            #expect(readFile(path) == before)
        }
    }
}
