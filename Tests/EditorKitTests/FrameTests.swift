import ChannelCore
import EditorKit
import Testing
import TestSupport

/// `Frame.put` / `Frame.fill`, and a frame-level check that wide characters never straddle.
@Suite struct FrameTests {
    private let width = TestWidth.wcwidth
    private let key = Style(.key)

    @Test func aNewFrameIsBlankAndNeverNegative() {
        let frame = Frame(columns: 3, rows: 2)
        #expect(frame.cells.count == 6)
        #expect(frame.lines == ["   ", "   "])
        #expect(frame.cells.allSatisfy { $0 == .blank })
        let empty = Frame(columns: -3, rows: -1)
        #expect(empty.columns == 0 && empty.rows == 0 && empty.cells.isEmpty)
    }

    @Test func putWritesScalarsAndReturnsTheNextColumn() {
        var frame = Frame(columns: 8, rows: 1)
        #expect(frame.put("abc", column: 2, row: 0, style: key, widthOf: width) == 5)
        #expect(frame.line(0) == "  abc   ")
        #expect(frame[2, 0] == Frame.Cell("a", style: key))
        #expect(frame[1, 0].style == .plain && frame[5, 0].style == .plain)
    }

    @Test func aWideCharacterTakesTwoCells() {
        var frame = Frame(columns: 6, rows: 1)
        #expect(frame.put("财a", column: 1, row: 0, style: key, widthOf: width) == 4)
        #expect(frame[1, 0].text == "财")
        #expect(frame[2, 0].isContinuation && frame[2, 0].style == key)
        #expect(frame[3, 0].text == "a")
        // The continuation is skipped in the text.
        #expect(frame.line(0) == " 财a  ")
    }

    @Test func putStopsAtTheRightEdgeAndDropsAWideCharacterThatWouldStraddleIt() {
        var frame = Frame(columns: 5, rows: 1)
        #expect(frame.put("abcdefg", column: 2, row: 0, style: key, widthOf: width) == 5)
        #expect(frame.line(0) == "  abc")
        var wide = Frame(columns: 5, rows: 1)
        #expect(wide.put("财经", column: 2, row: 0, style: key, widthOf: width) == 4)
        #expect(wide.line(0) == "  财 ")
        #expect(wide[4, 0] == .blank)
        #expect(FrameChecks.problems(in: wide).isEmpty)
    }

    @Test func putFromALeftColumnDrawsOnlyWhatIsOnScreen() {
        var frame = Frame(columns: 5, rows: 1)
        frame.put("abcd", column: -2, row: 0, style: key, widthOf: width)
        #expect(frame.line(0) == "cd   ")
        // A wide character across the left edge is dropped, not half drawn.
        var wide = Frame(columns: 5, rows: 1)
        wide.put("财经x", column: -1, row: 0, style: key, widthOf: width)
        #expect(wide.line(0) == " 经x ")
        #expect(FrameChecks.problems(in: wide).isEmpty)
    }

    @Test func zeroWidthScalarsJoinThePreviousCell() {
        var frame = Frame(columns: 4, rows: 1)
        #expect(frame.put("e\u{301}x", column: 0, row: 0, style: key, widthOf: width) == 2)
        #expect(frame[0, 0].text == "e\u{301}")
        #expect(frame[1, 0].text == "x")
        // With nothing before it in this put, a combining mark is dropped, never stored alone.
        var alone = Frame(columns: 4, rows: 1)
        alone.put("\u{301}y", column: 1, row: 0, style: key, widthOf: width)
        #expect(alone.line(0) == " y  ")
        #expect(FrameChecks.problems(in: alone).isEmpty)
    }

