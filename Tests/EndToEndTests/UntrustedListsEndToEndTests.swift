import Foundation
import Glibc
import Testing

/// Issue 39: provider playlists, OPML files and newsboat's cache.db come from the internet or
/// from any program; the real binary is attacked through them as the reproductions
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
}
