import Foundation
import Glibc
import Testing

/// Issue 23: IPTV playlists, as a new user tries them. A provider-style playlist of thousands of
/// entries (Chinese names, one `tvg-id` over a dozen entries) is the catalog; favourites are
/// picked, reordered by keys and by commands, and saved; then mpv (a real player's parser, no
/// network: the URLs point at a closed local port) reads the saved playlist and plays the
/// entries in that order; `diff` of before and after shows only what moved; the catalog is
/// never changed.
@Suite("Playlists end to end")
struct PlaylistEndToEndTests {
    final class Bench {
        let scratch: Scratch
        var favourites: String { scratch.file("tv.m3u8") }
        var provider: String { scratch.file("provider.m3u") }
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.file("state")]
        }
        let providerText: String

        /// mpv reads a playlist whose `#EXTM3U` line has attributes as a list of plain lines, so
        /// the header a pick copies into its output is a bare `#EXTM3U` there.
        init(entries: Int = 3000, header: String = "#EXTM3U x-tvg-url=\"http://127.0.0.1:9/epg.xml.gz\"") throws {
            scratch = try Scratch()
            var text = header + "\r\n"
            let groups = ["央视", "卫视", "地方, 其他", "News"]
            for number in 1...entries {
                let group = groups[number % groups.count]
                text += "#EXTINF:-1 tvg-id=\"id\(number / 12).cn\" tvg-logo=\"http://127.0.0.1:9/l/\(number).png\" group-title=\"\(group)\",频道 \(number) 台\r\n"
                if number % 7 == 0 { text += "#EXTVLCOPT:http-user-agent=Player/1.0\r\n" }
                text += "http://127.0.0.1:9/ch/\(number).ts\r\n"
            }
            providerText = text
            try scratch.write("provider.m3u", text)
        }

        func url(_ number: Int) -> String { "http://127.0.0.1:9/ch/\(number).ts" }

        /// `channel-editor ARGUMENTS --file tv.m3u8`.
        func command(_ arguments: String..., input: String? = nil) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", favourites], environment: environment, input: input)
        }

        func screen(_ arguments: [String] = []) throws -> TmuxPilot {
            let pilot = try TmuxPilot(arguments: ["--file", favourites] + arguments, environment: environment)
            #expect(try pilot.waitFor("My Channels"), "the screen did not start")
            return pilot
        }

        func providerIsUnchanged() throws -> Bool {
            try scratch.read("provider.m3u") == providerText
        }
    }

    /// What mpv plays, in order: each entry it tries (and fails to open: every URL points at a
    /// closed local port), from its `cplayer` messages. (Its `Playing:` line is left out when a
    /// playlist has one entry.)
    static func mpvOrder(_ path: String) throws -> [String] {
        let result = try Shell.run("/usr/bin/mpv", [
            "--no-config", "--ytdl=no", "--idle=no", "--frames=0", "--ao=null", "--vo=null", "--msg-level=all=error,cplayer=v",
            "--playlist=" + path,
        ])
        let marker = "[cplayer] Opening failed or was aborted: "
        return (result.output + "\n" + result.error).split(separator: "\n").compactMap { line in
            line.hasPrefix(marker) ? String(line.dropFirst(marker.count)) : nil
        }
    }

    @Test("mpv lists a playlist's entries in order without a network (the check the other tests rely on)")
    func mpvListsOffline() throws {
        let scratch = try Scratch()
        try scratch.write("p.m3u8", "#EXTM3U\n#EXTINF:-1,B\nhttp://127.0.0.1:9/b.ts\n#EXTINF:-1,A\nhttp://127.0.0.1:9/a.ts\n")
        #expect(try Self.mpvOrder(scratch.file("p.m3u8")) == ["http://127.0.0.1:9/b.ts", "http://127.0.0.1:9/a.ts"])
    }

    @Test("favourites from a provider by commands: add, move, remove, open; mpv plays them in that order")
    func commands() throws {
        let bench = try Bench()
        let first = try bench.command("--catalog", bench.provider, "add", bench.url(25), bench.url(3), bench.url(14))
        #expect(first.status == 0, "stderr: \(first.error)")
        #expect(try Self.mpvOrder(bench.favourites) == [bench.url(25), bench.url(3), bench.url(14)])
        // The catalog is remembered: no --catalog needed now.
        let listed = try bench.command("list")
        #expect(listed.lines.first == "mine\t1\t\(bench.url(25))\t-\t频道 25 台")
        #expect(listed.lines.count == 3000)

        let before = try bench.scratch.read("tv.m3u8")
        let moved = try bench.command("move", bench.url(14), "1")
        #expect(moved.status == 0, "stderr: \(moved.error)")
        #expect(try Self.mpvOrder(bench.favourites) == [bench.url(14), bench.url(25), bench.url(3)])
        let after = try bench.scratch.read("tv.m3u8")
        // Only the moved entry differs: the same lines, the entry's lines now first (copied
        // from the catalog with the new file's line ends).
        let entry14 = "#EXTINF:-1 tvg-id=\"id1.cn\" tvg-logo=\"http://127.0.0.1:9/l/14.png\" group-title=\"地方, 其他\",频道 14 台\n#EXTVLCOPT:http-user-agent=Player/1.0\n\(bench.url(14))\n"
        let header = "#EXTM3U\n"
        #expect(before.hasPrefix(header) && before.hasSuffix(entry14))
        #expect(after == header + entry14 + String(before.dropFirst(header.count).dropLast(entry14.count)))

        let removed = try bench.command("remove", bench.url(25))
        #expect(removed.status == 0, "stderr: \(removed.error)")
        #expect(try Self.mpvOrder(bench.favourites) == [bench.url(14), bench.url(3)])

        let kept = try bench.scratch.read("tv.m3u8")
        let opened = try bench.command("open", bench.url(3))
        #expect(opened.status == 0, "stderr: \(opened.error)")
        #expect(opened.output == bench.url(3) + "\n")
        #expect(try bench.scratch.read("tv.m3u8") == kept)
        #expect(try bench.providerIsUnchanged())
    }

    @Test("a refused add records no catalog: only a command that succeeded remembers its --catalog")
    func aRefusedAddRemembersNothing() throws {
        let bench = try Bench(entries: 30)
        // Not a URL (a URL no entry has would be written as a new entry): refused.
        let refused = try bench.command("--catalog", bench.provider, "add", "nothing-like-it")
        #expect(refused.status == 1, "stderr: \(refused.error)")
        #expect(try bench.command("list").lines.isEmpty, "no catalog was recorded")
        let added = try bench.command("--catalog", bench.provider, "add", bench.url(5))
        #expect(added.status == 0, "stderr: \(added.error)")
        #expect(try bench.command("list").lines.count == 30, "recorded once the add succeeded")
    }

    @Test("list with --catalog only looks (the remembered catalogs stay); a remembered catalog that is gone is a notice, not a lock-out")
    func rememberedCatalogs() throws {
        let bench = try Bench(entries: 30)
        let first = try bench.command("--catalog", bench.provider, "add", bench.url(5))
        #expect(first.status == 0, "stderr: \(first.error)")
        // `list --catalog none` shows the playlist alone and forgets nothing.
        #expect(try bench.command("--catalog", "none", "list").lines.count == 1)
        #expect(try bench.command("list").lines.count == 30)

        try FileManager.default.removeItem(atPath: bench.provider)
        let listed = try bench.command("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.lines == ["mine\t1\t\(bench.url(5))\t-\t频道 5 台"])
        #expect(listed.error == "channel-editor: \(bench.provider): the catalog remembered for this playlist is gone; --catalog none forgets it\n")
        let removed = try bench.command("remove", bench.url(5))
        #expect(removed.status == 0, "stderr: \(removed.error)")
        #expect(try Self.mpvOrder(bench.favourites) == [])
    }

    @Test("an empty file is a new playlist: the first add writes the #EXTM3U header players need")
    func emptyFileGetsAHeader() throws {
        let bench = try Bench(entries: 10)
        try bench.scratch.write("tv.m3u8", "")
        let added = try bench.command("--catalog", bench.provider, "add", bench.url(2))
        #expect(added.status == 0, "stderr: \(added.error)")
        #expect(try bench.scratch.read("tv.m3u8").hasPrefix("#EXTM3U\n#EXTINF:-1 "))
        #expect(try Self.mpvOrder(bench.favourites) == [bench.url(2)])
    }

    @Test("reset leaves the playlist players read; it forgets the catalogs and removed entries kept beside it")
    func resetKeepsThePlaylist() throws {
        let bench = try Bench(entries: 30)
        #expect(try bench.command("--catalog", bench.provider, "add", bench.url(5), bench.url(6)).status == 0)
        try bench.scratch.write("tv.m3u8", try bench.scratch.read("tv.m3u8") + "#EXTINF:-1,Own\nhttp://127.0.0.1:9/own.ts\n")
        #expect(try bench.command("remove", "http://127.0.0.1:9/own.ts").status == 0)
        #expect(try bench.command("list").lines.contains { $0.hasPrefix("available\t1\thttp://127.0.0.1:9/own.ts\t") }, "kept beside it")
        let before = try bench.scratch.bytes("tv.m3u8")
        let inode = try FileManager.default.attributesOfItem(atPath: bench.favourites)[.systemFileNumber] as? Int

        let reset = try bench.command("reset")
        #expect(reset.status == 0, "stderr: \(reset.error)")
        let state = try FileManager.default.contentsOfDirectory(atPath: bench.scratch.file("state/channel-editor/playlists"))
        #expect(state.count == 1 && state[0].hasSuffix(".m3u.bak"), "\(state)")
        let backup = bench.scratch.file("state/channel-editor/playlists/" + (state.first ?? ""))
        #expect(reset.error == "channel-editor: \(bench.favourites): the playlist stays as it is; its remembered catalogs and removed entries were moved to \(backup)\n")
        #expect(try bench.scratch.bytes("tv.m3u8") == before)
        #expect(try FileManager.default.attributesOfItem(atPath: bench.favourites)[.systemFileNumber] as? Int == inode, "not even rewritten")
        // No catalog and no removed entry any more: the playlist is its own universe.
        #expect(try bench.command("list").output == "mine\t1\t\(bench.url(5))\t-\t频道 5 台\nmine\t2\t\(bench.url(6))\t-\t频道 6 台\n")

        let again = try bench.command("reset")
        #expect(again.status == 0)
        #expect(again.error == "channel-editor: \(bench.favourites): the playlist stays as it is; nothing was kept beside it\n")
        #expect(try bench.scratch.bytes("tv.m3u8") == before)
        #expect(try bench.providerIsUnchanged())
    }

    @Test("opening an entry writes nothing; list --output m3u is a playlist mpv plays")
    func openWritesNothing() throws {
        let bench = try Bench(entries: 40)
        try bench.scratch.write("tv.m3u8", "#EXTM3U\r\n# mine\r\n#EXTINF:-1 tvg-chno=\"7\",Seven\r\nhttp://127.0.0.1:9/7.ts|User-Agent=x\r\n#EXTINF:-1 tvg-chno=\"8\",Eight\r\nhttp://127.0.0.1:9/8.ts")
        let before = try bench.scratch.bytes("tv.m3u8")
        let inode = try FileManager.default.attributesOfItem(atPath: bench.favourites)[.systemFileNumber] as? Int
        let opened = try bench.command("open", "http://127.0.0.1:9/7.ts|User-Agent=x")
        #expect(opened.status == 0, "stderr: \(opened.error)")
        #expect(opened.output == "http://127.0.0.1:9/7.ts\n", "the URL a player opens, without Kodi's header suffix")
        #expect(try bench.scratch.bytes("tv.m3u8") == before)
        #expect(try FileManager.default.attributesOfItem(atPath: bench.favourites)[.systemFileNumber] as? Int == inode, "not even rewritten")

        let listed = try bench.command("list", "--output", "m3u")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        try bench.scratch.write("copy.m3u", listed.output)
        #expect(try Self.mpvOrder(bench.scratch.file("copy.m3u")) == ["http://127.0.0.1:9/7.ts|User-Agent=x", "http://127.0.0.1:9/8.ts"])
    }

    /// The line ends of `text`: "\r\n" or "\n", each kind found.
    static func lineEnds(_ bytes: [UInt8]) -> Set<String> {
        Set(bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 > 0 && bytes[$0 - 1] == 0x0D ? "\r\n" : "\n" })
    }

    @Test("list --output m3u ends every line as the file does, as a save does, a catalog's entry with other line ends too (a newcomer's report)")
    func listKeepsTheFilesLineEnds() throws {
        let bench = try Bench(entries: 10)  // the provider's lines end with \r\n
        try bench.scratch.write("lf.m3u", "#EXTM3U\n#EXTINF:-1,Lf One\nhttp://127.0.0.1:9/lf/1.ts\n")
        for (file, end) in [("#EXTM3U\r\n#EXTINF:-1,Seven\r\nhttp://127.0.0.1:9/7.ts\r\n", "\r\n"),
                            ("#EXTINF:-1,Seven\r\nhttp://127.0.0.1:9/7.ts\r\n", "\r\n"),
                            ("#EXTM3U\n#EXTINF:-1,Seven\nhttp://127.0.0.1:9/7.ts\n", "\n")] {
            try bench.scratch.write("tv.m3u8", file)
            let listed = try bench.command("list", "--output", "m3u")
            #expect(listed.status == 0, "stderr: \(listed.error)")
            #expect(Self.lineEnds(Array(listed.output.utf8)) == [end], "\(listed.output.debugDescription)")
            // The save: entries from a catalog of either kind come with the file's line ends.
            let added = try bench.command("--catalog", bench.provider, "--catalog", bench.scratch.file("lf.m3u"),
                                          "add", bench.url(3), "http://127.0.0.1:9/lf/1.ts")
            #expect(added.status == 0, "stderr: \(added.error)")
            #expect(Self.lineEnds(Array(try bench.scratch.bytes("tv.m3u8"))) == [end])
            let again = try bench.command("list", "--output", "m3u")
            #expect(Self.lineEnds(Array(again.output.utf8)) == [end], "\(again.output.debugDescription)")
            #expect(again.output.hasPrefix("#EXTM3U" + end))
            #expect(again.output.components(separatedBy: end).count == 8, "the header and three entries: \(again.output.debugDescription)")
        }
    }

    @Test("the screen: add from the catalog, reorder by keys, open prints the URL; mpv plays the saved order")
    func screen() throws {
        let bench = try Bench(entries: 2000)
        let pilot = try bench.screen(["--catalog", bench.provider])
        // Browse mode, focus in Add Channels (My Channels is empty): Enter adds.
        #expect(try pilot.waitFor("频道 1 台"))
        try pilot.press("Enter")
        #expect(try pilot.waitFor("频道 2 台"))
        try pilot.press("Enter")
        try pilot.press("Enter")
        _ = try pilot.waitForScreen { screen in screen.contains { $0.contains("频道 3 台") && $0.contains("[ ") } }
        // The add is said on the status row; after the next keys (there and back) it shows the
        // focused entry's group and its whole name.
        #expect(try pilot.waitFor("频道 3 台 added to My Channels, place 3 of 3."))
        try pilot.press("Right")
        try pilot.press("Left")
        #expect(try pilot.waitFor("· 频道 4 台"))
        var order = [bench.url(1), bench.url(2), bench.url(3)]
        _ = try waitForOrder(bench, order)
        #expect(try Self.mpvOrder(bench.favourites) == order)

        // Edit mode: the first entry to the end by keys.
        try pilot.press("Tab")
        try pilot.press("Home")
        try pilot.press("e")
        try pilot.press("]")
        try pilot.press("]")
        order = [bench.url(2), bench.url(3), bench.url(1)]
        #expect(try waitForOrder(bench, order))
        #expect(try Self.mpvOrder(bench.favourites) == order)
        // Browse mode, Enter on a My Channels entry (twice: the first asks): the URL is
        // printed and the editor ends.
        try pilot.press("Escape")
        try pilot.press("Home")
        try pilot.press("Enter")
        try pilot.press("Enter")
        #expect(try pilot.waitForExit() == 0)
        #expect(try pilot.screen().contains(bench.url(2)))
        #expect(try bench.providerIsUnchanged())
    }

    private func waitForOrder(_ bench: Bench, _ order: [String]) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if (try? Self.mpvOrder(bench.favourites)) == order { return true }
            usleep(50_000)
        }
        return false
    }

    @Test("pick --format m3u: favourites from a provider's playlist on stdin, as a playlist on stdout")
    func pick() throws {
        let bench = try Bench(entries: 300, header: "#EXTM3U")
        let out = bench.scratch.file("favourites.m3u8")
        let pilot = try TmuxPilot(arguments: ["pick", "--format", "m3u"], environment: bench.environment,
                                  shellCommand: "%CMD% < \(TmuxPilot.quote(bench.provider)) > \(TmuxPilot.quote(out))")
        #expect(try pilot.waitFor("频道 1 台"))
        try pilot.press("Down")
        try pilot.press("Space")
        try pilot.press("Space")
        _ = try pilot.waitForScreen { $0.joined().contains("频道 3 台") }
        try pilot.press("Enter")
        #expect(try pilot.waitForExit() == 0)
        let order = try Self.mpvOrder(out)
        #expect(order.count == 2)
        #expect(Set(order).isSubset(of: Set((1...300).map(bench.url))))
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("#EXTM3U\r\n#EXTINF:-1 tvg-id="), "the provider's header line and line ends")
        #expect(try bench.providerIsUnchanged())
    }

    /// A removed entry goes back to its place in the input, as pick's items do (a newcomer's went
    /// to the front of Available).
    @Test("pick --format m3u: a removed entry goes back to its place in the input")
    func pickPutsARemovedEntryBack() throws {
        let bench = try Bench(entries: 4, header: "#EXTM3U")
        let out = bench.scratch.file("favourites.m3u8")
        let pilot = try TmuxPilot(arguments: ["pick", "--format", "m3u"], environment: bench.environment,
                                  shellCommand: "%CMD% < \(TmuxPilot.quote(bench.provider)) > \(TmuxPilot.quote(out))")
        #expect(try pilot.waitFor("频道 4 台"))
        try pilot.press("End")
        try pilot.press("Space")
        _ = try pilot.waitForScreen { lines in lines.contains { $0.contains("[ 频道 4 台 ]") } }
        try pilot.press("Up")
        try pilot.press("Space")
        let back = try pilot.waitForScreen { lines in lines.contains { $0.contains("[+频道 4 台 ]") } }
        let row = back.first { $0.contains("[+频道 4 台 ]") } ?? ""
        let order = ["1", "2", "3", "4"].compactMap { number in row.range(of: "频道 \(number) 台")?.lowerBound }
        #expect(order.count == 4 && order == order.sorted(), "\(row)")
        // Esc asks once before it drops a changed choice.
        try pilot.press("Escape")
        try pilot.press("Escape")
        #expect(try pilot.waitForExit() == 1)
    }

    @Test("pick --format m3u: the filter matches groups and the status row shows the focused entry's, as in the editor")
    func pickFiltersByGroup() throws {
        let bench = try Bench(entries: 40, header: "#EXTM3U")
        let out = bench.scratch.file("favourites.m3u8")
        let pilot = try TmuxPilot(arguments: ["pick", "--format", "m3u"], environment: bench.environment,
                                  shellCommand: "%CMD% < \(TmuxPilot.quote(bench.provider)) > \(TmuxPilot.quote(out))")
        #expect(try pilot.waitFor("频道 1 台"))
        // No name holds "News"; every fourth entry's group-title does.
        try pilot.press("/")
        try pilot.type("News")
        #expect(try pilot.waitFor("10 of 40"))
        #expect(try !pilot.screen().joined().contains("频道 1 台"))
        try pilot.press("Right")
        #expect(try pilot.waitFor("News · 频道 7 台"))
        try pilot.press("Escape")
        try pilot.press("Escape")
        #expect(try pilot.waitForExit() == 1)
        #expect(try bench.providerIsUnchanged())
    }

    @Test("bad playlists: one line with the file, the line and the problem, exit 65, nothing written")
    func badInput() throws {
        let bench = try Bench(entries: 5)
        let cases: [(bytes: [UInt8], line: String)] = [
            (Array("#EXTM3U\n#EXTINF:-1,Caf".utf8) + [0xE9] + Array("\nhttp://e/1\n".utf8), "tv.m3u8: line 2: not UTF-8 text"),
            (Array("#EXTM3U\n#EXTINF:-1,A\nhttp://e/\u{0}1\n".utf8), "tv.m3u8: line 3: NUL byte (not a text file)"),
            (Array("#EXTM3U\n#EXTINF:-1,A\n".utf8), "tv.m3u8: line 2: #EXTINF with no URL line after it"),
            (Array("#EXTM3U\n#EXTINF:-1,A\nhttp://e/".utf8) + [UInt8](repeating: 0x61, count: 100 << 20), "tv.m3u8: line 3: line is longer than 1 MiB"),
        ]
        for (bytes, line) in cases {
            try Data(bytes).write(to: URL(fileURLWithPath: bench.favourites))
            for arguments in [["list"], ["add", "http://e/2"], ["move", "http://e/1", "1"]] {
                let result = try Shell.run(ScriptCLI.binary, arguments + ["--file", bench.favourites], environment: bench.environment,
                                           directory: bench.scratch.path)
                #expect(result.status == 65, "\(arguments) on \(line)")
                #expect(result.error.hasSuffix(line + "\n"), "\(result.error)")
                #expect(result.error.split(separator: "\n").count == 1)
            }
            #expect(try bench.scratch.bytes("tv.m3u8") == Data(bytes))
        }
        // A bad catalog is named too, and not written.
        try bench.scratch.write("tv.m3u8", "#EXTM3U\n")
        try bench.scratch.write("bad.m3u", "#EXTM3U\n#EXTINF:-1,A\nhttp://e/1\n#EXTINF:-1,B\n")
        let result = try bench.command("--catalog", bench.scratch.file("bad.m3u"), "list")
        #expect(result.status == 65)
        #expect(result.error.contains("bad.m3u: line 4: #EXTINF with no URL line after it"))
    }

    @Test("undo in the screen puts the playlist back byte for byte; a rewrite by another program is reloaded and kept")
    func undoAndLiveReload() throws {
        let bench = try Bench(entries: 10, header: "#EXTM3U")
        let original = "#EXTM3U\r\n# mine\r\n#EXTINF:-1 group-title=\"A\",One\r\n\(bench.url(1))\r\n\r\n#EXTINF:-1,Two\r\n\(bench.url(2))\r\n\r\n#EXTINF:-1,Three\r\n\(bench.url(3))\r\n"
        try bench.scratch.write("tv.m3u8", original)
        let pilot = try bench.screen()
        #expect(try pilot.waitFor("Three"))
        try pilot.press("e")
        try pilot.press("]")
        #expect(try waitForOrder(bench, [bench.url(2), bench.url(1), bench.url(3)]))
        try pilot.press("u")
        #expect(try waitForOrder(bench, [bench.url(1), bench.url(2), bench.url(3)]))
        #expect(try bench.scratch.read("tv.m3u8") == original)

        // A provider refresh script rewrites the playlist (a new file renamed over it).
        let refreshed = original + "#EXTINF:-1,Four\r\n\(bench.url(4))\r\n"
        try bench.scratch.write("tv.m3u8.new", refreshed)
        #expect(rename(bench.scratch.file("tv.m3u8.new"), bench.favourites) == 0)
        #expect(try pilot.waitFor("Four"))
        try pilot.press("]")
        #expect(try waitForOrder(bench, [bench.url(2), bench.url(1), bench.url(3), bench.url(4)]))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("SIGKILL of a command saving a 20,000-entry playlist, round after round: the old file or the new, never a mix")
    func killWhileSaving() throws {
        let bench = try Bench(entries: 5, header: "#EXTM3U")
        var text = "#EXTM3U\n"
        for number in 1...20_000 { text += "#EXTINF:-1 tvg-chno=\"\(number)\",频道 \(number)\n\(bench.url(number))\n" }
        try bench.scratch.write("tv.m3u8", text)
        var random = SystemRandomNumberGenerator()
        var versions: Set<Data> = [try bench.scratch.bytes("tv.m3u8")]
        for round in 0..<12 {
            let before = try bench.scratch.bytes("tv.m3u8")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ScriptCLI.binary)
            process.arguments = ["move", bench.url(round + 1), "20000", "--file", bench.favourites]
            process.environment = bench.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0..<60_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = try bench.scratch.bytes("tv.m3u8")
            if after != before {
                // The new version: the moved entry last, every other entry as before (renumbered).
                let order = try Self.mpvOrder(bench.favourites)
                #expect(order.count == 20_000)
                #expect(order.last == bench.url(round + 1))
            }
            #expect(after == before || !versions.contains(after))
            versions.insert(after)
            let listed = try bench.command("list")
            #expect(listed.status == 0, "round \(round): \(listed.error)")
            #expect(listed.lines.count == 20_000)
        }
    }

    @Test("a drag with the mouse reorders the playlist; mpv plays the new order; only the moved entry differs")
    func dragReorders() throws {
        let bench = try Bench(entries: 5, header: "#EXTM3U")
        let original = "#EXTM3U\n#EXTINF:-1 group-title=\"G\",Alpha\n\(bench.url(1))\n#EXTINF:-1,Bravo\n\(bench.url(2))\n#EXTINF:-1,Charlie\n#EXTVLCOPT:http-user-agent=X\n\(bench.url(3))\n"
        try bench.scratch.write("tv.m3u8", original)
        let pilot = try bench.screen()
        let screen = try pilot.waitForScreen { ScreenQueries.cell("Charlie", in: $0) != nil }
        let from = try #require(ScreenQueries.cell("Charlie", in: screen))
        let to = try #require(ScreenQueries.cell("Alpha", in: screen))
        try pilot.mousePress(column: from.column + 3, row: from.row)
        try pilot.mouseDrag(column: from.column - 4, row: from.row)
        try pilot.mouseDrag(column: to.column + 1, row: to.row)
        try pilot.mouseRelease(column: to.column + 1, row: to.row)
        #expect(try waitForOrder(bench, [bench.url(3), bench.url(1), bench.url(2)]))
        #expect(try bench.scratch.read("tv.m3u8")
            == "#EXTM3U\n#EXTINF:-1,Charlie\n#EXTVLCOPT:http-user-agent=X\n\(bench.url(3))\n#EXTINF:-1 group-title=\"G\",Alpha\n\(bench.url(1))\n#EXTINF:-1,Bravo\n\(bench.url(2))\n")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("a read-only playlist is not changed without --force, and keeps its mode with it")
    func readOnly() throws {
        let bench = try Bench(entries: 5, header: "#EXTM3U")
        let original = "#EXTM3U\n#EXTINF:-1,A\n\(bench.url(1))\n#EXTINF:-1,B\n\(bench.url(2))\n"
        try bench.scratch.write("tv.m3u8", original)
        #expect(chmod(bench.favourites, 0o444) == 0)
        let refused = try bench.command("move", bench.url(2), "1")
        #expect(refused.status == 74)
        #expect(refused.error.contains("is read-only"))
        #expect(try bench.scratch.read("tv.m3u8") == original)
        let forced = try bench.command("move", bench.url(2), "1", "--force")
        #expect(forced.status == 0, "stderr: \(forced.error)")
        #expect(try Self.mpvOrder(bench.favourites) == [bench.url(2), bench.url(1)])
        let mode = try FileManager.default.attributesOfItem(atPath: bench.favourites)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }
}
