import Testing
import channel_editor

/// dialog's entries become a board with the same checks as stdin's lines.
@Suite struct PickItemsTests {
    @Test func entriesBecomeTheBoard() throws {
        let board = try PickItems.board(from: [
            DialogEntry(tag: "a", item: "Alpha", on: false), DialogEntry(tag: "b", item: "", on: true),
        ])
        #expect(board.mine.map(\.id) == ["b"])
        #expect(board.mine.first?.name == "b")
        #expect(board.available.map(\.name) == ["Alpha"])
    }

    @Test func badEntriesNameTheirPlace() {
        func refusal(_ entries: [DialogEntry]) -> String? {
            do {
                _ = try PickItems.board(from: entries)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal([DialogEntry(tag: "", item: "x", on: true)]) == "item 1: empty id")
        #expect(refusal([DialogEntry(tag: "a", item: "x", on: true), DialogEntry(tag: "a", item: "y", on: false)])
            == "item 2: duplicate id \"a\" (first on item 1)")
        #expect(refusal([DialogEntry(tag: "a\nb", item: "x", on: true)]) == "item 1: id \"a\\nb\" has a control character")
    }
}
