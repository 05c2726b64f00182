import ChannelCore
import EditorKit
import Testing
import TestSupport

/// dialog's Extra and Help buttons in a pick session (`--extra-button`, `--help-button`): offered
/// only when asked, reached by Tab (PickDialogKeysTests) and by a click on the footer, no letter
/// (dialog's E and H are item hotkeys), each ending the session with its own ending; a lifted
/// item is put down first.
@Suite struct PickDialogButtonsTests {
    static func editor(extra: String?, help: String?, columns: Int = 80) -> Editor {
        var session = PickSession()
        session.extraLabel = extra
        session.helpLabel = help
        return PickSessionTests.editor(
            PickSessionTests.board(mine: ["b", "d"], available: ["a", "c", "e"]), session: session
        ) { $0.size = ScreenSize(columns: columns, rows: 12) }
    }

    @Test func noButtonsUnlessAsked() {
        let editor = Self.editor(extra: nil, help: nil)
        #expect(Keymap.action(for: .character("E"), in: editor.state) == nil)
        #expect(Keymap.action(for: .character("H"), in: editor.state) == nil)
        #expect(!Keymap.hints(for: editor.state).contains { $0.label == "Extra" || $0.label == "Help" })
        var pressed = editor
        #expect(pressed.apply(.pressExtra) == [])
        #expect(pressed.apply(.pressHelp) == [])
        // The channel editor never has them.
        let plain = EditorState(board: Fixture.board(), size: ScreenSize(columns: 80, rows: 24))
        #expect(Keymap.action(for: .character("E"), in: plain) == nil)
    }

    @Test func extraEndsWithTheChosenList() {
        var editor = Self.editor(extra: "", help: nil)
        #expect(Keymap.action(for: .character("E"), in: editor.state) == nil, "no letter: dialog's E is an item hotkey")
        #expect(editor.apply(.pressExtra) == [.finishPick(.extra(editor.state.board))])
    }

    @Test func helpEndsOnTheFocusedItem() {
        var editor = Self.editor(extra: nil, help: "")
        #expect(Keymap.action(for: .character("H"), in: editor.state) == nil)
        editor.state.focus = Place(.available, 1)
        #expect(editor.apply(.pressHelp) == [.finishPick(.help(editor.state.board, focused: "c"))])
    }

    @Test func aLiftedItemIsPutDownFirst() {
        var editor = Self.editor(extra: "", help: "")
        editor.state.mode = .edit
        editor.state.focus = Place(.mine, 0)
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        #expect(editor.state.drag != nil)
        let effects = editor.apply(.pressHelp)
        #expect(editor.state.drag == nil)
        #expect(effects.last == .finishPick(.help(editor.state.board, focused: "b")))
        #expect(PickSessionTests.mine(editor) == ["d", "b"])
    }

    @Test func theFooterNamesThemWithTheScriptsLabelsAndAClickPressesThem() throws {
        var editor = Self.editor(extra: "More", help: "")
        let hints = Keymap.hints(for: editor.state).map { KeyHint($0.keys, $0.label) }
        #expect(hints.contains(KeyHint("", "More")))
        #expect(hints.contains(KeyHint("", "Help")))
        let extra = try MouseOnlyTests.clickFooter("More", &editor)
        #expect(extra == [.finishPick(.extra(editor.state.board))])
        var other = Self.editor(extra: nil, help: "Explain")
        let help = try MouseOnlyTests.clickFooter("Explain", &other)
        #expect(help.last.map { if case .finishPick(.help) = $0 { true } else { false } } == true)
    }

    /// At 60 columns a form keeps Extra, Help and Cancel beside OK (no undo there: dialog has none).
    @Test func aSixtyColumnFooterKeepsBothButtons() throws {
        let editor = PickDialogKeysTests.editor(.buildlist, extra: true, help: true, columns: 60)
        let footer = try #require(FrameText.lines(of: editor.frame()).last)
        for hint in ["Enter OK", "Extra", "Help", "Esc Cancel"] { #expect(footer.contains(hint), "\(footer)") }
        #expect(!footer.contains("u undo"), "\(footer)")
    }

    @Test func aNarrowFooterKeepsThemAsWaysOut() throws {
        let editor = Self.editor(extra: "", help: "", columns: 40)
        let footer = try #require(FrameText.lines(of: editor.frame()).last)
        #expect(footer.contains("Extra"), "\(footer)")
        #expect(footer.contains("Help"), "\(footer)")
        #expect(footer.contains("Enter OK"), "\(footer)")
        // Narrow, q/Esc is written q (Esc is in the help).
        #expect(footer.contains("q Cancel"), "\(footer)")
    }
}