    @Test func aCellKeepsAGraphemeOfUpToFiveScalarsAndItsStyle() {
        // Curses draws at most five scalars a cell: more marks are dropped.
        var frame = Frame(columns: 3, rows: 1)
        let marks = String(repeating: "\u{301}", count: 8)
        frame.put("e" + marks + "x", column: 0, row: 0, style: key, widthOf: width)
        #expect(frame[0, 0].text == "e" + String(repeating: "\u{301}", count: 4))
        #expect(frame[0, 0].scalar(at: 4) == "\u{301}")
        #expect(frame[0, 0].scalar(at: 5) == nil)
        #expect(frame[1, 0].text == "x" && frame[1, 0].scalar(at: 1) == nil)
        #expect(Frame.Cell("财", style: key) == Frame.Cell("财" as Unicode.Scalar, style: key))
        #expect(Frame.Cell("\u{10FFFF}", style: key).text == "\u{10FFFF}", "the largest scalar fits its slot")
        #expect(Frame.Cell.continuation(key).isContinuation && Frame.Cell.continuation(key).text.isEmpty)
        #expect(!Frame.Cell.blank.isContinuation && Frame.Cell.blank.text == " ")
        // Every style comes back as it went in, and no two styles pack alike (a role in 4 bits).
        #expect(Style.Role.allCases.allSatisfy { $0.rawValue < 16 })
        let styles = Style.Role.allCases.flatMap { role in
            [false, true].flatMap { focused in [false, true].flatMap { current in [false, true].map { matched in
                Style(role, focused: focused, current: current, matched: matched) } } }
        }
        for style in styles {
            var cell = Frame.Cell("e\u{301}\u{302}\u{303}\u{304}", style: style)
            #expect(cell.style == style && cell.text == "e\u{301}\u{302}\u{303}\u{304}")
            cell.style = .plain
            #expect(cell.style == .plain && cell.text == "e\u{301}\u{302}\u{303}\u{304}")
        }
        #expect(Set(styles.map { Frame.Cell("a", style: $0) }).count == styles.count)
        #expect(styles.allSatisfy { $0.index < Style.count && Style(index: $0.index) == $0 })
    }

    @Test func nonPrintableScalarsAreDrawnAsQuestionMarks() {
        var frame = Frame(columns: 6, rows: 1)
        #expect(frame.put("a\u{1B}[m\u{85}", column: 0, row: 0, style: key, widthOf: width) == 5)
        #expect(frame.line(0) == "a?[m? ")
        #expect(FrameChecks.problems(in: frame).isEmpty)
    }

    @Test func overwritingHalfAWideCharacterBlanksItsOtherHalf() {
        var frame = Frame(columns: 6, rows: 1)
        frame.put("财经", column: 1, row: 0, style: key, widthOf: width)
        // Onto the continuation of 财 and the first half of 经.
        frame.put("ab", column: 2, row: 0, style: .plain, widthOf: width)
        #expect(frame.line(0) == "  ab  ")
        #expect(frame[1, 0] == Frame.Cell(" ", style: key))
        #expect(frame[4, 0] == Frame.Cell(" ", style: key))
        #expect(FrameChecks.problems(in: frame).isEmpty)
        // A wide character onto two narrow halves of two wide ones.
        var mixed = Frame(columns: 6, rows: 1)
        mixed.put("财经", column: 0, row: 0, style: key, widthOf: width)
        mixed.put("中", column: 1, row: 0, style: .plain, widthOf: width)
        #expect(mixed.line(0) == " 中   ")
        #expect(FrameChecks.problems(in: mixed).isEmpty)
    }

    @Test func putOutsideTheRowsChangesNothing() {
        var frame = Frame(columns: 3, rows: 2)
        #expect(frame.put("abc", column: 0, row: 2, style: key, widthOf: width) == 0)
        #expect(frame.put("abc", column: 1, row: -1, style: key, widthOf: width) == 1)
        #expect(frame == Frame(columns: 3, rows: 2))
    }

    @Test func extremeCoordinatesNeverTrap() {
        var frame = Frame(columns: 4, rows: 2)
        frame.put("abc", column: Int.max, row: 0, style: key, widthOf: width)
        frame.put("财", column: Int.max - 1, row: 1, style: key, widthOf: width)
        frame.put("abc", column: Int.min, row: 0, style: key, widthOf: width)
        frame.fill(column: 2, row: 0, count: Int.max, style: key)
        frame.fill(column: Int.max, row: 1, count: Int.max, style: key)
        frame.fill(column: Int.min, row: 1, count: Int.max, style: key)
        #expect(frame.lines == ["    ", "    "])
        #expect(frame[1, 0].style == .plain && frame[2, 0].style == key && frame[3, 0].style == key)
    }

