import Foundation
import Testing

/// `--layout` through the real binary in tmux (issue 22.3): `pick --layout list` of paths shows
/// each whole on its line and takes clicks anywhere on it; `pick` of the same paths with no
/// option takes the list by itself at 80 columns and the grid at 200; the editor's list
/// reorders with the keyboard and adds with a click at a line's far end, and saves.
@Suite(.serialized) struct LayoutEndToEndTests {
    static let paths = [
        "/usr/share/doc/alsa-ucm-conf", "/usr/share/doc/alsa-ucm-conf/copyright", "/usr/share/doc/alsa-utils",
        "/usr/share/doc/alsa-utils/changelog.Debian.gz", "/usr/share/doc/alsa-utils/copyright",
        "/usr/share/doc/binutils-x86-64-linux-gnu", "/usr/share/doc/libatk-wrapper-java/accessibility.properties",
    ]

    /// A pick of `paths` in a pane `columns` wide: stdin from a file, stdout to one.
    static func pick(_ arguments: [String], columns: Int = 80, rows: Int = 24) throws -> (Scratch, TmuxPilot) {
        let scratch = try Scratch()
        try scratch.write("items", paths.joined(separator: "\n") + "\n")
        let pilot = try TmuxPilot(
            arguments: ["pick"] + arguments, columns: columns, rows: rows,
            shellCommand: "%CMD% <\(TmuxPilot.quote(scratch.file("items"))) >\(TmuxPilot.quote(scratch.file("out")))")
        let screen = try pilot.waitForScreen { TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "", wayOut: "q/Esc Cancel") }
        try #require(TmuxPilot.footerIsWhole(screen.last { !$0.isEmpty } ?? "", wayOut: "q/Esc Cancel"), "no frame: \(screen.joined(separator: "\n"))")
        return (scratch, pilot)
    }

    @Test("pick --layout list at 200 columns: every path whole on its line; a click at a line's end adds it; Enter prints it")
    func pickAList() throws {
        // At 200 columns, where `auto` would take the grid (`pickChoosesByItself`).
        let (scratch, pilot) = try Self.pick(["--layout", "list"], columns: 200)
        let screen = try pilot.screen()
        for path in Self.paths {
            let line = try #require(screen.first { $0.contains("[+\(path) ") }, "\(path) is not whole on a line: \(screen)")
            #expect(line.hasSuffix("]") && line.count == 199, "the line runs to the screen's edge: \(line)")
        }
        let row = try #require(screen.firstIndex { $0.contains("[+/usr/share/doc/alsa-utils/copyright ") })
        try pilot.click(column: 190, row: row)
        let chosen = try pilot.waitForScreen { $0.count > 1 && $0[1].hasPrefix(" [ /usr/share/doc/alsa-utils/copyright ") }
        try #require(chosen[1].hasPrefix(" [ /usr/share/doc/alsa-utils/copyright "), "\(chosen.prefix(4))")
        try pilot.press("Enter")
        #expect(try pilot.waitForExit() == 0)
        #expect(try String(contentsOfFile: scratch.file("out"), encoding: .utf8) == "/usr/share/doc/alsa-utils/copyright\n")
    }

    @Test("pick with no --layout: the list at 80 columns, the grid at 200 where the cap holds most paths")
    func pickChoosesByItself() throws {
        let (_, narrow) = try Self.pick([])
        let narrowScreen = try narrow.screen()
        #expect(narrowScreen[4].hasPrefix(" [+/usr/share/doc/alsa-ucm-conf      "), "\(narrowScreen.prefix(6))")
        let (_, wide) = try Self.pick([], columns: 200, rows: 20)
        let row = try wide.screen()[4]
        #expect(row.hasPrefix(" [+/usr/share/doc/alsa-ucm-conf ] [+/usr/share/doc/alsa-ucm-conf/copyright ]"), "\(row)")
        let wideScreen = try wide.screen().joined()
        // A path too long for the cap keeps its end.
        #expect(wideScreen.contains("[+…ibatk-wrapper-java/accessibility.properties ]"), "\(wideScreen)")
    }

    @Test("--layout list in the editor: Space lifts, Down moves a line, Space drops; a click at a line's end adds")
    func editorList() throws {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let pilot = try TmuxPilot(arguments: fixture.arguments + ["--layout", "list"], environment: fixture.environment)
        let first = try pilot.waitForFrame()
        #expect(first[1].hasPrefix(" ( Top ") && first[1].hasSuffix(")"), "\(first[1])")
        #expect(first[2].hasPrefix(" [ Tech ") && first[2].hasSuffix("]"), "\(first[2])")
        // The focus starts on Tech (the current channel): edit mode, lift, one line down, drop.
        try pilot.press("e")
        try pilot.waitFor("[Done]")
        try pilot.press("Space")
        try pilot.press("Down")
        try pilot.press("Space")
        let file = scratch.file("c.json")
        func mine() -> [String] { (try? SavedFile(path: file).mine) ?? [] }
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, mine() != ["top", "finance", "tech", "sports", "games"] { usleep(20_000) }
        #expect(mine() == ["top", "finance", "tech", "sports", "games"])
        // A click near the right end of the Health line adds it.
        let screen = try pilot.screen()
        let health = try #require(screen.firstIndex { $0.hasPrefix(" [+Health ") }, "\(screen)")
        try pilot.click(column: 76, row: health)
        let until = Date().addingTimeInterval(5)
        while Date() < until, !mine().contains("health") { usleep(20_000) }
        #expect(mine() == ["top", "finance", "tech", "sports", "games", "health"])
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("--layout takes auto, grid or list; anything else, or with a command, is a usage error (64)")
    func badLayouts() throws {
        let environment = ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
        let cases: [([String], String)] = [
            (["--layout", "wide"], "channel-editor: unknown --layout \"wide\" (auto, grid or list)"),
            (["pick", "--layout"], "channel-editor: --layout needs auto, grid or list"),
            (["list", "--layout=grid"], "channel-editor: --layout does not go with a command"),
        ]
        for (arguments, message) in cases {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: environment, timeout: 10)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorText.hasPrefix(message + "\n"), "\(arguments): \(result.errorText)")
        }
    }

    @Test("dialog's --buildlist shows a list by default, as dialog does; --layout grid gives the grid")
    func dialogFormDefaultsToTheList() throws {
        let entries = ["a", "Alpha", "on", "b", "Beta", "off", "c", "Gamma", "on"]
        let list = try TmuxPilot(arguments: ["--buildlist", "Choose", "0", "0", "0"] + entries, shellCommand: "%CMD% 2>/dev/null")
        let shown = try list.waitForScreen { TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "", wayOut: "Esc Cancel") }
        // TEXT and a blank row come first (EditorState+BoxText.swift), then the chosen list.
        #expect(shown[0] == " Choose", "\(shown.prefix(6))")
        // Tag and item side by side, as dialog shows them (issue 37).
        #expect(shown[3].hasPrefix(" [ a  Alpha ") && shown[3].count == 79, "\(shown.prefix(6))")
        #expect(shown[4].hasPrefix(" [ c  Gamma ") && shown[4].count == 79, "\(shown.prefix(6))")
        let grid = try TmuxPilot(
            arguments: ["--layout", "grid", "--buildlist", "Choose", "0", "0", "0"] + entries, shellCommand: "%CMD% 2>/dev/null")
        let cells = try grid.waitForScreen { TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "", wayOut: "Esc Cancel") }
        #expect(cells[3] == " [ a  Alpha ] [ c  Gamma ]", "\(cells.prefix(6))")
    }
}
