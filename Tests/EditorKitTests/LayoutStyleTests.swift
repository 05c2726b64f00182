import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The layout rules of issue 22.3: the grid's cap grows with the screen (four cells of the
/// widest kind to a row, never under 20), the list gives every cell its line, and `auto` takes
/// the list when the median name would be cut in the grid.
@Suite struct LayoutStyleTests {
    static let paths = [
        "/usr/share/doc/alsa-utils", "/usr/share/doc/alsa-utils/copyright", "/usr/share/doc/alsa-ucm-conf",
        "/usr/share/doc/binutils", "/usr/share/doc/binutils/changelog.Debian.gz", "/usr/share/doc/binutils-common",
        "/usr/share/doc/binutils-x86-64-linux-gnu", "/usr/share/doc/libatk-wrapper-java/accessibility.properties",
    ]

    static func pathBoard(mine: Int = 2) -> Board {
        SampleBoards.valid {
            try Board(mine: paths.prefix(mine).enumerated().map { Channel(id: "p\($0.offset)", name: $0.element) },
                      available: paths.dropFirst(mine).enumerated().map { Channel(id: "q\($0.offset)", name: $0.element) })
        }
    }

    @Test(arguments: [(24, 20), (80, 20), (102, 20), (106, 21), (120, 24), (160, 34), (200, 44), (400, 94)])
    func theGridsCapGrowsWithTheScreen(width: Int, cap: Int) {
        #expect(LayoutMetrics.standard.gridLabelCap(width: width) == cap)
        let layout = FlowLayout(mineLabelWidths: [], availableLabelWidths: [], width: width)
        #expect(layout.labelCap == cap)
    }

    @Test func fourCellsOfTheCapShareARowOnceTheCapHasGrown() {
        for width in 103...600 {
            let cap = LayoutMetrics.standard.gridLabelCap(width: width)
            let layout = FlowLayout(mineLabelWidths: [cap, cap, cap, cap, cap], availableLabelWidths: [], width: width)
            #expect(layout.mine.prefix(4).allSatisfy { $0.row == 1 }, "width \(width), cap \(cap)")
            #expect(layout.mine[4].row == 2, "width \(width): a fifth would fit, so the cap could be wider")
        }
    }

    @Test(arguments: [24, 40, 80, 200])
    func theListGivesEveryCellItsLineAndTheLineToItsLabel(width: Int) {
        let layout = FlowLayout(mineLabelWidths: [3, 1, 50], availableLabelWidths: [2, 4], width: width, style: .list)
        #expect(layout.mine.map(\.row) == [1, 2, 3])
        #expect(layout.available.map(\.row) == [6, 7])
        #expect((layout.mine + layout.available).allSatisfy { $0.column == 1 && $0.width == width - 2 })
        #expect(layout.labelCap == width - 6)
        #expect(layout.hit(column: width - 2, row: 2) == .cell(Place(.mine, 1)), "a click anywhere on the line")
    }

    @Test func autoTakesTheListWhenTheMedianNameWouldBeCut() {
        let metrics = LayoutMetrics.standard
        #expect(LayoutChoice.auto.style(medianNameWidth: 20, width: 80, metrics: metrics) == .grid)
        #expect(LayoutChoice.auto.style(medianNameWidth: 21, width: 80, metrics: metrics) == .list)
        #expect(LayoutChoice.auto.style(medianNameWidth: 37, width: 200, metrics: metrics) == .grid)
        #expect(LayoutChoice.auto.style(medianNameWidth: 37, width: 160, metrics: metrics) == .list)
        #expect(LayoutChoice.grid.style(medianNameWidth: 300, width: 80, metrics: metrics) == .grid)
        #expect(LayoutChoice.list.style(medianNameWidth: 1, width: 200, metrics: metrics) == .list)
    }

    @Test func theMedianCountsBothSectionsWholeNamesAndNotTheFilter() {
        let labels = LabelBook(maker: LabelMaker(widthOf: Fixture.width))
        func median(_ names: [String], mine: Int = 1, filter: String? = nil) -> Int {
            let board = SampleBoards.valid {
                try Board(mine: names.prefix(mine).enumerated().map { Channel(id: "m\($0.offset)", name: $0.element) },
                          available: names.dropFirst(mine).enumerated().map { Channel(id: "a\($0.offset)", name: $0.element) })
            }
            var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24))
            state.filterState = filter.map { .applied($0) } ?? .off
            return state.medianNameWidth(labels: labels)
        }
        #expect(median([]) == 0)
        #expect(median(["abc", String(repeating: "x", count: 30), "中国"]) == 4)
        #expect(median(["abc", String(repeating: "x", count: 30), String(repeating: "y", count: 30)]) == 30)
        #expect(median(["abc", String(repeating: "x", count: 30), String(repeating: "y", count: 30)], filter: "abc") == 30)
        #expect(median([String(repeating: "z", count: 9000)]) == 4096, "held to its limit")
    }

    @Test func theEditorFollowsItsChoiceAtEveryWidth() {
        var editor = Fixture.editor(Self.pathBoard(), columns: 80, rows: 24)
        #expect(editor.state.layoutChoice == .auto)
        #expect(editor.layout().style == .list, "most paths are cut at 80 columns")
        _ = editor.apply(.resize(columns: 200, rows: 50))
        #expect(editor.layout().style == .grid, "at 200 columns the cap (44) holds the median path")
        _ = editor.apply(.resize(columns: 80, rows: 24))
        _ = editor.apply(.startFilter)
        for character in "alsa" { _ = editor.apply(.typeFilter(character)) }
        #expect(editor.layout().style == .list, "a filter does not switch the layout")
        Fixture.checkInvariants(editor)

        let grid = Fixture.editor(Self.pathBoard(), columns: 80, rows: 24) { $0.layoutChoice = .grid }
        #expect(grid.layout().style == .grid)
        #expect(grid.layout().labelCap == 20)
        let list = Fixture.editor(Fixture.board(), columns: 80, rows: 24) { $0.layoutChoice = .list }
        #expect(list.layout().style == .list)
        let short = Fixture.editor(Fixture.board(), columns: 80, rows: 24)
        #expect(short.layout().style == .grid, "short names keep the grid")
    }

    @Test func aReloadWeighsTheNewNames() {
        var editor = Fixture.editor(Fixture.board(), columns: 80, rows: 24)
        #expect(editor.layout().style == .grid)
        _ = editor.apply(.reloaded(Self.pathBoard(), notice: "Reloaded"))
        #expect(editor.layout().style == .list)
        Fixture.checkInvariants(editor)
    }

    @Test func everyMoveInTheListKeepsTheLayoutAFullLayoutWouldMake() {
        var editor = Fixture.editor(Self.pathBoard(mine: 4), columns: 40, rows: 12) { $0.layoutChoice = .list }
        let moves: [Action] = [
            .enterEdit, .moveFocus(.down), .pickUp, .moveLifted(.down), .moveLifted(.down), .putDown,
            .removeFocused, .nextSection, .activate, .undo, .redo, .nudge(by: -1), .moveLifted(.up),
        ]
        for action in moves {
            _ = editor.apply(action)
            Fixture.checkInvariants(editor)
        }
    }
}
