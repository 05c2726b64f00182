import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issues 10.4-10.8, 14.1 and 16.2 in the reducer: refusals said once with a bell, notices that
/// go when they no longer apply, the current channel's rule, the filter's word, pastes,
/// suspend, F1 and a save's outcome — all without a terminal.
@Suite struct FeedbackTests {
    func mine(_ editor: Editor) -> [String] { Fixture.ids(editor.state.board.mine) }

    // MARK: 10.5 Refusals

    @Test func qWhileLiftedIsRefusedWithAReason() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        _ = editor.apply(.pickUp)
        let effects = editor.handle(.key(.character("q")), now: 0)
        #expect(effects == [.bell], "no quit")
        #expect(editor.state.notice?.text == "b is lifted: Space drops it, Esc puts it back")
        #expect(editor.state.drag != nil)
        // Ctrl-C still quits (the channel goes back first).
        #expect(editor.handle(.key(.control("c")), now: 1) == [.quit(output: nil)])
    }

    @Test func aKeyForTheFilterAfterEnterStoppedTypingSaysHowToTypeAgain() {
        // A newcomer's report: after Enter, Backspace and 翡 vanished without a word.
        let stopped = "Typing has stopped: / edits the filter again, Esc clears it"
        for key in [Key.backspace, .character("翡")] {
            var editor = Fixture.editor()
            for key in [Key.character("/"), .character("s"), .enter] { _ = editor.handle(.key(key), now: 0) }
            #expect(editor.state.filterState == .applied("s"))
            let board = editor.state.board
            _ = editor.handle(.key(key), now: 1)
            #expect(editor.state.notice?.text == stopped, "\(key)")
            #expect(editor.state.board == board && editor.state.filterState == .applied("s"), "\(key)")
        }
        // Without a filter the same keys stay quiet, and bound keys keep their meaning.
        var plain = Fixture.editor()
        _ = plain.handle(.key(.backspace), now: 0)
        #expect(plain.state.notice == nil)
    }

    @Test func enterOnALockedCellInEditModeIsRefusedAndNotPromised() {
        var editor = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 0) }
        // No 'Enter remove' drawn on a locked cell; its room is kept, so no other hint moves.
        #expect(Keymap.hints(for: editor.state).filter { $0.keys == "Enter" }.allSatisfy { $0.isHidden })
        #expect(editor.handle(.key(.enter), now: 0) == [.bell])
        #expect(editor.state.notice?.text == "Top is locked")
        #expect(mine(editor).first == "top")
    }

    @Test func bracketsAtTheEndsAreRefused() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 6) }
        #expect(editor.handle(.key(.character("]")), now: 0) == [.bell])
        #expect(editor.state.notice?.text == "f is already last")
        // The notice goes with the next key.
        _ = editor.handle(.key(.left), now: 1)
        #expect(editor.state.notice == nil)
        var plain = Fixture.editor(Fixture.plainBoard(mine: 3, available: 1)) { $0.focus = Place(.mine, 0) }
        #expect(plain.handle(.key(.character("[")), now: 0) == [.bell])
        #expect(plain.state.notice?.text == "m0 is already first")
    }

    @Test func theTooSmallNoticeGoesWhenTheWindowGrows() {
        var editor = Fixture.editor(columns: 20, rows: 6)
        #expect(editor.handle(.key(.character("e")), now: 0) == [.bell])
        #expect(editor.state.notice?.text == "Make the terminal larger to edit")
        _ = editor.handle(.resize(columns: 40, rows: 12), now: 1)
        #expect(editor.state.notice == nil)
        // Any other notice stays across a resize (until the next key).
        _ = editor.handle(.key(.character("u")), now: 2)
        #expect(editor.state.notice?.text == "Nothing to undo")
        _ = editor.handle(.resize(columns: 50, rows: 12), now: 3)
        #expect(editor.state.notice?.text == "Nothing to undo")
    }

    // MARK: 10.6 The current channel

    @Test func removingTheCurrentChannelClearsItByKeyClickAndDrop() throws {
        for way in ["key", "click", "drop"] {
            var editor = Fixture.editor(Fixture.plainBoard(mine: 4, available: 2)) {
                $0.board = SampleBoards.valid { [board = $0.board] in try Board(mine: board.mine, available: board.available, current: "m2") }
                $0.mode = .edit
                $0.focus = Place(.mine, 2)
            }
            #expect(editor.state.board.current == "m2")
            switch way {
            case "key": _ = editor.handle(.key(.character("x")), now: 0)
            case "click":
                let point = try TestEditor.point(of: Place(.mine, 2), in: editor)
                _ = editor.handle(.click(.left, column: point.column, row: point.row), now: 0)
            default:
                let point = try TestEditor.point(of: Place(.mine, 2), in: editor)
                let below = editor.layout().availableHeaderRow + 3
                _ = editor.handle(.press(.left, column: point.column, row: point.row), now: 0)
                _ = editor.handle(.motion(column: point.column, row: below), now: 0.1)
                _ = editor.handle(.release(column: point.column, row: below), now: 0.2)
            }
            #expect(!mine(editor).contains("m2"), "\(way)")
            #expect(editor.state.board.current == nil, "\(way): no channel is current")
            // Undo brings it back, current again.
            _ = editor.handle(.key(.character("u")), now: 1)
            #expect(editor.state.board.current == "m2", "\(way)")
        }
    }

    // MARK: 10.7 The filter

    @Test func escInEditModeClearsAnActiveFilterFirst() {
        var editor = Fixture.editor { $0.mode = .edit }
        _ = editor.apply(.startFilter)
        _ = editor.apply(.typeFilter("s"))
        _ = editor.apply(.finishFilter)
        #expect(editor.state.filter == "s" && editor.state.mode == .edit)
        #expect(Keymap.hints(for: editor.state).contains { $0.keys == "Esc" && $0.label == "clear" && !$0.isHidden })
        _ = editor.handle(.key(.escape), now: 0)
        #expect(editor.state.filter == nil)
        #expect(editor.state.mode == .edit, "the first Esc only clears the filter")
        _ = editor.handle(.key(.escape), now: 1)
        #expect(editor.state.mode == .browse)
    }

    // MARK: 14.1 Pastes

    @Test func aPasteIsTypedIntoTheFilterWithoutControls() {
        var editor = Fixture.editor()
        _ = editor.handle(.key(.character("/")), now: 0)
        _ = editor.handle(.paste("s\u{1B}[3\n"), now: 1)
        #expect(editor.state.filter == "s[3")
        _ = editor.handle(.key(.backspace), now: 2)
        _ = editor.handle(.key(.backspace), now: 2)
        #expect(editor.state.filter == "s")
    }

    /// Space, x and Delete work in edit mode only: in browse mode they say so, and change
    /// nothing (they did nothing at all, and a newcomer thought the key broken).
    @Test func anEditModeKeyInBrowseModeSaysHowToStartEditing() {
        for (key, label) in [(Key.character("x"), "x"), (.delete, "Delete"), (.character(" "), "Space")] {
            var editor = Fixture.editor()
            let before = editor.state.board
            let effects = editor.handle(.key(key), now: 0)
            #expect(effects.isEmpty && editor.state.board == before && editor.state.mode == .browse)
            #expect(editor.state.notice?.text == "\(label) works in edit mode: press e first")
        }
        // A key no mode takes stays silent.
        var editor = Fixture.editor()
        _ = editor.handle(.key(.character("Z")), now: 0)
        #expect(editor.state.notice == nil)
    }

    /// After a failed save the changes are only on the screen: the first q says so, and only
    /// the very next q quits (a newcomer quit and lost a change without a word).
    @Test func quittingWithChangesAFailedSaveCouldNotWriteAsksOnce() {
        var editor = Fixture.editor()
        _ = editor.apply(.saveFailed(SaveFailure(problem: "No space left on device", message: "c.json: No space left on device",
                                                 exitStatus: 74)))
        #expect(editor.apply(.quitByQ).isEmpty)
        #expect(editor.state.notice?.text == "Not saved: q again quits and loses the changes since the last save")
        #expect(editor.apply(.quitByQ) == [.quit(output: nil)])
        // Ctrl-C is guarded alike, and the warning names the key pressed.
        var byControlC = Fixture.editor()
        _ = byControlC.apply(.saveFailed(SaveFailure(problem: "No space left on device", message: "c.json: No space left on device",
                                                     exitStatus: 74)))
        #expect(byControlC.apply(.quit).isEmpty)
        #expect(byControlC.state.notice?.text == "Not saved: Ctrl-C again quits and loses the changes since the last save")
        #expect(byControlC.apply(.quit) == [.quit(output: nil)])
        // Saved since: q quits at once.
        var saved = Fixture.editor()
        _ = saved.apply(.saveFailed(SaveFailure(problem: "x", message: "x", exitStatus: 74)))
        _ = saved.apply(.saved)
        #expect(saved.apply(.quit) == [.quit(output: nil)])
    }

    @Test func aPasteElsewhereIsIgnoredWithANotice() {
        var editor = Fixture.editor()
        let before = editor.state.board
        let effects = editor.handle(.paste("sudo apt-get install -y tmux jq\n"), now: 0)
        #expect(effects.isEmpty, "no save, no quit")
        #expect(editor.state.board == before)
        #expect(editor.state.notice?.text == "Paste ignored: press / to filter, then paste")
        #expect(editor.state.mode == .browse)
    }

    // MARK: 16.2 Effects and their outcomes

    @Test func ctrlZSuspendsAndEndsAMouseDragAsEscDoes() throws {
        var editor = Fixture.editor()
        #expect(editor.handle(.key(.control("z")), now: 0) == [.suspend])
        let before = editor.state.board
        let a = try TestEditor.point(of: Place(.mine, 1), in: editor)
        let c = try TestEditor.point(of: Place(.mine, 3), in: editor)
        _ = editor.handle(.press(.left, column: a.column, row: a.row), now: 1)
        _ = editor.handle(.motion(column: c.column, row: c.row), now: 1.1)
        #expect(editor.state.drag != nil)
        let effects = editor.handle(.key(.control("z")), now: 1.2)
        #expect(effects == [.suspend], "nothing saved: the user never let go")
        #expect(editor.state.board == before)
        #expect(editor.state.drag == nil)
        #expect(!editor.input.isDragging)
    }

    @Test func f1OpensTheHelpEvenWhileTypingAFilter() {
        var editor = Fixture.editor()
        _ = editor.handle(.key(.character("/")), now: 0)
        _ = editor.handle(.key(.f1), now: 1)
        #expect(editor.state.showsHelp)
        #expect(editor.state.filter == "", "F1 is not typed")
        _ = editor.handle(.key(.escape), now: 2)
        #expect(!editor.state.showsHelp && editor.state.isTypingFilter)
    }

    @Test func aFailedSaveIsShownAndQuittingReportsItUntilASaveSucceeds() {
        var editor = Fixture.editor()
        let failure = SaveFailure(problem: "No space left on device", message: "channel-editor: c.json: No space left on device",
                                  exitStatus: 74)
        _ = editor.apply(.saveFailed(failure))
        #expect(editor.state.notice?.text == "Not saved: No space left on device")
        #expect(editor.exitFailure == failure)
        _ = editor.apply(.saved)
        #expect(editor.exitFailure == nil)
        #expect(editor.state.notice?.text == "Not saved: No space left on device", "an outcome leaves the notice alone")
        _ = editor.apply(.saveFailed(failure))
        // The first q warns that the changes since are lost (FeedbackTests below); the next quits.
        #expect(editor.handle(.key(.character("q")), now: 0) == [])
        #expect(editor.handle(.key(.character("q")), now: 0) == [.quit(output: nil)])
        #expect(editor.exitFailure?.exitStatus == 74)
    }

    // MARK: 10.4 The full name, the file

    @Test func aCutNameIsShownWholeOnTheStatusRowWhileFocusedOrLifted() throws {
        let long = Channel(id: "long", name: "The Extremely Long Channel Name")
        let board = try Board(mine: [Channel(id: "a", name: "A"), long], available: [Channel(id: "b", name: "B")])
        var editor = Fixture.editor(board, columns: 80, rows: 12) { $0.focus = Place(.mine, 1) }
        var lines = FrameText.lines(of: editor.frame())
        #expect(lines[10] == " The Extremely Long Channel Name")
        #expect(lines[11].contains("? help  q quit") && !lines[11].contains("Extremely"), "the footer is all hints")
        _ = editor.apply(.moveFocus(.left))
        lines = FrameText.lines(of: editor.frame())
        #expect(lines[10].isEmpty, "a name shown whole in its cell is not repeated")
        _ = editor.apply(.moveFocus(.right))
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.pickUp)
        #expect(FrameText.lines(of: editor.frame())[10] == " The Extremely Long Channel Name")
    }

    @Test func theHelpNamesTheFile() {
        var editor = Fixture.editor(columns: 80, rows: 24) { $0.filePath = "/home/me/.config/channel-editor/channels.json" }
        _ = editor.apply(.showHelp)
        #expect(FrameText.lines(of: editor.frame()).contains { $0.contains("Editing /home/me/.config/channel-editor/channels.json") })
    }

    // MARK: 10.8 No mouse

    @Test func withoutAMouseHeadersAndHelpNameKeys() {
        var editor = Fixture.editor(columns: 80, rows: 24) { $0.hasMouse = false }
        var lines = FrameText.lines(of: editor.frame())
        #expect(lines[0].contains("Enter opens"))
        #expect(!lines.joined().contains("click"))
        _ = editor.apply(.enterEdit)
        lines = FrameText.lines(of: editor.frame())
        #expect(lines[0].contains("Space lifts · Enter removes"))
        #expect(!lines.joined().contains("drag"))
        _ = editor.apply(.showHelp)
        for _ in 0..<10 { _ = editor.apply(.pageHelp(down: true)) }
        let text = FrameText.lines(of: editor.frame()).joined(separator: "\n")
        #expect(!text.contains("Mouse") && !text.contains("click") && !text.contains("wheel"))
        #expect(text.contains("( Name )"), "locked cells are explained by their brackets")
    }
}
