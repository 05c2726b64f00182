import CSQLite
import ChannelStore
import Foundation
import Glibc
import Testing

/// Titles from newsboat's cache.db: read only, and never a reason to fail.
@Suite("newsboat cache.db titles")
struct NewsboatCacheTests {
    /// newsboat's own `rss_feed` table (src/cache.cpp, schema 2.11) with two feeds.
    static let newsboatSchema = """
        CREATE TABLE rss_feed ( rssurl VARCHAR(1024) PRIMARY KEY NOT NULL, url VARCHAR(1024) NOT NULL, title VARCHAR(1024) NOT NULL,
          lastmodified INTEGER(11) NOT NULL DEFAULT 0, is_rtl INTEGER(1) NOT NULL DEFAULT 0, etag VARCHAR(128) NOT NULL DEFAULT "");
        CREATE TABLE metadata ( db_schema_version_major INTEGER NOT NULL, db_schema_version_minor INTEGER NOT NULL );
        INSERT INTO metadata VALUES (2, 11);
        INSERT INTO rss_feed (rssurl, url, title) VALUES ('https://a.example/feed', 'https://a.example/', 'Alpha 新闻');
        INSERT INTO rss_feed (rssurl, url, title) VALUES ('https://b.example/rss', 'https://b.example/', '');
        """

    /// Makes a database at `path` with `sql` (the test's own connection, closed before the check).
    static func makeDatabase(_ path: String, _ sql: String) throws {
        var connection: OpaquePointer?
        guard sqlite3_open(path, &connection) == SQLITE_OK else { throw TestFailure("cannot create \(path)") }
        defer { sqlite3_close(connection) }
        guard sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK else {
            throw TestFailure(String(cString: sqlite3_errmsg(connection)))
        }
    }

    @Test func titlesByFeedURLWithoutEmptyOnes() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try Self.makeDatabase(path, Self.newsboatSchema)
            let before = readFile(path)
            #expect(NewsboatCache.titles(at: path) == .titles(["https://a.example/feed": "Alpha 新闻"]))
            #expect(readFile(path) == before)
            #expect(entries(of: folder) == ["cache.db"], "a reader leaves no journal or lock file")
        }
    }

    @Test func aMissingCacheIsNoTitles() throws {
        try withTemporaryFolder { folder throws in
            #expect(NewsboatCache.titles(at: folder + "/cache.db") == .missing)
            #expect(entries(of: folder).isEmpty, "nothing is created")
        }
    }

    @Test func anotherSchemaIsNoTitlesAndNoNotice() throws {
        try withTemporaryFolder { folder throws in
            for (name, sql) in [("other.db", "CREATE TABLE rss_feed (id INTEGER);"), ("none.db", "CREATE TABLE feeds (url TEXT, title TEXT);")] {
                try Self.makeDatabase(folder + "/" + name, sql)
                #expect(NewsboatCache.titles(at: folder + "/" + name) == .noTitles)
            }
            try writeFile(folder + "/empty.db", [])
            #expect(NewsboatCache.titles(at: folder + "/empty.db") == .noTitles)
            #expect(readFile(folder + "/empty.db") == [], "never written")
        }
    }

    @Test func aDamagedCacheIsIgnoredWithANoticeAndNeverWritten() throws {
        try withTemporaryFolder { folder throws in
            let garbage = folder + "/garbage.db"
            try writeFile(garbage, Array(repeating: Array("not a database ".utf8), count: 300).flatMap { $0 })
            let outcome = NewsboatCache.titles(at: garbage)
            guard case .unreadable(let error) = outcome else {
                Issue.record("expected unreadable, got \(outcome)")
                return
            }
            #expect(error.message == "\(garbage): not read (file is not a database); names come from the urls file")
            #expect(outcome.titles.isEmpty)

            // A real cache cut short: the header is there, the pages are not.
            let cut = folder + "/cut.db"
            try Self.makeDatabase(cut, Self.newsboatSchema)
            let whole = try #require(readFile(cut))
            let damaged = Array(whole.prefix(100)) + [UInt8](repeating: 0xA5, count: whole.count - 100)
            try writeFile(cut, damaged)
            if case .titles = NewsboatCache.titles(at: cut) { Issue.record("a damaged cache gave titles") }
            #expect(readFile(cut) == damaged)
            #expect(entries(of: folder) == ["cut.db", "garbage.db"])
        }
    }

    @Test func aCacheLockedByAWriterIsReadAsItIsOnDisk() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/cache.db"
            try Self.makeDatabase(path, Self.newsboatSchema)
            // Another process (as newsboat reloading) holds an exclusive write transaction.
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            holder.arguments = [path]
            let input = Pipe()
            let output = Pipe()
            holder.standardInput = input
            holder.standardOutput = output
            try holder.run()
            defer {
                try? input.fileHandleForWriting.close()
                holder.waitUntilExit()
            }
            input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nUPDATE rss_feed SET title = 'changing';\n.print locked\n".utf8))
            let said = output.fileHandleForReading.availableData
            #expect(String(decoding: said, as: UTF8.self) == "locked\n")

            let started = MonotonicTime.now()
            let outcome = NewsboatCache.titles(at: path)
            #expect(MonotonicTime.now() - started < 2.0, "a locked cache does not hold the start up")
            #expect(outcome == .titles(["https://a.example/feed": "Alpha 新闻"]))
        }
    }

    @Test func whereTheCacheIs() throws {
        try withTemporaryFolder { folder throws in
            let environment = ["HOME": folder]
            mkdir(folder + "/.newsboat", 0o700)
            try writeFile(folder + "/.newsboat/cache.db", [])
            #expect(NewsboatCache.path(forURLsFile: folder + "/.newsboat/urls", environment: environment) == folder + "/.newsboat/cache.db")
            // XDG: the urls file in ~/.config/newsboat, the cache in ~/.local/share/newsboat.
            #expect(NewsboatCache.path(forURLsFile: folder + "/.config/newsboat/urls", environment: environment)
                == folder + "/.local/share/newsboat/cache.db")
            let xdg = ["HOME": folder, "XDG_CONFIG_HOME": folder + "/conf", "XDG_DATA_HOME": folder + "/data"]
            #expect(NewsboatCache.path(forURLsFile: folder + "/conf/newsboat/urls", environment: xdg) == folder + "/data/newsboat/cache.db")
            // Anywhere else: beside the file.
            #expect(NewsboatCache.path(forURLsFile: folder + "/feeds/urls", environment: environment) == folder + "/feeds/cache.db")
            #expect(NewsboatCache.path(forURLsFile: "urls", environment: environment) == "./cache.db")
        }
    }

    @Test func oddPathsReachTheFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/a ?#%b/cache.db"
            mkdir(folder + "/a ?#%b", 0o700)
            try Self.makeDatabase(path, Self.newsboatSchema)
            #expect(NewsboatCache.titles(at: path).titles.count == 1)
        }
    }
}

/// Seconds on the monotonic clock.
enum MonotonicTime {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
