import Foundation
import Testing

/// Issue 36 item 2 on the screen, with the real binary in tmux: with the provider's new
/// playlist as the catalog the load says which key refreshes, `R` writes exactly the bytes the
/// `refresh` command writes, mpv plays them, and `u` gives the file back byte for byte (Ctrl-R
/// refreshes it again).
@Suite("R refreshes favourites on the screen")
struct PlaylistRefreshKeyEndToEndTests {
    typealias Bench = PlaylistRefreshEndToEndTests.Bench

    func waitForFile(_ bench: Bench, _ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if (try? bench.scratch.read("fav.m3u8")) == text { return true }
            usleep(50_000)
        }
        return false
    }

    @Test("R writes the refresh command's bytes; mpv plays them; u puts the old file back")
    func refreshKey() throws {
        let bench = try Bench()
        // What the command writes, on a copy.
        try bench.scratch.write("command.m3u8", Bench.favouritesText)
        let command = try Shell.run(ScriptCLI.binary, ["refresh", "--file", bench.scratch.file("command.m3u8"), "--catalog", bench.provider],
                                    environment: bench.environment)
        #expect(command.status == 1, "\(command.error)")
        let expected = try bench.scratch.read("command.m3u8")
        #expect(expected != Bench.favouritesText)

        let pilot = try TmuxPilot(arguments: ["--file", bench.favourites, "--catalog", bench.provider], environment: bench.environment)
        #expect(try pilot.waitFor("3 favourites have new URLs in the catalog: R refreshes them"))
        #expect(try pilot.screen().joined().contains("R refresh"), "the footer offers it")
        // Twins told apart in their cells (issue 36 item 4): the favourite and the provider's
        // other Star Movies by their URLs' endings.
        let cells = try pilot.screen().joined(separator: "\n")
        #expect(cells.contains("(Middle East) · 5.ts ") && cells.contains("(Middle East) · 4.ts ") && cells.contains("(Middle East) · 6.ts "), "\(cells)")
        try pilot.press("R")
        #expect(try pilot.waitFor("Refreshed: 3 updated, 1 not offered: 靖天電影"))
        #expect(waitForFile(bench, expected), "the screen wrote what refresh writes")
        #expect(!(try pilot.screen().joined().contains("R refresh")), "nothing left to refresh")
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == [
            "http://127.0.0.1:9/live/u/NEW/1.ts", "http://127.0.0.1:9/live/u/NEW/2.ts",
            "http://127.0.0.1:9/live/u/OLD/3.ts", "http://127.0.0.1:9/live/u/NEW/5.ts",
        ])

        try pilot.press("u")
        #expect(try pilot.waitFor("Undone: refresh from the catalog."))
        #expect(waitForFile(bench, Bench.favouritesText), "undo writes the bytes from before")
        try pilot.press("C-r")
        #expect(try pilot.waitFor("Redone: refresh from the catalog."))
        #expect(waitForFile(bench, expected))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }
}
