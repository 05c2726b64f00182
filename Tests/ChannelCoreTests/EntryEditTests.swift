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

/// A whole group moved in one step (`{`, `}` on the screen).
@Suite("Group moves")
struct GroupMoveTests {
    static let groups = ["n1": "News", "f1": "Films", "n2": "News", "s1": "Sport", "f2": "Films"]
    var board = SampleBoards.make(mine: ["n1", "f1", "n2", "s1", "f2"], available: ["a"])
    func group(_ id: String) -> String? { Self.groups[id] }

    @Test func forwardGathersTheGroupAfterTheNextRun() throws {
        var board = board
        let start = board
        let moves = try board.moveGroup("Films", forward: true, groupOf: group)
        #expect(board.mineIDs == ["n1", "n2", "f1", "f2", "s1"])
        var history = History()
        history.record(moves: moves, group: "Films")
        #expect(history.undo(on: &board) != nil)
        #expect(board == start, "one undo step gives the order back")
        #expect(history.redo(on: &board) != nil)
        #expect(board.mineIDs == ["n1", "n2", "f1", "f2", "s1"])
    }

    @Test func backwardGoesInFrontOfThePreviousRunAndStopsFirst() throws {
        var board = board
        _ = try board.moveGroup("Sport", forward: false, groupOf: group)
        #expect(board.mineIDs == ["n1", "f1", "s1", "n2", "f2"])
        _ = try board.moveGroup("Sport", forward: false, groupOf: group)
        #expect(board.mineIDs == ["n1", "s1", "f1", "n2", "f2"])
        _ = try board.moveGroup("Sport", forward: false, groupOf: group)
        #expect(board.mineIDs == ["s1", "n1", "f1", "n2", "f2"])
        #expect(try board.moveGroup("Sport", forward: false, groupOf: group).isEmpty)
        #expect(try board.moveGroup("Films", forward: true, groupOf: group).isEmpty == false)
        #expect(board.mineIDs == ["s1", "n1", "n2", "f1", "f2"])
        #expect(try board.moveGroup("Films", forward: true, groupOf: group).isEmpty, "last and together")
        #expect(try board.moveGroup("Nothing", forward: true, groupOf: group).isEmpty)
    }
}
