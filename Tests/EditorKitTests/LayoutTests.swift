import ChannelCore
import EditorKit
import Testing
import TestSupport

/// `FlowLayout`, hit testing and `Viewport`. Cells are `[ label ]`: label width + 4 columns;
/// margin 1, spacing 1, one blank row between the sections (`LayoutMetrics.standard`).
@Suite struct LayoutTests {
    /// (row, column) of every box in a section, for compact expectations.
    private func spots(_ boxes: [CellBox]) -> [[Int]] {
        boxes.map { [$0.row, $0.column] }
    }

    // MARK: Wrapping, margins, spacing

    /// Labels 3, 5, 4, 7 wide make cells 7, 9, 8, 11 wide.
    @Test(arguments: [
        // Everything on one row: 1, 1+7+1, 9+9+1, 19+8+1.
        (80, [[1, 1], [1, 9], [1, 19], [1, 28]]),
        // 28 + 11 = 39 passes the right margin (29): the last cell wraps.
        (30, [[1, 1], [1, 9], [1, 19], [2, 1]]),
        // Exactly at the margin: 28 + 11 = 39 = 40 - 1 still fits.
        (40, [[1, 1], [1, 9], [1, 19], [1, 28]]),
        // One column less and it no longer does.
        (39, [[1, 1], [1, 9], [1, 19], [2, 1]]),
        // 19 + 8 = 27 > 23: third and fourth wrap together.
        (24, [[1, 1], [1, 9], [2, 1], [2, 10]]),
    ])
    func wrapsAtTheRightMargin(width: Int, expected: [[Int]]) {
        let layout = FlowLayout(mineLabelWidths: [3, 5, 4, 7], availableLabelWidths: [], width: width)
        #expect(spots(layout.mine) == expected)
        #expect(layout.mine.map(\.width) == [7, 9, 8, 11])
        for box in layout.mine { #expect(box.endColumn <= width - 1) }
    }

    @Test func sectionsStackWithOneBlankRowBetween() {
        let layout = FlowLayout(mineLabelWidths: [3, 5, 4, 7], availableLabelWidths: [6, 6, 6], width: 24)
        #expect(layout.mineHeaderRow == 0)
        #expect(layout.cellRows(of: .mine) == 1...2)
        // Row 3 is the blank row; the Add Channels header follows.
        #expect(layout.availableHeaderRow == 4)
        #expect(layout.headerRow(of: .available) == 4)
        // 10-wide cells: 1..11, 12..22 (ends at the margin, 23); the third wraps.
        #expect(spots(layout.available) == [[5, 1], [5, 12], [6, 1]])
        #expect(layout.cellRows(of: .available) == 5...6)
        #expect(layout.height == 7)
    }

    @Test func marginAndSpacingComeFromTheMetrics() {
        let metrics = LayoutMetrics(margin: 3, spacing: 2, maxLabelWidth: 10, chrome: 4, sectionGap: 2)
        let layout = FlowLayout(mineLabelWidths: [2, 2, 2], availableLabelWidths: [30], width: 26, metrics: metrics)
        // 6-wide cells from column 3, two blank columns apart: 3, 11, then 19 + 6 = 25 > 23 wraps.
        #expect(spots(layout.mine) == [[1, 3], [1, 11], [2, 3]])
        // Two blank rows (3 and 4), header on 5.
        #expect(layout.availableHeaderRow == 5)
        // The label is cut to the metrics' maximum: 10 + 4.
        #expect(layout.available.map(\.width) == [14])
        #expect(layout.closeButtonColumn == 26 - 3 - LayoutMetrics.closeButtonWidth)
        #expect(layout.editButtonColumn == layout.closeButtonColumn - 1 - LayoutMetrics.buttonWidth)
    }

    @Test func aCellWiderThanTheScreenGetsARowOfItsOwn() {
        // 24-wide cells on a 20-column screen: each starts a row at the margin and runs past the edge.
        let layout = FlowLayout(mineLabelWidths: [2, 20, 2], availableLabelWidths: [20], width: 20)
        #expect(spots(layout.mine) == [[1, 1], [2, 1], [3, 1]])
        #expect(layout.mine[1].width == 24)
        #expect(spots(layout.available) == [[6, 1]])
    }

    @Test func labelsAreCutWithAnEllipsisAtTheMaximumWidth() {
        let maker = LabelMaker(widthOf: TestWidth.wcwidth)
        let long = maker.label(for: "The Extremely Long Channel Name")
        #expect(long.width == 20)
        #expect(long.text == "The Extremely Long \u{2026}")
        let exact = maker.label(for: String(repeating: "x", count: 20))
        #expect(exact.width == 20)
        #expect(!exact.text.contains("\u{2026}"))
        // A width over the maximum is held to it by the layout too.
        let layout = FlowLayout(mineLabelWidths: [long.width, exact.width, 35], availableLabelWidths: [], width: 80)
        #expect(layout.mine.map(\.width) == [24, 24, 24])
    }

    @Test func wideAndCombiningCharactersCountAsTheTerminalCountsThem() {
        let maker = LabelMaker(widthOf: TestWidth.wcwidth)
        #expect(maker.label(for: "财经").width == 4)
        #expect(maker.label(for: "NBA直播").width == 7)
        // e + COMBINING ACUTE ACCENT: one column.
        #expect(maker.label(for: "Cafe\u{301}").width == 4)
        let labels = ["财经", "NBA直播", "Cafe\u{301}"].map { maker.label(for: $0).width }
        let layout = FlowLayout(mineLabelWidths: labels, availableLabelWidths: [], width: 80)
        #expect(layout.mine.map(\.width) == [8, 11, 8])
        #expect(spots(layout.mine) == [[1, 1], [1, 10], [1, 22]])
    }

    @Test func emptySectionsStillOwnACellRow() {
        let layout = FlowLayout(mineLabelWidths: [], availableLabelWidths: [], width: 40)
        #expect(layout.cellRows(of: .mine) == 1...1)
        #expect(layout.availableHeaderRow == 3)
        #expect(layout.cellRows(of: .available) == 4...4)
        #expect(layout.height == 5)
        #expect(layout.hit(column: 5, row: 1) == .sectionArea(.mine))
        #expect(layout.hit(column: 5, row: 4) == .sectionArea(.available))
        #expect(layout.hit(column: 5, row: 2) == .nothing)
    }

    // MARK: Hit testing

    /// Width 40. Row 0: header, `[Edit]` at 33...38. Row 1: `[ abc ]` at 1...7, `[ abcde ]` at
    /// 9...17. Row 2 blank. Row 3: Add Channels header. Row 4: `[ ab ]` at 1...6.
    private var hitLayout: FlowLayout {
        FlowLayout(mineLabelWidths: [3, 5], availableLabelWidths: [2], width: 40)
    }

    @Test(arguments: [
        // The left margin, the first and last columns of each cell, the spacing between them.
        (0, 1, HitTarget.sectionArea(.mine)),
        (1, 1, .cell(Place(.mine, 0))),
        (7, 1, .cell(Place(.mine, 0))),
        (8, 1, .sectionArea(.mine)),
        (9, 1, .cell(Place(.mine, 1))),
        (17, 1, .cell(Place(.mine, 1))),
        (18, 1, .sectionArea(.mine)),
        // The right margin, and just outside the screen.
        (39, 1, .sectionArea(.mine)),
        (40, 1, .nothing),
        // Negative coordinates.
        (-1, 1, .nothing),
        (1, -1, .nothing),
        (Int.min, Int.min, .nothing),
        // The header, around and on the buttons: [Edit] at 29...34, the close control at 36...38.
        (0, 0, .header(.mine)),
        (28, 0, .header(.mine)),
        (29, 0, .editButton),
        (34, 0, .editButton),
        (35, 0, .header(.mine)),
        (36, 0, .closeButton),
        (38, 0, .closeButton),
        (39, 0, .header(.mine)),
        // The blank row between the sections.
        (1, 2, .nothing),
        (3, 3, .header(.available)),
        (1, 4, .cell(Place(.available, 0))),
        (6, 4, .cell(Place(.available, 0))),
        (7, 4, .sectionArea(.available)),
        // Below the content.
        (1, 5, .nothing),
        (Int.max, Int.max, .nothing),
    ])
    func hitFindsWhatIsUnderEveryEdge(column: Int, row: Int, expected: HitTarget) {
        #expect(hitLayout.hit(column: column, row: row) == expected)
    }

    @Test func everyColumnOfEveryCellHitsThatCell() {
        let layout = FlowLayout(mineLabelWidths: [3, 5, 4, 7, 1, 20], availableLabelWidths: [2, 9, 9, 9], width: 30)
        for box in layout.mine + layout.available {
            for column in box.column..<min(box.endColumn, layout.width) {
                #expect(layout.hit(column: column, row: box.row) == .cell(box.place))
            }
            #expect(layout.hit(column: box.column - 1, row: box.row) != .cell(box.place))
            #expect(layout.hit(column: box.endColumn, row: box.row) != .cell(box.place))
        }
    }

    @Test func hitTestingAHundredThousandCells() throws {
        let layout = FlowLayout(mineLabelWidths: [], availableLabelWidths: Array(repeating: 6, count: 100_000), width: 80)
        let last = layout.available[99_999]
        #expect(layout.hit(column: last.column, row: last.row) == .cell(Place(.available, 99_999)))
        let first = try #require(FlowLayout.firstIndex(in: layout.available, atOrAfterRow: last.row))
        #expect(layout.available[first].row == last.row)
        #expect(first == 0 || layout.available[first - 1].row < last.row)
    }

    // MARK: First visible cell

    @Test func firstIndexFindsTheFirstBoxAtOrAfterARow() {
        // Rows: 1, 1, 2, 2 (width 24, as in `wrapsAtTheRightMargin`).
        let boxes = FlowLayout(mineLabelWidths: [3, 5, 4, 7], availableLabelWidths: [], width: 24).mine
        #expect(FlowLayout.firstIndex(in: boxes, atOrAfterRow: -5) == 0)
        #expect(FlowLayout.firstIndex(in: boxes, atOrAfterRow: 1) == 0)
        #expect(FlowLayout.firstIndex(in: boxes, atOrAfterRow: 2) == 2)
        #expect(FlowLayout.firstIndex(in: boxes, atOrAfterRow: 3) == nil)
        #expect(FlowLayout.firstIndex(in: [], atOrAfterRow: 0) == nil)
    }

    // MARK: Viewport

    @Test func scrollingShowsARowWithTheSmallestMove() {
        let view = Viewport(top: 0, height: 5)
        #expect(view.bottom == 5)
        #expect(view.contains(row: 4) && !view.contains(row: 5) && !view.contains(row: -1))
        // Below: scroll just far enough that the row is the last one shown.
        #expect(view.scrolled(toShow: 7...7, contentHeight: 20).top == 3)
        // Already visible: no move.
        #expect(view.scrolled(toShow: 2...4, contentHeight: 20).top == 0)
        // Above: the row becomes the first one shown.
        #expect(Viewport(top: 10, height: 5).scrolled(toShow: 6...6, contentHeight: 20).top == 6)
        // Taller than the viewport: the start wins.
        #expect(Viewport(top: 10, height: 5).scrolled(toShow: 2...12, contentHeight: 20).top == 2)
        #expect(view.scrolled(toShow: 2...12, contentHeight: 20).top == 2)
        // Never past the end of the content.
        #expect(view.scrolled(toShow: 19...19, contentHeight: 20).top == 15)
    }

    @Test func clampingKeepsTheTopInsideTheContent() {
        #expect(Viewport(top: 18, height: 5).clamped(contentHeight: 20).top == 15)
        #expect(Viewport(top: -3, height: 5).clamped(contentHeight: 20).top == 0)
        // Content shorter than the viewport: the top is 0.
        #expect(Viewport(top: 4, height: 10).clamped(contentHeight: 6).top == 0)
        #expect(Viewport(top: 0, height: -2).height == 0)
    }

    // MARK: Filtered layouts

    @Test func aFilteredLayoutKeepsBoardIndices() {
        let items = [LaidItem(index: 2, labelWidth: 3), LaidItem(index: 5, labelWidth: 3), LaidItem(index: 9, labelWidth: 3)]
        let layout = FlowLayout(mine: [LaidItem(index: 0, labelWidth: 1)], available: items, width: 40)
        #expect(layout.available.map(\.place.index) == [2, 5, 9])
        #expect(spots(layout.available) == [[4, 1], [4, 9], [4, 17]])
        #expect(layout.position(of: Place(.available, 5)) == 1)
        #expect(layout.position(of: Place(.available, 9)) == 2)
        #expect(layout.position(of: Place(.available, 3)) == nil)
        #expect(layout.position(of: Place(.available, 10)) == nil)
        #expect(layout.position(of: Place(.available, -1)) == nil)
        #expect(layout.box(at: Place(.available, 9))?.column == 17)
        #expect(layout.box(at: Place(.available, 0)) == nil)
        #expect(layout.hit(column: 9, row: 4) == .cell(Place(.available, 5)))
        // Unfiltered: the position is the index.
        #expect(layout.position(of: Place(.mine, 0)) == 0)
        #expect(layout.position(of: Place(.mine, 1)) == nil)
    }

    @Test func theStateLaysOutOnlyWhatTheFilterLetsThrough() throws {
        let board = try Board(
            mine: [Channel(id: "top", name: "Top")],
            available: [Channel(id: "tech", name: "Tech"), Channel(id: "food", name: "Food"), Channel(id: "x", name: "TECHNO")])
        var state = EditorState(board: board, size: ScreenSize(columns: 40, rows: 10))
        state.filterState = .applied("tech")
        let labels = TestEditor.labels
        let layout = state.layout(labels: labels)
        #expect(layout.available.map(\.place.index) == [0, 2])
        #expect(layout.mine.count == 1)
        state.filterState = .applied("")
        #expect(state.layout(labels: labels).available.count == 3)
    }
}
