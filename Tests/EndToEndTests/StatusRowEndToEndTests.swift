import Foundation
import Testing

/// Issue 27.2 through the real binary in tmux, with mouse reporting on (X10 reports, as
/// `MouseAloneTests` sends them): a change made with the mouse is said in one sentence on the
/// status row, the row above the footer, and the footer's hints stay there to be clicked
/// (undo right after the add, redo right after the undo), at 80x24 and at 40x12.
@Suite(.serialized)
struct StatusRowEndToEndTests {
    /// The status row (the one above the footer) of a screen `rows` high, without its margin;
    /// a sentence too long for it starts on the row above when nothing else is drawn there
    /// (the two joined, as said).
    static func status(_ screen: [String], rows: Int) -> String {
        guard screen.count >= rows else { return "" }
        let row = screen[rows - 2].trimmingCharacters(in: .whitespaces)
        let above = screen[rows - 3]
        // Only a line of a sentence's words counts: no cell ("[", "("), no header (whose parts
        // stand two spaces apart).
        let first = above.trimmingCharacters(in: .whitespaces)
        guard !above.contains("["), !above.contains("("), !first.contains("  ") else { return row }
        return first.isEmpty ? row : first + " " + row
    }

    /// Waits until the status row starts with `sentence` (a narrow screen cuts a long one).
    static func waitForStatus(_ sentence: String, _ pilot: TmuxPilot, rows: Int) throws -> [String] {
        try pilot.waitForScreen { status($0, rows: rows).hasPrefix(sentence) }
    }

    /// Waits until tmux's cursor is at `spot`; false when it never got there.
    static func cursor(_ pilot: TmuxPilot, becomes spot: (column: Int, row: Int)) throws -> Bool {
        let deadline = Date().addingTimeInterval(3)
        repeat {
            let numbers = try [pilot.paneVariable("cursor_x"), pilot.paneVariable("cursor_y")].compactMap { Int($0) }
            if numbers.count == 2, numbers[0] == spot.column, numbers[1] == spot.row { return true }
            usleep(15_000)
        } while Date() < deadline
        return false
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func aClickedAddIsSaidAndTheFooterStillUndoesAndRedoes(columns: Int, rows: Int) throws {
        let (scratch, pilot) = try MouseAloneTests.session(columns: columns, rows: rows)
        let file = scratch.file("c.json")
        let health = try #require(ScreenQueries.cell("Health", in: try pilot.screen()))
        try pilot.click(column: health.column + 2, row: health.row)
        let sentence = "Health added to My Channels, place 6 of 6."
        let added = try Self.waitForStatus(String(sentence.prefix(30)), pilot, rows: rows)
        let said = Self.status(added, rows: rows)
        // 42 columns: whole at 80; at 40 (the row's room is 38) on two rows, the row above being
        // free below the channels.
        #expect(said == sentence, "\(added.joined(separator: "\n"))")
        #expect(added[rows - 1].contains("u undo"), "the footer keeps its hints: \(added[rows - 1])")
        #expect(try Self.waitForSaved(file) { $0.mine.last == "health" }, "saved after its frame")
        // u undo, clicked at once: said on the same row.
        try MouseAloneTests.click("u undo", pilot)
        let undone = try Self.waitForStatus("Undone: Health is in Add Channels.", pilot, rows: rows)
        #expect(Self.status(undone, rows: rows) == "Undone: Health is in Add Channels.", "\(undone.joined(separator: "\n"))")
        // Redo is in the footer at both widths (^R at 40 columns), and a click on it redoes.
        let redo = columns < 60 ? "^R redo" : "Ctrl-R redo"
        #expect(undone[rows - 1].contains(redo), "\(undone[rows - 1])")
        try MouseAloneTests.click(redo, pilot)
        let redone = try Self.waitForStatus("Redone: Health is at place 6", pilot, rows: rows)
        #expect(Self.status(redone, rows: rows).hasPrefix("Redone: Health is at place 6"), "\(redone.joined(separator: "\n"))")
        // A refusal goes on the same row; the cursor stays on the focused cell.
        try pilot.press("u")
        try pilot.press("u")
        let refused = try Self.waitForStatus("Nothing to undo", pilot, rows: rows)
        #expect(Self.status(refused, rows: rows) == "Nothing to undo")
        let focused = try #require(ScreenQueries.cell("Health", in: refused))
        #expect(try Self.cursor(pilot, becomes: (focused.column + 2, focused.row)), "the cursor stays on the focused cell")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try Self.waitForSaved(file) { $0.mine == InteractionTests.originalMine })
    }

    /// Waits until the saved file satisfies `condition` (a save comes just after its frame).
    static func waitForSaved(_ file: String, _ condition: (SavedFile) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            if condition(try SavedFile(path: file)) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }
}
