import Foundation
import Glibc
import Testing

/// `channel-editor pick` and dialog's `--buildlist` form, driven in tmux with the items piped
/// in and the result captured: OK, Cancel, a drag, nothing written anywhere, every class of bad
/// input, and the same choices giving byte for byte what `dialog --buildlist` prints.
@Suite(.serialized) struct PickEndToEndTests {
    static let items = "a\tAlpha\ton\nb\tBeta\nc\tGamma\ton\n"

    /// A pick session in a pane: items from a file on stdin, stdout and stderr to files, a
    /// fresh HOME (to see that nothing is written there).
    final class Session {
        let scratch: Scratch
        let pilot: TmuxPilot
        var home: String { scratch.file("home") }

        init(items: String, arguments: [String] = ["pick"]) throws {
            scratch = try Scratch()
            try scratch.write("items", items)
            try FileManager.default.createDirectory(atPath: scratch.file("home"), withIntermediateDirectories: false)
            let redirections = "<\(TmuxPilot.quote(scratch.file("items"))) >\(TmuxPilot.quote(scratch.file("out")))"
                + " 2>\(TmuxPilot.quote(scratch.file("err")))"
            pilot = try TmuxPilot(
                arguments: arguments, environment: ["HOME": scratch.file("home"), "XDG_CONFIG_HOME": ""],
                shellCommand: "%CMD% \(redirections)")
        }

        /// Waits for the whole first frame (the footer, drawn last, holds the cancel key).
        func waitForFrame(cancel: String = "q/Esc Cancel") throws {
            let screen = try pilot.waitForScreen { TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "", wayOut: cancel) }
            try #require(TmuxPilot.footerIsWhole(screen.last { !$0.isEmpty } ?? "", wayOut: cancel), "no frame: \(screen.joined(separator: "\n"))")
        }

        func output() throws -> String { try String(contentsOfFile: scratch.file("out"), encoding: .utf8) }
        func errors() throws -> String { try String(contentsOfFile: scratch.file("err"), encoding: .utf8) }
        func homeIsEmpty() throws -> Bool { try FileManager.default.contentsOfDirectory(atPath: home).isEmpty }

