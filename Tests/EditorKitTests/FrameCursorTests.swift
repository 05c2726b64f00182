import ChannelCore
import EditorKit
import Testing
import TestSupport

/// After every frame the terminal's cursor rests on the focused cell's label (or on the
/// lifted cell's), as dialog leaves it on its current item, so screen readers and braille
/// displays follow the focus (issue 17.6).
@Suite struct FrameCursorTests {
    /// The column and row of `text` on the frame, found by its lines.
    static func position(of text: String, in frame: Frame) -> Frame.Cursor? {
        let needle = Array(text)
        for row in 0..<frame.rows {
            let line = Array(frame.line(row))
            guard line.count >= needle.count else { continue }
            for start in 0...(line.count - needle.count) where Array(line[start..<(start + needle.count)]) == needle {
                return Frame.Cursor(column: start, row: row)  // ASCII lines: characters are columns
            }
        }
        return nil
    }

    @Test func theCursorRestsOnTheFocusedCellsLabel() throws {
        var state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 12, mode: .edit)
        state.focus = Place(.mine, 5)
        let frame = RenderSamples.frame(state)
        #expect(frame.cursor == Self.position(of: "[×World ]", in: frame).map { Frame.Cursor(column: $0.column + 2, row: $0.row) })
        #expect(frame.cursor.map { frame[$0.column, $0.row].text } == "W")
        #expect(frame.cursor.map { frame[$0.column, $0.row].style.focused } == true)
    }

    @Test func inAddChannelsToo() throws {
        var state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 12)
        state.focus = Place(.available, 1)
        let frame = RenderSamples.frame(state)
        #expect(frame.cursor == Self.position(of: "[+Food ]", in: frame).map { Frame.Cursor(column: $0.column + 2, row: $0.row) })
    }

    @Test func onTheLiftedCellDuringAMouseDrag() throws {
        var state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 12, mode: .edit)
        let board = state.board
        state.focus = Place(.mine, 3)
        state.drag = Drag(id: board.mine[3].id, originIndex: 3, source: .mouse(grabOffset: 2), pointerColumn: 20, pointerRow: 8)
        let frame = RenderSamples.frame(state)
        // The lifted box is drawn in its slot, wherever the pointer is (issue 22.9).
        let slot = try #require(Self.position(of: "[ Finance ]", in: frame))
        #expect(frame.cursor == Frame.Cursor(column: slot.column + 2, row: slot.row))
        #expect(frame[slot.column, slot.row].style.role == .lifted)
    }

    @Test func theHelpAndTheTooSmallNoticeHoldTheCursorWhereTheyAreRead() throws {
        var state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 12)
        state.showsHelp = true
        let help = RenderSamples.frame(state)
        let title = Self.position(of: "Help", in: help)
        #expect(title != nil && help.cursor == title, "the help overlay hides the focus: the cursor on its title")
        state.showsHelp = false
        state.size = ScreenSize(columns: 10, rows: 4)
        let small = RenderSamples.frame(state)
        #expect(small.cursor.map { small[$0.column, $0.row].style.role } == .notice, "the too-small notice")
    }
}
