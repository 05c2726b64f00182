import ChannelCore
import TestSupport
import Testing

/// A change re-applied to a version of the file another writer changed never undoes that
/// writer's change to the same channel's section (issue 26, item 1): a drop after a `remove`
/// never revives the channel, an add is never taken out again, an undo never reverses theirs.
@Suite("Re-applied changes keep another writer's section change")
struct ReapplyRaceTests {
    let start = SampleBoards.make(locked: 1, mine: 3, available: 3)  // l0 m0 m1 m2 | a0 a1 a2

    /// The change that turns `start` into `start` after `edit`.
    func change(_ edit: (inout Board) throws -> Void) throws -> BoardChange {
        var board = start
        try edit(&board)
        return try #require(BoardChange.between(start, board))
    }

    /// Re-applies `change` to `theirs`: refused, and their board is left exactly as it was.
    func expectKept(_ change: BoardChange, on theirs: Board, _ what: Comment) {
        var merged = theirs
        #expect(throws: BoardRefusal.self, what) { try merged.reapply(change) }
        #expect(merged == theirs, what)
    }

    /// The change the editor saves for `relocation` made on `start` (as `Editor.commit` does).
    func editorChange(from: Place, to: Place) throws -> BoardChange {
        var board = start
        let relocation = try board.relocate(from: from, to: to)
        return try #require(BoardChange.moved(relocation, in: board))
    }

    @Test func aReorderOrDropNeverRevivesAChannelSomeoneRemoved() throws {
        var removed = start
        try removed.remove(at: 2)  // `channel-editor remove m1`
        // A lift put down further on or back, a `]`, a move to the front: each within My Channels.
        for to in [1, 3] {
            let reorder = try editorChange(from: Place(.mine, 2), to: Place(.mine, to))
            var merged = removed
            #expect(throws: BoardRefusal.changedElsewhere(id: "m1")) { try merged.reapply(reorder) }
            #expect(merged == removed, "m1 moved to \(to) after it was removed")
            #expect(merged.available.first?.id == "m1", "the remove is kept")
        }
    }

    @Test func anAddIsNotRepeatedAndARemoveNotUndoneByAReapply() throws {
        // They added a1; our add of a1 (made on the old version) is not re-applied over theirs.
        var theirs = start
        try theirs.add(at: 1)
        try theirs.move(from: 4, to: 1)  // and put it first
        expectKept(try change { _ = try $0.add(at: 1) }, on: theirs, "add after their add")
        // They removed m0; our remove of m0 leaves their place for it alone.
        var removed = start
        try removed.remove(at: 1)
        try removed.relocate(from: Place(.available, 0), to: Place(.available, 3))
        expectKept(try change { _ = try $0.remove(at: 1) }, on: removed, "remove after their remove")
    }

    @Test func aRemoveAfterTheirReorderStillRemoves() throws {
        // Their change kept the channel in My Channels: our remove still applies.
        var theirs = start
        try theirs.move(from: 1, to: 3)
        var merged = theirs
        #expect(try merged.reapply(change { _ = try $0.remove(at: 1) }))
        #expect(merged.mine.map(\.id) == ["l0", "m1", "m2"])
        #expect(merged.available.first?.id == "m0")
    }

    @Test func anUndoNeverReversesAnotherWritersSectionChange() throws {
        // We removed m2 and saved; then we undo (m2 back to My Channels) while a script had
        // added m2 back and moved it first: the undo re-applied must not move it again.
        var ours = start
        let removal = try ours.remove(at: 3)
        var history = History()
        history.record(removal)
        let saved = ours
        #expect(history.undo(on: &ours) != nil)
        let undo = try #require(BoardChange.between(saved, ours))
        var theirs = saved
        try theirs.relocate(from: Place(.available, 0), to: Place(.mine, 1))
        expectKept(undo, on: theirs, "undo after their add")
        // And an undo of an add after they removed it: stays removed.
        var added = start
        let add = try added.add(at: 0)
        var history2 = History()
        history2.record(add)
        let savedAdd = added
        #expect(history2.undo(on: &added) != nil)
        let undoAdd = try #require(BoardChange.between(savedAdd, added))
        var removedByThem = savedAdd
        try removedByThem.remove(at: savedAdd.mine.count - 1)
        try removedByThem.relocate(from: Place(.available, 0), to: Place(.available, 2))
        expectKept(undoAdd, on: removedByThem, "undo of an add after their remove")
    }

    @Test func openingAChannelSomeoneRemovedIsRefused() throws {
        var removed = start
        try removed.remove(at: 1)
        expectKept(.open("m0"), on: removed, "open after their remove")
    }
}
