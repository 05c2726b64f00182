import Foundation
import Glibc
import Testing

/// Traps a newcomer found with the real binary (README "Playlists"): remove and undo, a
/// removed duplicate in a later run, `pick --file` of a playlist, a bare URL line. Each result
/// is read back byte for byte and by mpv's own playlist parser (the URLs point at a closed
/// local port: no network).
@Suite("Playlist traps end to end")
struct PlaylistTrapsEndToEndTests {
    static func url(_ name: String) -> String { "http://127.0.0.1:9/live/\(name).m3u8" }

    /// The newcomer's favourites: a blank line between the two BBC entries, a comment heading
    /// the news with no blank line before it, CNN twice with one URL (the first with an
    /// `#EXTVLCOPT` line), DW with a `|User-Agent` suffix, then Arte.
    static let favourites = """
        #EXTM3U
        #EXTINF:-1 tvg-id="bbc1.uk" group-title="UK",BBC One
        \(url("bbc1"))

        #EXTINF:-1 tvg-id="bbc2.uk" group-title="UK",BBC Two
        \(url("bbc2"))
        # --- news ---
        #EXTINF:-1 tvg-id="cnn.us" group-title="News",CNN International
        #EXTVLCOPT:http-user-agent=Mozilla/5.0
        \(url("cnn"))
        #EXTINF:-1 tvg-id="cnn.us" group-title="News",CNN International
        \(url("cnn"))
        #EXTINF:-1 tvg-id="dw.de" group-title="News",DW English
        \(url("dw"))|User-Agent=VLC
        #EXTINF:-1 tvg-id="arte.fr" group-title="Culture",Arte
        \(url("arte"))

        """

    static let order = [url("bbc1"), url("bbc2"), url("cnn"), url("cnn"), url("dw") + "|User-Agent=VLC", url("arte")]

