import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 10.1 and 10.2: a mouse alone can do everything (add, remove, reorder, undo, filter,
/// help, quit), through the close control and the footer's key hints; a press while a channel
/// is lifted only puts it down.
@Suite struct MouseOnlyTests {
    func mine(_ editor: Editor) -> [String] { Fixture.ids(editor.state.board.mine) }

    /// Where `text` starts on screen row `row` of the editor's frame (columns count characters:
    /// the footers and headers searched here are one column a character).
    static func column(of text: String, row: Int, in editor: Editor) -> Int? {
        let line = Array(FrameText.lines(of: editor.frame())[row])
        let needle = Array(text)
        guard needle.count <= line.count else { return nil }
        return (0...(line.count - needle.count)).first { Array(line[$0..<$0 + needle.count]) == needle }
    }

    /// A click on the footer hint `text`.
    static func clickFooter(_ text: String, _ editor: inout Editor, now: Double = 0) throws -> [Effect] {
        let row = editor.state.size.rows - 1
        let found = try #require(Self.column(of: text, row: row, in: editor), "\(text) not in the footer")
        return editor.handle(.click(.left, column: found + 1, row: row), now: now)
    }

    @Test func theCloseControlQuitsLikeQ() throws {
        var editor = Fixture.editor(columns: 40, rows: 12)
        let column = try #require(Self.column(of: "[×]", row: 0, in: editor))
        #expect(column == editor.layout().closeButtonColumn)
        #expect(editor.handle(.click(.left, column: column + 1, row: 0), now: 0) == [.quit(output: nil)])
        // A press on it and a release elsewhere is no click.
        var other = Fixture.editor(columns: 40, rows: 12)
        _ = other.handle(.press(.left, column: column, row: 0), now: 0)
        #expect(other.handle(.release(column: 2, row: 5), now: 0.1) == [])
    }

    @Test func footerHintsDoWhatTheirKeysDo() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        // Add by a click on an Add Channels cell, then undo it with the footer.
        let cell = try TestEditor.point(of: Place(.available, 0), in: editor)
        _ = editor.handle(.click(.left, column: cell.column, row: cell.row), now: 0)
        #expect(mine(editor).last == "s1")
        let undo = try Self.clickFooter("u undo", &editor)
        #expect(undo.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(!mine(editor).contains("s1"))
        // e edit, then e done.
        _ = try Self.clickFooter("e edit", &editor)
        #expect(editor.state.mode == .edit)
        _ = try Self.clickFooter("e done", &editor)
        #expect(editor.state.mode == .browse)
        // / filter starts typing; Esc clear, clicked, clears it.
        _ = try Self.clickFooter("/ filter", &editor)
        #expect(editor.state.isTypingFilter)
        _ = editor.handle(.key(.character("s")), now: 0)
        #expect(editor.state.filter == "s")
        _ = try Self.clickFooter("Esc clear", &editor)
        #expect(editor.state.filter == nil && !editor.state.isTypingFilter)
        // ? help opens the help; q quit quits.
        _ = try Self.clickFooter("? help", &editor)
        #expect(editor.state.showsHelp)
        _ = try Self.clickFooter("Esc close", &editor)
        #expect(!editor.state.showsHelp)
        #expect(try Self.clickFooter("q quit", &editor) == [.quit(output: nil)])
    }

    @Test func theArrowsHintIsNotAClick() throws {
        var editor = Fixture.editor(columns: 120, rows: 24)
        let before = editor.state
        #expect(try Self.clickFooter("↑↓←→", &editor).isEmpty)
        #expect(editor.state.focus == before.focus)
    }

    @Test func theHelpClosesOnAClickOutsideOrOnItsCloseMarkNotInside() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        _ = editor.apply(.showHelp)
        let box = try #require(editor.chrome().help)
        // Inside the box: nothing.
        #expect(editor.handle(.click(.left, column: box.left + 3, row: box.top + 2), now: 0) == [])
        #expect(editor.state.showsHelp)
        // On its [×]: closed.
        _ = editor.handle(.click(.left, column: box.closeColumn + 1, row: box.top), now: 1)
        #expect(!editor.state.showsHelp)
        // Outside: closed, and nothing under the pointer is tapped.
        _ = editor.apply(.showHelp)
        let board = editor.state.board
        _ = editor.handle(.click(.left, column: 0, row: box.bottom + 1 < 23 ? box.bottom + 1 : 0), now: 2)
        #expect(!editor.state.showsHelp)
        #expect(editor.state.board == board)
    }

    /// Issue 10.1: a press after a lost release puts the lifted channel down where it is: no
    /// remove (a press on Add Channels), no move (a press on another cell), no tap.
    @Test(arguments: [Place(.available, 1), Place(.mine, 5), Place(.mine, 0)])
    func aPressWhileLiftedOnlyPutsDown(target: Place) throws {
        var editor = Fixture.editor(columns: 40, rows: 24)
        let a = try TestEditor.point(of: Place(.mine, 1), in: editor)
        let c = try TestEditor.point(of: Place(.mine, 3), in: editor)
        _ = editor.handle(.press(.left, column: a.column, row: a.row), now: 0)
        _ = editor.handle(.motion(column: c.column, row: c.row), now: 0.1)
        #expect(editor.state.drag?.id == "a")
        let lifted = mine(editor)
        let available = Fixture.ids(editor.state.board.available)
        // The release is lost; the next report is a press somewhere else.
        let point = try TestEditor.point(of: target, in: editor)
        let effects = editor.handle(.press(.left, column: point.column, row: point.row), now: 0.2)
        #expect(editor.state.drag == nil)
        #expect(mine(editor) == lifted, "put down where it was, nothing else moved")
        #expect(Fixture.ids(editor.state.board.available) == available, "nothing added or removed")
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)], "one save of the reorder the drag made")
        // The rest of that click does nothing either.
        #expect(editor.handle(.release(column: point.column, row: point.row), now: 0.3) == [])
        #expect(mine(editor) == lifted)
        #expect(editor.state.board.current == "top")
    }

    @Test func aPressWhileAKeyboardLiftOnlyPutsDownUnlessItIsOnTheFootersDrop() throws {
        var editor = Fixture.editor(columns: 80, rows: 24) { $0.mode = .edit; $0.focus = Place(.mine, 2) }
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        #expect(mine(editor) == ["top", "a", "c", "b", "d", "e", "f"])
        // Esc cancel in the footer, clicked: back where it was, nothing saved.
        #expect(try Self.clickFooter("Esc cancel", &editor) == [])
        #expect(mine(editor) == ["top", "a", "b", "c", "d", "e", "f"])
        #expect(editor.state.drag == nil)
    }

    /// The whole job with the mouse alone: add, reorder, remove, undo, filter, help, quit.
    @Test func aMouseAloneDoesEverything() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        var now = 0.0
        func click(_ place: Place) throws {
            let point = try TestEditor.point(of: place, in: editor)
            now += 1
            _ = editor.handle(.click(.left, column: point.column, row: point.row), now: now)
        }
        // Add s3.
        try click(Place(.available, 2))
        #expect(mine(editor).last == "s3")
        // Reorder: drag a onto c.
        let a = try TestEditor.point(of: Place(.mine, 1), in: editor)
        let c = try TestEditor.point(of: Place(.mine, 3), in: editor)
        _ = editor.handle(.press(.left, column: a.column, row: a.row), now: 10)
        _ = editor.handle(.motion(column: c.column, row: c.row), now: 10.1)
        _ = editor.handle(.release(column: c.column, row: c.row), now: 10.2)
        #expect(mine(editor) == ["top", "b", "c", "a", "d", "e", "f", "s3"])
        // Remove d in edit mode (the drag entered it): a click on it.
        #expect(editor.state.mode == .edit)
        try click(Place(.mine, 4))
        #expect(!mine(editor).contains("d"))
        // Undo that, from the footer.
        _ = try Self.clickFooter("u undo", &editor, now: 20)
        #expect(mine(editor).contains("d"))
        // Filter: the footer's / starts it, its Esc clear ends it.
        _ = try Self.clickFooter("/ filter", &editor, now: 21)
        #expect(editor.state.isTypingFilter)
        _ = try Self.clickFooter("Esc clear", &editor, now: 22)
        #expect(!editor.state.isTypingFilter)
        // Help: open, scroll with the wheel, close by a click outside it.
        _ = try Self.clickFooter("? help", &editor, now: 23)
        #expect(editor.state.showsHelp)
        _ = editor.handle(.wheel(.down, column: 40, row: 10), now: 24)
        _ = editor.handle(.click(.left, column: 0, row: 23), now: 25)
        #expect(!editor.state.showsHelp)
        // Quit with the close control.
        let close = editor.layout().closeButtonColumn
        #expect(editor.handle(.click(.left, column: close + 1, row: 0), now: 26) == [.quit(output: nil)])
    }
}
