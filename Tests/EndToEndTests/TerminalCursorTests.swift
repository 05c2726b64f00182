import Foundation
import Testing

/// The terminal's cursor follows the focus (issue 17.6): after every frame it rests on the
/// focused cell's label, where a screen reader or braille display tracking the cursor reads it.
@Suite(.serialized)
struct TerminalCursorTests {
    @Test("In tmux, the cursor is on the focused cell's label after start and after each focus move")
    func theCursorFollowsTheFocus() throws {
        let scratch = try Scratch()
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("channels.json")])
        var board = try #require(try pilot.waitForBoard { $0.focus != nil })
        for key in ["Right", "Tab", "Right", "Down"] {
            let before = board.focusKey
            try pilot.press(key)
            board = try #require(try pilot.waitForBoard { $0.focusKey != before })
            let name = try #require(board.focusedName)
            let cell = try #require(ScreenQueries.cell(name, in: try pilot.screen()))
            var cursor = (column: -1, row: -1)
            let deadline = Date().addingTimeInterval(3)
            repeat {
                let parts = try pilot.paneVariable("cursor_x") + " " + pilot.paneVariable("cursor_y")
                let numbers = parts.split(separator: " ").compactMap { Int($0) }
                if numbers.count == 2 { cursor = (numbers[0], numbers[1]) }
                if cursor == (cell.column + 2, cell.row) { break }
                usleep(15_000)
            } while Date() < deadline
            #expect(cursor == (cell.column + 2, cell.row), "after \(key): the cursor is at \(cursor), \(name) starts at \(cell)")
        }
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }
}
