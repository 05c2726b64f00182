import Foundation
import Glibc
import Testing

/// Issue 36: favourites made from a provider meet the provider's next playlist (every URL's
/// token changed, one channel dropped, one renamed with its tvg-id kept, twins, Traditional
/// names where the provider now writes Simplified). Each favourite is listed once with that
/// playlist as the catalog; `refresh` updates them in place and names the dropped one; mpv
/// plays the result in order; `rename`, `group`, `number` change only their fields.
@Suite("Favourites that follow their provider (refresh, rename, group, number)")
struct PlaylistRefreshEndToEndTests {
    final class Bench {
        let scratch: Scratch
        var favourites: String { scratch.file("fav.m3u8") }
        var provider: String { scratch.file("new.m3u") }
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.file("state")]
        }

        static let favouritesText = """
            #EXTM3U
            # my favourites
            #EXTINF:-1 tvg-id="cctv1" group-title="Mine",CCTV-1 综合
            http://127.0.0.1:9/live/u/OLD/1.ts

            #EXTINF:-1 tvg-id="" group-title="港台",鳳凰衛視中文台
            #EXTVLCOPT:http-user-agent=Old/1
            http://127.0.0.1:9/live/u/OLD/2.ts
            #EXTINF:-1 tvg-id="" group-title="电影",靖天電影
            http://127.0.0.1:9/live/u/OLD/3.ts
            #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
            http://127.0.0.1:9/live/u/OLD/5.ts

            """

        static let providerText = """
            #EXTM3U
            #EXTINF:-1 tvg-id="cctv1" group-title="央视",CCTV1 综合 HD
            http://127.0.0.1:9/live/u/NEW/1.ts
            #EXTINF:-1 tvg-id="" group-title="港台",凤凰卫视中文台 高清
            #EXTVLCOPT:http-user-agent=New/2
            http://127.0.0.1:9/live/u/NEW/2.ts
            #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
            http://127.0.0.1:9/live/u/NEW/4.ts
            #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
            http://127.0.0.1:9/live/u/NEW/5.ts
            #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
            http://127.0.0.1:9/live/u/NEW/6.ts

            """

        init() throws {
            scratch = try Scratch()
            try scratch.write("fav.m3u8", Self.favouritesText)
            try scratch.write("new.m3u", Self.providerText)
        }

        func command(_ arguments: String...) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", favourites], environment: environment)
        }

        /// The favourites file's inode and modification time: a write replaces the file.
        func identity() -> [Int] {
            var info = stat()
            guard stat(favourites, &info) == 0 else { return [] }
            return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        }
    }

    @Test("with the provider's new playlist as the catalog, each favourite is listed once")
    func eachFavouriteShownOnce() throws {
        let bench = try Bench()
        let listed = try bench.command("list", "--catalog", bench.provider)
        #expect(listed.status == 0, "\(listed.error)")
        let rows = listed.output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let available = rows.filter { $0.first == "available" }.map { String($0[2]) }
        // CCTV1 (tvg-id), 凤凰 (name across scripts) and Star Movies 5.ts (its stream number) are
        // favourites already; twins 4 and 6 are not.
        #expect(available == ["http://127.0.0.1:9/live/u/NEW/4.ts", "http://127.0.0.1:9/live/u/NEW/6.ts"])
        #expect(listed.error.contains("3 favourites have new URLs in the catalog"), "\(listed.error)")
        #expect(listed.error.contains("1 not offered: 靖天電影"), "\(listed.error)")
    }

    @Test("refresh updates in place, names the dropped one (exit 1), writes nothing the second time; mpv plays the result")
    func refreshInPlace() throws {
        let bench = try Bench()
        let first = try bench.command("refresh", "--catalog", bench.provider)
        #expect(first.status == 1, "one favourite is no longer offered")
        #expect(first.error == "channel-editor: 3 updated, 1 not offered: 靖天電影\n")
        #expect(try bench.scratch.read("fav.m3u8") == """
            #EXTM3U
            # my favourites
            #EXTINF:-1 tvg-id="cctv1" group-title="Mine",CCTV-1 综合
            http://127.0.0.1:9/live/u/NEW/1.ts

            #EXTINF:-1 tvg-id="" group-title="港台",鳳凰衛視中文台
            #EXTVLCOPT:http-user-agent=New/2
            http://127.0.0.1:9/live/u/NEW/2.ts
            #EXTINF:-1 tvg-id="" group-title="电影",靖天電影
            http://127.0.0.1:9/live/u/OLD/3.ts
            #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
            http://127.0.0.1:9/live/u/NEW/5.ts

            """)
        #expect(try bench.scratch.read("new.m3u") == Bench.providerText, "the catalog is only read")
        let written = bench.identity()
        let again = try bench.command("refresh", "--catalog", bench.provider)
        #expect(again.status == 1)
        #expect(again.error == "channel-editor: 0 updated, 1 not offered: 靖天電影\n")
        #expect(bench.identity() == written, "nothing changed: nothing written (safe in cron)")
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == [
            "http://127.0.0.1:9/live/u/NEW/1.ts", "http://127.0.0.1:9/live/u/NEW/2.ts",
            "http://127.0.0.1:9/live/u/OLD/3.ts", "http://127.0.0.1:9/live/u/NEW/5.ts",
        ])
    }

    @Test("refresh exits 0 when every favourite is offered, and needs a catalog")
    func refreshCompleteAndUsage() throws {
        let bench = try Bench()
        try bench.scratch.write("all.m3u", Bench.providerText + "#EXTINF:-1,靖天电影 HD\nhttp://127.0.0.1:9/live/u/NEW/3.ts\n")
        let complete = try bench.command("refresh", "--catalog", bench.scratch.file("all.m3u"))
        #expect(complete.status == 0, "\(complete.error)")
        #expect(complete.error == "channel-editor: 4 updated\n")
        let alone = try Shell.run(ScriptCLI.binary, ["refresh", "--file", bench.scratch.file("other.m3u8")], environment: bench.environment)
        #expect(alone.status == 64, "\(alone.error)")
    }

    @Test("rename, group and number change only their field's bytes")
    func fieldEdits() throws {
        let bench = try Bench()
        let url = "http://127.0.0.1:9/live/u/OLD/2.ts"
        #expect(try bench.command("rename", url, "凤凰中文").status == 0)
        #expect(try bench.command("group", url, "News").status == 0)
        #expect(try bench.command("number", "--from", "10").status == 0)
        let expected = Bench.favouritesText
            .replacingOccurrences(of: "tvg-id=\"\" group-title=\"港台\",鳳凰衛視中文台", with: "tvg-id=\"\" group-title=\"News\" tvg-chno=\"11\",凤凰中文")
            .replacingOccurrences(of: "tvg-id=\"cctv1\" group-title=\"Mine\",", with: "tvg-id=\"cctv1\" group-title=\"Mine\" tvg-chno=\"10\",")
            .replacingOccurrences(of: "group-title=\"电影\",", with: "group-title=\"电影\" tvg-chno=\"12\",")
            .replacingOccurrences(of: "group-title=\"Movies\",", with: "group-title=\"Movies\" tvg-chno=\"13\",")
        #expect(try bench.scratch.read("fav.m3u8") == expected)
        let written = bench.identity()
        #expect(try bench.command("number", "--from", "10").status == 0)
        #expect(bench.identity() == written, "already numbered: nothing written")
        let unknown = try bench.command("rename", "http://nowhere/", "X")
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("no channel with that id"), "\(unknown.error)")
        let json = try Shell.run(ScriptCLI.binary, ["number", "--file", bench.scratch.file("c.json")], environment: bench.environment)
        #expect(json.status == 64, "\(json.error)")
    }

    @Test("the filter finds Simplified names from Traditional input (OpenCC), in the line mode and on the screen")
    func filterAcrossScripts() throws {
        let bench = try Bench()
        let typed = try Shell.run(ScriptCLI.binary, ["--accessible", "--file", bench.favourites, "--catalog", bench.provider],
                                  environment: bench.environment, input: "filter 鳳凰衛視\nquit\n")
        #expect(typed.output.contains("Filter \"鳳凰衛視\": none of the 2 in Add Channels match"), "the favourite 鳳凰衛視中文台 is not offered twice: \(typed.output)")
        #expect(typed.output.contains("3. 靖天電影, not offered by the catalog · 电影"), "marked where the status row shows the group: \(typed.output)")
        try bench.scratch.write("fav.m3u8", "#EXTM3U\n#EXTINF:-1,News\nhttp://127.0.0.1:9/n\n")
        let found = try Shell.run(ScriptCLI.binary, ["--accessible", "--file", bench.favourites, "--catalog", bench.provider],
                                  environment: bench.environment, input: "filter 鳳凰\nquit\n")
        #expect(found.output.contains("Filter \"鳳凰\": 1 of 5 in Add Channels match.\n2. 凤凰卫视中文台 高清, 港台"), "\(found.output)")
        let pilot = try TmuxPilot(arguments: ["--file", bench.favourites, "--catalog", bench.provider], environment: bench.environment)
        #expect(try pilot.waitFor("My Channels"))
        try pilot.type("/鳳凰")
        let matched = try pilot.waitFor("1 of 5")
        let screen = try pilot.screen()
        #expect(matched, "the screen's filter: \(screen)")
        #expect(screen.joined().contains("凤凰卫视中文台"))
    }

    @Test("the README's recipe never empties the favourites: pick --file refuses to replace them")
    func pickNeverReplaces() throws {
        let bench = try Bench()
        let picked = try Shell.run(ScriptCLI.binary, ["pick", "--format", "m3u", "--file", bench.favourites],
                                   environment: bench.environment, input: Bench.providerText)
        #expect(picked.status == 64, "\(picked.error)")
        #expect(picked.error.contains("the file exists; pick --file only makes a new file"), "\(picked.error)")
        #expect(try bench.scratch.read("fav.m3u8") == Bench.favouritesText)
    }
}
