import Foundation
import Glibc
import Testing

/// dialog's and whiptail's forms side by side with the real programs (dialog 1.3-20230209,
/// whiptail 0.52.23): generated combinations of every option that changes what they print or
/// return, each run in tmux with both programs for the same choices, comparing stdout, stderr,
/// file descriptor 3 and the exit status byte for byte. `make test` runs a few dozen cases;
/// `DIALOG_COMPARISON_CASES=N` runs N (`make fuzz` runs more); a failure names its case
/// number, and `DIALOG_COMPARISON_FIRST=K DIALOG_COMPARISON_CASES=1` replays it.
@Suite(.serialized) struct PickDialogComparisonTests {
    static let environment = ProcessInfo.processInfo.environment
    static var caseCount: Int { Int(environment["DIALOG_COMPARISON_CASES"] ?? "") ?? 32 }
    static var firstCase: Int { Int(environment["DIALOG_COMPARISON_FIRST"] ?? "") ?? 0 }

    /// What the user does, as keys for each program (the screens differ; the choices do not).
    enum Choice: CaseIterable, CustomStringConvertible {
        /// Accept what the script preset.
        case accept
        /// Add the first item (which the generator leaves off), then accept.
        case addFirst
        /// Esc: dialog and whiptail return 255 and print nothing.
        case escape
        /// The Cancel button (`q` here): 1, nothing printed.
        case cancel
        /// dialog's Extra button (`E` here): 3, the list as for OK.
        case extra
        /// dialog's Help button (`H` here) on the `--default-item`: 2 (item help: 4 unless
        /// remapped, then 2), `HELP` and the tag or item help.
        case help
        /// Generated keys from the very start (Space, arrows, Tab to the buttons), then Enter:
        /// the same keys for both programs (`Case.keys`).
        case walk

        var description: String {
            switch self {
            case .accept: return "accept"
            case .addFirst: return "add the first"
            case .escape: return "Esc"
            case .cancel: return "Cancel"
            case .extra: return "Extra"
            case .help: return "Help"
            case .walk: return "keys"
            }
        }

        /// The keys, the same for dialog's or whiptail's form here as for the program itself
        /// (README, "dialog's and whiptail's forms"). `extraButton`: dialog's buttons are OK,
        /// Extra, Cancel, Help; Tab walks them from OK. `.walk` has its keys in the case.
        func keys(whiptail: Bool, extraButton: Bool = false) -> [String] {
            let extra = extraButton ? ["Tab"] : []
            switch self {
            case .accept: return ["Enter"]
            case .addFirst: return ["Space", "Enter"]
            case .escape: return ["Escape"]
            case .cancel: return whiptail ? ["Tab", "Tab", "Enter"] : extra + ["Tab", "Enter"]
            case .extra: return ["Tab", "Enter"]
            case .help: return extra + ["Tab", "Tab", "Enter"]
            case .walk: return ["Enter"]
            }
        }
    }

    /// What `.walk` presses before its Enter: keys at the very start and Tab to the buttons.
    /// whiptail's Space on a focused button presses it, ending the program early: not after Tab.
    static let walks: [[String]] = [
        ["Space"], ["Right"], ["Tab"], ["Down"], ["Left"], ["BTab"], ["Up"], ["Down", "Space"], ["Space", "Space"],
        ["Right", "Right"], ["Tab", "Tab"], ["Down", "Down", "Space"], ["Tab", "Left"], ["Space", "Down", "Space"],
        ["Right", "Space"], ["Tab", "Down"], ["Tab", "Up", "Space"], ["Down", "Space", "Up", "Space"],
    ]

    /// One generated combination.
    struct Case: CustomTestStringConvertible, Sendable {
        let number: Int
        let whiptail: Bool
        let options: [String]
        let box: String
        let entries: [String]
        let choice: String
        /// What is pressed, in both programs.
        var keys: [String] = []
        /// DIALOG_* variables for both programs (whiptail, and so channel-editor's whiptail form, reads none).
        var environment: [String: String] = [:]

