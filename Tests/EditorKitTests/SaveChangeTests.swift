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
