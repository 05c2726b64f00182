import ChannelCore
import Testing
import TestSupport

/// A field of entries changed (issue 36 item 3): a rename shows on the board, and the history
/// undoes and redoes edits beside moves, one step each.
@Suite("Entry edits")
struct EntryEditTests {
    /// My Channels `m0 m1 m2`, Add Channels `a0`.
    let start = SampleBoards.make(locked: 0, mine: 3, available: 1)

    func rename(_ id: String, to name: String, from old: String?, shown: String) -> EntryEdit {
        EntryEdit(field: .name, values: [.init(id: id, text: name, shown: name)], previous: [.init(id: id, text: old, shown: shown)])
    }

    @Test func aRenameIsOneStepThatUndoGivesBack() throws {
        var board = start
        var history = History()
        let oldName = try #require(board.mine.first { $0.id == "m1" }).name
        let edit = rename("m1", to: "鳳凰中文", from: nil, shown: oldName)
        try board.apply(edit)
        history.record(edit)
        #expect(board.mine.map(\.name)[1] == "鳳凰中文")
        let moved = try board.add(at: 0)
        history.record(moved)

        #expect(history.undo(on: &board) == .move(moved.inverse))
        #expect(history.undo(on: &board) == .edit(edit.inverse))
        #expect(board == start)
        #expect(history.redo(on: &board) == .edit(edit))
        #expect(board.mine.map(\.name)[1] == "鳳凰中文")
    }

    @Test func groupsAndNumbersLeaveTheBoardAsItIs() throws {
        var board = start
        let edit = EntryEdit(field: .group, values: [.init(id: "m0", text: "News")], previous: [.init(id: "m0", text: nil)])
        try board.apply(edit)
        #expect(board == start)
        #expect(edit.inverse.values == [.init(id: "m0", text: nil)])
    }

    @Test func aRenameOfAnEntryNoLongerInMyChannelsIsRefusedAndSkippedByUndo() throws {
        var board = start
        var history = History()
        let edit = rename("m2", to: "New", from: "m2", shown: "m2")
        try board.apply(edit)
        history.record(edit)
        _ = try board.remove(at: 2)
        let before = board
        #expect(throws: BoardRefusal.unknownID("m2")) { try board.apply(edit.inverse) }
        #expect(board == before)
        #expect(history.undo(on: &board) == nil)
        #expect(!history.canUndo)
        #expect(board == before)
    }

    @Test func aChangeOfAnEditIsReappliedByID() throws {
        var board = start
        #expect(try board.reapply(.edit(rename("m0", to: "Zero", from: nil, shown: "m0"))))
        #expect(board.mine.first?.name == "Zero")
    }

    @Test func numbersInOrderOrAGroupABlock() {
        #expect(ChannelNumbering.numbers(count: 3, from: 101) == [101, 102, 103])
        #expect(ChannelNumbering.numbers(count: 4, from: 1, groups: ["News", "Films", "News", nil]) == [1, 11, 2, 21])
        let big = ChannelNumbering.numbers(count: 13, from: 100, groups: Array(repeating: "A", count: 12) + ["B"])
        #expect(big.prefix(12) == ArraySlice(100..<112))
        #expect(big.last == 200)
    }
}