        /// The screen column and row of the middle of the cell labelled `name`.
        func cell(_ name: String) throws -> (column: Int, row: Int)? {
            for (row, line) in try pilot.screen().enumerated() {
                // `[ name ]`, or `[+name ]` in the available list.
                if let range = line.range(of: "[ \(name) ]") ?? line.range(of: "[+\(name) ]") {
                    return (line.distance(from: line.startIndex, to: range.lowerBound) + 3, row)
                }
            }
            return nil
        }
    }

    // MARK: OK and Cancel

    @Test("Enter is OK: the chosen ids in order on stdout, exit 0, nothing written to HOME")
    func acceptPrintsTheChosenIds() throws {
        let session = try Session(items: Self.items)
        try session.waitForFrame()
        let first = try session.pilot.screen()
        #expect(first[0].hasPrefix(" Chosen  drag to reorder"), "\(first[0])")
        #expect(first[1] == " [ Alpha ] [ Gamma ]")
        // Tab to Available, Space adds Beta at the end, Enter accepts.
        try session.pilot.press("Tab")
        try session.pilot.press("Space")
        try #require(try session.pilot.waitFor("[ Alpha ] [ Gamma ] [ Beta ]"))
        try session.pilot.press("Enter")
        #expect(try session.pilot.waitForExit() == 0)
        #expect(try session.output() == "a\nc\nb\n")
        #expect(try session.errors() == "")
        #expect(try session.homeIsEmpty(), "a pick session wrote under HOME")
    }

    @Test("--output tsv and json give id and name")
    func outputFormats() throws {
        for (format, expected) in [
            ("tsv", "a\tAlpha\nc\tGamma\n"),
            ("json", "[\n  {\"id\": \"a\", \"name\": \"Alpha\"},\n  {\"id\": \"c\", \"name\": \"Gamma\"}\n]\n"),
        ] {
            let session = try Session(items: Self.items, arguments: ["pick", "--output", format])
            try session.waitForFrame()
            try session.pilot.press("Enter")
            #expect(try session.pilot.waitForExit() == 0)
            #expect(try session.output() == expected, "\(format)")
        }
    }

    @Test("q, Esc and Ctrl-C cancel: nothing printed, exit 1", arguments: ["q", "Escape", "C-c"])
    func cancelPrintsNothing(_ key: String) throws {
        let session = try Session(items: Self.items)
        try session.waitForFrame()
        try session.pilot.press("Tab")
        try session.pilot.press("Space")
        try #require(try session.pilot.waitFor("[ Beta ]"))
        try session.pilot.press(key)
        if key != "C-c" {
            // The choice changed: the first Esc or q says the next one drops it, naming the key.
            let named = key == "Escape" ? "Esc" : key
            try #require(try session.pilot.waitFor("\(named) again cancels and drops your choice"))
            try session.pilot.press(key)
        }
        #expect(try session.pilot.waitForExit() == 1)
        #expect(try session.output() == "")
        #expect(try session.homeIsEmpty())
    }

    @Test("Titles, the prompt and the labels are the script's")
    func titlesAndLabels() throws {
        let session = try Session(items: Self.items, arguments: [
            "pick", "--title", "Rebase onto", "--mine-title", "Order", "--available-title", "Branches",
            "--ok-label", "Go", "--cancel-label", "Back",
        ])
        try session.waitForFrame(cancel: "q/Esc Back")
        let screen = try session.pilot.screen()
        #expect(screen[0].hasPrefix(" Order  Rebase onto · drag to reorder"), "\(screen[0])")
        #expect(screen[0].hasSuffix("[ Go ] [×]"), "\(screen[0])")
        #expect(screen[3].hasPrefix(" Branches  Space or click to add"), "\(screen[3])")
        #expect(screen.last { !$0.isEmpty }?.contains("Enter Go") == true)
        try session.pilot.press("q")
        #expect(try session.pilot.waitForExit() == 1)
    }

    @Test("--file: nothing written on Cancel; on OK the result is saved there as a channels file, once")
    func fileOnlyOnOK() throws {
        for accept in [false, true] {
            let probe = try Scratch()
            let path = probe.file("picked.json")
            let session = try Session(items: Self.items, arguments: ["pick", "--file", path])
            try session.waitForFrame()
            try session.pilot.press("Tab")
            try session.pilot.press("Space")
            try #require(try session.pilot.waitFor("[ Alpha ] [ Gamma ] [ Beta ]"))
            #expect(!FileManager.default.fileExists(atPath: path), "written before OK")
            try session.pilot.press(accept ? "Enter" : "q")
            if !accept {
                // The choice changed: the first q only asks.
                try #require(try session.pilot.waitFor("q again cancels and drops your choice"))
                try session.pilot.press("q")
            }
            #expect(try session.pilot.waitForExit() == (accept ? 0 : 1))
            if accept {
                let saved = try #require(ChannelFileCheck.read(path), "no channels file at \(path)")
                #expect(saved.mineIDs == ["a", "c", "b"])
                #expect(try session.output() == "a\nc\nb\n")
            } else {
                #expect(try FileManager.default.contentsOfDirectory(atPath: probe.path).isEmpty, "Cancel wrote something")
            }
            #expect(try session.homeIsEmpty())
        }
    }

    @Test("--file never replaces a file, and never writes a format the items cannot fill (a newcomer lost a playlist and a urls file)")
    func fileRefusesWhatItCannotMake() throws {
        let scratch = try Scratch()
        try scratch.write("existing.json", "{\"version\": 2, \"mine\": [], \"available\": []}\n")
        let refusals: [([String], String)] = [
            (["pick", "--file", scratch.file("existing.json")],
             "\(scratch.file("existing.json")): the file exists; pick --file only makes a new file (to change this one, open it with channel-editor --file)"),
            (["pick", "--file", scratch.file("new.m3u8")],
             "\(scratch.file("new.m3u8")): pick --file writes a channels file (.json), or a playlist when the items are one (--format m3u)"),
            (["pick", "--file", scratch.file("urls")],
             "\(scratch.file("urls")): pick --file writes a channels file (.json), or a playlist when the items are one (--format m3u)"),
        ]
        for (arguments, message) in refusals {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: ["TERM": "xterm", "HOME": "/nonexistent"],
                                       input: Array("http://x/1\tOne\nb\n".utf8))
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorText == "channel-editor: \(message)\n", "\(arguments)")
            #expect(result.output.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["existing.json"], "a file was made")
        #expect(try scratch.read("existing.json") == "{\"version\": 2, \"mine\": [], \"available\": []}\n")
    }

    // MARK: Mouse

    @Test("A drag reorders and a click on the OK button accepts")
    func dragThenOKButton() throws {
        let session = try Session(items: Self.items)
        try session.waitForFrame()
        let gamma = try #require(try session.cell("Gamma"))
        let alpha = try #require(try session.cell("Alpha"))
        try session.pilot.mousePress(column: gamma.column, row: gamma.row)
        try session.pilot.mouseDrag(column: gamma.column - 3, row: gamma.row)
        try session.pilot.mouseDrag(column: alpha.column, row: alpha.row)
        try session.pilot.mouseRelease(column: alpha.column, row: alpha.row)
        // Dropped in front of Alpha; the drag switched to edit mode (the × badges).
        let dropped = try session.pilot.waitForScreen { $0.count > 1 && $0[1] == " [×Gamma ] [×Alpha ]" }
        try #require(dropped.count > 1 && dropped[1] == " [×Gamma ] [×Alpha ]", "\(dropped.prefix(3))")
        // A click on Beta adds it; the header button is OK.
        let beta = try #require(try session.cell("Beta"))
        try session.pilot.click(column: beta.column, row: beta.row)
        try #require(try session.pilot.waitFor("Alpha ] [×Beta ]"))
        let header = try session.pilot.screen()[0]
        let button = try #require(header.range(of: "[ OK ]"), "\(header)")
        try session.pilot.click(column: header.distance(from: header.startIndex, to: button.lowerBound) + 2, row: 0)
        #expect(try session.pilot.waitForExit() == 0)
        #expect(try session.output() == "c\na\nb\n")
    }

    // MARK: Bad input

    @Test("Bad items: one line naming the input line, exit 65, nothing on stdout")
    func badInput() throws {
        let cases: [([UInt8], String)] = [
            (Array("a\n\tNoId\n".utf8), "channel-editor: stdin: line 2: empty id\n"),
            (Array("a\tA\nb\na\tAgain\n".utf8), "channel-editor: stdin: line 3: duplicate id \"a\" (first on line 1)\n"),
            (Array("ok\n".utf8) + [0x62, 0xFF, 0x0A], "channel-editor: stdin: line 2: not valid UTF-8\n"),
            (Array("a\tAl\tpha\ton\n".utf8), "channel-editor: stdin: line 1: a tab in the name (a line is ID<TAB>NAME<TAB>FLAGS)\n"),
            (Array("a\tA\tselected\n".utf8), "channel-editor: stdin: line 1: unknown flag \"selected\" (flags are on, off, locked, current, joined by commas, or - for none)\n"),
            (Array("x\u{1B}]0;t\u{07}\tA\n".utf8), "channel-editor: stdin: line 1: id \"x\\u001b]0;t\\u0007\" has a control character\n"),
        ]
        for (input, message) in cases {
            let result = try Spawn.run(TmuxPilot.binary, ["pick"], environment: ["TERM": "xterm", "HOME": "/nonexistent"], input: input)
            #expect(result.status == 65, "\(message)")
            #expect(result.errorText == message)
            #expect(result.output.isEmpty)
        }
        let usage = try Spawn.run(TmuxPilot.binary, ["--buildlist", "t", "1", "1"], environment: ["TERM": "xterm"])
        #expect(usage.status == 64)
        #expect(usage.errorText.hasPrefix("channel-editor: --buildlist needs TEXT HEIGHT WIDTH LIST-HEIGHT\n"))
    }

    /// No terminal at all (setsid: no controlling terminal, so no /dev/tty): pick says it needs
    /// one, not the editor's advice to send commands on stdin, where pick's items are.
    @Test("pick without a terminal says it needs one for its screen")
    func pickWithoutATerminal() throws {
        let result = try Spawn.run("/usr/bin/setsid", ["--wait", TmuxPilot.binary, "pick"],
                                   environment: ["TERM": "xterm", "HOME": "/nonexistent"], input: Array("a\tA\n".utf8))
        #expect(result.status == 1)
        #expect(result.errorText == "channel-editor: no terminal: cannot open /dev/tty, which pick needs for its screen (its items come on stdin)\n")
        #expect(result.output.isEmpty)
    }

    // MARK: dialog, side by side

    /// Runs `program` with `arguments` in a pane whose stdout and stderr go to files (the
    /// screen to /dev/tty), presses each of `keys` once the screen shows `ready` (and waits for
    /// it to change); returns the exit status and what stdout and stderr got.
    static func run(_ program: String, _ arguments: [String], ready: String, keys: [String])
        throws -> (status: Int?, out: String, err: String)
    {
        let scratch = try Scratch()
        let command = ([program] + arguments).map(TmuxPilot.quote).joined(separator: " ")
        let result = "\(command) >\(TmuxPilot.quote(scratch.file("out"))) 2>\(TmuxPilot.quote(scratch.file("err")))"
        // dialog draws on stdout unless --stdout sends its result there (then it draws on
        // /dev/tty, as channel-editor does whenever stdout is not a terminal): so stdout stays
        // the pane unless --stdout is given.
        let pane = arguments.contains("--stdout") ? result
            : "\(command) 2>\(TmuxPilot.quote(scratch.file("err")))"
        let pilot = try TmuxPilot(arguments: [], shellCommand: "sh -c \(TmuxPilot.quote(pane))")
        try #require(try pilot.waitFor(ready, timeout: 10), "\(program): no screen")
        for key in keys {
            let before = try pilot.screen()
            try pilot.press(key)
            _ = try pilot.waitForScreen(timeout: 2) { $0 != before }
        }
        let status = try pilot.waitForExit(timeout: 5)
        func read(_ name: String) -> String {
            (try? String(contentsOfFile: scratch.file(name), encoding: .utf8)) ?? ""
        }
        return (status, read("out"), read("err"))
    }

    static let dialog = "/usr/bin/dialog"
    /// Tags that dialog quotes and escapes, and one it leaves alone.
    static let entries = ["a", "Alpha", "on", "c d", "Space", "off", "e\\f", "Backslash", "on", "x$y", "Dollar", "off"]

    @Test("dialog's form prints what dialog --buildlist prints for the same choices",
          arguments: [
            // Add both available tags; no --reorder: input order, quoted as dialog quotes.
            (["--buildlist", "Pick", "20", "60", "10"], ["Space", "Space", "Enter"], ["Space", "Space", "Enter"]),
            // --reorder --separate-output --stdout: the order of adding, one tag a line.
            (["--reorder", "--separate-output", "--stdout", "--buildlist", "Pick", "20", "60", "10"],
             ["Down", "Space", "Up", "Space", "Enter"], ["Down", "Space", "Up", "Space", "Enter"]),
            // --single-quoted, nothing changed.
            (["--single-quoted", "--buildlist", "Pick", "20", "60", "10"], ["Enter"], ["Enter"]),
            // Esc: 255, nothing printed. Cancel: 1, nothing printed.
            (["--buildlist", "Pick", "20", "60", "10"], ["Escape"], ["Escape"]),
            (["--buildlist", "Pick", "20", "60", "10"], ["Tab", "Enter"], ["Tab", "Enter"]),
            // dialog's keys give dialog's result here (the form starts on the items not chosen).
            (["--buildlist", "Pick", "20", "60", "10"], ["Right", "Enter"], ["Right", "Enter"]),
          ] as [([String], [String], [String])])
    func sameAsDialog(_ arguments: [String], _ dialogKeys: [String], _ ourKeys: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.dialog), "dialog is not installed (make deps installs it)")
        let theirs = try Self.run(Self.dialog, arguments + Self.entries, ready: "Cancel", keys: dialogKeys)
        let ours = try Self.run(TmuxPilot.binary, arguments + Self.entries, ready: "Esc Cancel", keys: ourKeys)
        #expect(ours.status == theirs.status)
        #expect(ours.err == theirs.err, "stderr: ours \(ours.err.debugDescription), dialog's \(theirs.err.debugDescription)")
        if arguments.contains("--stdout") {
            #expect(ours.out == theirs.out, "stdout: ours \(ours.out.debugDescription), dialog's \(theirs.out.debugDescription)")
        }
        // Each test is about a result or a refusal: make sure it was not two empty outputs by accident.
        if theirs.status == 0 { #expect(!(theirs.err + theirs.out).isEmpty) }
    }
}
