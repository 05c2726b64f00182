import Foundation
import Testing

/// dialog's `--radiolist` and `--menu`, whiptail's `--radiolist` and `--menu`, and the keys of
/// every list box (issue 37: first-letter jumps, digits, `+ -`, Home, End, and letters that are
/// no keys there, `q e h / ?`), side by side with the real programs as PickDialogComparisonTests
/// does: generated cases, the same keys pressed in both, stdout, stderr, fd 3 and the status
/// compared byte for byte. `DIALOG_COMPARISON_CASES=N` runs N/3 here (`make fuzz` runs more);
/// `DIALOG_COMPARISON_FIRST=K DIALOG_COMPARISON_CASES=1` replays case K.
@Suite(.serialized) struct PickDialogListComparisonTests {
    typealias Base = PickDialogComparisonTests

    /// Tags that share first letters (any case), and ones dialog quotes.
    static let tags = ["core", "docs", "Dev", "gui", "net", "x y", "d;1", "2nd", "quit", "help", ""]
    /// Keys that move in one program or the other, or are no keys there.
    static let letters = ["d", "D", "g", "n", "x", "q", "e", "h", "/", "?", "2", "3", "c", "z"]

    static func makeCase(_ number: Int) -> Base.Case {
        var random = Base.Generator(state: UInt64(number) &* 0xD1B5_4A32_D192_ED03 &+ 7)
        let whiptail = number % 3 == 2
        let boxes = whiptail ? ["--radiolist", "--menu", "--checklist"] : ["--radiolist", "--menu", "--checklist", "--buildlist"]
        let box = boxes[random.next(boxes.count)]
        let isMenu = box == "--menu"
        var options: [String] = []
        var noItems = false
        var itemHelp = false
        if whiptail {
            if random.next(2) == 0 { options += ["--separate-output"] }
            if random.next(3) == 0 { options += ["--output-fd", "3"] }
            switch random.next(4) {
            case 0:
                options += ["--noitem"]
                noItems = true
            case 1: options += ["--notags"]
            default: break
            }
            if random.next(3) == 0 { options += ["--title", "Title"] }
        } else {
            options += [[], ["--single-quoted"], ["--quoted"]][random.next(3)]
            // dialog refuses --separate-output with a radiolist or a menu (DialogListBoxesTests).
            if random.next(2) == 0, box == "--checklist" || box == "--buildlist" { options += ["--separate-output"] }
            options += [[], [], ["--output-separator", ","]][random.next(3)]
            options += [[], ["--stdout"], ["--output-fd", "3"]][random.next(3)]
            switch random.next(4) {
            // dialog 1.3-20230209 crashes on --no-items with --buildlist.
            case 0 where box != "--buildlist":
                options += ["--no-items"]
                noItems = true
            case 1:
                options += ["--item-help"]
                itemHelp = true
            case 2: options += ["--no-tags"]
            default: break
            }
            if random.next(3) == 0 { options += ["--backtitle", "Setup"] }
        }
        // The entries: a menu's have no STATUS; whiptail's menu reads TAG ITEM with --noitem too.
        var entries: [String] = []
        var pool = tags
        var itemTags: [String] = []
        for index in 0..<(3 + random.next(4)) {
            let tag = pool.remove(at: random.next(pool.count))
            itemTags.append(tag)
            entries.append(tag)
            if !noItems || (whiptail && isMenu) { entries.append(["Core files", "Docs", "Graphical", "Net", "Extra", "Quit"][index]) }
            if !isMenu { entries.append(random.next(2) == 0 ? "on" : "off") }
            if itemHelp { entries.append("Help \(index)") }
        }
        if random.next(3) == 0, let tag = itemTags.filter({ !$0.isEmpty }).randomElement(using: &random) {
            options += ["--default-item", tag]
        }
        // Keys: letters, digits and moves from the start, then Enter (or Esc, or Tab Enter).
        var moves = letters
        if !whiptail { moves += ["+", "-", "Home", "End", "Down", "Up"] } else { moves += ["Down", "Up"] }
        // Space chooses in a list; dialog's menu ends on it (as Enter), whiptail's ignores it.
        if !isMenu || whiptail { moves += ["Space", "Space"] }
        var keys = (0..<(1 + random.next(5))).map { _ in moves[random.next(moves.count)] }
        switch random.next(6) {
        case 0: keys += ["Escape"]
        // Cancel: dialog's OK, Cancel; whiptail's list, OK, Cancel.
        case 1: keys += whiptail ? ["Tab", "Tab", "Enter"] : ["Tab", "Enter"]
        default: keys += ["Enter"]
        }
        var environment: [String: String] = [:]
        if !whiptail, random.next(4) == 0 { environment = ["DIALOG_OK": "10", "DIALOG_ESC": "7"] }
        return Base.Case(number: number, whiptail: whiptail, options: options, box: box, entries: entries,
                         choice: "keys", keys: keys, environment: environment)
    }

    static var cases: [Base.Case] { (Base.firstCase..<(Base.firstCase + Base.caseCount / 3)).map(makeCase) }

    @Test("Radiolists, menus and every list's keys print what dialog and whiptail print", arguments: cases)
    func sameBytesAndStatus(_ generated: Base.Case) throws {
        let program = generated.whiptail ? "/usr/bin/whiptail" : "/usr/bin/dialog"
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) is missing (make deps installs it)")
        let arguments = generated.options + [generated.box, "Choose", "0", "0", "0"] + generated.entries
        let theirs = try Base.run(
            [program] + arguments, ready: generated.whiptail ? "Ok" : "Cancel", keys: generated.keys,
            environment: generated.environment)
        let ourCommand = [TmuxPilot.binary] + (generated.whiptail ? ["--whiptail"] : []) + arguments
        let ours = try Base.run(ourCommand, ready: "Esc Cancel", keys: generated.keys, environment: generated.environment)
        #expect(ours == theirs, "\(generated.testDescription)\nours:   \(ours)\ntheirs: \(theirs)")
    }
}

private extension Array {
    /// A deterministic pick with the case's generator.
    func randomElement(using generator: inout PickDialogComparisonTests.Generator) -> Element? {
        isEmpty ? nil : self[generator.next(count)]
    }
}
