import Foundation
import Glibc
import Testing

/// Issue 39: provider playlists, OPML files and newsboat's cache.db come from the internet or
/// from any program; the real binary is attacked through them as the issue's reproductions
/// did. Each attack harms nothing (the user's file as it was, or the change made) and is
/// answered within seconds.
@Suite("Untrusted lists end to end")
struct UntrustedListsEndToEndTests {
    final class Bench {
        let scratch: Scratch
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.file("state"), "TERM": "dumb"]
        }

        init(favourites: String = "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n",
             provider: String = "#EXTM3U\n#EXTINF:-1,Two Two Two\nhttp://a/2\n#EXTINF:-1,Six\nhttp://a/3\n") throws {
            scratch = try Scratch()
            try scratch.write("fav.m3u", favourites)
            try scratch.write("prov.m3u", provider)
        }

        /// `channel-editor ARGUMENTS --file NAME`.
        func command(_ arguments: [String], file: String = "fav.m3u", input: String? = nil) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", scratch.file(file)], environment: environment, input: input)
        }

        func session(_ arguments: [String] = [], file: String = "fav.m3u") throws -> AccessibleLineDriver {
            try AccessibleLineDriver(["--accessible", "--file", scratch.file(file)] + arguments, environment: environment)
        }
    }

    /// Items 1 and 2: the provider rewritten in place (same length, the URL line where it was)
    /// or emptied while a line session shows it; `add` of the entry shown says "Not saved",
    /// the favourites stay as they were, the exit status says so.
    @Test("a catalog rewritten under a session: Not saved, nothing written", arguments: ["evil", "empty"])
    func catalogRewrittenUnderASession(_ how: String) throws {
        let bench = try Bench()
        let session = try bench.session(["--catalog", bench.scratch.file("prov.m3u")])
        try session.waitFor("3. Six\n")
        if how == "evil" {
            let handle = try #require(FileHandle(forWritingAtPath: bench.scratch.file("prov.m3u")))
            try handle.seek(toOffset: UInt64("#EXTM3U\n".utf8.count))
            handle.write(Data("http://evil/twotwotwo2\nhttp://a/2\n".utf8))
            try handle.close()
        } else {
            #expect(truncate(bench.scratch.file("prov.m3u"), 0) == 0)
        }
        session.send("add Two Two Two")
        let said = try session.waitFor("Not saved")
        #expect(said.joined(separator: "\n").contains("prov.m3u"), "\(said)")
        let end = try session.finish()
        #expect(end.status == 75, "\(end.error)")
        #expect(try bench.scratch.read("fav.m3u") == "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n")
    }

    /// Item 5: a remembered catalog that went bad (a NUL, Latin-1, a line over 1 MiB, a FIFO,
    /// a folder) is a notice, as a missing one is: the user's own playlist stays usable.
    @Test("a remembered catalog gone bad is a notice, not a lock-out", arguments: ["nul", "latin1", "long", "fifo", "folder"])
    func rememberedCatalogGoneBad(_ how: String) throws {
        let bench = try Bench()
        #expect(try bench.command(["add", "http://a/3", "--catalog", bench.scratch.file("prov.m3u")]).status == 0)
        let provider = bench.scratch.file("prov.m3u")
        switch how {
        case "nul": try bench.scratch.write("prov.m3u", "#EXTM3U\n#EXTINF:-1,T\0o\nhttp://a/2\n")
        case "latin1": try Data([0x23, 0x45, 0x58, 0x54, 0x49, 0x4E, 0x46, 0x3A, 0x2C, 0xE9, 0x0A, 0x68, 0x0A]).write(to: URL(fileURLWithPath: provider))
        case "long": try bench.scratch.write("prov.m3u", "#EXTM3U\n#EXTINF:-1," + String(repeating: "x", count: 1_100_000) + "\nhttp://a/2\n")
        case "fifo": unlink(provider); #expect(mkfifo(provider, 0o600) == 0)
        default: unlink(provider); #expect(mkdir(provider, 0o700) == 0)
        }
        let listed = try bench.command(["list"])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output.contains("mine\t2\thttp://a/3\t-\tSix"), "\(listed.output)")
        #expect(listed.error.contains("prov.m3u") && listed.error.contains("--catalog none"), "\(listed.error)")
        let removed = try bench.command(["remove", "http://a/3"])
        #expect(removed.status == 0, "\(removed.error)")
        #expect(try bench.scratch.read("fav.m3u") == "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n")
    }

    /// Items 6 and 7: URL lines that differ by a literal backslash and an ESC, one with a tab,
    /// a name with a right-to-left override: the ids list prints are distinct, each gives its
    /// own entry back, and no bidi mark reaches stdout raw.
    @Test func idsWithControlCharactersNeverCollideAndBidiIsEscaped() throws {
        let bench = try Bench(favourites: "#EXTM3U\n#EXTINF:-1,Backslash\nhttp://x/\\u001b\n#EXTINF:-1,Escape\nhttp://x/\u{1B}\n"
            + "#EXTINF:-1,Tab\nhttp://x/y\tz\n#EXTINF:-1,\u{202E}gpj.exe\nhttp://x/bidi\u{202E}\n")
        let listed = try bench.command(["list"])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(!listed.output.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B }, "\(listed.output)")
        let ids = listed.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] }.map(String.init)
        #expect(Set(ids).count == 4, "\(ids)")
        #expect(ids == ["http://x/\\\\u001b", "http://x/\\u001b", "http://x/y\\tz", "http://x/bidi\\u202e"])
        // The ESC one's id, as printed, removes the ESC one; then the tab one's; then the bidi one's.
        for (id, left) in [(ids[1], "Backslash"), (ids[2], "Backslash"), (ids[3], "Backslash")] {
            let removed = try bench.command(["remove", id])
            #expect(removed.status == 0, "\(removed.error)")
            #expect(try bench.scratch.read("fav.m3u").contains(left))
        }
        #expect(try bench.scratch.read("fav.m3u") == "#EXTM3U\n#EXTINF:-1,Backslash\nhttp://x/\\u001b\n")
        let again = try bench.command(["list"]).output
        #expect(again.contains("mine\t1\thttp://x/\\\\u001b\t-\tBackslash"), "\(again)")
        #expect(again.contains("\\u202egpj.exe"), "\(again)")
    }

    /// Item 9: `add "Linux Weekly"` from an OPML whose feed is `exec:touch ...` wrote the
    /// command into the urls file, and newsboat ran it. Now it is left out, with a notice.
    @Test func anExecFeedFromAnOPMLIsNeverAddedUnderItsTitle() throws {
        let bench = try Bench()
        try bench.scratch.write("urls", "https://b.example/feed\n")
        try bench.scratch.write("evil.opml", """
            <?xml version="1.0"?>
            <opml version="2.0"><body><outline text="Linux Weekly" xmlUrl="exec:touch \(bench.scratch.file("pwned"))"/>
            <outline text="Good" xmlUrl="https://c.example/feed"/></body></opml>
            """)
        let catalog = ["--catalog", bench.scratch.file("evil.opml")]
        let listed = try bench.command(["list"] + catalog, file: "urls")
        #expect(listed.status == 0, "\(listed.error)")
        #expect(!listed.output.contains("exec:") && !listed.output.contains("Linux Weekly"), "\(listed.output)")
        #expect(listed.output.contains("https://c.example/feed"))
        #expect(listed.error.contains("exec:touch") && listed.error.contains("Linux Weekly"), "\(listed.error)")
        let added = try bench.command(["add", "Linux Weekly"] + catalog, file: "urls")
        #expect(added.status != 0)
        #expect(try bench.scratch.read("urls") == "https://b.example/feed\n")
    }

    /// Item 10: a CR-only playlist is refused with one line naming it (it was 0 entries).
    @Test func aCarriageReturnOnlyPlaylistIsRefused() throws {
        let bench = try Bench(favourites: "#EXTM3U\r#EXTINF:-1,One\rhttp://a/1\r")
        let listed = try bench.command(["list"])
        #expect(listed.status == 65)
        #expect(listed.error == "channel-editor: \(bench.scratch.file("fav.m3u")): line 1: lines end with a carriage return alone (CR, as on classic Mac OS); save the file with LF or CRLF line ends\n")
        #expect(try bench.command(["add", "http://a/2", "--catalog", bench.scratch.file("prov.m3u")]).status == 65)
        #expect(try bench.scratch.read("fav.m3u") == "#EXTM3U\r#EXTINF:-1,One\rhttp://a/1\r")
    }

    /// Item 11: a 10 MB line-mode command is answered within seconds (18.5 s before): said to
    /// be too long, read and dropped as it comes; the next command is read as ever.
    @Test func aTenMegabyteCommandIsAnsweredQuickly() throws {
        let bench = try Bench()
        let session = try bench.session()
        try session.waitFor("1. One\n")
        let start = Date()
        session.send("add " + String(repeating: "x", count: 10_000_000))
        session.send("list")
        // One wait for both: they may come in one read, and a wait looks only at what comes after.
        try session.waitFor("That line is longer than 64 KiB, so it was not read as a command; nothing changed.\nMy Channels, 1", timeout: 30)
        #expect(Date().timeIntervalSince(start) < 5)
        _ = try session.finish()
    }
}
