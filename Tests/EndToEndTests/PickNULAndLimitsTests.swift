import Foundation
import Glibc
import Testing

/// `pick --read0 --print0` on file names with newlines, `--min`/`--max` refusing OK until the
/// chosen list is within them, the checklist forms, a narrow footer that keeps OK and Cancel,
/// and every bad-input class of the new options (one line, 64 or 65, nothing written).
@Suite(.serialized) struct PickNULAndLimitsTests {
    typealias Session = PickEndToEndTests.Session

    @Test("find -print0 | pick --read0 --print0 | xargs -0: names with a newline and a tab come through whole")
    func nulSeparatedNames() throws {
        let scratch = try Scratch()
        let names = ["one\nline", "tab\there", "plain"]
        for name in names { try scratch.write(name, "x") }
        let out = scratch.file("out")
        // Nothing starts chosen (find gives no flags): add the first two and accept.
        let shell = "cd \(TmuxPilot.quote(scratch.path)) && find . -type f ! -name out -print0 | sort -z"
            + " | %CMD% | xargs -0 printf '[%s]' >\(TmuxPilot.quote(out))"
        let pilot = try TmuxPilot(arguments: ["pick", "--read0", "--no-fields", "--print0"], shellCommand: "sh -c \(TmuxPilot.quote(shell))")
        try #require(try pilot.waitFor("q/Esc Cancel", timeout: 10))
        try pilot.press("Tab")
        try pilot.press("Space")
        _ = try pilot.waitFor("[ ./one")
        try pilot.press("Space")
        _ = try pilot.waitFor("[ ./plain")
        try pilot.press("Enter")
        #expect(try pilot.waitForExit() == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "[./one\nline][./plain]")
    }

    @Test("--min: OK is refused with a notice until enough are chosen; the chosen list's header says how many more")
    func minimumRefusesOK() throws {
        let session = try Session(items: "a\tAlpha\ton\nb\tBeta\nc\tGamma\n", arguments: ["pick", "--min", "2", "--max", "2"])
        try session.waitForFrame()
        #expect(try session.pilot.waitFor("Chosen  1 more needed"))
        try session.pilot.press("Enter")
        #expect(try session.pilot.waitFor("Choose at least 2 (1 chosen)"))
        #expect(try !session.pilot.hasExited())
        try session.pilot.press("Tab")
        try session.pilot.press("Space")
        #expect(try session.pilot.waitFor("Chosen  no more allowed"))
        try session.pilot.press("Space")
        #expect(try session.pilot.waitFor("Chosen  1 too many"))
        try session.pilot.press("Enter")
        #expect(try session.pilot.waitFor("Choose at most 2 (3 chosen)"))
        // Take the last one back out (it goes back to its input place), then OK.
        try session.pilot.press("BTab")
        try session.pilot.press("End")
        try session.pilot.press("Space")
        _ = try session.pilot.waitFor("no more allowed")
        try session.pilot.press("Enter")
        #expect(try session.pilot.waitForExit() == 0)
        #expect(try session.output().split(separator: "\n").count == 2)
    }

    @Test("A removed item goes back to its input place among the available ones")
    func removedItemGoesBack() throws {
        let session = try Session(items: "a\tAlpha\nb\tBeta\ton\nc\tGamma\n")
        try session.waitForFrame()
        // Focus starts on Beta (chosen); Space removes it: it lands between Alpha and Gamma.
        try session.pilot.press("Space")
        let back = try session.pilot.waitFor("[+Alpha ] [+Beta ] [+Gamma ]")
        let screen = try session.pilot.screen().joined(separator: "\n")
        #expect(back, "\(screen)")
        // The choice changed: the first q only asks, the second cancels.
        try session.pilot.press("q")
        #expect(try session.pilot.waitFor("q again cancels"))
        try session.pilot.press("q")
        #expect(try session.pilot.waitForExit() == 1)
    }

    @Test("At 50 columns and with 10,000 items the footer still offers OK and Cancel")
    func narrowFooterKeepsTheWaysOut() throws {
        var items = ""
        for index in 0..<10_000 { items += "/usr/share/doc/package-\(index)/changelog.Debian.gz\n" }
        let scratch = try Scratch()
        try scratch.write("items", items)
        for columns in [50, 80] {
            let pilot = try TmuxPilot(
                arguments: ["pick"], columns: columns, rows: 20,
                shellCommand: "%CMD% <\(TmuxPilot.quote(scratch.file("items"))) >/dev/null")
            let screen = try pilot.waitForScreen(timeout: 10) { $0.last { !$0.isEmpty }?.contains("Cancel") == true }
            let footer = screen.last { !$0.isEmpty } ?? ""
            // Below 60 columns q/Esc is written q (Esc is in the help).
            let cancel = columns < 60 ? "q Cancel" : "q/Esc Cancel"
            #expect(footer.contains("Enter OK") && footer.contains(cancel), "\(columns) columns: \(footer)")
            try pilot.press("Tab")
            let moved = try pilot.waitForScreen(timeout: 3) { $0.last { !$0.isEmpty } != footer }
            let after = moved.last { !$0.isEmpty } ?? ""
            #expect(after.contains("Enter OK") && after.contains(cancel), "\(columns) columns, a long name focused: \(after)")
        }
    }

