import ChannelCore
import EditorKit
import Testing

/// The editor's side of issue 26, item 1: what a drop, a `]` or an undo saves names the section
/// it took the channel from, so a save that finds the file changed never carries a channel
/// another writer removed meanwhile back into My Channels.
@Suite("A drop after another writer's remove")
struct DropAfterRemoveTests {
    /// The board on disk after `channel-editor remove` took `id` out of what `board` shows.
    static func removed(_ id: String, from board: Board) throws -> Board {
        var theirs = board
        let index = try #require(theirs.mine.firstIndex { $0.id == id })
        try theirs.remove(at: index)
        return theirs
    }

    /// Each save's change re-applied to their board: refused, their board kept.
    static func expectRefused(_ effects: [Effect], on theirs: Board, _ what: Comment) {
        let changes = effects.compactMap { effect -> BoardChange? in
            if case .save(_, let change) = effect { return change }
            return nil
        }
        #expect(!changes.isEmpty, what)
        for change in changes {
            var merged = theirs
            #expect(throws: BoardRefusal.self, what) { try merged.reapply(change) }
            #expect(merged == theirs, what)
        }
    }

    @Test func aKeyboardLiftPutDownAfterTheChannelWasRemovedIsRefused() throws {
        var editor = Fixture.editor {
            $0.mode = .edit
            $0.focus = Place(.mine, 2)  // b
        }
        let lifted = try #require(editor.state.board.channel(at: Place(.mine, 2))).id
        let theirs = try Self.removed(lifted, from: editor.state.board)
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        Self.expectRefused(editor.apply(.putDown), on: theirs, "lift, move, put down")
    }

    @Test func aNudgeAndAnUndoAfterTheChannelWasRemovedAreRefused() throws {
        var editor = Fixture.editor {
            $0.mode = .edit
            $0.focus = Place(.mine, 2)
        }
        let id = try #require(editor.state.board.channel(at: Place(.mine, 2))).id
        let theirs = try Self.removed(id, from: editor.state.board)
        Self.expectRefused(editor.apply(.nudge(by: 1)), on: theirs, "a ] after the remove")
        let afterNudge = try Self.removed(id, from: editor.state.board)
        Self.expectRefused(editor.apply(.undo), on: afterNudge, "an undo after the remove")
    }
}
