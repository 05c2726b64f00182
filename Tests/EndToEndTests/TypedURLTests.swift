import Foundation
import Testing

/// A newcomer's report: a URL no source holds could not be added, a mistyped `--file` passed
/// for the user's list, and an `add` that found nothing did not say where entries come from.
@Suite("Script commands: URLs typed to add, files that do not exist yet")
struct TypedURLTests {
    private func contents(_ cli: ScriptCLI, _ name: String) throws -> [UInt8] { Array(try cli.scratch.bytes(name)) }

    @Test("add URL writes a playlist entry of its own, in the file's line ends, at the end; mpv's URL line as given")
    func aURLBecomesAPlaylistEntry() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write("fav.m3u8", "#EXTM3U\r\n#EXTINF:-1,A\r\nhttp://a/1\r\n# the end\r\n")
        let result = try cli.run(["add", "http://b/2", "rtmp://c.example:1935/live/3", "--file", "fav.m3u8"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        // After the lines that follow the last entry, as an entry added from a catalog goes.
        #expect(try contents(cli, "fav.m3u8") == Array("#EXTM3U\r\n#EXTINF:-1,A\r\nhttp://a/1\r\n# the end\r\nhttp://b/2\r\nrtmp://c.example:1935/live/3\r\n".utf8))
        let again = try cli.run(["add", "http://b/2", "--file", "fav.m3u8"])
        #expect(again.status == 1)
        #expect(again.errorLines.first == "channel-editor: fav.m3u8: cannot add \"http://b/2\": already in My Channels", "\(again.error)")
    }

    @Test("add URL of a feed appends its line after the last feed; a duplicated URL is not added a third time")
    func aURLBecomesAFeedLine() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let text = "https://a/rss \"tech\"\nhttps://d/rss\nhttps://d/rss \"x\"\n# kept last\n"
        try cli.scratch.write("urls", text)
        let result = try cli.run(["add", "https://b/rss", "--file", "urls"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try contents(cli, "urls") == Array("https://a/rss \"tech\"\nhttps://d/rss\nhttps://d/rss \"x\"\nhttps://b/rss\n# kept last\n".utf8))
        let twice = try cli.run(["add", "https://d/rss", "--file", "urls"])
        #expect(twice.status == 1, "\(twice.error)")
        #expect(try contents(cli, "urls").count == text.utf8.count + "https://b/rss\n".utf8.count, "a third d line was written")
    }

    @Test("what is not a URL, or a URL with a blank or a quote, is not written: no channel with that id, and where entries come from",
          arguments: ["news", "http://x y", "http://x\"y", "://x", "1http://x"])
    func notAURL(id: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write("fav.m3u8", "#EXTM3U\n#EXTINF:-1,A\nhttp://a/1\n")
        let result = try cli.run(["add", id, "--file", "fav.m3u8"])
        #expect(result.status == 1)
        #expect(result.errorLines == ["channel-editor: fav.m3u8: cannot add \(String(reflecting: id)): no channel with that id",
                                      "channel-editor: add takes a URL, or an entry of a catalog: give the provider's playlist once with --catalog PROVIDER.m3u"],
                "\(result.error)")
        #expect(try contents(cli, "fav.m3u8") == Array("#EXTM3U\n#EXTINF:-1,A\nhttp://a/1\n".utf8))
    }

    @Test("a --file that does not exist: list says so on stderr (a typo is not the user's list), add says it made it")
    func aFileThatDoesNotExistIsSaid() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let listed = try cli.run(["list", "--file", "x.jsno"])
        #expect(listed.status == 0)
        #expect(!listed.output.isEmpty)
        #expect(listed.errorLines == ["channel-editor: x.jsno does not exist yet: listed is what it would start with"], "\(listed.error)")
        #expect(!FileManager.default.fileExists(atPath: cli.scratch.file("x.jsno")))
        // A change would start a new file: only under a .json name, or with --format json (a
        // tenth newcomer's `--file nb/url`, meant `nb/urls`, started a second list).
        let typo = try cli.run(["add", "food", "--file", "x.jsno"])
        #expect(typo.status == 1)
        #expect(typo.errorLines == ["channel-editor: x.jsno does not exist: a new channels file is made only under a name ending in .json (or with --format json); nothing was made"], "\(typo.error)")
        #expect(!FileManager.default.fileExists(atPath: cli.scratch.file("x.jsno")))
        #expect(!FileManager.default.fileExists(atPath: cli.scratch.file("x.jsno.lock")))
        let added = try cli.run(["add", "food", "--file", "x.jsno", "--format", "json"])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.errorLines == ["channel-editor: x.jsno did not exist: made it now"], "\(added.error)")
        let named = try cli.run(["add", "food", "--file", "new.json"])
        #expect(named.status == 0 && named.errorLines == ["channel-editor: new.json did not exist: made it now"], "\(named.error)")
        let again = try cli.run(["add", "games", "--file", "x.jsno"])
        #expect(again.status == 0 && again.error.isEmpty, "\(again.error)")
        let refused = try cli.run(["add", "autos", "--file", "y.jsno"])
        #expect(refused.status == 1)
        #expect(refused.errorLines.last == "channel-editor: y.jsno does not exist yet: nothing was made", "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: cli.scratch.file("y.jsno")))
        // Nothing at all beside the mistyped name, not even the lock file the command took.
        #expect(!FileManager.default.fileExists(atPath: cli.scratch.file("y.jsno.lock")))
        let moved = try cli.run(["move", "tech", "3", "--file", "z.jsno"])
        #expect(moved.status == 0 && !FileManager.default.fileExists(atPath: cli.scratch.file("z.jsno.lock")), "\(moved.error)")
        // A lock file that was there before stays.
        try cli.scratch.write("w.jsno.lock", "")
        _ = try cli.run(["add", "autos", "--file", "w.jsno"])
        #expect(FileManager.default.fileExists(atPath: cli.scratch.file("w.jsno.lock")))
    }

    /// A script keeps ids: after a twin is removed (here by a command; another program alike),
    /// the one left is `URL` again, and the `URL #Name` a script kept still names it; the removed
    /// twin's id names the removed one, never the one left.
    @Test("an id kept from when an entry had a twin still names it once the twin is gone")
    func anIdKeptFromATwinStillNamesTheEntry() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write("d.m3u8", "#EXTM3U\n#EXTINF:-1,Ten\nhttp://s/dup\n#EXTINF:-1,Eleven\nhttp://s/dup\n#EXTINF:-1,Other\nhttp://s/o\n")
        #expect(try cli.run(["remove", "http://s/dup #Ten", "--file", "d.m3u8"]).status == 0)
        let moved = try cli.run(["move", "http://s/dup #Eleven", "last", "--file", "d.m3u8"])
        #expect(moved.status == 0, "\(moved.error)")
        #expect(try contents(cli, "d.m3u8") == Array("#EXTM3U\n#EXTINF:-1,Other\nhttp://s/o\n#EXTINF:-1,Eleven\nhttp://s/dup\n".utf8))
        let removedOne = try cli.run(["move", "http://s/dup #Ten", "first", "--file", "d.m3u8"])
        #expect(removedOne.status == 1)
        #expect(removedOne.errorLines.first?.hasSuffix("not in My Channels (it is in Add Channels)") == true, "\(removedOne.error)")
        let other = try cli.run(["move", "http://s/o #Eleven", "last", "--file", "d.m3u8"])
        #expect(other.status == 1, "another entry's name does not make an id")
    }
}
