import Foundation
import Testing

/// Issue 36 item 3 on the screen, with the real binary in tmux: `r`, `g` and `n` in edit mode
/// rename, set the group and number favourites, only those fields' bytes change, mpv plays the
/// saved list in the shown order, and `u` gives back the file byte for byte; a file that has no
/// such field says so.
@Suite("Rename, group and number keys on the screen")
struct PlaylistFieldKeysEndToEndTests {
    typealias Bench = PlaylistRefreshEndToEndTests.Bench

    func screen(_ bench: Bench, file: String) throws -> TmuxPilot {
        let pilot = try TmuxPilot(arguments: ["--file", file, "--catalog", "none"], environment: bench.environment)
        #expect(try pilot.waitFor("My Channels"), "the screen did not start")
        return pilot
    }

    func waitForFile(_ bench: Bench, _ text: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if (try? bench.scratch.read("fav.m3u8")) == text { return true }
            usleep(50_000)
        }
        return false
    }

    @Test("r, g, n change only their fields; mpv plays the shown order; u gives the file back")
    func editKeys() throws {
        let bench = try Bench()
        let original = Bench.favouritesText
        let pilot = try screen(bench, file: bench.favourites)
        try pilot.press("e")
        try pilot.press("Home")
        try pilot.press("r")
        #expect(try pilot.waitFor("New name: CCTV-1 综合"))
        try pilot.press("C-u")
        try pilot.type("央视一套 q")
        try pilot.press("Enter")
        #expect(try pilot.waitFor("Renamed to 央视一套 q."))
        let renamed = original.replacingOccurrences(of: "group-title=\"Mine\",CCTV-1 综合", with: "group-title=\"Mine\",央视一套 q")
        #expect(try waitForFile(bench, renamed))

        try pilot.press("Right")
        try pilot.press("g")
        #expect(try pilot.waitFor("Group (empty: none): 港台"))
        try pilot.press("C-u")
        try pilot.type("香港")
        try pilot.press("Enter")
        let regrouped = renamed.replacingOccurrences(of: "group-title=\"港台\"", with: "group-title=\"香港\"")
        #expect(try waitForFile(bench, regrouped))

        try pilot.press("n")
        try pilot.press("C-u")
        try pilot.type("101")
        try pilot.press("Enter")
        #expect(try pilot.waitFor("Numbered 101 to 104."))
        let numbered = regrouped
            .replacingOccurrences(of: "group-title=\"Mine\",", with: "group-title=\"Mine\" tvg-chno=\"101\",")
            .replacingOccurrences(of: "group-title=\"香港\",", with: "group-title=\"香港\" tvg-chno=\"102\",")
            .replacingOccurrences(of: "group-title=\"电影\",", with: "group-title=\"电影\" tvg-chno=\"103\",")
            .replacingOccurrences(of: "group-title=\"Movies\",", with: "group-title=\"Movies\" tvg-chno=\"104\",")
        #expect(try waitForFile(bench, numbered))
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == [
            "http://127.0.0.1:9/live/u/OLD/1.ts", "http://127.0.0.1:9/live/u/OLD/2.ts",
            "http://127.0.0.1:9/live/u/OLD/3.ts", "http://127.0.0.1:9/live/u/OLD/5.ts",
        ])

        try pilot.press("u")
        #expect(try waitForFile(bench, regrouped))
        try pilot.press("u")
        try pilot.press("u")
        #expect(try pilot.waitFor("Undone: Renamed to CCTV-1 综合."))
        #expect(try waitForFile(bench, original))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("a channels file's entries cannot be renamed: the key says so")
    func channelsFileSaysSo() throws {
        let bench = try Bench()
        let file = bench.scratch.file("channels.json")
        let pilot = try screen(bench, file: file)
        try pilot.press("e")
        try pilot.press("r")
        #expect(try pilot.waitFor("Only a playlist's entries can be renamed here"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: file), "nothing changed: nothing written")
    }
}

extension PlaylistFieldKeysEndToEndTests {
    @Test("} moves a whole group in one step, mpv plays the new order, u puts it back")
    func groupMove() throws {
        let bench = try Bench()
        let text = """
            #EXTM3U
            #EXTINF:-1 group-title="News",N1
            http://127.0.0.1:9/n1.ts
            #EXTINF:-1 group-title="Films",F1
            http://127.0.0.1:9/f1.ts
            #EXTINF:-1 group-title="News",N2
            http://127.0.0.1:9/n2.ts
            #EXTINF:-1 group-title="Sport",S1
            http://127.0.0.1:9/s1.ts

            """
        try bench.scratch.write("fav.m3u8", text)
        let pilot = try screen(bench, file: bench.favourites)
        try pilot.press("e")
        try pilot.press("Home")
        try pilot.press("}")
        #expect(try pilot.waitFor("Group News moved to place 2 of 4."))
        let order = ["f1", "n1", "n2", "s1"].map { "http://127.0.0.1:9/\($0).ts" }
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, (try? PlaylistEndToEndTests.mpvOrder(bench.favourites)) != order { usleep(50_000) }
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == order)
        try pilot.press("u")
        #expect(try waitForFile(bench, text))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }
}

extension PlaylistFieldKeysEndToEndTests {
    @Test("number --per-group gives each group-title a block; only tvg-chno changes; again writes nothing")
    func numberPerGroup() throws {
        let bench = try Bench()
        let numbered = try bench.command("number", "--from", "100", "--per-group")
        #expect(numbered.status == 0, "\(numbered.error)")
        #expect(try bench.scratch.read("fav.m3u8") == Bench.favouritesText
            .replacingOccurrences(of: "group-title=\"Mine\",", with: "group-title=\"Mine\" tvg-chno=\"100\",")
            .replacingOccurrences(of: "group-title=\"港台\",", with: "group-title=\"港台\" tvg-chno=\"110\",")
            .replacingOccurrences(of: "group-title=\"电影\",", with: "group-title=\"电影\" tvg-chno=\"120\",")
            .replacingOccurrences(of: "group-title=\"Movies\",", with: "group-title=\"Movies\" tvg-chno=\"130\","))
        let written = bench.identity()
        #expect(try bench.command("number", "--per-group", "--from", "100").status == 0)
        #expect(bench.identity() == written, "nothing changed: nothing written")
        let misplaced = try bench.command("list", "--per-group")
        #expect(misplaced.status == 64)
        #expect(misplaced.error.hasPrefix("channel-editor: --per-group goes with the number command"), "\(misplaced.error)")
    }
}
