import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 22.9: during a mouse drag the lifted cell is drawn in its slot of the live order (the
/// place it will drop), and the cells around it make room: no cell is drawn over another,
/// wherever the pointer is inside the cell or between cells.
@Suite struct DragLookTests {
    /// The cells of a row as drawn: each `[ … ]` or `( … )` run, split on the blanks between.
    static func cells(_ line: String) -> [String] {
        line.split(separator: " ", omittingEmptySubsequences: true).reduce(into: [String]()) { cells, word in
            let word = String(word)
            if let last = cells.last, !(last.hasSuffix("]") || last.hasSuffix(")")) {
                cells[cells.count - 1] = last + " " + word
            } else {
                cells.append(word)
            }
        }
    }

    @Test(arguments: [0, 3, 7, 11])
    func theLiftedCellCoversNoNeighbour(offset: Int) throws {
        var editor = try EditorScreenTests.editor(columns: 80, rows: 24)
        let tech = try #require(editor.layout().box(at: Place(.mine, 2)))
        let sports = try #require(editor.layout().box(at: Place(.mine, 4)))
        _ = editor.handle(.press(.left, column: tech.column + 1, row: tech.row), now: 0)
        // The pointer a few columns into Sports: the grab offset would put a floating cell
        // across Sports and its neighbours.
        _ = editor.handle(.motion(column: sports.column + offset, row: sports.row), now: 0.1)
        let lines = FrameText.lines(of: editor.frame())
        let row = lines[sports.row]
        for cell in Self.cells(row) {
            let brackets = (cell.first, cell.last)
            #expect(brackets == ("[", "]") || brackets == ("(", ")"), "a cell drawn over another: \(cell) in \(row)")
        }
        let names = lines.prefix(4).flatMap(Self.cells).map { String($0.dropFirst(2).dropLast(2)).split(separator: " ").joined(separator: " ") }
        #expect(names.filter { $0 == "Tech" }.count == 1, "\(lines.prefix(4))")
        for name in ["Finance", "Sports", "World", "Entertainment"] {
            #expect(names.contains(name), "\(name) is hidden: \(lines.prefix(4))")
        }
        #expect(Fixture.ids(editor.state.board.mine).contains("tech"))
    }

    @Test func overAddChannelsTheLiftedCellStaysInItsSlotWithTheRemoveMark() throws {
        var editor = try EditorScreenTests.editor(columns: 80, rows: 24)
        let tech = try #require(editor.layout().box(at: Place(.mine, 2)))
        let food = try #require(editor.layout().box(at: Place(.available, 1)))
        _ = editor.handle(.press(.left, column: tech.column + 1, row: tech.row), now: 0)
        _ = editor.handle(.motion(column: food.column + 2, row: food.row), now: 0.1)
        let lines = FrameText.lines(of: editor.frame())
        #expect(lines[tech.row].contains("[×Tech ]"), "\(lines[tech.row])")
        #expect(lines[food.row].contains("[+Food ]"), "Add Channels is not drawn over: \(lines[food.row])")
        #expect(lines[23].contains("release remove it"))
    }
}
