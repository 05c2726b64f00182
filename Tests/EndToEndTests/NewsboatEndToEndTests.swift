import Foundation
import FoundationXML
import Glibc
import Testing

/// Issue 24: newsboat's feed list, as a new user tries it. A real-looking urls file (tags,
/// `~` renames, a hidden feed, a query feed, comments, separators, a duplicate, CRLF-free LF
/// lines and no final newline) is reordered, a feed disabled and another brought back, by
/// commands and in the screen; after each change newsboat itself (Debian's, offline: `-e`
/// prints the feeds in order as OPML) reads the file, and the file differs from the one before
/// only in the lines that moved or were commented out or back in.
@Suite("newsboat end to end")
struct NewsboatEndToEndTests {
    static let urls = """
        # newsboat feeds, kept by hand
        # ---- News ----
        https://news.example.com/rss "news" "~Example News"
        https://lwn.net/headlines/rss "linux" "news"

        # ---- Tech ----
        http://blog.example.org/atom.xml tech "!"
        #https://dead.example.net/feed "tech"
        # https://paused.example.net/feed.xml "tech" "~Paused"
        "query:Unread news:unread = \\"yes\\" and tags # \\"news\\"" "~All unread"
        https://example.org/b.rss   "odd   spacing"
        # ---- Tech ----
        https://lwn.net/headlines/rss "duplicate"
        https://unterminated.example.com/feed "tech
        """

