import ChannelCore
import Testing
import TestSupport

@Suite("History")
struct HistoryTests {
    /// My Channels `l0 m0 m1 m2`, Add Channels `a0 a1`.
    let start = SampleBoards.make(locked: 1, mine: 3, available: 2, current: "m0")

    @Test func emptyHistoryHasNothingToUndoOrRedo() {
        var history = History()
        var board = start
        #expect(!history.canUndo)
        #expect(!history.canRedo)
        #expect(history.undo(on: &board) == nil)
        #expect(history.redo(on: &board) == nil)
        #expect(board == start)
        #expect(history == History())
    }

    @Test func recordUndoRedo() throws {
        var history = History()
        var board = start
        let first = try board.add(at: 1)  // a1 to the end
        history.record(first)
        let afterFirst = board
        let second = try #require(try board.move(from: 3, to: 1))  // m2 to the front of the unlocked
        history.record(second)
        let afterSecond = board
        #expect(afterSecond.mineIDs == ["l0", "m2", "m0", "m1", "a1"])
        #expect(history.past == [.move(first), .move(second)])
        #expect(history.canUndo && !history.canRedo)

        #expect(history.undo(on: &board) == .move(second.inverse))
        #expect(board == afterFirst)
        #expect(history.canUndo && history.canRedo)
        #expect(history.undo(on: &board) == .move(first.inverse))
        #expect(board == start)
        #expect(!history.canUndo && history.canRedo)
        #expect(history.undo(on: &board) == nil)
        #expect(board == start)
        #expect(history.future == [.move(second), .move(first)])

        #expect(history.redo(on: &board) == .move(first))
        #expect(board == afterFirst)
        #expect(history.redo(on: &board) == .move(second))
        #expect(board == afterSecond)
        #expect(history.redo(on: &board) == nil)
        #expect(board == afterSecond)
        #expect(history.past == [.move(first), .move(second)])
        #expect(history.future.isEmpty)
    }

    @Test func undoThenRedoOfARemoveRestoresBothSections() throws {
        var history = History()
        var board = start
        history.record(try board.remove(at: 2))
        let removed = board
        #expect(removed.availableIDs == ["m1", "a0", "a1"])
        history.undo(on: &board)
        #expect(board == start)
        history.redo(on: &board)
        #expect(board == removed)
    }

    @Test func undoDoesNotTouchTheCurrentChannel() throws {
        var history = History()
        var board = start
        history.record(try board.remove(at: 1))  // m0, the current one
        try board.open(id: "m1")
        history.undo(on: &board)
        #expect(board.mineIDs == start.mineIDs)
        #expect(board.current == "m1")
    }

    @Test func aNewRecordClearsRedo() throws {
        var history = History()
        var board = start
        history.record(try board.add(at: 0))
        history.record(try board.add(at: 0))
        history.undo(on: &board)
        #expect(history.canRedo)
        let fresh = try board.remove(at: 1)
        history.record(fresh)
        #expect(!history.canRedo)
        #expect(history.future.isEmpty)
        let before = board
        #expect(history.redo(on: &board) == nil)
        #expect(board == before)
        #expect(history.past.last == .move(fresh))
    }

    @Test func limitDropsTheOldest() throws {
        var history = History(limit: 2)
        var board = start
        let first = try board.add(at: 0)
        history.record(first)
        let afterFirst = board
        let second = try board.add(at: 0)
        history.record(second)
        let third = try board.remove(at: 1)
        history.record(third)
        #expect(history.past == [.move(second), .move(third)])

        #expect(history.undo(on: &board) != nil)
        #expect(history.undo(on: &board) != nil)
        #expect(history.undo(on: &board) == nil)
        #expect(board == afterFirst)
    }

    @Test func limitIsAtLeastOneAndDefaultsToAThousand() throws {
        #expect(History().limit == 1000)
        #expect(History(limit: 0).limit == 1)
        #expect(History(limit: -5).limit == 1)
        var history = History(limit: 0)
        var board = start
        history.record(try board.add(at: 0))
        let last = try board.add(at: 0)
        history.record(last)
        #expect(history.past == [.move(last)])
    }

