import ChannelCore
import TestSupport
import Testing
import EditorKit

/// The reducer, action by action: whole board orders, effects, history, focus, scroll.
/// Standard board (see `Fixture.board`) at 40x24 unless said otherwise.
@Suite("Editor reducer")
struct EditorReducerTests {
    let originalMine = ["top", "a", "b", "c", "d", "e", "f"]
    let originalAvailable = ["s1", "fin", "s3", "s4"]

    func mine(_ editor: Editor) -> [String] { Fixture.ids(editor.state.board.mine) }
    func available(_ editor: Editor) -> [String] { Fixture.ids(editor.state.board.available) }

    // MARK: Taps and Enter

    @Test(arguments: [Mode.browse, .edit])
    func tappingAnAddChannelsCellAddsItToTheEnd(mode: Mode) {
        var editor = Fixture.editor { $0.mode = mode }
        let effects = editor.apply(.tap(Place(.available, 1)))
        #expect(mine(editor) == originalMine + ["fin"])
        #expect(available(editor) == ["s1", "s3", "s4"])
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.history.past == [.move(Relocation(id: "fin", from: Place(.available, 1), to: Place(.mine, 7)))])
        // The focus stays at the same index, so Enter adds the next one, then the last one left.
        #expect(editor.state.focus == Place(.available, 1))
        #expect(editor.apply(.activate).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == originalMine + ["fin", "s3"])
        _ = editor.apply(.activate)
        #expect(mine(editor) == originalMine + ["fin", "s3", "s4"])
        #expect(editor.state.focus == Place(.available, 0))
        _ = editor.apply(.activate)
        #expect(available(editor).isEmpty)
        #expect(editor.state.focus == Place(.mine, 10))
        #expect(editor.state.history.past.count == 4)
        Fixture.checkInvariants(editor)
    }

    @Test func tappingAMyChannelsCellInEditModeRemovesItToTheFront() {
        var editor = Fixture.editor { $0.mode = .edit }
        let effects = editor.apply(.tap(Place(.mine, 2)))
        #expect(mine(editor) == ["top", "a", "c", "d", "e", "f"])
        #expect(available(editor) == ["b"] + originalAvailable)
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.focus == Place(.mine, 2))
        #expect(editor.state.mode == .edit)
        // Removing the last one moves the focus to the new last one.
        _ = editor.apply(.tap(Place(.mine, 5)))
        #expect(mine(editor) == ["top", "a", "c", "d", "e"])
        #expect(editor.state.focus == Place(.mine, 4))
        #expect(available(editor) == ["f", "b"] + originalAvailable)
    }

    @Test func aLockedChannelIsNeverRemoved() {
        var editor = Fixture.editor { $0.mode = .edit }
        let before = editor.state.board
        #expect(editor.apply(.tap(Place(.mine, 0))) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        #expect(editor.state.board == before)
        #expect(!editor.state.history.canUndo)
        // The next request clears the notice.
        _ = editor.apply(.moveFocus(.right))
        #expect(editor.state.notice == nil)
        // x / Delete too.
        #expect(editor.apply(.focusFirst) == [])
        #expect(editor.apply(.removeFocused) == [.bell])
        #expect(editor.state.board == before)
    }

    @Test func tappingAMyChannelsCellInBrowseModeOpensIt() {
        var editor = Fixture.editor()
        #expect(editor.apply(.tap(Place(.mine, 3))) == [], "the first tap asks (OpenConfirmTests)")
        let effects = editor.apply(.tap(Place(.mine, 3)))
        #expect(editor.state.board.current == "c")
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil), .quit(output: "c")])
        #expect(mine(editor) == originalMine)
        #expect(!editor.state.history.canUndo)
    }

    @Test func enterDoesWhatATapDoesOnTheFocusedCell() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 1) }
        _ = editor.apply(.activate)
        #expect(editor.apply(.activate).last == .quit(output: "a"))
        var editing = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editing.apply(.activate)
        #expect(available(editing).first == "a")
    }

    @Test func tappingAPlaceThatIsNotShownDoesNothing() {
        var editor = Fixture.editor()
        #expect(editor.apply(.tap(Place(.available, 9))) == [])
        #expect(editor.apply(.tap(Place(.mine, -1))) == [])
        var filtered = Fixture.editor { $0.filterState = .applied("s3") }
        #expect(filtered.apply(.tap(Place(.available, 0))) == [])
        #expect(Fixture.ids(filtered.state.board.available) == originalAvailable)
    }

    @Test func removingEverythingMovesTheFocusToAddChannels() {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 2, available: 0)) { $0.mode = .edit }
        _ = editor.apply(.activate)
        _ = editor.apply(.activate)
        #expect(editor.state.board.mine.isEmpty)
        #expect(editor.state.focus == Place(.available, 0))
        #expect(Fixture.ids(editor.state.board.available) == ["m1", "m0"])
        Fixture.checkInvariants(editor)
    }

    // MARK: Edit mode

    @Test func editModeToggles() {
        var editor = Fixture.editor()
        #expect(editor.apply(.toggleEdit) == [])
        #expect(editor.state.mode == .edit)
        _ = editor.apply(.enterEdit)
        #expect(editor.state.mode == .edit)
        _ = editor.apply(.toggleEdit)
        #expect(editor.state.mode == .browse)
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.leaveEdit)
        #expect(editor.state.mode == .browse)
    }

    // MARK: Nudge, undo, redo

    @Test func bracketsMoveTheFocusedChannelOnePlace() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        #expect(editor.apply(.nudge(by: 1)).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == ["top", "a", "c", "b", "d", "e", "f"])
        #expect(editor.state.focus == Place(.mine, 3))
        _ = editor.apply(.nudge(by: -1))
        _ = editor.apply(.nudge(by: -1))
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "e", "f"])
        #expect(editor.state.focus == Place(.mine, 1))
        // Never in front of a locked channel.
        #expect(editor.apply(.nudge(by: -1)) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "e", "f"])
        #expect(editor.state.history.past.count == 3)
        // At the end: refused, with the reason (issue 10.5).
        _ = editor.apply(.focusLast)
        #expect(editor.apply(.nudge(by: 1)) == [.bell])
        #expect(editor.state.notice?.text == "f is already last")
        // Works in browse mode too.
        _ = editor.apply(.leaveEdit)
        _ = editor.apply(.moveFocus(.left))
        #expect(editor.apply(.nudge(by: 1)).count == 1)
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "f", "e"])
    }

    @Test func bracketsRefuseLockedAndAddChannels() {
        var editor = Fixture.editor()
        #expect(editor.apply(.nudge(by: 1)) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        _ = editor.apply(.nextSection)
        #expect(editor.apply(.nudge(by: 1)) == [.bell])
        #expect(editor.state.notice?.text == "Only My Channels can be reordered")
        #expect(mine(editor) == originalMine)
        #expect(editor.apply(.nudge(by: Int.min)) == [.bell])
    }

    @Test func undoAndRedoEveryChangeWithASaveEach() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        _ = editor.apply(.nudge(by: 1))          // b after c
        _ = editor.apply(.tap(Place(.available, 0)))  // s1 added
        _ = editor.apply(.tap(Place(.mine, 1)))       // a removed
        let changed = editor.state.board
        #expect(editor.apply(.undo).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.focus == Place(.mine, 1))
        _ = editor.apply(.undo)
        #expect(editor.state.focus == Place(.available, 0))
        _ = editor.apply(.undo)
        #expect(mine(editor) == originalMine)
        #expect(available(editor) == originalAvailable)
        #expect(editor.state.focus == Place(.mine, 2))
        #expect(editor.apply(.undo) == [.bell])
        #expect(editor.state.notice?.text == "Nothing to undo")
        for _ in 0..<3 { #expect(editor.apply(.redo).withoutChanges == [.save(editor.state.board, change: nil)]) }
        #expect(editor.state.board == changed)
        #expect(editor.apply(.redo) == [.bell])
        #expect(editor.state.notice?.text == "Nothing to redo")
    }

    // MARK: Mouse drag (actions)


    @Test func aMouseDragReordersLiveAndCommitsOnce() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "c", in: editor)
        #expect(editor.apply(.beginDrag(Place(.mine, 3), grabOffset: 2, column: start.column, row: start.row)) == [])
        #expect(editor.state.mode == .edit)
        #expect(editor.state.drag == Drag(id: "c", originIndex: 3, source: .mouse(grabOffset: 2),
                                          pointerColumn: start.column, pointerRow: start.row))
        var p = try TestEditor.point(of: "a", in: editor)
        #expect(editor.apply(.dragTo(column: p.column, row: p.row)) == [])
        #expect(mine(editor) == ["top", "c", "a", "b", "d", "e", "f"])
        #expect(editor.state.focus == Place(.mine, 1))
        p = try TestEditor.point(of: "e", in: editor)
        #expect(editor.apply(.dragTo(column: p.column, row: p.row)) == [])
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "c", "f"])
        #expect(!editor.state.history.canUndo)
        let effects = editor.apply(.drop(column: p.column, row: p.row))
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.drag == nil)
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "c", "f"])
        #expect(editor.state.history.past == [.move(Relocation(id: "c", from: Place(.mine, 3), to: Place(.mine, 5)))])
        #expect(editor.state.focus == Place(.mine, 5))
        _ = editor.apply(.undo)
        #expect(mine(editor) == originalMine)
    }

    @Test func aDragNeverGoesInFrontOfALockedChannel() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "d", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 4), grabOffset: 0, column: start.column, row: start.row))
        let top = try TestEditor.point(of: "top", in: editor)
        _ = editor.apply(.dragTo(column: top.column, row: top.row))
        #expect(mine(editor) == ["top", "d", "a", "b", "c", "e", "f"])
        // Still over Top: no further move.
        _ = editor.apply(.dragTo(column: top.column + 1, row: top.row))
        #expect(mine(editor) == ["top", "d", "a", "b", "c", "e", "f"])
        #expect(editor.apply(.drop(column: top.column, row: top.row)).count == 1)
    }

    @Test func theEmptyAreaAfterTheLastCellMeansTheEnd() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "b", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 2), grabOffset: 0, column: start.column, row: start.row))
        // Row 2 holds only `f` (columns 1-5); column 20 is after it.
        _ = editor.apply(.dragTo(column: 20, row: 2))
        #expect(mine(editor) == ["top", "a", "c", "d", "e", "f", "b"])
        // A gap between two cells (column 14, between `a` and `c` now) changes nothing.
        _ = editor.apply(.dragTo(column: 14, row: 1))
        #expect(mine(editor) == ["top", "a", "c", "d", "e", "f", "b"])
        // Neither does the header, the blank row or outside the screen.
        for (column, row) in [(2, 0), (2, 3), (-1, -1), (Int.max, Int.min), (2, 23)] {
            _ = editor.apply(.dragTo(column: column, row: row))
        }
        #expect(mine(editor) == ["top", "a", "c", "d", "e", "f", "b"])
        #expect(editor.apply(.drop(column: 20, row: 2)).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.history.past == [.move(Relocation(id: "b", from: Place(.mine, 2), to: Place(.mine, 6)))])
    }

    @Test(arguments: [(3, 5), (10, 5), (35, 5), (2, 4), (30, 4)])
    func droppingOverAddChannelsRemovesToTheFront(column: Int, row: Int) throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "c", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 3), grabOffset: 0, column: start.column, row: start.row))
        let a = try TestEditor.point(of: "a", in: editor)
        _ = editor.apply(.dragTo(column: a.column, row: a.row))
        _ = editor.apply(.dragTo(column: column, row: row))
        let effects = editor.apply(.drop(column: column, row: row))
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "f"])
        #expect(available(editor) == ["c"] + originalAvailable)
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.history.past == [.move(Relocation(id: "c", from: Place(.mine, 3), to: Place(.available, 0)))])
        #expect(editor.state.drag == nil)
        // One undo: the order from before the drag.
        _ = editor.apply(.undo)
        #expect(mine(editor) == originalMine)
        #expect(available(editor) == originalAvailable)
    }

    @Test func droppingOutsideTheContentKeepsTheLiveOrder() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "c", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 3), grabOffset: 0, column: start.column, row: start.row))
        let a = try TestEditor.point(of: "a", in: editor)
        _ = editor.apply(.dragTo(column: a.column, row: a.row))
        #expect(editor.apply(.drop(column: 5, row: 23)).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == ["top", "c", "a", "b", "d", "e", "f"])
    }

    @Test func aDropWhereItStartedChangesNothingAndSavesNothing() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "c", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 3), grabOffset: 0, column: start.column, row: start.row))
        let a = try TestEditor.point(of: "a", in: editor)
        _ = editor.apply(.dragTo(column: a.column, row: a.row))
        let back = try TestEditor.point(of: "b", in: editor)
        _ = editor.apply(.dragTo(column: back.column, row: back.row))
        #expect(mine(editor) == originalMine)
        #expect(editor.apply(.drop(column: back.column, row: back.row)) == [])
        #expect(!editor.state.history.canUndo)
        #expect(editor.state.mode == .edit)
    }

    @Test func escCancelsADragWithNoHistoryAndNoSave() throws {
        var editor = Fixture.editor()
        let start = try TestEditor.point(of: "c", in: editor)
        _ = editor.apply(.beginDrag(Place(.mine, 3), grabOffset: 0, column: start.column, row: start.row))
        let f = try TestEditor.point(of: "f", in: editor)
        _ = editor.apply(.dragTo(column: f.column, row: f.row))
        #expect(mine(editor) != originalMine)
        #expect(editor.apply(.cancelDrag) == [])
        #expect(mine(editor) == originalMine)
        #expect(editor.state.drag == nil)
        #expect(editor.state.focus == Place(.mine, 3))
        #expect(!editor.state.history.canUndo)
    }

    @Test func aStillPointerOverAReflowedCellDoesNotMoveTheChannelBack() throws {
        // `wide` is 12 columns (1-12), `n` 5 (14-18).
        let board = try Board(mine: [Fixture.channel("wide", "wwwwwwww"), Fixture.channel("n")], available: [])
        var editor = Fixture.editor(board)
        _ = editor.apply(.beginDrag(Place(.mine, 1), grabOffset: 1, column: 15, row: 1))
        _ = editor.apply(.dragTo(column: 11, row: 1))
        #expect(mine(editor) == ["n", "wide"])
        // `wide` now lies under column 11 and 12: moving within it is no new entry.
        for column in [12, 11, 10] {
            _ = editor.apply(.dragTo(column: column, row: 1))
            #expect(mine(editor) == ["n", "wide"])
        }
        // Over `n` itself, then back onto `wide`: now it moves after it.
        _ = editor.apply(.dragTo(column: 3, row: 1))
        _ = editor.apply(.dragTo(column: 11, row: 1))
        #expect(mine(editor) == ["wide", "n"])
        // Off to the gap and back onto `wide` again.
        _ = editor.apply(.dragTo(column: 13, row: 1))
        _ = editor.apply(.dragTo(column: 11, row: 1))
        #expect(mine(editor) == ["n", "wide"])
    }

    @Test func lockedChannelsAndAddChannelsAreNeverLifted() {
        var editor = Fixture.editor()
        #expect(editor.apply(.beginDrag(Place(.mine, 0), grabOffset: 0, column: 2, row: 1)) == [.bell])
        #expect(editor.apply(.beginDrag(Place(.available, 0), grabOffset: 0, column: 2, row: 5)) == [])
        #expect(editor.apply(.beginDrag(Place(.mine, 99), grabOffset: 0, column: 2, row: 5)) == [])
        #expect(editor.state.drag == nil)
        #expect(editor.state.mode == .browse)
        // Drag moves with nothing lifted do nothing.
        #expect(editor.apply(.dragTo(column: 10, row: 1)) == [])
        #expect(editor.apply(.drop(column: 2, row: 5)) == [])
        #expect(editor.apply(.putDown) == [])
        #expect(editor.apply(.cancelDrag) == [])
        #expect(mine(editor) == originalMine)
    }

    // MARK: Keyboard pick-up

    @Test func spacePicksUpArrowsMoveItLiveAndSpaceDrops() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        #expect(editor.apply(.pickUp) == [])
        #expect(editor.state.drag == Drag(id: "b", originIndex: 2, source: .keyboard))
        #expect(editor.apply(.moveLifted(.right)) == [])
        _ = editor.apply(.moveLifted(.right))
        #expect(mine(editor) == ["top", "a", "c", "d", "b", "e", "f"])
        #expect(editor.state.focus == Place(.mine, 4))
        // Down: the nearest cell of row 2 is `f`, at index 6.
        _ = editor.apply(.moveLifted(.down))
        #expect(mine(editor) == ["top", "a", "c", "d", "e", "f", "b"])
        // Up again: the nearest on row 1 to column 1 is `top`, so it stops just behind it.
        _ = editor.apply(.moveLifted(.up))
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "e", "f"])
        #expect(editor.apply(.moveLifted(.left)) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        #expect(!editor.state.history.canUndo)
        // Space again drops it: one entry from where it was picked up.
        #expect(editor.apply(.pickUp).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.drag == nil)
        #expect(editor.state.history.past == [.move(Relocation(id: "b", from: Place(.mine, 2), to: Place(.mine, 1)))])
    }

    @Test func liftingAndPuttingBackInPlaceSavesNothing() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        _ = editor.apply(.moveLifted(.left))
        #expect(editor.apply(.putDown) == [])
        #expect(!editor.state.history.canUndo)
        // Nothing at the end of the list either.
        _ = editor.apply(.focusLast)
        _ = editor.apply(.pickUp)
        #expect(editor.apply(.moveLifted(.right)) == [])
        #expect(editor.apply(.moveLifted(.down)) == [])
        #expect(mine(editor) == originalMine)
    }

    @Test func keyboardDropCommitsOneHistoryEntry() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editor.apply(.pickUp)
        for _ in 0..<3 { _ = editor.apply(.moveLifted(.right)) }
        #expect(editor.apply(.putDown).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == ["top", "b", "c", "d", "a", "e", "f"])
        #expect(editor.state.history.past == [.move(Relocation(id: "a", from: Place(.mine, 1), to: Place(.mine, 4)))])
        _ = editor.apply(.undo)
        #expect(mine(editor) == originalMine)
    }

    /// Home and End carry a lifted channel to the first free place or the last in one key
    /// (a newcomer pressed Left 300 times across a playlist); the drop is one change.
    @Test func homeAndEndCarryALiftedChannelToTheEnds() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 3) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLiftedToEdge(first: false))
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "f", "c"])
        #expect(editor.state.focus == Place(.mine, 6))
        _ = editor.apply(.moveLiftedToEdge(first: true))
        #expect(mine(editor) == ["top", "c", "a", "b", "d", "e", "f"], "after the locked channel")
        #expect(editor.apply(.moveLiftedToEdge(first: true)) == [])
        #expect(editor.apply(.putDown).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.history.past == [.move(Relocation(id: "c", from: Place(.mine, 3), to: Place(.mine, 1)))])
    }

    @Test func escPutsAKeyboardLiftBack() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        _ = editor.apply(.moveLifted(.down))
        #expect(editor.apply(.cancelDrag) == [])
        #expect(mine(editor) == originalMine)
        #expect(editor.state.focus == Place(.mine, 1))
        #expect(!editor.state.history.canUndo)
    }

    @Test func pickUpIsRefusedForLockedAndAddChannels() {
        var editor = Fixture.editor { $0.mode = .edit }
        #expect(editor.apply(.pickUp) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        _ = editor.apply(.nextSection)
        #expect(editor.apply(.pickUp) == [.bell])
        #expect(editor.state.notice?.text == "Only My Channels can be moved")
        #expect(editor.state.drag == nil)
    }

    @Test func leavingEditModeOrQuittingEndsALift() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        #expect(editor.apply(.leaveEdit).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.drag == nil)
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "e", "f"])

        var quitting = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = quitting.apply(.pickUp)
        _ = quitting.apply(.moveLifted(.right))
        #expect(quitting.apply(.quit) == [.quit(output: nil)])
        #expect(mine(quitting) == originalMine)
    }

    @Test func boardChangesDuringALiftPutItDownFirst() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        let effects = editor.apply(.tap(Place(.available, 0)))
        #expect(effects.count == 2)
        #expect(mine(editor) == ["top", "b", "a", "c", "d", "e", "f", "s1"])
        #expect(editor.state.history.past.count == 2)
        #expect(editor.state.drag == nil)
    }

    // MARK: Focus

    @Test func leftAndRightFollowTheFlowAcrossSections() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 6) }
        _ = editor.apply(.moveFocus(.right))
        #expect(editor.state.focus == Place(.available, 0))
        _ = editor.apply(.moveFocus(.left))
        #expect(editor.state.focus == Place(.mine, 6))
        _ = editor.apply(.moveFocus(.left))
        #expect(editor.state.focus == Place(.mine, 5))
        _ = editor.apply(.focusFirst)
        _ = editor.apply(.moveFocus(.left))
        #expect(editor.state.focus == Place(.mine, 0))
        _ = editor.apply(.nextSection)
        _ = editor.apply(.focusLast)
        #expect(editor.state.focus == Place(.available, 3))
        _ = editor.apply(.moveFocus(.right))
        #expect(editor.state.focus == Place(.available, 3))
    }

    @Test func upAndDownGoToTheNearestCentreInTheNextRow() {
        // Ten 6-wide cells, five to a row at columns 1, 8, 15, 22, 29; Add Channels likewise.
        var editor = Fixture.editor(Fixture.plainBoard(mine: 10, available: 5)) { $0.focus = Place(.mine, 3) }
        _ = editor.apply(.moveFocus(.down))
        #expect(editor.state.focus == Place(.mine, 8))
        _ = editor.apply(.moveFocus(.down))
        #expect(editor.state.focus == Place(.available, 3))
        _ = editor.apply(.moveFocus(.down))
        #expect(editor.state.focus == Place(.available, 3))
        _ = editor.apply(.moveFocus(.up))
        _ = editor.apply(.moveFocus(.up))
        _ = editor.apply(.moveFocus(.up))
        #expect(editor.state.focus == Place(.mine, 3))
        _ = editor.apply(.moveFocus(.up))
        #expect(editor.state.focus == Place(.mine, 3))

        // Uneven rows: from `d` (27-31) down to `f`, the only cell of row 2, then to `s1`.
        var standard = Fixture.editor { $0.focus = Place(.mine, 4) }
        _ = standard.apply(.moveFocus(.down))
        #expect(standard.state.focus == Place(.mine, 6))
        _ = standard.apply(.moveFocus(.down))
        #expect(standard.state.focus == Place(.available, 0))
        // From `s4` (24-29) up to `f`, up to `top` (nearest to columns 1-5).
        _ = standard.apply(.focusLast)
        _ = standard.apply(.moveFocus(.up))
        #expect(standard.state.focus == Place(.mine, 6))
        _ = standard.apply(.moveFocus(.up))
        #expect(standard.state.focus == Place(.mine, 0))
    }

    @Test func hjklAndArrowsAreTheSameMoves() {
        var keys = Fixture.editor(Fixture.plainBoard(mine: 10, available: 5))
        var arrows = keys
        for (letter, arrow) in [("l", Key.right), ("j", .down), ("l", .right), ("j", .down), ("h", .left), ("k", .up)] {
            _ = keys.handle(.key(.character(Character(letter))), now: 0)
            _ = arrows.handle(.key(arrow), now: 0)
            #expect(keys.state.focus == arrows.state.focus)
        }
        #expect(keys.state.focus == Place(.mine, 6))
    }

    @Test func tabJumpsBetweenSectionsAndHomeEndStayInTheSection() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 3) }
        _ = editor.apply(.nextSection)
        #expect(editor.state.focus == Place(.available, 0))
        _ = editor.apply(.previousSection)
        #expect(editor.state.focus == Place(.mine, 0))
        _ = editor.apply(.focusLast)
        #expect(editor.state.focus == Place(.mine, 6))
        _ = editor.apply(.focusFirst)
        #expect(editor.state.focus == Place(.mine, 0))
        // Tab to an empty section stays put.
        var onlyMine = Fixture.editor(Fixture.plainBoard(mine: 3, available: 0)) { $0.focus = Place(.mine, 2) }
        _ = onlyMine.apply(.nextSection)
        #expect(onlyMine.state.focus == Place(.mine, 2))
    }

    @Test func theFocusIsRepairedWhenItPointsNowhere() {
        let broken = [Place(.mine, 99), Place(.mine, -4), Place(.available, 99), Place(.available, -1)]
        let expected = [Place(.mine, 6), Place(.mine, 0), Place(.available, 3), Place(.available, 0)]
        for (place, repaired) in zip(broken, expected) {
            let editor = Fixture.editor { $0.focus = place }
            #expect(editor.state.focus == repaired)
        }
        let empty = Fixture.editor(Board()) { $0.focus = Place(.mine, 0) }
        #expect(empty.state.focus == nil)
        let none = Fixture.editor { $0.focus = nil }
        #expect(none.state.focus == Place(.mine, 0))
    }

    @Test func aStartingDragMustNameAnUnlockedMyChannelsChannel() {
        let stale = Fixture.editor { $0.drag = Drag(id: "gone", originIndex: 1, source: .keyboard) }
        #expect(stale.state.drag == nil)
        let locked = Fixture.editor { $0.drag = Drag(id: "top", originIndex: 0, source: .keyboard) }
        #expect(locked.state.drag == nil)
        let lifted = Fixture.editor { $0.drag = Drag(id: "c", originIndex: 3, source: .keyboard) }
        #expect(lifted.state.mode == .edit)
        #expect(lifted.state.focus == Place(.mine, 3))
        Fixture.checkInvariants(lifted)
    }

    // MARK: Scrolling

    /// 60 + 20 channels on 40x11 (nine content rows above the status row and the footer):
    /// `m0`-`m9` on rows 1-2, `m10`... four to a row from row 3 (`m58`, `m59` on row 15), Add
    /// Channels header on row 17, cells from 18.
    func tallEditor() -> Editor {
        Fixture.editor(Fixture.plainBoard(mine: 60, available: 20), columns: 40, rows: 11)
    }

    @Test func theViewKeepsTheFocusVisibleWithItsHeaderOnTheFirstRow() {
        var editor = tallEditor()
        #expect(editor.layout().availableHeaderRow == 17)
        _ = editor.apply(.nextSection)
        #expect(editor.state.focus == Place(.available, 0))
        // Rows 17 (header) and 18 must show: 9 rows from 10.
        #expect(editor.state.scrollTop == 10)
        _ = editor.apply(.moveFocus(.up))
        #expect(editor.state.focus == Place(.mine, 58))
        #expect(editor.state.scrollTop == 10)
        _ = editor.apply(.focusFirst)
        #expect(editor.state.scrollTop == 0)
        _ = editor.apply(.moveFocus(.down))
        _ = editor.apply(.focusLast)
        #expect(editor.state.focus == Place(.mine, 59))
        #expect(editor.state.scrollTop == 15 - 8)
    }

    @Test func pageDownAndUpMoveTheViewAndTheFocusByAScreen() {
        var editor = tallEditor()
        _ = editor.apply(.pageDown)
        // A page is 8 rows: the focus goes from row 1 to row 9 (`m34`), the view to row 8.
        #expect(editor.state.scrollTop == 8)
        #expect(editor.state.focus == Place(.mine, 34))
        // Row 17 is the Add Channels header: the next row with cells is 18.
        _ = editor.apply(.pageDown)
        #expect(editor.state.focus == Place(.available, 0))
        #expect(editor.state.scrollTop == editor.layout().height - 9)
        // Past the end: the last row (`v18`, `v19` on row 22), nearest to the left.
        _ = editor.apply(.pageDown)
        #expect(editor.state.focus == Place(.available, 18))
        #expect(editor.state.scrollTop == editor.layout().height - 9)
        Fixture.checkInvariants(editor)
        for _ in 0..<6 { _ = editor.apply(.pageUp) }
        #expect(editor.state.scrollTop == 0)
        #expect(editor.state.focus == Place(.mine, 0))
    }

    @Test func theWheelScrollsAndTheFocusFollowsIntoView() {
        var editor = tallEditor()
        _ = editor.apply(.scroll(by: 3))
        #expect(editor.state.scrollTop == 3)
        #expect(editor.state.focus == Place(.mine, 10))
        _ = editor.apply(.scroll(by: -3))
        #expect(editor.state.scrollTop == 0)
        #expect(editor.state.focus == Place(.mine, 10))
        _ = editor.apply(.scroll(by: Int.max))
        #expect(editor.state.scrollTop == editor.layout().height - 9)
        Fixture.checkInvariants(editor)
        _ = editor.apply(.scroll(by: Int.min))
        #expect(editor.state.scrollTop == 0)
        Fixture.checkInvariants(editor)
    }

    @Test func resizeReflowsClampsTheScrollAndKeepsTheFocus() {
        var editor = tallEditor()
        _ = editor.apply(.nextSection)
        _ = editor.apply(.focusLast)
        let focus = editor.state.focus
        _ = editor.apply(.resize(columns: 100, rows: 60))
        #expect(editor.state.scrollTop == 0)
        #expect(editor.state.focus == focus)
        _ = editor.apply(.resize(columns: 20, rows: 6))
        #expect(editor.state.focus == focus)
        Fixture.checkInvariants(editor)
        let box = editor.layout().box(at: focus ?? Place(.mine, 0))
        #expect(box.map { editor.state.viewport.contains(row: $0.row) } == true)
        for (columns, rows) in [(0, 0), (1, 1), (-5, -5), (Int.max, Int.max), (Int.min, 3)] {
            _ = editor.apply(.resize(columns: columns, rows: rows))
            Fixture.checkInvariants(editor)
        }
    }

    @Test func aResizeKeepsTheNotice() {
        var editor = Fixture.editor()
        _ = editor.apply(.undo)
        _ = editor.apply(.resize(columns: 50, rows: 20))
        #expect(editor.state.notice?.text == "Nothing to undo")
    }

    // MARK: Filter

    @Test func typingNarrowsAddChannelsAndFocusesTheFirstMatch() {
        var editor = Fixture.editor()
        _ = editor.apply(.startFilter)
        #expect(editor.state.isTypingFilter && editor.state.filter == "")
        _ = editor.apply(.typeFilter("S"))
        #expect(editor.layout().available.map(\.place.index) == [0, 2, 3])
        #expect(editor.state.focus == Place(.available, 0))
        _ = editor.apply(.typeFilter("3"))
        #expect(editor.state.filter == "S3")
        #expect(editor.state.focus == Place(.available, 2))
        // Enter: stop typing and add the focused match.
        #expect(editor.apply(.finishFilter).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == originalMine + ["s3"])
        // No match left: the filter stays (until Esc, issue 10.7), typing has stopped (q quits,
        // a newcomer's went into the filter) and the focus is on the channel just added.
        #expect(editor.state.filter == "S3")
        #expect(!editor.state.isTypingFilter)
        #expect(editor.layout().available.isEmpty)
        #expect(editor.state.focus.flatMap { editor.state.board.channel(at: $0)?.id } == "s3")
        #expect(Keymap.action(for: .character("q"), in: editor.state) == .quitByQ)
        _ = editor.apply(.activate)
        #expect(editor.state.pendingOpen != nil, "Enter asks before it opens")
        _ = editor.apply(.clearFilter)
        #expect(editor.layout().available.count == 3)
    }

    @Test func theFilterMatchesCJKNamesAndIds() {
        var editor = Fixture.editor()
        _ = editor.apply(.startFilter)
        _ = editor.apply(.typeFilter("财"))
        #expect(editor.state.focus == Place(.available, 1))
        _ = editor.apply(.deleteFilterCharacter)
        for character in "FIN" { _ = editor.apply(.typeFilter(character)) }
        #expect(editor.layout().available.map(\.place.index) == [1])
        #expect(editor.state.focus == Place(.available, 1))
    }

    @Test func theFocusNeverRestsOnAHiddenCell() {
        var editor = Fixture.editor { $0.focus = Place(.available, 3) }
        _ = editor.apply(.typeFilter("f"))
        #expect(editor.state.isTypingFilter)
        #expect(editor.state.focus == Place(.available, 1))
        _ = editor.apply(.typeFilter("z"))
        #expect(editor.layout().available.isEmpty)
        #expect(editor.state.focus?.section == .mine)
        _ = editor.apply(.deleteFilterCharacter)
        #expect(editor.state.focus == Place(.available, 1))
        _ = editor.apply(.deleteFilterCharacter)
        _ = editor.apply(.deleteFilterCharacter)
        #expect(editor.state.filter == "")
        #expect(editor.state.isTypingFilter)
        // Enter on an empty filter just stops typing and adds nothing.
        #expect(editor.apply(.finishFilter) == [])
        #expect(editor.state.filter == nil)
        #expect(!editor.state.isTypingFilter)
    }

    @Test func controlCharactersAreNeverTyped() {
        var editor = Fixture.editor()
        _ = editor.apply(.startFilter)
        _ = editor.apply(.typeFilter("\u{1B}"))
        _ = editor.apply(.typeFilter("\u{9B}"))
        #expect(editor.state.filter == "")
    }

    @Test func escClearsTheFilterWhileTyping() {
        var editor = Fixture.editor()
        for event in [InputEvent.key(.character("/")), .key(.character("s")), .key(.escape)] {
            _ = editor.handle(event, now: 0)
        }
        #expect(editor.state.filter == nil)
        #expect(!editor.state.isTypingFilter)
    }

    @Test func theLayoutFollowsEveryChangeUnderAFilter() throws {
        // `s` matches s1, s3, s4 and `s`-named channels; `a`, `b` and `fin` are hidden.
        let board = try Board(
            mine: [Fixture.channel("top", "Top", locked: true), Fixture.channel("a"), Fixture.channel("sx"), Fixture.channel("b")],
            available: [Fixture.channel("s1"), Fixture.channel("fin", "财经"), Fixture.channel("s3"), Fixture.channel("s4")])
        var editor = Fixture.editor(board) { $0.mode = .edit; $0.filterState = .applied("s") }
        let steps: [Action] = [
            .tap(Place(.mine, 1)), .tap(Place(.mine, 1)), .undo, .undo, .redo, .tap(Place(.available, 3)),
            .nudge(by: -1), .undo, .undo, .undo, .redo, .redo, .redo, .clearFilter, .tap(Place(.available, 1)), .undo,
        ]
        for action in steps {
            _ = editor.apply(action)
            Fixture.checkInvariants(editor)
        }
        #expect(mine(editor) == ["top", "sx", "b", "s3"])
        #expect(available(editor) == ["a", "s1", "fin", "s4"])
        #expect(editor.layout().available.count == 4)
    }

    // MARK: Totality

    static let everyAction: [Action] = [
        .tap(Place(.mine, 0)), .tap(Place(.available, Int.max)), .tap(Place(.mine, Int.min)), .toggleEdit, .enterEdit,
        .beginDrag(Place(.mine, 1), grabOffset: Int.max, column: Int.min, row: Int.max),
        .dragTo(column: Int.max, row: Int.min), .dragTo(column: 2, row: 1), .drop(column: Int.min, row: Int.max),
        .beginDrag(Place(.mine, 2), grabOffset: -3, column: 2, row: 1), .drop(column: 2, row: 5),
        .scroll(by: Int.max), .scroll(by: Int.min), .moveFocus(.up), .moveFocus(.down), .moveFocus(.left),
        .moveFocus(.right), .nextSection, .previousSection, .focusFirst, .focusLast, .pageUp, .pageDown, .activate,
        .pickUp, .moveLifted(.up), .moveLifted(.down), .moveLifted(.left), .moveLifted(.right), .putDown, .pickUp,
        .moveLifted(.right), .cancelDrag, .nudge(by: Int.max), .nudge(by: Int.min), .removeFocused, .undo, .redo,
        .startFilter, .typeFilter("s"), .deleteFilterCharacter, .finishFilter, .clearFilter, .showHelp, .hideHelp,
        .leaveEdit, .resize(columns: Int.max, rows: Int.max), .resize(columns: Int.min, rows: Int.min),
        .resize(columns: 0, rows: 0), .activate, .quit,
    ]

    @Test(arguments: [(0, 0), (1, 1), (3, 2), (40, 24)])
    func everyActionIsTotalOnAnyBoardAndSize(columns: Int, rows: Int) {
        let boards = [Fixture.board(), Board(), Fixture.plainBoard(mine: 0, available: 3), Fixture.plainBoard(mine: 3, available: 0)]
        for board in boards {
            for mode in [Mode.browse, .edit] {
                var editor = Fixture.editor(board, columns: columns, rows: rows) { $0.mode = mode }
                for action in EditorReducerTests.everyAction {
                    _ = editor.apply(action)
                    Fixture.checkInvariants(editor)
                }
                // And twice each in a row, from wherever that left it.
                for action in EditorReducerTests.everyAction {
                    _ = editor.apply([action, action])
                    Fixture.checkInvariants(editor)
                }
            }
        }
    }

    // MARK: Help and quit

    @Test func helpOpensAndAnyKeyClosesIt() {
        var editor = Fixture.editor()
        _ = editor.handle(.key(.character("?")), now: 0)
        #expect(editor.state.showsHelp)
        #expect(editor.handle(.key(.character("q")), now: 0) == [])
        #expect(!editor.state.showsHelp)
        #expect(editor.handle(.key(.character("q")), now: 0) == [.quit(output: nil)])
    }
}