    final class Bench {
        let scratch: Scratch
        var file: String { scratch.file("newsboat/urls") }
        var cache: String { scratch.file("newsboat/cache.db") }
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.file("home"), "XDG_STATE_HOME": scratch.file("state")]
        }

        init(_ text: String = NewsboatEndToEndTests.urls) throws {
            scratch = try Scratch()
            try FileManager.default.createDirectory(atPath: scratch.file("newsboat"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: scratch.file("home"), withIntermediateDirectories: true)
            try scratch.write("newsboat/urls", text)
        }

        /// `channel-editor ARGUMENTS --file newsboat/urls`.
        func command(_ arguments: String...) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", file], environment: environment)
        }

        func text() throws -> String { try scratch.read("newsboat/urls") }

        /// The feeds `newsboat -e` exports from the file, in order (its own cache in the scratch
        /// folder, created on first use: newsboat needs no network for this).
        func newsboatOrder(cache: String? = nil) throws -> [String] {
            try NewsboatEndToEndTests.export(file, cache: cache ?? scratch.file("newsboat-run.db"), environment: environment).map(\.url)
        }
    }

    /// `newsboat -u FILE -c CACHE -e`: the xmlUrl and title of each outline, in order.
    static func export(_ urls: String, cache: String, environment: [String: String]) throws -> [(url: String, title: String)] {
        let result = try Shell.run("/usr/bin/newsboat", ["-u", urls, "-c", cache, "-e"], environment: environment)
        guard result.status == 0 else { throw PilotError("newsboat -e failed (\(result.status)): \(result.output) \(result.error)") }
        return try outlines(result.output)
    }

    /// The feed outlines of an OPML document, read with Foundation's XML parser.
    static func outlines(_ text: String) throws -> [(url: String, title: String)] {
        let document = try XMLDocument(xmlString: text)
        return try document.nodes(forXPath: "//outline[@xmlUrl]").compactMap { node in
            guard let element = node as? XMLElement, let url = element.attribute(forName: "xmlUrl")?.stringValue else { return nil }
            return (url, element.attribute(forName: "title")?.stringValue ?? "")
        }
    }

    /// What `diff` says changed between two versions of the file: the lines it takes out of the
    /// old one and puts into the new one, in its order.
    func changedLines(_ bench: Bench, _ before: String, _ after: String) throws -> (removed: [String], added: [String]) {
        try bench.scratch.write("before", before)
        try bench.scratch.write("after", after)
        let result = try Shell.run("/usr/bin/diff", [bench.scratch.file("before"), bench.scratch.file("after")])
        let lines = result.output.split(separator: "\n").map(String.init)
        return (lines.filter { $0.hasPrefix("< ") }.map { String($0.dropFirst(2)) }, lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) })
    }

    /// newsboat 2.21 (Debian 12) lists a duplicate URL twice; later versions merge it into the first.
    static let feedOrder = [
        "https://news.example.com/rss", "https://lwn.net/headlines/rss", "http://blog.example.org/atom.xml", "https://example.org/b.rss",
        "https://lwn.net/headlines/rss", "https://unterminated.example.com/feed",
    ]

    /// Feeds added from an OPML catalog with folders get the lines `newsboat -i` writes for the
    /// same file: the folder path as a tag (a newcomer's OPML feeds came without theirs).
    @Test func feedsAddedFromFoldersAreTheLinesNewsboatsImportWrites() throws {
        let opml = """
            <?xml version="1.0"?>
            <opml version="1.0"><head><title>t</title></head><body>
            <outline text="Tech"><outline text="LWN" type="rss" xmlUrl="https://lwn.net/headlines/rss"/>
              <outline title="Sub"><outline text="HN" type="rss" xmlUrl="https://hnrss.org/frontpage"/></outline></outline>
            <outline text="Top" type="rss" xmlUrl="https://example.org/top.xml"/>
            </body></opml>
            """
        let bench = try Bench("")
        try bench.scratch.write("feeds.opml", opml)
        try bench.scratch.write("imported", "")
        let imported = try Shell.run("/usr/bin/newsboat", ["-u", bench.scratch.file("imported"), "-c", bench.scratch.file("import.db"),
                                                           "-C", "/dev/null", "-i", bench.scratch.file("feeds.opml")],
                                     environment: bench.environment)
        #expect(imported.status == 0, "\(imported.error)")
        let added = try bench.command("add", "https://lwn.net/headlines/rss", "https://hnrss.org/frontpage", "https://example.org/top.xml",
                                      "--format", "newsboat", "--catalog", bench.scratch.file("feeds.opml"))
        #expect(added.status == 0, "\(added.error)")
        #expect(try bench.text() == bench.scratch.read("imported"))
    }

    @Test("newsboat itself reads the file offline, with a cache that does not exist yet")
    func newsboatReadsOffline() throws {
        let bench = try Bench()
        #expect(try bench.newsboatOrder() == Self.feedOrder)
    }

    @Test("list shows what newsboat reads; list and list --output opml write nothing")
    func list() throws {
        let bench = try Bench()
        let before = try bench.scratch.bytes("newsboat/urls")
        let listed = try bench.command("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        let rows: [[String]] = listed.output.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return [fields[0], fields[2], fields[4]]
        }
        let expected: [[String]] = [
            ["mine", "https://news.example.com/rss", "Example News"],
            ["mine", "https://lwn.net/headlines/rss #linux news", "https://lwn.net/headlines/rss"],
            ["mine", "http://blog.example.org/atom.xml", "http://blog.example.org/atom.xml"],
            ["mine", "Unread news", "All unread"],
            ["mine", "https://example.org/b.rss", "https://example.org/b.rss"],
            ["mine", "https://lwn.net/headlines/rss #duplicate", "https://lwn.net/headlines/rss"],
            ["mine", "https://unterminated.example.com/feed", "https://unterminated.example.com/feed"],
            ["available", "https://dead.example.net/feed", "https://dead.example.net/feed"],
            ["available", "https://paused.example.net/feed.xml", "Paused"],
        ]
        #expect(rows == expected)
        let opml = try bench.command("list", "--output", "opml")
        #expect(opml.status == 0, "stderr: \(opml.error)")
        // The same feeds in the same order as newsboat's own export.
        #expect(try Self.outlines(opml.output).map(\.url) == (try bench.newsboatOrder()))
        #expect(try bench.scratch.bytes("newsboat/urls") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bench.scratch.file("newsboat")).sorted() == ["urls"], "no lock, no cache")
    }

    @Test("move, remove, add: newsboat reads the new order; only the lines that moved or were commented change")
    func commands() throws {
        let bench = try Bench()
        var before = try bench.text()

        // Move the last feed to the front.
        var result = try bench.command("move", "https://unterminated.example.com/feed", "1")
        #expect(result.status == 0, "stderr: \(result.error)")
        var after = try bench.text()
        #expect(try bench.newsboatOrder() == [
            "https://unterminated.example.com/feed", "https://news.example.com/rss", "https://lwn.net/headlines/rss",
            "http://blog.example.org/atom.xml", "https://example.org/b.rss", "https://lwn.net/headlines/rss",
        ])
        // The moved line was the last, without a line end: it gets one, the new last line loses its own.
        #expect(try changedLines(bench, before, after) == (["https://lwn.net/headlines/rss \"duplicate\"", "https://unterminated.example.com/feed \"tech"],
            ["https://unterminated.example.com/feed \"tech", "https://lwn.net/headlines/rss \"duplicate\""]))
        #expect(!after.hasSuffix("\n"), "no final newline, as before")
        #expect(after.hasSuffix("https://lwn.net/headlines/rss \"duplicate\""))

        // Remove (disable) the hidden blog: its line is commented out with its tags.
        before = after
        result = try bench.command("remove", "http://blog.example.org/atom.xml")
        #expect(result.status == 0, "stderr: \(result.error)")
        after = try bench.text()
        #expect(try changedLines(bench, before, after) == (["http://blog.example.org/atom.xml tech \"!\""], ["#http://blog.example.org/atom.xml tech \"!\""]))
        #expect(try !bench.newsboatOrder().contains("http://blog.example.org/atom.xml"))

        // Bring back a disabled feed: uncommented, and put where it was asked for (second).
        before = after
        result = try bench.command("add", "https://paused.example.net/feed.xml")
        #expect(result.status == 0, "stderr: \(result.error)")
        result = try bench.command("move", "https://paused.example.net/feed.xml", "2")
        #expect(result.status == 0, "stderr: \(result.error)")
        after = try bench.text()
        #expect(try changedLines(bench, before, after) == (["# https://paused.example.net/feed.xml \"tech\" \"~Paused\""],
            ["https://paused.example.net/feed.xml \"tech\" \"~Paused\""]))
        let lines = after.split(separator: "\n").map(String.init)
        #expect(lines.firstIndex(of: "https://paused.example.net/feed.xml \"tech\" \"~Paused\"") == 3, "right after the first feed")
        #expect(try bench.newsboatOrder() == [
            "https://unterminated.example.com/feed", "https://paused.example.net/feed.xml", "https://news.example.com/rss",
            "https://lwn.net/headlines/rss", "https://example.org/b.rss", "https://lwn.net/headlines/rss",
        ])
        // And its `~` title is what newsboat calls it.
        let exported = try Self.export(bench.file, cache: bench.scratch.file("titles.db"), environment: bench.environment)
        #expect(exported.first { $0.url == "https://paused.example.net/feed.xml" }?.title == "Paused")
    }

    @Test("names from newsboat's cache.db, read only: the same titles newsboat exports, and the cache unchanged")
    func cacheTitles() throws {
        let bench = try Bench("https://a.example.com/feed\nhttps://b.example.org/rss \"~Own name\"\nhttps://c.example.net/atom\n")
        // newsboat makes its cache (the schema of its own cache.cpp); a reload would fill in the
        // titles, which the shell of SQLite does here instead.
        _ = try bench.newsboatOrder(cache: bench.cache)
        let sql = "INSERT INTO rss_feed (rssurl, url, title) VALUES ('https://a.example.com/feed', 'https://a.example.com/', 'Alpha 新闻'), "
            + "('https://b.example.org/rss', '', 'Bravo');"
        let inserted = try Shell.run("/usr/bin/sqlite3", [bench.cache, sql], environment: bench.environment)
        #expect(inserted.status == 0, "\(inserted.error)")
        let cacheBefore = try bench.scratch.bytes("newsboat/cache.db")

        let listed = try bench.command("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.error.isEmpty)
        let names = listed.output.split(separator: "\n").map { String($0.split(separator: "\t")[4]) }
        #expect(names == ["Alpha 新闻", "Own name", "https://c.example.net/atom"])
        let exported = try Self.export(bench.file, cache: bench.cache, environment: bench.environment)
        #expect(exported.map(\.title) == ["Alpha 新闻", "Own name", ""])
        #expect(try bench.scratch.bytes("newsboat/cache.db") == cacheBefore)

        // A damaged cache: a notice, the names from the file, the cache untouched.
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: bench.cache))
        let damaged = try bench.command("list")
        #expect(damaged.status == 0)
        #expect(damaged.error == "channel-editor: \(bench.cache): not read (file is not a database); names come from the urls file\n")
        #expect(damaged.output.split(separator: "\n").map { String($0.split(separator: "\t")[4]) }
            == ["https://a.example.com/feed", "Own name", "https://c.example.net/atom"])
        #expect(try bench.scratch.bytes("newsboat/cache.db") == garbage)
    }

    @Test("an OPML catalog (newsboat's own export) fills Add Channels with the feeds the file lacks")
    func opmlCatalog() throws {
        let bench = try Bench("https://a.example.com/feed\n")
        try bench.scratch.write("other-urls", "https://a.example.com/feed\nhttps://n.example.org/new?x=1&y=2 \"~New one\"\nhttps://m.example.net/more\n")
        let export = try Shell.run("/usr/bin/newsboat", ["-u", bench.scratch.file("other-urls"), "-c", bench.scratch.file("o.db"), "-e"],
            environment: bench.environment)
        try bench.scratch.write("feeds.opml", export.output)
        let listed = try bench.command("list", "--catalog", bench.scratch.file("feeds.opml"))
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.output.split(separator: "\n").map { String($0.split(separator: "\t")[2]) }
            == ["https://a.example.com/feed", "https://n.example.org/new?x=1&y=2", "https://m.example.net/more"])
        let added = try bench.command("add", "https://n.example.org/new?x=1&y=2", "--catalog", bench.scratch.file("feeds.opml"))
        #expect(added.status == 0, "stderr: \(added.error)")
        #expect(try bench.text() == "https://a.example.com/feed\nhttps://n.example.org/new?x=1&y=2\n")
        #expect(try bench.newsboatOrder() == ["https://a.example.com/feed", "https://n.example.org/new?x=1&y=2"])
    }

    @Test("a catalog feed whose URL the file has twice (ids carry the tags then) is not offered, and add refuses it")
    func opmlCatalogMatchesDuplicatesByURL() throws {
        let twice = "https://lwn.net/headlines/rss \"linux\" \"~LWN\"\n"
        let text = "https://a.example.com/feed\n" + twice + twice + "#https://old.example.com/feed.xml\n"
        let bench = try Bench(text)
        try bench.scratch.write(
            "other-urls", "https://lwn.net/headlines/rss\nhttps://old.example.com/feed.xml\nhttps://n.example.org/new\n")
        let export = try Shell.run("/usr/bin/newsboat", ["-u", bench.scratch.file("other-urls"), "-c", bench.scratch.file("o.db"), "-e"],
            environment: bench.environment)
        try bench.scratch.write("feeds.opml", export.output)
        let listed = try bench.command("list", "--catalog", bench.scratch.file("feeds.opml"))
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.output.split(separator: "\n").map { String($0.split(separator: "\t")[2]) }
            == ["https://a.example.com/feed", "https://lwn.net/headlines/rss #linux ~LWN", "https://lwn.net/headlines/rss #linux ~LWN #2",
                "https://old.example.com/feed.xml", "https://n.example.org/new"])
        let added = try bench.command("add", "https://lwn.net/headlines/rss", "--catalog", bench.scratch.file("feeds.opml"))
        #expect(added.status != 0, "a third lwn line: \(added.output)")
        #expect(try bench.text() == text)
    }

    @Test("a commented feed added back at the end moves itself, not the duplicate line after it")
    func addingBackMovesTheAddedLine() throws {
        let lwn = "https://lwn.net/headlines/rss \"linux\" \"~LWN\""
        let bench = try Bench(
            ["# feeds", "\"query:Unread:unread = \\\"yes\\\"\" \"~Unread\"", "https://a.example.com/rss", "", "# ---- Linux ----", lwn,
             "#https://old.example.com/feed.xml", "# old stuff", "", "https://b.example.com/rss", lwn, ""].joined(separator: "\n"))
        #expect(try bench.command("remove", "Unread").status == 0)
        #expect(try bench.command("remove", "https://b.example.com/rss").status == 0)
        let before = try bench.text()
        let added = try bench.command("add", "https://old.example.com/feed.xml")
        #expect(added.status == 0, "stderr: \(added.error)")
        let changed = try changedLines(bench, before, try bench.text())
        #expect(changed.removed == ["#https://old.example.com/feed.xml"])
        #expect(changed.added == ["https://old.example.com/feed.xml"])
        #expect(try bench.newsboatOrder()
            == ["https://a.example.com/rss", "https://lwn.net/headlines/rss", "https://lwn.net/headlines/rss", "https://old.example.com/feed.xml"])
    }

    @Test("--format newsboat opens a feed list of any name; --output opml goes with list only")
    func formatAndOutputOptions() throws {
        let bench = try Bench()
        try bench.scratch.write("feeds.txt", "https://a.example.com/feed \"~A\"\n#https://b.example.com/feed\n")
        let feeds = bench.scratch.file("feeds.txt")
        let listed = try Shell.run(ScriptCLI.binary, ["list", "--format", "newsboat", "--file", feeds], environment: bench.environment)
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.output == "mine\t1\thttps://a.example.com/feed\t-\tA\navailable\t1\thttps://b.example.com/feed\t-\thttps://b.example.com/feed\n")
        let asOPML = try Shell.run(ScriptCLI.binary, ["list", "--format=newsboat", "--output=opml", "--file", feeds], environment: bench.environment)
        #expect(try Self.outlines(asOPML.output).map(\.url) == ["https://a.example.com/feed"])
        let misplaced = try bench.command("move", "https://news.example.com/rss", "2", "--output", "opml")
        #expect(misplaced.status == 64)
        let unknown = try bench.command("list", "--format", "rss")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("channel-editor: unknown format \"rss\" (json, m3u, newsboat, enigma2 or vdr)\n"))
        #expect(try bench.text() == NewsboatEndToEndTests.urls)
    }

    @Test("reset refuses a urls file in one line, exit 64, the file where it was")
    func resetIsRefused() throws {
        let bench = try Bench()
        for arguments in [["reset"], ["--reset"]] {
            let result = try Shell.run(ScriptCLI.binary, arguments + ["--file", bench.file], environment: bench.environment)
            #expect(result.status == 64)
            #expect(result.error == "channel-editor: \(bench.file): reset does not move newsboat's feed list aside and nothing is kept beside it; remove feeds to comment them out\n")
            #expect(try bench.text() == NewsboatEndToEndTests.urls)
            #expect(try FileManager.default.contentsOfDirectory(atPath: bench.scratch.file("newsboat")) == ["urls"])
        }
    }

    @Test("what newsboat cannot read: one line with the file and the line, exit 65, the file untouched")
    func badInput() throws {
        let bench = try Bench()
        for (bytes, problem) in [
            (Array("https://a.example.com/\nhttps://b.example.com/\u{0}\n".utf8), "line 2: NUL byte (not a text file)"),
            (Array("https://a.example.com/\n# caf".utf8) + [0xE9, 0x0A], "line 2: not UTF-8 text"),
        ] {
            try Data(bytes).write(to: URL(fileURLWithPath: bench.file))
            for arguments in [["list"], ["move", "https://a.example.com/", "1"]] {
                let result = try Shell.run(ScriptCLI.binary, arguments + ["--file", bench.file], environment: bench.environment)
                #expect(result.status == 65)
                #expect(result.error == "channel-editor: \(bench.file): \(problem)\n")
                #expect(try bench.scratch.bytes("newsboat/urls") == Data(bytes))
            }
        }
    }

    @Test("the screen: opening and quitting writes nothing; a move by keys and a removal, then undo, give the file back")
    func screen() throws {
        let bench = try Bench()
        let original = try bench.scratch.bytes("newsboat/urls")
        let inode = try FileManager.default.attributesOfItem(atPath: bench.file)[.systemFileNumber] as? Int
        var pilot = try TmuxPilot(arguments: ["--file", bench.file], environment: bench.environment)
        #expect(try pilot.waitFor("Example News"))
        // The footer shows the focused feed's tags.
        #expect(try pilot.waitFor("news"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try bench.scratch.bytes("newsboat/urls") == original)
        #expect(try FileManager.default.attributesOfItem(atPath: bench.file)[.systemFileNumber] as? Int == inode, "not even rewritten")

        pilot = try TmuxPilot(arguments: ["--file", bench.file], environment: bench.environment)
        #expect(try pilot.waitFor("Example News"))
        try pilot.press("e")
        try pilot.press("]")
        #expect(try waitFor(bench) { $0.first == "https://lwn.net/headlines/rss" })
        try pilot.press("x")
        #expect(try waitFor(bench) { !$0.contains("https://news.example.com/rss") })
        #expect(try bench.text().contains("\n#https://news.example.com/rss \"news\" \"~Example News\"\n"))
        try pilot.press("u")
        try pilot.press("u")
        #expect(try waitFor(bench) { $0 == Self.feedOrder })
        #expect(try bench.scratch.bytes("newsboat/urls") == original, "undo gives the file back byte for byte")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("the screen: the last feed disabled after a commented one, then a line appended by hand, and undo still brings it back")
    func undoAfterAnAppendByHand() throws {
        let text = "# feeds\nhttps://a.example.com/rss \"x\"\nhttps://b.example.com/rss\n#https://dead.example.net/feed \"tech\"\n"
            + "https://c.example.com/rss \"~C\"\n"
        let bench = try Bench(text)
        let pilot = try TmuxPilot(arguments: ["--file", bench.file], environment: bench.environment)
        #expect(try pilot.waitFor("https://b.example.com/rss"))
        try pilot.press("e")
        try pilot.press("End")
        try pilot.press("x")
        #expect(try waitFor(bench) { $0 == ["https://a.example.com/rss", "https://b.example.com/rss"] })
        let appended = "https://appended.example/rss\n"
        let handle = try #require(FileHandle(forWritingAtPath: bench.file))
        handle.seekToEndOfFile()
        handle.write(Data(appended.utf8))
        handle.closeFile()
        #expect(try pilot.waitFor("Reloaded: changed on disk"))
        #expect(!(try pilot.screen().joined().contains("undo cannot")))
        try pilot.press("u")
        #expect(try waitFor(bench) { $0.count == 4 })
        #expect(try bench.text() == text + appended, "only C uncommented, the appended line kept")
        #expect(try bench.newsboatOrder()
            == ["https://a.example.com/rss", "https://b.example.com/rss", "https://c.example.com/rss", "https://appended.example/rss"])
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    private func waitFor(_ bench: Bench, _ condition: ([String]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let order = try? bench.newsboatOrder(), condition(order) { return true }
            usleep(50_000)
        }
        return false
    }
}