    static func windows(_ text: String) -> String {
        "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// `open` prints what a player plays: DW's URL without `|User-Agent=VLC`. That URL names the
    /// entry in a later run's commands, also once it is removed (a newcomer's `add` of it made a
    /// second entry, without the header, while DW stayed in Add Channels).
    @Test("the URL open prints names its entry in later commands, removed or not")
    func thePlayedURLNamesTheEntry() throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 1, header: "#EXTM3U")
        try bench.scratch.write("tv.m3u8", Self.favourites)
        let opened = try bench.command("open", Self.url("dw") + "|User-Agent=VLC")
        #expect(opened.status == 0 && opened.output == Self.url("dw") + "\n", "\(opened.error)")
        #expect(try bench.command("remove", Self.url("dw")).status == 0)
        #expect(try bench.scratch.read("tv.m3u8") == Self.favourites.replacingOccurrences(
            of: "#EXTINF:-1 tvg-id=\"dw.de\" group-title=\"News\",DW English\n\(Self.url("dw"))|User-Agent=VLC\n", with: ""))
        let added = try bench.command("add", Self.url("dw"))
        #expect(added.status == 0, "\(added.error)")
        let listed = try bench.command("list").output
        #expect(listed.split(separator: "\n").filter { $0.hasPrefix("mine\t") }.last?.hasSuffix("\tDW English") == true, "\(listed)")
        #expect(!listed.contains("\t\(Self.url("dw"))\t"), "no second entry by the bare URL: \(listed)")
    }

    @Test("remove then undo in the screen gives the file back byte for byte (LF, and CRLF with a byte order mark)",
          arguments: [false, true])
    func removeAndUndoInTheScreen(windows: Bool) throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 1, header: "#EXTM3U")
        let original = windows ? Self.windows(Self.favourites) : Self.favourites
        try bench.scratch.write("tv.m3u8", original)
        let pilot = try bench.screen()
        #expect(try pilot.waitFor("BBC Two"))
        try pilot.press("e")
        try pilot.press("Right")
        try pilot.press("x")
        #expect(try waitFor(bench) { $0 == Self.order.filter { $0 != Self.url("bbc2") } })
        // The blank line before BBC Two and the comment after it stay where they were.
        let removed = try bench.scratch.read("tv.m3u8")
        let blankThenComment = windows ? "\r\n\r\n# --- news ---\r\n" : "\n\n# --- news ---\n"
        #expect(removed.contains(Self.url("bbc1") + blankThenComment))
        try pilot.press("u")
        #expect(try waitFor(bench) { $0 == Self.order })
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        // Bytes, not text: Foundation drops a byte order mark when it reads text.
        #expect(try bench.scratch.bytes("tv.m3u8") == Data(original.utf8))
    }

    @Test("a removed entry that the provider lists after another one still undoes after an entry appended by hand")
    func undoAfterAnAppendByHand() throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 4, header: "#EXTM3U")
        // The provider has 1 2 3 4; the file 1 3 4, so Add Channels starts with 2, and 4, once
        // removed, comes back from the provider after it.
        let original = (1...4).filter { $0 != 2 }.map { "#EXTINF:-1,Ch \($0)\n\(bench.url($0))\n" }.joined()
        try bench.scratch.write("tv.m3u8", "#EXTM3U\n" + original)
        let pilot = try bench.screen(["--catalog", bench.provider])
        #expect(try pilot.waitFor("Ch 4"))
        try pilot.press("e")
        try pilot.press("End")
        try pilot.press("x")
        #expect(try waitFor(bench) { $0 == [bench.url(1), bench.url(3)] })
        let appended = "#EXTINF:-1,Ch 5\n\(bench.url(5))\n"
        let handle = try #require(FileHandle(forWritingAtPath: bench.favourites))
        handle.seekToEndOfFile()
        handle.write(Data(appended.utf8))
        handle.closeFile()
        #expect(try pilot.waitFor("Reloaded: changed on disk"))
        #expect(!(try pilot.screen().joined().contains("undo cannot")))
        try pilot.press("u")
        #expect(try waitFor(bench) { $0 == [bench.url(1), bench.url(3), bench.url(4), bench.url(5)] })
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        // Entries 1 and 3 and the appended one kept byte for byte (4's lines come back from the
        // provider once another program changed the file: its own are not kept then).
        let final = try bench.scratch.read("tv.m3u8")
        let kept = (1...3).filter { $0 != 2 }.map { "#EXTINF:-1,Ch \($0)\n\(bench.url($0))\n" }.joined()
        #expect(final.hasPrefix("#EXTM3U\n" + kept) && final.hasSuffix(appended), "\(final)")
    }

    @Test("remove, then add and move back from the command line: the file comes back byte for byte")
    func removeAndAddBackByCommands() throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 1, header: "#EXTM3U")
        try bench.scratch.write("tv.m3u8", Self.favourites)
        #expect(try bench.command("remove", Self.url("bbc2")).status == 0)
        let added = try bench.command("add", Self.url("bbc2"))
        #expect(added.status == 0, "stderr: \(added.error)")
        let moved = try bench.command("move", Self.url("bbc2"), "2")
        #expect(moved.status == 0, "stderr: \(moved.error)")
        #expect(try bench.scratch.read("tv.m3u8") == Self.favourites)
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == Self.order)
    }

    @Test("a removed duplicate stays in Add Channels under its id and is added back with it in a later run")
    func removedDuplicateComesBack() throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 1, header: "#EXTM3U")
        try bench.scratch.write("tv.m3u8", Self.favourites)
        let second = Self.url("cnn") + " #CNN International #2"
        let removed = try bench.command("remove", second)
        #expect(removed.status == 0, "stderr: \(removed.error)")
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == Self.order.enumerated().filter { $0.offset != 3 }.map(\.element))
        let listed = try bench.command("list")
        #expect(listed.lines.contains("available\t1\t\(second)\talike=2/2\tCNN International"), "\(listed.output)")
        #expect(listed.lines.filter { $0.hasPrefix("available") }.count == 1)
        let added = try bench.command("add", second)
        #expect(added.status == 0, "stderr: \(added.error)")
        #expect(try bench.command("move", second, "4").status == 0)
        #expect(try bench.scratch.read("tv.m3u8") == Self.favourites)
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == Self.order)
        #expect(try bench.command("list").lines.filter { $0.hasPrefix("available") }.isEmpty)
    }

    @Test("pick --format m3u --file: the new file is what stdout gets, the provider's #EXTM3U line and guide address first")
    func pickFileKeepsTheHeader() throws {
        let header = "#EXTM3U x-tvg-url=\"http://127.0.0.1:9/guide.xml\""
        let bench = try PlaylistEndToEndTests.Bench(entries: 5, header: header)
        let out = bench.scratch.file("picked.m3u8")
        let file = bench.scratch.file("newfav.m3u8")
        let pilot = try TmuxPilot(arguments: ["pick", "--format", "m3u", "--file", file], environment: bench.environment,
                                  shellCommand: "%CMD% < \(TmuxPilot.quote(bench.provider)) > \(TmuxPilot.quote(out))")
        #expect(try pilot.waitFor("频道 1 台"))
        try pilot.press("Space")
        try pilot.press("Space")
        try pilot.press("Down")
        try pilot.press("Space")
        _ = try pilot.waitForScreen { $0.joined().contains("频道 3 台") }
        try pilot.press("Enter")
        #expect(try pilot.waitForExit() == 0)
        let printed = try bench.scratch.bytes("picked.m3u8")
        let saved = try bench.scratch.bytes("newfav.m3u8")
        #expect(saved == printed)
        let text = try bench.scratch.read("newfav.m3u8")
        #expect(text.hasPrefix(header + "\r\n#EXTINF:-1 "), "\(text)")
        // mpv 0.35 reads a header with attributes as plain lines: check the order on a copy
        // with the bare header (README "Playlists").
        try bench.scratch.write("bare.m3u8", "#EXTM3U" + text.dropFirst(header.count))
        let order = try PlaylistEndToEndTests.mpvOrder(bench.scratch.file("bare.m3u8"))
        #expect(order == text.split(separator: "\r\n").filter { $0.hasPrefix("http") }.map(String.init))
        #expect(!order.isEmpty && Set(order).isSubset(of: Set((1...5).map(bench.url))))
        #expect(try bench.providerIsUnchanged())
    }

    @Test("a bare URL line in an #EXTM3U playlist is an entry named by its URL, kept byte for byte; mpv plays the new order")
    func bareURLLine() throws {
        let bench = try PlaylistEndToEndTests.Bench(entries: 1, header: "#EXTM3U")
        let bare = "http://127.0.0.1:9/live/bare.ts"
        try bench.scratch.write("tv.m3u8", "#EXTM3U\n\(bare)\n#EXTINF:-1,A\n\(Self.url("a"))\n")
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == [bare, Self.url("a")])
        let listed = try bench.command("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.lines.first == "mine\t1\t\(bare)\t-\t\(bare)")
        #expect(try bench.command("move", bare, "2").status == 0)
        #expect(try bench.scratch.read("tv.m3u8") == "#EXTM3U\n#EXTINF:-1,A\n\(Self.url("a"))\n\(bare)\n")
        #expect(try PlaylistEndToEndTests.mpvOrder(bench.favourites) == [Self.url("a"), bare])
    }

    private func waitFor(_ bench: PlaylistEndToEndTests.Bench, _ condition: ([String]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let order = try? PlaylistEndToEndTests.mpvOrder(bench.favourites), condition(order) { return true }
            usleep(50_000)
        }
        return false
    }
}