    @Test func fillClipsToTheRowAndIgnoresEmptyCounts() {
        var frame = Frame(columns: 5, rows: 1)
        frame.put("abcde", column: 0, row: 0, style: .plain, widthOf: width)
        frame.fill(column: 3, row: 0, count: 10, style: key)
        #expect(frame.line(0) == "abc  ")
        #expect(frame[3, 0].style == key && frame[4, 0].style == key && frame[2, 0].style == .plain)
        frame.fill(column: -2, row: 0, count: 3, style: key)
        #expect(frame.line(0) == " bc  ")
        #expect(frame[1, 0].style == .plain)
        frame.fill(column: 1, row: 0, count: 0, style: key)
        frame.fill(column: 1, row: 0, count: -4, style: key)
        frame.fill(column: 1, row: 3, count: 2, style: key)
        #expect(frame.line(0) == " bc  " && frame[1, 0].style == .plain)
    }

    @Test func fillOverHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(columns: 6, rows: 1)
        frame.put("财经", column: 0, row: 0, style: key, widthOf: width)
        frame.fill(column: 1, row: 0, count: 2, style: .plain)
        #expect(frame.line(0) == "      ")
        #expect(FrameChecks.problems(in: frame).isEmpty)
    }

    // MARK: Frame-level: wide characters at the right edge

    /// Cells wider than the screen (labels up to 30 columns on a 24..33-column screen), names
    /// that mix widths so a two-column character lands on the last column at some width, and a
    /// lifted cell held against the right edge: no wide character ever straddles the edge.
    @Test func aWideCharacterAtTheRightEdgeNeverStraddles() throws {
        let metrics = LayoutMetrics(maxLabelWidth: 30)
        let maker = LabelMaker(maxWidth: 30, widthOf: width)
        let board = try Board(
            mine: [Channel(id: "a", name: "中国国家地理杂志精选频道道"), Channel(id: "b", name: "x中国国家地理杂志精选频道道")],
            available: [Channel(id: "c", name: "NBA直播直播直播直播直播直播"), Channel(id: "d", name: "体育")])
        let labels = LabelBook(maker: maker)
        func frame(columns: Int, dragging: Bool) -> Frame {
            var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: 12))
            state.mode = .edit
            state.filterState = dragging ? .off : .applied("中国国家地理杂志")
            if dragging {
                state.drag = Drag(id: "b", originIndex: 1, source: .mouse(grabOffset: 0), pointerColumn: columns, pointerRow: 7)
            }
            let layout = state.layout(labels: labels, metrics: metrics)
            return render(state, layout: layout, labels: labels, hints: [], help: nil, widthOf: width)
        }
        for columns in 24...33 {
            for dragging in [false, true] {
                let frame = frame(columns: columns, dragging: dragging)
                #expect(FrameChecks.problems(in: frame).isEmpty, "\(columns) columns, dragging: \(dragging)")
            }
        }
        // At 24 columns the first cell's label starts at column 3: its eleventh character (频)
        // would take columns 23 and 24, across the edge. It is left out; the last column stays
        // a blank of the (focused, matched) cell's style.
        let narrow = frame(columns: 24, dragging: false)
        #expect(narrow[21, 1].text == "选" && narrow[22, 1].isContinuation)
        #expect(narrow[23, 1] == Frame.Cell(" ", style: Style(.mine, focused: true, matched: true)))
        // The lifted cell (31 columns), in its slot at column 1, runs past the edge the same way.
        let lifted = frame(columns: 24, dragging: true)
        let start = try #require((0..<lifted.rows).flatMap { y in (0..<lifted.columns).map { (x: $0, y: y) } }
            .first { lifted[$0.x, $0.y].style.role == .lifted })
        #expect(lifted.line(start.y).dropFirst(start.x).hasPrefix("[ x中国国家地理杂志精选"), "\(lifted.line(start.y))")
        #expect(lifted[23, start.y].style.role == .lifted)
    }
}
