import ChannelCore
import Testing
import PickKit

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
        let board = try items.board()
        #expect(board.mine.map { items.tag(of: $0.id) } == ["", "Dog", "Dog"])
        #expect(Set(board.mine.map(\.id)).count == 3, "each entry has an id of its own")
        #expect(board.mine.map(\.name) == ["Apple", "Dog", "Dog 2"])
        #expect(board.available.map(\.name) == ["Pet", "a\nb"])
        #expect(board.current == "Dog", "--default-item: the first entry with that tag")
    }
}

/// A board the checks passed and Board refused all the same is an error that names the
/// refusal, not an empty list (issue 33, "nothing twice").
@Suite struct PickBoardRefusalTests {
    @Test func aRefusedBoardIsAnErrorNamingTheRefusal() {
        let twice = [Channel(id: "a", name: "Alpha"), Channel(id: "a", name: "Again")]
        #expect(throws: PickInputError(message: PickText.refusedBoard(.duplicateID("a")))) {
            try PickItems.board(mine: twice, available: [], current: nil)
        }
        do {
            _ = try PickItems.board(mine: [], available: [Channel(id: "b", name: "B", locked: true)], current: nil)
            Issue.record("a locked item among the others was taken")
        } catch {
            #expect(error.message.english == "the items make no list: locked channel \"b\" must stay in My Channels")
        }
    }

    @Test func goodItemsMakeTheirBoard() throws {
        let board = try PickItems.board(mine: [Channel(id: "a", name: "A")], available: [Channel(id: "b", name: "B")], current: "a")
        #expect(board.mine.map(\.id) == ["a"])
        #expect(board.available.map(\.id) == ["b"])
        #expect(board.current == "a")
    }
}