    @Test func aThousandAndOneStepsKeepTheLastThousand() throws {
        var history = History()
        var board = SampleBoards.make(locked: 0, mine: 2, available: 0)
        var recorded: [Relocation] = []
        for step in 0...1000 {
            let relocation = try #require(try board.move(from: step % 2, to: 1 - step % 2))
            history.record(relocation)
            recorded.append(relocation)
        }
        #expect(history.past.count == 1000)
        #expect(history.past == recorded.dropFirst().map { .move($0) })
    }

    @Test func aStepThatNoLongerAppliesIsSkippedAndTheNextUndoGoesOn() throws {
        var history = History()
        var board = start
        history.record(try board.add(at: 0))  // a0 to mine[4]
        history.record(try board.add(at: 0))  // a1 to mine[5]

        // Someone else moved a1 back to Add Channels: its step is skipped, the board untouched.
        var other = board
        try other.remove(at: 5)
        let before = other
        let recorded = history
        #expect(history.undo(on: &other) == nil)
        #expect(other == before)
        #expect(History.isSkip(before: recorded, after: history))
        // The step before it still undoes, by id.
        #expect(history.undo(on: &other)?.relocation?.id == "a0")
        #expect(other.availableIDs == ["a0", "a1"])

        var empty = Board()
        #expect(history.undo(on: &empty) == nil)
        #expect(empty == Board())
    }

    @Test func redoSkipsAStepThatNoLongerApplies() throws {
        var history = History()
        var board = start
        history.record(try board.remove(at: 3))  // m2 to available[0]
        history.undo(on: &board)
        let undone = history

        var other = try Board(mine: [Channel(id: "x", name: "X")], available: [])
        let otherBefore = other
        #expect(history.redo(on: &other) == nil)
        #expect(other == otherBefore)
        #expect(History.isSkip(before: undone, after: history))

        var again = undone
        #expect(again.redo(on: &board) != nil)
        #expect(board.availableIDs == ["m2", "a0", "a1"])
    }

    @Test func rebaseDropsTheStepsOfChannelsSomeoneElseMovedAndKeepsTheRest() throws {
        var history = History()
        var board = start  // l0 m0 m1 m2 | a0 a1
        history.record(try board.add(at: 0))       // a0 to the end of mine
        history.record(try board.move(from: 1, to: 3)!)  // m0 after m2
        // Another writer: a new channel in front of Add Channels, and m1 removed.
        var theirs = try Board(mine: board.mine.filter { $0.id != "m1" },
                               available: [Channel(id: "new", name: "New"), Channel(id: "m1", name: "Mine 1")] + board.available)
        let dropped = history.rebase(from: board, to: theirs)
        // m0 had m2 in front of it and has... m2 still: kept; a0 is still last after m0: kept.
        #expect(dropped == 0)
        // Now someone moves a0 to the front of My Channels' unlocked part: a0's step goes.
        let before = theirs
        try theirs.move(from: theirs.mine.firstIndex { $0.id == "a0" }!, to: 1)
        #expect(history.rebase(from: before, to: theirs) == 1)
        #expect(history.past.map(\.relocation?.id) == ["m0"])
        // Undo by id moves m0 back to where it came from, whatever the indexes did.
        #expect(history.undo(on: &theirs)?.relocation?.id == "m0")
        #expect(theirs.mine.map(\.id) == ["l0", "m0", "a0", "m2"])
    }

    @Test func rebaseKeepsARemovalWhenAddChannelsComesBackInTheFilesOrder() throws {
        var history = History()
        var board = start  // l0 m0 m1 m2 | a0 a1
        history.record(try board.remove(at: 3))  // m2 to the front of Add Channels
        // A urls file keeps its commented feeds in file order: m2 read back after a0 and a1,
        // and an unrelated line appended by hand.
        let theirs = try Board(mine: board.mine + [Channel(id: "new", name: "New")],
                               available: board.available.filter { $0.id != "m2" } + [Channel(id: "m2", name: "Mine 2")])
        #expect(history.rebase(from: board, to: theirs) == 0)
        var reloaded = theirs
        #expect(history.undo(on: &reloaded)?.relocation?.id == "m2")
        #expect(reloaded.mine.map(\.id) == ["l0", "m0", "m1", "m2", "new"])
    }
}
