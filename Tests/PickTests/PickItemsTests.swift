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

    @Test func emptyRepeatedAndMultiLineTagsAreTakenAsDialogTakesThem() throws {
        // dialog's own samples (checklist1, checklist5, checklist11) use an empty tag, twice.
        let items = try PickItems.items(from: [
            DialogEntry(tag: "", item: "Apple", on: true), DialogEntry(tag: "Dog", item: "", on: true),
            DialogEntry(tag: "", item: "Pet", on: false), DialogEntry(tag: "Dog", item: "Dog 2", on: true),
            DialogEntry(tag: "a\nb", item: "", on: false),
        ], defaultItem: "Dog")
        let board = items.board()
        #expect(board.mine.map { items.tag(of: $0.id) } == ["", "Dog", "Dog"])
        #expect(Set(board.mine.map(\.id)).count == 3, "each entry has an id of its own")
        #expect(board.mine.map(\.name) == ["Apple", "Dog", "Dog 2"])
        #expect(board.available.map(\.name) == ["Pet", "a\nb"])
        #expect(board.current == "Dog", "--default-item: the first entry with that tag")
    }
}
