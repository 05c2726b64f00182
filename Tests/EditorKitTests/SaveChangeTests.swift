import ChannelCore
import TestSupport
import Testing
import EditorKit

/// Every save names its one change by channel id: re-applied to the board saved before (what a
/// save does when it finds the file changed on disk), it gives the board saved now, so the
/// saver needs no copy of the old board. (`BoardChange.between` may name the other channel of
/// a swap of neighbours: both readings re-apply alike.)
@Suite("Each save carries its change")
struct SaveChangeTests {
    /// Checks every save in `effects` against the board saved before; returns the last saved.
    func check(_ effects: [Effect], after saved: Board, _ what: String) -> Board {
        var saved = saved
        for case .save(let board, let change) in effects {
            var reapplied = saved
            if let change { _ = try? reapplied.reapply(change) }
            #expect(change != nil && reapplied == board, "\(what): \(String(describing: change)) does not give the saved board")
            saved = board
        }
        return saved
    }

    @Test func addRemoveReorderUndoRedoAndOpen() {
        var editor = Fixture.editor()
        var saved = editor.state.board
        let steps: [(String, Action)] = [
            ("add", .tap(Place(.available, 1))), ("add the first", .tap(Place(.available, 0))),
            ("edit", .enterEdit), ("remove", .tap(Place(.mine, 3))), ("nudge later", .nudge(by: 1)),
            ("nudge earlier", .nudge(by: -1)), ("undo", .undo), ("undo", .undo), ("redo", .redo),
            ("remove the last", .tap(Place(.mine, 6))), ("done", .leaveEdit), ("open", .tap(Place(.mine, 2))),
        ]
        var saves = 0
        for (what, action) in steps {
            let effects = editor.apply(action)
            saves += effects.filter { if case .save = $0 { true } else { false } }.count
            saved = check(effects, after: saved, what)
        }
        #expect(saves >= 9, "the steps above save")
    }

    @Test func dragsAndKeyboardLifts() {
        var editor = Fixture.editor {
            $0.mode = .edit
            $0.focus = Place(.mine, 2)
        }
        var saved = editor.state.board
        for (what, action) in [("lift", Action.pickUp), ("right", .moveLifted(.right)), ("right", .moveLifted(.right)),
                               ("put down", .putDown), ("lift", .pickUp), ("down", .moveLifted(.down)), ("put down", .putDown)] {
            saved = check(editor.apply(action), after: saved, what)
        }
        #expect(saved != Fixture.board(), "the lifts moved a channel")
    }
}

/// The run loop draws a frame only when the editor's revision moved on, and keeps no copy of
/// the state: an edit then changes the board's storage in place, never copying every channel.
@Suite("Revisions and edits in place")
struct RevisionTests {
    @Test func everyChangeOfTheStateMovesTheRevisionOn() {
        var editor = Fixture.editor()
        var last = editor.revision
        func movedOn(_ what: String) {
            #expect(editor.revision != last, "\(what) changed the state but not the revision")
            last = editor.revision
        }
        _ = editor.apply(.moveFocus(.right)); movedOn("a focus move")
        _ = editor.apply(.enterEdit); movedOn("edit mode")
        _ = editor.apply(.nudge(by: 1)); movedOn("a nudge")
        _ = editor.apply(.undo); movedOn("an undo")
        editor.showNotice("hello"); movedOn("a notice")
        _ = editor.handle(.resize(columns: 50, rows: 20), now: 1); movedOn("a resize")
    }

    @Test func aBoardEditChangesTheBoardInPlace() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 2) }
        _ = editor.apply(.enterEdit)
        func storage() -> UnsafeRawPointer? { editor.state.board.mine.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let before = storage()
        _ = editor.apply(.nudge(by: 1))
        _ = editor.apply(.nudge(by: 1))
        _ = editor.apply(.undo)
        #expect(storage() == before, "the board's channels were copied for an edit")
    }
}