    @Test("dialog's checklist and whiptail's (through a link named channel-whiptail) print as they do")
    func checklistForms() throws {
        let scratch = try Scratch()
        let link = scratch.file("channel-whiptail")
        try #require(symlink(TmuxPilot.binary, link) == 0)
        let entries = ["a", "Alpha", "on", "b c", "Beta", "off", "d", "Delta", "YES"]
        let whiptail = try PickDialogComparisonTests.run([link, "--checklist", "t", "0", "0", "0"] + entries, ready: "Esc Cancel", keys: ["Enter"])
        #expect(whiptail == .init(status: 0, out: "", err: "\"a\" \"d\"", fd3: ""))
        let dialog = try PickDialogComparisonTests.run(
            [TmuxPilot.binary, "--separate-output", "--checklist", "t", "0", "0", "0"] + entries, ready: "Esc Cancel", keys: ["Escape"])
        #expect(dialog == .init(status: 255, out: "", err: "", fd3: ""))
        // Empty and repeated tags, as dialog's own samples use them, come out as given.
        let repeated = try PickDialogComparisonTests.run(
            [TmuxPilot.binary, "--checklist", "t", "0", "0", "0", "", "Apple", "on", "Dog", "D", "on", "Dog", "D2", "on", "", "E", "off"],
            ready: "Esc Cancel", keys: ["Enter"])
        #expect(repeated == .init(status: 0, out: "", err: "\"\" Dog Dog", fd3: ""))
    }

    @Test("--timeout: with no key for that long both end as Esc does, 255 and nothing printed")
    func timeoutIsEsc() throws {
        let arguments = ["--timeout", "1", "--buildlist", "t", "0", "0", "0", "a", "A", "on"]
        let theirs = try PickDialogComparisonTests.run(["/usr/bin/dialog"] + arguments, ready: "Cancel", keys: [])
        let ours = try PickDialogComparisonTests.run([TmuxPilot.binary] + arguments, ready: "Esc Cancel", keys: [])
        #expect(theirs == .init(status: 255, out: "", err: "", fd3: ""))
        #expect(ours == theirs)
    }

    @Test("Bad input of the new options: one line, 64 or 65, nothing on stdout")
    func badInput() throws {
        let usage: [([String], String)] = [
            (["pick", "--min", "x"], "--min needs a count (0 or more), not \"x\""),
            (["pick", "--max", "0"], "--max must be 1 or more"),
            (["pick", "--min", "3", "--max", "2"], "--min 3 is more than --max 2: nothing could be chosen"),
            (["pick", "--print0", "--output", "tsv"], "--print0 goes with --output lines only"),
            (["pick", "--max"], "--max needs a value"),
            (["--checklist", "t", "1", "1"], "--checklist needs TEXT HEIGHT WIDTH LIST-HEIGHT"),
            (["--checklist", "t", "1e20", "1", "1"], "--checklist: HEIGHT must be a number, not \"1e20\""),
            (["--checklist", "t", "1", "1", "1", "a", "A"], "--checklist: items come in groups of 3 (TAG ITEM STATUS), 2 left over"),
            (["--whiptail", "--menu", "t", "1", "1", "1", "a"], "--menu: items come in groups of 2 (TAG ITEM), 1 left over"),
            (["--whiptail", "t", "1", "1", "1"], "--whiptail needs a box: --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT"),
            (["--timeout", "soon", "--buildlist", "t", "1", "1", "1"], "--timeout needs a count (0 or more), not \"soon\""),
        ]
        for (arguments, message) in usage {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: ["TERM": "xterm", "HOME": "/nonexistent"], input: [])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorText.hasPrefix("channel-editor: \(message)\n"), "\(arguments): \(result.errorText)")
            #expect(result.output.isEmpty)
        }
        let data: [([String], [UInt8], String)] = [
            (["pick"], [], "stdin: no items to choose from (pipe in one item a line)"),
            (["pick"], Array("\n\n".utf8), "stdin: no items to choose from (pipe in one item a line)"),
            (["pick", "-0"], Array("a\u{0}a\u{0}".utf8), "stdin: item 2: duplicate id \"a\" (first on item 1)"),
            (["pick", "-0"], Array("a\tA\tmaybe\u{0}".utf8), "stdin: item 1: unknown flag \"maybe\" (flags are on, off, locked, current, joined by commas, or - for none)"),
            (["pick", "-0"], [0x61, 0x00, 0xFF, 0x00], "stdin: item 2: not valid UTF-8"),
            (["pick", "--min", "3"], Array("a\nb\n".utf8), "--min 3 is more than the 2 items given: nothing could be chosen"),
            (["pick", "--min", "5"], Array("a\n".utf8), "--min 5 is more than the one item given: nothing could be chosen"),
        ]
        for (arguments, input, message) in data {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: ["TERM": "xterm", "HOME": "/nonexistent"], input: input)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.errorText == "channel-editor: \(message)\n", "\(arguments)")
            #expect(result.output.isEmpty)
        }
    }
}
