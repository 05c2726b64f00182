import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 22.8: what a mouse-only user and a keyboard-only user can reach. Redo is in the footer
/// once there is something to redo; edit mode always has a way out in the footer; a terminal
/// without a mouse draws no buttons; the help in browse mode also lists edit mode's keys, and
/// the Marks say what the bold underlined cell is.
@Suite struct FirstHourReachTests {
    static func footer(_ editor: Editor) -> String { FrameText.lines(of: editor.frame())[editor.state.size.rows - 1] }

    @Test func redoIsInTheFooterAfterAnUndoAndAClickRedoes() throws {
        var editor = Fixture.editor(columns: 120, rows: 30)
        _ = editor.apply(.nextSection)
        _ = editor.apply(.activate)
        // Always there, as undo is: a hint that came with the first undo pushed the others
        // aside, and the next click on undo landed on redo (a newcomer's report).
        let before = Self.footer(editor)
        #expect(before.contains("Ctrl-R redo"), "\(before)")
        _ = editor.apply(.undo)
        #expect(Self.footer(editor).contains("Ctrl-R redo"), "\(Self.footer(editor))")
        #expect(Self.footer(editor).firstRange(of: "u undo")?.lowerBound.utf16Offset(in: Self.footer(editor))
                == before.firstRange(of: "u undo")?.lowerBound.utf16Offset(in: before), "undo stayed in place")
        let added = editor.state.board
        _ = try MouseOnlyTests.clickFooter("Ctrl-R redo", &editor)
        #expect(editor.state.board != added)
        #expect(editor.state.board.mine.last?.id == "s1")
        // Ctrl-R still answers when there is nothing to redo.
        #expect(editor.apply(.redo) == [.bell])
    }

    /// Redo at 40 columns, in both modes, also while the list scrolls: a narrow footer writes
    /// Ctrl-R as ^R and closes up to one space between hints, so undo, redo and the ways out
    /// all fit (issue 22.8); a click on it redoes.
    @Test(arguments: [Mode.browse, .edit], [false, true])
    func redoStaysInTheFooterAtFortyColumns(mode: Mode, scrolled: Bool) throws {
        let board = scrolled ? Fixture.plainBoard(mine: 60, available: 20) : Fixture.board()
        var editor = Fixture.editor(board, columns: 40, rows: 12) { $0.mode = mode }
        _ = editor.apply(.nextSection)
        _ = editor.apply(.activate)
        _ = editor.apply(.undo)
        if scrolled {
            _ = editor.apply(.pageDown)
            #expect(editor.state.scrollTop > 0)
        }
        let footer = Self.footer(editor)
        let wanted = ["u undo", "^R redo", "? help", "q quit", mode == .edit ? "e done" : "e edit"]
        for hint in wanted { #expect(footer.contains(hint), "\(hint) is not in \(footer)") }
        let before = editor.state.board
        _ = try MouseOnlyTests.clickFooter("^R redo", &editor)
        #expect(editor.state.board != before, "the click redid the add")
        // Wide enough, the footer says Ctrl-R.
        var wide = Fixture.editor(board, columns: 80, rows: 24) { $0.mode = mode }
        _ = wide.apply(.nextSection)
        _ = wide.apply(.activate)
        _ = wide.apply(.undo)
        #expect(Self.footer(wide).contains("Ctrl-R redo"), "\(Self.footer(wide))")
    }

    @Test func editModeKeepsAWayOutInTheFooterWhenTheHeaderIsScrolledAway() throws {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 60, available: 20), columns: 40, rows: 12)
        _ = editor.apply(.toggleEdit)
        _ = editor.apply(.pageDown)
        #expect(editor.state.scrollTop > 0)
        #expect(!FrameText.lines(of: editor.frame())[0].contains("[Done]"), "the header is scrolled away")
        #expect(Self.footer(editor).contains("e done"), "\(Self.footer(editor))")
        _ = try MouseOnlyTests.clickFooter("e done", &editor)
        #expect(editor.state.mode == .browse)
    }

    @Test func noMouseNoButtons() {
        for mode in [Mode.browse, .edit] {
            let editor = Fixture.editor(columns: 80, rows: 24) { $0.hasMouse = false; $0.mode = mode }
            let header = FrameText.lines(of: editor.frame())[0]
            #expect(!header.contains("[Edit]") && !header.contains("[Done]") && !header.contains("[×]"), "\(header)")
            #expect(header.contains(mode == .browse ? "Enter opens and exits" : "Space lifts"), "\(header)")
        }
        let mouse = Fixture.editor(columns: 80, rows: 24)
        #expect(FrameText.lines(of: mouse.frame())[0].contains("[Edit] [×]"))
    }

    @Test func theBrowseHelpListsEditKeysAndTheCurrentMark() {
        var editor = Fixture.editor(columns: 100, rows: 60)
        _ = editor.apply(.showHelp)
        let text = FrameText.lines(of: editor.frame()).joined(separator: "\n")
        #expect(text.contains("Keys (browsing)"))
        #expect(text.contains("Keys (edit mode)"), "\(text)")
        #expect(text.contains("Lift the focused channel"), "Space")
        #expect(text.contains("Remove the focused channel (also Delete)"), "x")
        #expect(text.contains("bold, underlined") && text.contains("The current channel"), "\(text)")
        // Edit mode's own help lists its keys once, under its own heading.
        var editing = Fixture.editor(columns: 100, rows: 60) { $0.mode = .edit }
        _ = editing.apply(.showHelp)
        let edit = FrameText.lines(of: editing.frame()).joined(separator: "\n")
        #expect(edit.split(separator: "\n").filter { $0.contains("Keys (") }.count == 1, "\(edit)")
    }

    /// Issue 22.10: the screen shows names, commands take ids: the help names the focused one's.
    @Test func theHelpNamesTheFocusedChannelsID() {
        var editor = Fixture.editor(columns: 100, rows: 60) { $0.focus = Place(.available, 1) }
        _ = editor.apply(.showHelp)
        let text = FrameText.lines(of: editor.frame()).joined(separator: "\n")
        #expect(text.contains("Focused: 财经, id fin (what commands take)"), "\(text)")
    }

    /// Issue 22.7: the filter footer says what typing does, and offers no Enter beside "No match".
    @Test func theFilterFooterSpeaksPlainly() {
        var editor = Fixture.editor(columns: 80, rows: 24)
        _ = editor.apply(.startFilter)
        #expect(Self.footer(editor).contains("type to filter"), "\(Self.footer(editor))")
        #expect(Self.footer(editor).contains("Enter add"))
        for character in "zzz" { _ = editor.apply(.typeFilter(character)) }
        #expect(!Self.footer(editor).contains("Enter add"), "\(Self.footer(editor))")
        #expect(Self.footer(editor).contains("Esc clear"))
    }
}