        var testDescription: String {
            let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value) " }.joined()
            return "#\(number) \(variables)\(whiptail ? "whiptail" : "dialog") \(options.joined(separator: " ")) \(box) [\(choice): \(keys.joined(separator: " "))]"
        }
    }

    /// Tags dialog quotes or escapes in each of its styles, and ones it leaves alone.
    static let tags = ["a", "c d", "e\\f", "x$y", "q'r", "s\"t", "é中", "m*?", "p;q", "b", "n(1)", "w~", ""]

    /// A small deterministic generator (the same cases on every run).
    struct Generator {
        var state: UInt64
        mutating func next(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
    }

    static func makeCase(_ number: Int) -> Case {
        var random = Generator(state: UInt64(number) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let whiptail = number % 5 == 4
        // whiptail has no Extra or Help button.
        // Generated keys in about a third of the cases.
        let choices: [Choice] = whiptail
            ? [.accept, .addFirst, .escape, .cancel, .walk, .walk] : Choice.allCases + [.walk, .walk]
        let choice = choices[random.next(choices.count)]
        var options: [String] = []
        let box: String
        var width = 3
        var itemHelp = false
        if whiptail {
            box = "--checklist"
            if random.next(2) == 0 { options += ["--separate-output"] }
            if random.next(3) == 0 { options += ["--output-fd", "3"] }
            if random.next(3) == 0 {
                options += ["--noitem"]
                width = 2
            }
            // --nocancel takes whiptail's Cancel button away: not with a cancel.
            let looks = choice == .cancel ? ["--notags", "--clear", "--fb"] : ["--notags", "--clear", "--fb", "--nocancel"]
            if random.next(3) == 0 { options += [looks[random.next(looks.count)]] }
            if random.next(3) == 0 { options += ["--title", "Title"] }
        } else {
            box = random.next(2) == 0 ? "--buildlist" : "--checklist"
            options += [[], ["--single-quoted"], ["--quoted"]][random.next(3)]
            if random.next(2) == 0 { options += ["--separate-output"] }
            options += [[], [], ["--output-separator", ","], ["--separator", "::"]][random.next(4)]
            options += [[], ["--stdout"], ["--stderr"], ["--output-fd", "3"]][random.next(4)]
            if box == "--buildlist", random.next(2) == 0 { options += ["--reorder"] }
            switch random.next(4) {
            case 0 where box == "--checklist":
                // dialog 1.3-20230209 crashes (SIGSEGV) on --no-items with --buildlist.
                options += ["--no-items"]
                width = 2
            case 1:
                options += ["--item-help"]
                itemHelp = true
            default: break
            }
            if random.next(3) == 0 { options += [["--no-tags", "--title", "--ok-label"][random.next(3)]] }
            if options.last == "--title" || options.last == "--ok-label" { options += ["Go"] }
            // dialog's buttons: asked for when pressed, and now and then when not.
            if choice == .extra || random.next(4) == 0 {
                options += ["--extra-button"] + (random.next(2) == 0 ? ["--extra-label", "More"] : [])
            }
            if choice == .help || random.next(4) == 0 {
                options += ["--help-button"] + (random.next(2) == 0 ? ["--help-label", "Why"] : [])
                if random.next(2) == 0 { options += ["--help-status"] }
                if itemHelp, random.next(2) == 0 { options += ["--help-tags"] }
            }
        }
        var entries: [String] = []
        var pool = tags
        for index in 0..<(3 + random.next(3)) {
            let tag = pool.remove(at: random.next(pool.count))
            // The first item is off when the choice adds it.
            let on = choice == .addFirst && index == 0 ? false : random.next(2) == 0
            var status = on ? "on" : "off"
            if whiptail, on { status = ["on", "1", "YES", "On"][random.next(4)] }
            if !whiptail, on, random.next(3) == 0 { status = "ON" }
            entries.append(tag)
            if width == 3 { entries.append("Item \(index)") }
            entries.append(status)
            if itemHelp { entries.append("Help \(index)") }
        }
        // Help is pressed on the --default-item, chosen or not: both programs start there.
        if choice == .help {
            let step = width + (itemHelp ? 1 : 0)
            let starts = Array(stride(from: 0, to: entries.count, by: step)).filter { !entries[$0].isEmpty }
            if !starts.isEmpty { options += ["--default-item", entries[starts[random.next(starts.count)]]] }
        }
        let variables: [[String: String]] = [
            [:], [:], ["DIALOG_OK": "10", "DIALOG_CANCEL": "11"], ["DIALOG_EXTRA": "0x21", "DIALOG_HELP": "7"],
            ["DIALOG_ITEM_HELP": "8", "DIALOG_ESC": "-1"], ["DIALOG_HELP": "9 ", "DIALOG_ESC": "300"],
        ]
        var keys = choice.keys(whiptail: whiptail, extraButton: options.contains("--extra-button"))
        if choice == .walk {
            let walks = Self.walks.filter { walk in
                !whiptail || !zip(walk, walk.dropFirst()).contains { ["Tab", "BTab"].contains($0.0) && $0.1 == "Space" }
            }
            keys = walks[random.next(walks.count)] + keys
        }
        let environment = variables[random.next(variables.count)]
        // dialog's --no-ok (Enter is OK on any button) and --default-button (where the focus
        // starts; a button the form lacks falls back to the first), drawn last so that the
        // cases above stay as they were.
        if !whiptail, random.next(3) == 0 {
            let buttons = [["--no-ok"], ["--nook"], ["--default-button", "cancel"], ["--default-button", "NO"],
                           ["--default-button", "extra"], ["--default-button", "help"], ["--default-button", "ok"]]
            options += buttons[random.next(buttons.count)]
        }
        return Case(number: number, whiptail: whiptail, options: options, box: box, entries: entries,
                    choice: choice.description, keys: keys, environment: environment)
    }

    static var cases: [Case] { (firstCase..<(firstCase + caseCount)).map(makeCase) }

    struct Result: Equatable {
        var status: Int?
        var out: String
        var err: String
        var fd3: String
    }

    /// Runs `command` in a pane with stderr and fd 3 to files (stdout too with `--stdout`:
    /// dialog draws on stdout otherwise, as channel-editor draws on /dev/tty), waits for
    /// `ready`, presses `keys` one by one.
    static func run(_ command: [String], ready: String, keys: [String], environment: [String: String] = [:]) throws -> Result {
        let scratch = try Scratch()
        let words = command.map(TmuxPilot.quote).joined(separator: " ")
        var redirections = " 2>\(TmuxPilot.quote(scratch.file("err"))) 3>\(TmuxPilot.quote(scratch.file("fd3")))"
        if command.contains("--stdout") { redirections += " >\(TmuxPilot.quote(scratch.file("out")))" }
        // ESCDELAY: ncurses (dialog's and ours) waits this long after Esc for more bytes.
        let pilot = try TmuxPilot(
            arguments: [], environment: environment.merging(["ESCDELAY": "50"]) { $1 }, shellCommand: "sh -c \(TmuxPilot.quote(words + redirections))")
        let appeared = try pilot.waitFor(ready, timeout: 10)
        let screen = try pilot.screen().joined(separator: "\n")
        try #require(appeared, "\(command[0]): no screen: \(screen)")
        for (index, key) in keys.enumerated() {
            let before = try pilot.screen()
            try pilot.press(key)
            // The last key ends the program: wait for that, not for a new screen.
            if index < keys.count - 1 { _ = try pilot.waitForScreen(timeout: 2) { $0 != before } }
        }
        let status = try pilot.waitForExit(timeout: 5)
        func read(_ name: String) -> String { (try? String(contentsOfFile: scratch.file(name), encoding: .utf8)) ?? "" }
        return Result(status: status, out: read("out"), err: read("err"), fd3: read("fd3"))
    }

    @Test("Generated combinations print what dialog and whiptail print", arguments: cases)
    func sameBytesAndStatus(_ generated: Case) throws {
        let program = generated.whiptail ? "/usr/bin/whiptail" : "/usr/bin/dialog"
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) is missing (make deps installs it)")
        guard let choice = Choice.allCases.first(where: { $0.description == generated.choice }) else { return }
        let arguments = generated.options + [generated.box, "Choose", "0", "0", "0"] + generated.entries
        let theirs = try Self.run(
            [program] + arguments, ready: generated.whiptail ? "Ok" : "Cancel", keys: generated.keys,
            environment: generated.environment)
        let ourCommand = [TmuxPilot.binary] + (generated.whiptail ? ["--whiptail"] : []) + arguments
        let ours = try Self.run(ourCommand, ready: "Esc Cancel", keys: generated.keys, environment: generated.environment)
        #expect(ours == theirs, "\(generated.testDescription)\nours:   \(ours)\ntheirs: \(theirs)")
        // A case about a result must have printed one (two empty outputs prove nothing).
        if choice == .addFirst || choice == .help { #expect(!(theirs.err + theirs.out + theirs.fd3).isEmpty) }
    }
}
