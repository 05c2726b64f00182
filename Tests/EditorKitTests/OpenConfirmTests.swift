import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 22.2: opening a channel ends the editor, so it never happens by surprise. The header
/// and the footer say "open and exit", and the first Enter or click on a My Channels cell in
/// browse mode only says that the next one opens it and exits.
@Suite struct OpenConfirmTests {
    @Test func theFirstEnterAsksTheSecondOpens() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 1) }
        let board = editor.state.board
        #expect(editor.apply(.activate) == [])
        #expect(editor.state.board == board, "nothing opened, nothing saved")
        #expect(editor.state.notice?.text == "Enter again to open a and exit")
        let effects = editor.apply(.activate)
        #expect(effects.last == .quit(output: "a"))
        #expect(editor.state.board.current == "a")
    }

    @Test func anyOtherRequestInBetweenAsksAgain() {
        var editor = Fixture.editor { $0.focus = Place(.mine, 1) }
        _ = editor.apply(.activate)
        _ = editor.apply(.moveFocus(.right))
        _ = editor.apply(.moveFocus(.left))
        #expect(editor.state.notice == nil)
        #expect(editor.apply(.activate) == [], "the move forgot the first Enter")
        // A resize is no request: the next Enter still confirms.
        _ = editor.apply(.resize(columns: 50, rows: 20))
        #expect(editor.apply(.activate).last == .quit(output: "a"))
    }

    @Test func aClickOnAnotherCellAsksForThatOne() {
        var editor = Fixture.editor()
        #expect(editor.apply(.tap(Place(.mine, 2))) == [])
        #expect(editor.state.notice?.text == "Click again to open b and exit")
        #expect(editor.apply(.tap(Place(.mine, 3))) == [], "another channel: asked again")
        #expect(editor.state.notice?.text == "Click again to open c and exit")
        #expect(editor.apply(.tap(Place(.mine, 3))).last == .quit(output: "c"))
    }

    @Test func twoClicksThroughTheMachineOpen() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        let a = try TestEditor.point(of: Place(.mine, 1), in: editor)
        #expect(editor.handle(.click(.left, column: a.column, row: a.row), now: 0) == [])
        let status = FrameText.lines(of: editor.frame())[22]
        #expect(status == " Click again to open a and exit", "on the status row: \(status)")
        #expect(editor.handle(.click(.left, column: a.column, row: a.row), now: 1).last == .quit(output: "a"))
    }

    @Test func headerAndFooterSayExit() {
        let editor = Fixture.editor(columns: 80, rows: 24) { $0.focus = Place(.mine, 1) }
        let lines = FrameText.lines(of: editor.frame())
        #expect(lines[0].contains("click to open and exit"), "\(lines[0])")
        #expect(lines[23].contains("Enter open and exit"), "\(lines[23])")
        let keys = Fixture.editor(columns: 80, rows: 24) { $0.hasMouse = false }
        #expect(FrameText.lines(of: keys.frame())[0].contains("Enter opens and exits"))
        // Too narrow for the whole hint: none rather than a cut "click to open".
        let narrow = Fixture.editor(columns: 40, rows: 12)
        #expect(!FrameText.lines(of: narrow.frame())[0].contains("click"), "\(FrameText.lines(of: narrow.frame())[0])")
    }

    @Test func editModeAndPickSessionsDoNotAsk() {
        var editing = Fixture.editor { $0.mode = .edit; $0.focus = Place(.mine, 1) }
        _ = editing.apply(.activate)
        #expect(editing.state.notice == .change("a removed: it is first in Add Channels now."), "said, not asked")
        #expect(Fixture.ids(editing.state.board.available).first == "a")
    }
}

extension OpenConfirmTests {
    @Test func aClickThenEnterOpens() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        let b = try TestEditor.point(of: Place(.mine, 2), in: editor)
        #expect(editor.handle(.click(.left, column: b.column, row: b.row), now: 0) == [])
        #expect(editor.handle(.key(.enter), now: 0.5).last == .quit(output: "b"))
    }
}
