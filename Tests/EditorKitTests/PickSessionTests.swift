import ChannelCore
import EditorKit
import Testing
import TestSupport

/// A pick session (`EditorState.pick`): OK and Cancel, Space and taps between the lists, the
/// input order of dialog's buildlist without --reorder, and the words on screen.
@Suite struct PickSessionTests {
    static func board(mine: [String], available: [String]) -> Board {
        SampleBoards.valid {
            try Board(mine: mine.map { Channel(id: $0, name: $0.uppercased()) },
                      available: available.map { Channel(id: $0, name: $0.uppercased()) })
        }
    }

    static func editor(
        _ board: Board = board(mine: ["b", "d"], available: ["a", "c", "e"]),
        session: PickSession = PickSession(), configure: (inout EditorState) -> Void = { _ in }
    ) -> Editor {
        var state = EditorState(board: board, size: ScreenSize(columns: 40, rows: 12), pick: session)
        configure(&state)
        return TestEditor.editor(state)
    }

    static func mine(_ editor: Editor) -> [String] { editor.state.board.mine.map(\.id) }

    /// With --min or --max the footer keeps OK, Cancel, undo and redo at every width (a
    /// newcomer's 40-column pick with --min 2 had only help and Cancel); the count is in the
    /// chosen list's header (FooterColumnsTests).
    @Test(arguments: [40, 60, 80, 100])
    func theFooterKeepsOKCancelUndoAndRedoWithLimits(columns: Int) {
        var session = PickSession()
        session.minimum = 2
        session.maximum = 3
        let editor = Self.editor(Self.board(mine: [], available: ["a", "b", "c", "d"]), session: session) {
            $0.size = ScreenSize(columns: columns, rows: 12)
        }
        let footer = FrameText.lines(of: editor.frame())[11]
        #expect(footer.contains("Enter OK") && footer.contains("u undo") && footer.contains("redo"), "\(columns): \(footer)")
        #expect(footer.contains(columns < 60 ? "q Cancel" : "q/Esc Cancel"), "\(columns): \(footer)")
        #expect(!footer.contains("needed"), "the count is in the header: \(footer)")
        // Space, what the screen is for, before `e edit` (a newcomer's first Enter accepted an
        // empty choice: the footer never said Space adds).
        if columns >= 80 { #expect(footer.contains("Space add"), "\(columns): \(footer)") }
    }

    // MARK: The keys, written out

    @Test func enterIsOKSpaceMovesAndEscCancelsInBrowseMode() {
        var state = EditorState(board: Fixture.board(), size: ScreenSize(columns: 80, rows: 24), pick: PickSession())
        #expect(Keymap.action(for: .enter, in: state) == .accept)
        #expect(Keymap.action(for: .character(" "), in: state) == .toggle)
        #expect(Keymap.action(for: .escape, in: state) == .cancelByEscape)
        #expect(Keymap.action(for: .character("q"), in: state) == .quitByQ)
        #expect(Keymap.action(for: .control("c"), in: state) == .quit)
        state.filterState = .applied("s")
        #expect(Keymap.action(for: .escape, in: state) == .clearFilter, "Esc clears a filter before it cancels")
        state.filterState = .off
        state.mode = .edit
        #expect(Keymap.action(for: .enter, in: state) == .accept)
        #expect(Keymap.action(for: .character(" "), in: state) == .toggle)
        #expect(Keymap.action(for: .escape, in: state) == .leaveEdit)
        state.drag = Drag(id: "a", originIndex: 1, source: .keyboard)
        #expect(Keymap.action(for: .enter, in: state) == .putDown, "Enter puts a lifted item down first")
    }

    @Test func theEditorKeepsItsOwnEnterAndEsc() {
        let state = EditorState(board: Fixture.board(), size: ScreenSize(columns: 80, rows: 24))
        #expect(Keymap.action(for: .enter, in: state) == .activate)
        #expect(Keymap.action(for: .character(" "), in: state) == nil)
        #expect(Keymap.action(for: .escape, in: state) == nil)
    }

    @Test func theFooterSaysOKAndCancelWithTheSessionsLabels() {
        var session = PickSession()
        session.okLabel = "Select"
        session.cancelLabel = "Back"
        let state = EditorState(board: Fixture.board(), size: ScreenSize(columns: 80, rows: 24), pick: session)
        #expect(Keymap.hints(for: state).map { KeyHint($0.keys, $0.label) } == [
            KeyHint("↑↓←→", "move"), KeyHint("Enter", "Select"), KeyHint("e", "edit"),
            KeyHint("u", "undo"), KeyHint("Ctrl-R", "redo"), KeyHint("/", "filter"), KeyHint("?", "help"), KeyHint("q/Esc", "Back"),
            KeyHint("Space", "remove"),
        ])
        #expect(Keymap.help(for: state).contains(KeyHint("Esc", "Cancel: nothing is printed")))
        #expect(!Keymap.help(for: state).contains { $0.label.contains("Open the focused channel") })
    }

    // MARK: The reducer

    @Test func acceptEndsWithTheChosenListAndCancelWithNothing() {
        var editor = PickSessionTests.editor()
        #expect(editor.apply(.accept) == [.finishPick(.accepted(editor.state.board))])
        #expect(editor.apply(.quit) == [.finishPick(.cancelled(byEscape: false))])
        #expect(editor.apply(.cancelByEscape) == [.finishPick(.cancelled(byEscape: true))])
    }

    @Test func theEditorsQuitIsNotAPickEnding() {
        var editor = Fixture.editor()
        #expect(editor.apply(.quit) == [.quit(output: nil)])
        #expect(editor.apply(.accept) == [])
    }

    @Test func acceptPutsALiftedItemDownWhereItIsAndCancelPutsItBack() {
        var editor = PickSessionTests.editor { $0.mode = .edit; $0.focus = Place(.mine, 0) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        #expect(PickSessionTests.mine(editor) == ["d", "b"])
        var cancelling = editor
        let effects = editor.apply(.accept)
        guard case .finishPick(.accepted(let board))? = effects.last else {
            Issue.record("no accept: \(effects)")
            return
        }
        #expect(board.mine.map(\.id) == ["d", "b"])
        #expect(editor.state.drag == nil)
        _ = cancelling.apply(.cancelByEscape)
        #expect(PickSessionTests.mine(cancelling) == ["b", "d"])
    }

    @Test func spaceMovesTheFocusedItemToTheOtherListInBrowseMode() {
        var editor = PickSessionTests.editor { $0.focus = Place(.available, 0) }
        _ = editor.apply(.toggle)
        #expect(PickSessionTests.mine(editor) == ["b", "d", "a"], "added at the end: no input order given")
        editor = PickSessionTests.editor { $0.focus = Place(.mine, 0) }
        _ = editor.apply(.toggle)
        #expect(PickSessionTests.mine(editor) == ["d"])
        #expect(editor.state.board.available.first?.id == "b")
        #expect(editor.state.history.canUndo)
    }

    @Test func spaceLiftsAChosenItemInEditMode() {
        var editor = PickSessionTests.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editor.apply(.toggle)
        #expect(editor.state.drag?.id == "d")
    }

    @Test func aTapOnAChosenItemRemovesItInBothModes() {
        for mode in [Mode.browse, .edit] {
            var editor = PickSessionTests.editor { $0.mode = mode }
            let effects = editor.apply(.tap(Place(.mine, 1)))
            #expect(PickSessionTests.mine(editor) == ["b"], "\(mode)")
            #expect(!effects.contains { if case .finishPick = $0 { return true } else { return false } })
        }
    }

    @Test func withInputRanksAnAddedItemGoesToItsInputPlace() {
        let ranks = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        var editor = PickSessionTests.editor(session: PickSession(inputRank: ranks, addsInInputOrder: true)) {
            $0.focus = Place(.available, 1)
        }
        _ = editor.apply(.toggle)
        #expect(PickSessionTests.mine(editor) == ["b", "c", "d"])
        _ = editor.apply(.tap(Place(.available, 0)))
        #expect(PickSessionTests.mine(editor) == ["a", "b", "c", "d"])
        _ = editor.apply(.tap(Place(.available, 0)))
        #expect(PickSessionTests.mine(editor) == ["a", "b", "c", "d", "e"])
        // One undo step each, as any add.
        _ = editor.apply(.undo)
        _ = editor.apply(.undo)
        #expect(PickSessionTests.mine(editor) == ["b", "c", "d"])
        Fixture.checkInvariants(editor)
    }

    @Test func theDefaultItemHasTheFocusInEitherList() {
        // dialog's --default-item: the focus starts on it also when it starts unchosen.
        let board = SampleBoards.valid {
            try Board(mine: [Channel(id: "b", name: "B")], available: [Channel(id: "a", name: "A"), Channel(id: "c", name: "C")],
                      current: "c")
        }
        let picking = EditorState(board: board, size: ScreenSize(columns: 40, rows: 12), pick: PickSession())
        #expect(picking.focus == Place(.available, 1))
        // The editor keeps its rule: a last-opened channel in Add Channels is not where it starts.
        let editing = EditorState(board: board, size: ScreenSize(columns: 40, rows: 12))
        #expect(editing.focus == Place(.mine, 0))
    }

    @Test func aChosenListKeptInInputOrderRefusesEveryMove() {
        // dialog's buildlist without --reorder and the checklists print input order: a move
        // the output would ignore is refused, by keys and by the mouse, and none is offered.
        let ranks = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        let session = PickSession(inputRank: ranks, addsInInputOrder: true)
        for action in [Action.nudge(by: 1), .beginDrag(Place(.mine, 0), grabOffset: 0, column: 2, row: 2)] {
            var editor = PickSessionTests.editor(session: session) { $0.focus = Place(.mine, 0) }
            _ = editor.apply(action)
            #expect(PickSessionTests.mine(editor) == ["b", "d"], "\(action)")
            #expect(editor.state.drag == nil, "\(action)")
            #expect(editor.state.notice?.text == "The chosen items come out in input order here, so they cannot be moved", "\(action)")
        }
        var lifting = PickSessionTests.editor(session: session) {
            $0.focus = Place(.mine, 0)
            $0.mode = .edit
        }
        // Space cannot lift here, so the footer offers it as remove, and it removes.
        let header = lifting.frame().lines.joined(separator: "\n")
        #expect(!header.contains("reorder") && !header.contains("Space lifts"), "\(header)")
        let space = Keymap.hints(for: lifting.state).first { $0.keys == "Space" }
        #expect(space?.label == "remove")
        _ = lifting.apply(.toggle)
        #expect(lifting.state.drag == nil)
        #expect(PickSessionTests.mine(lifting) == ["d"])
        // With --reorder (no input order kept) the same keys move.
        var free = PickSessionTests.editor(session: PickSession(inputRank: ranks)) { $0.focus = Place(.mine, 0) }
        _ = free.apply(.nudge(by: 1))
        #expect(PickSessionTests.mine(free) == ["d", "b"])
        free.state.mode = .edit
        #expect(free.frame().lines.joined(separator: "\n").contains("drag to reorder"))
    }

    /// Plain pick: Esc with a changed choice warns once, and only the very next Esc cancels
    /// (a newcomer lost a whole choice to a second Esc meant for the filter). Unchanged, and
    /// in dialog's forms (dialog cancels at once), Esc cancels at once.
    @Test func escapeAsksOnceBeforeDroppingAChangedChoice() {
        var editor = PickSessionTests.editor { $0.focus = Place(.available, 0) }
        _ = editor.apply(.toggle)
        #expect(editor.apply(.cancelByEscape).isEmpty)
        #expect(editor.state.notice?.text == "Esc again cancels and drops your choice; Enter accepts it")
        #expect(editor.apply(.cancelByEscape) == [.finishPick(.cancelled(byEscape: true))])
        // Something else in between: the warning is forgotten.
        var other = PickSessionTests.editor { $0.focus = Place(.available, 0) }
        _ = other.apply(.toggle)
        _ = other.apply(.cancelByEscape)
        _ = other.apply(.moveFocus(.right))
        #expect(other.apply(.cancelByEscape).isEmpty)
        // Nothing changed: at once.
        var unchanged = PickSessionTests.editor()
        #expect(unchanged.apply(.cancelByEscape) == [.finishPick(.cancelled(byEscape: true))])
        var session = PickSession()
        session.form = .buildlist
        var dialog = PickSessionTests.editor(session: session) { $0.focus = Place(.available, 0) }
        _ = dialog.apply(.toggle)
        #expect(dialog.apply(.cancelByEscape) == [.finishPick(.cancelled(byEscape: true))])
    }

    /// `q` asks as Esc does once the choice changed (a newcomer lost a choice to one `q`), and
    /// the sentence names q; Ctrl-C and the close control (`.quit`) still cancel at once.
    @Test func qAsksOnceBeforeDroppingAChangedChoice() {
        var editor = PickSessionTests.editor { $0.focus = Place(.available, 0) }
        _ = editor.apply(.toggle)
        #expect(editor.handle(.key(.character("q")), now: 0).isEmpty)
        #expect(editor.state.notice?.text == "q again cancels and drops your choice; Enter accepts it")
        #expect(editor.handle(.key(.character("q")), now: 1) == [.finishPick(.cancelled(byEscape: false))])
        // Nothing changed: at once.
        var unchanged = PickSessionTests.editor()
        #expect(unchanged.handle(.key(.character("q")), now: 0) == [.finishPick(.cancelled(byEscape: false))])
        // Ctrl-C: at once, changed or not.
        var interrupted = PickSessionTests.editor { $0.focus = Place(.available, 0) }
        _ = interrupted.apply(.toggle)
        #expect(interrupted.handle(.key(.control("c")), now: 0) == [.finishPick(.cancelled(byEscape: false))])
        // dialog's forms: q is no way out there (an item hotkey); Esc cancels at once, as in dialog.
        var session = PickSession()
        session.form = .buildlist
        var dialog = PickSessionTests.editor(session: session) { $0.focus = Place(.available, 0) }
        _ = dialog.apply(.toggle)
        #expect(dialog.handle(.key(.character("q")), now: 0).isEmpty)
        #expect(dialog.handle(.key(.escape), now: 0) == [.finishPick(.cancelled(byEscape: true))])
    }

    /// `--max 1` is a single choice: adding another item puts the chosen one back.
    @Test func maxOneIsASingleChoice() {
        var session = PickSession()
        session.maximum = 1
        var editor = PickSessionTests.editor(PickSessionTests.board(mine: ["b"], available: ["a", "c"]), session: session) {
            $0.focus = Place(.available, 1)
        }
        _ = editor.apply(.toggle)
        #expect(PickSessionTests.mine(editor) == ["c"])
        #expect(Set(editor.state.board.available.map(\.id)) == ["a", "b"])
        // With more allowed, it is added beside.
        var two = PickSessionTests.editor(PickSessionTests.board(mine: ["b"], available: ["a", "c"])) { $0.focus = Place(.available, 1) }
        _ = two.apply(.toggle)
        #expect(PickSessionTests.mine(two) == ["b", "c"])
    }

    @Test func withInputRanksButNoInputOrderAnAddedItemGoesToTheEnd() {
        let ranks = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        var editor = PickSessionTests.editor(session: PickSession(inputRank: ranks)) { $0.focus = Place(.available, 0) }
        _ = editor.apply(.toggle)
        #expect(PickSessionTests.mine(editor) == ["b", "d", "a"])
    }

    @Test func aRemovedItemGoesBackToItsInputPlaceAmongTheAvailableOnes() {
        let ranks = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        // Space, a tap and x: each puts it back where it came from, not to the front.
        for action in [Action.toggle, .tap(Place(.mine, 1)), .removeFocused] {
            var editor = PickSessionTests.editor(session: PickSession(inputRank: ranks)) { $0.focus = Place(.mine, 1) }
            _ = editor.apply(action)
            #expect(editor.state.board.available.map(\.id) == ["a", "c", "d", "e"], "\(action)")
            _ = editor.apply(.tap(Place(.mine, 0)))
            #expect(editor.state.board.available.map(\.id) == ["a", "b", "c", "d", "e"], "\(action)")
            _ = editor.apply(.undo)
            #expect(editor.state.board.available.map(\.id) == ["a", "c", "d", "e"], "\(action): one undo step")
            Fixture.checkInvariants(editor)
        }
        // Without ranks (the channel editor's rule): to the front.
        var editor = PickSessionTests.editor { $0.focus = Place(.mine, 1) }
        _ = editor.apply(.toggle)
        #expect(editor.state.board.available.map(\.id) == ["d", "a", "c", "e"])
    }

    @Test func theHeaderButtonAccepts() {
        var editor = PickSessionTests.editor()
        let column = editor.layout().editButtonColumn + 2
        _ = editor.handle(.press(.left, column: column, row: 0), now: 0)
        let effects = editor.handle(.release(column: column, row: 0), now: 0.1)
        #expect(effects == [.finishPick(.accepted(editor.state.board))])
    }

    // MARK: The words

    @Test func titlesPromptAndTheOKButtonAreTheSessions() {
        let session = PickSession(mineTitle: "Order", availableTitle: "Branches", prompt: "Rebase", okLabel: "Go")
        let editor = PickSessionTests.editor(session: session)
        let frame = render(
            editor.state, layout: editor.layout(), labels: editor.labels, hints: Keymap.hints(for: editor.state),
            help: nil, widthOf: Fixture.width)
        // The close control [×] follows the OK button; the hints make room for it.
        #expect(frame.line(0) == " Order  Rebase               [ Go ] [×] ")
        #expect(frame.line(3).hasPrefix(" Branches  Space or click to add"))
    }

    /// The screen holds the script's items, not channels: refusals and the help say so.
    @Test func refusalsAndTheHelpNameItemsAndTheSessionsLists() {
        for (session, title) in [(PickSession(mineTitle: "Order"), "Order"), (PickSession(), "Chosen")] {
            var editor = PickSessionTests.editor(session: session) { $0.focus = Place(.available, 0) }
            #expect(editor.apply(.nudge(by: 1)) == [.bell])
            #expect(editor.state.notice?.text == "Only \(title) can be reordered")
        }
        var editor = PickSessionTests.editor { $0.focus = Place(.mine, 0) }
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.pickUp)
        _ = editor.apply(.showHelp)
        let frame = editor.frame(widthOf: Fixture.width)
        #expect(frame.lines.contains { $0.contains("Keys (an item is lifted)") }, "\(frame.lines.joined(separator: "\n"))")
        #expect(!frame.lines.contains { $0.contains("channel") }, "\(frame.lines.joined(separator: "\n"))")
        // The whole help of a pick session (tall enough to show all of it): no channels in it.
        var tall = PickSessionTests.editor(session: PickSession(mineTitle: "Order", availableTitle: "Branches")) {
            $0.size = ScreenSize(columns: 100, rows: 70)
            $0.hasMouse = true
        }
        _ = tall.apply(.showHelp)
        let help = tall.frame(widthOf: Fixture.width).lines.joined(separator: "\n")
        #expect(!help.contains("hannel"), "\(help)")
        #expect(help.contains("Branches: add. Order: remove") && help.contains("Order: Space or a click removes it"), "\(help)")
        // The channel editor keeps its words.
        var channels = Fixture.editor()
        _ = channels.apply(.nextSection)
        _ = channels.apply(.nudge(by: 1))
        #expect(channels.state.notice?.text == "Only My Channels can be reordered")
    }

    @Test func anOKLabelIsFittedToTheButton() {
        for (label, button) in [("OK", "[ OK ]"), ("Done", "[Done]"), ("Select", "[Sel…]"), ("确定", "[确定]")] {
            let session = PickSession(okLabel: label)
            let editor = PickSessionTests.editor(session: session)
            let frame = render(
                editor.state, layout: editor.layout(), labels: editor.labels, hints: [], help: nil, widthOf: Fixture.width)
            #expect(frame.line(0).hasSuffix(button + " [×] "), "\(label): \(frame.line(0))")
        }
    }
}
