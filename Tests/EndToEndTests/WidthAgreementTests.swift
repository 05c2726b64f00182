import EditorKit
import Foundation
import Testing
import TestSupport

/// Issue 14.2: the terminal draws every label in exactly the columns the layout gives it, so a
/// click lands on the cell the user sees. Names with emoji sequences, variation selectors and
/// other scalars terminals disagree on (docs/DECISIONS.md, "Widths every terminal agrees on").
@Suite(.serialized) struct WidthAgreementTests {
    /// Names from each tricky class of the width table.
    static let trickyNames = [
        "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308} Pride",
        "\u{2764}\u{FE0F} Love", "\u{231A}\u{FE0E} Time", "\u{1F44D}\u{1F3FD} Likes", "\u{1F1FA}\u{1F1F8} News", "1\u{FE0F}\u{20E3} One",
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} Sport", "soft\u{AD}hy\u{200B}phen", "\u{1FAE8} New",
        "\u{915}\u{93E}\u{936}", "\u{1100}\u{1161}\u{11A8}", "\u{3030}\u{3297}", "Caf\u{E9} \u{2026}\u{2605}", "\u{4E2D}\u{6587} \u{FF21}",
    ]

    /// Each label, written in tmux: the cursor ends `label.width` columns on (read with a cursor
    /// position report, the terminal's own answer).
    @Test func tmuxDrawsEveryLabelAtTheWidthTheLayoutGivesIt() throws {
        let maker = LabelMaker(widthOf: TestWidth.wcwidth)
        let labels = Self.trickyNames.map { maker.label(for: $0) }
        let widths = try TerminalProbe.widthsInTmux(of: labels.map(\.text))
        for (index, label) in labels.enumerated() {
            #expect(widths[index] == label.width, "\(Self.trickyNames[index]) drawn as \(label.text)")
        }
        // The probe sees the disagreement the label removes: tmux draws the raw family name in
        // 9 columns, where wcwidth counts 15.
        let raw = try TerminalProbe.widthsInTmux(of: [Self.trickyNames[0]])
        #expect(raw == [9] && TestWidth.width(of: Self.trickyNames[0]) == 15)
    }

    /// "Family 👨‍👩‍👧‍👦" then "Beta": a click on the "Beta" tmux shows opens Beta (it opened
    /// the family channel when the editor measured 15 columns and tmux drew 9).
    @Test func aClickAfterAnEmojiSequenceOpensTheCellTheUserSees() throws {
        let scratch = try Scratch()
        let board = ChannelFixtures.fileText(
            mine: [FixtureChannel(id: "family", name: Self.trickyNames[0]), FixtureChannel(id: "beta", name: "Beta"),
                   FixtureChannel(id: "gamma", name: "Gamma")],
            available: [FixtureChannel(id: "autos", name: "Autos")])
        try scratch.write("c.json", board)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", board)
        let out = scratch.file("out.txt")
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("c.json")],
                                  environment: ["CHANNEL_EDITOR_DATA": scratch.file("data")],
                                  shellCommand: "sh -c '%CMD% > \(out); echo STATUS=$?; sleep 30'")
        try pilot.waitForFrame()
        let beta = try #require(try pilot.shownColumn(of: "[ Beta ]"))
        try pilot.click(column: beta.column + 3, row: beta.row)
        #expect(try pilot.waitFor("Click again to open Beta and exit"), "the first click only asks")
        try pilot.click(column: beta.column + 3, row: beta.row)
        let after = try pilot.waitForText("STATUS=")
        #expect(after.contains("STATUS=0"))
        #expect(try scratch.read("out.txt") == "beta\n")
    }
}

/// Asks a terminal how wide it draws a text: the text, then a cursor position report (`ESC[6n`),
/// whose answer comes after the terminal has drawn everything before it.
enum TerminalProbe {
    /// A bash script: for each line of the file `$1`, clear the line, write it, ask where the
    /// cursor is, and append its column (0-based) to the file `$2`; then `$2.done`.
    static let script = #"""
        exec 3<>/dev/tty
        stty raw -echo <&3
        while IFS= read -r line; do
          printf '\r\033[2K%s\033[6n' "$line" >&3
          IFS= read -r -s -d R reply <&3
          echo "$(( ${reply##*;} - 1 ))" >> "$2"
        done < "$1"
        stty sane <&3
        touch "$2.done"
        """#

    /// The columns tmux draws each text in.
    static func widthsInTmux(of texts: [String]) throws -> [Int] {
        let scratch = try Scratch()
        try scratch.write("probe.sh", script)
        try scratch.write("texts", texts.map { $0 + "\n" }.joined())
        let pilot = try TmuxPilot(shell: "bash \(scratch.file("probe.sh")) \(scratch.file("texts")) \(scratch.file("widths"))")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: scratch.file("widths.done")), Date() < deadline { usleep(20_000) }
        _ = pilot
        let widths = try scratch.read("widths").split(separator: "\n").compactMap { Int($0) }
        guard widths.count == texts.count else { throw PilotError("probe answered \(widths.count) of \(texts.count)") }
        return widths
    }
}

extension TmuxPilot {
    /// A pane running a shell command instead of the editor.
    convenience init(shell: String) throws {
        try self.init(arguments: [], shellCommand: shell)
    }

    /// Where tmux shows `text` (ASCII): tmux's own column, found with copy mode's search, which
    /// counts the cells tmux drew (the captured text alone cannot tell how wide tmux drew each
    /// character before it).
    func shownColumn(of text: String) throws -> (column: Int, row: Int)? {
        try tmux(["copy-mode", "-t", session])
        defer { _ = try? tmux(["send-keys", "-t", session, "-X", "cancel"]) }
        try tmux(["send-keys", "-t", session, "-X", "search-backward-text", text])
        let parts = try tmux(["display-message", "-p", "-t", session, "#{copy_cursor_x} #{copy_cursor_y}"])
        let fields = parts.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        // Not found, the cursor stays where copy mode put it: check the row holds the text.
        guard fields.count == 2, let line = try screen().dropFirst(fields[1]).first, line.contains(text) else { return nil }
        return (fields[0], fields[1])
    }
}
