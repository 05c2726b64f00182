import ChannelCore
import TestSupport
import Testing
import EditorKit

/// Issue 12.1/12.4: a board read from disk replaces the editor's, as a state change.
@Suite("Editor: reloaded from disk")
struct EditorReloadTests {
    /// The standard board as another writer left it: `c` removed, `new` ("Brand new") added,
    /// `a` renamed.
    func theirs() throws -> Board {
        var mine = Fixture.board().mine.filter { $0.id != "c" }
        mine[1] = Fixture.channel("a", "Renamed A")
        return try Board(mine: mine + [Fixture.channel("new", "Brand new")],
                         available: [Fixture.channel("c")] + Fixture.board().available, current: "top")
    }

    @Test func theFocusStaysOnTheSameChannelAndTheNoticeSaysSo() throws {
        var editor = Fixture.editor()
        editor.state.focus = Place(.mine, 4)  // d
        let effects = editor.apply(.reloaded(try theirs(), notice: "Reloaded: changed on disk"))
        #expect(effects.isEmpty, "a reload saves nothing")
        #expect(editor.state.board == (try theirs()))
        #expect(editor.state.focus == Place(.mine, 3), "still on d, one place left now")
        #expect(editor.state.notice?.text == "Reloaded: changed on disk")
        #expect(editor.labels.label(for: Fixture.channel("a", "Renamed A")).text.contains("Renamed A"))
        #expect(editor.labels.label(for: Fixture.channel("new", "Brand new")).text.contains("Brand new"))
        Fixture.checkInvariants(editor)
    }

    @Test func aFocusedChannelThatIsGoneLeavesTheFocusNearby() throws {
        var editor = Fixture.editor()
        editor.state.focus = Place(.mine, 3)  // c, which they deleted from the file
        var board = try theirs()
        board = try Board(mine: board.mine, available: board.available.filter { $0.id != "c" }, current: "top")
        _ = editor.apply(.reloaded(board, notice: "Reloaded"))
        #expect(editor.state.focus == Place(.mine, 3))
        Fixture.checkInvariants(editor)
    }

    @Test func aLiftIsPutBackAndTheLiveOrderIsNotKept() throws {
        var editor = Fixture.editor { $0.mode = .edit }
        editor.state.focus = Place(.mine, 2)
        _ = editor.apply(.pickUp)
        _ = editor.apply(.moveLifted(.right))
        #expect(editor.state.drag != nil)
        _ = editor.apply(.reloaded(try theirs(), notice: "Reloaded"))
        #expect(editor.state.drag == nil)
        #expect(editor.state.board == (try theirs()))
        Fixture.checkInvariants(editor)
    }

    @Test func undoNeverUndoesSomeoneElsesChange() throws {
        var editor = Fixture.editor { $0.mode = .edit }
        editor.state.focus = Place(.available, 0)
        _ = editor.apply(.activate)  // s1 to the end of mine
        editor.state.focus = Place(.mine, 5)
        _ = editor.apply(.nudge(by: -1))  // e before d
        // Someone else removed s1 again: the add's step no longer applies and goes; the nudge stays.
        var board = editor.state.board
        try board.remove(at: board.mine.firstIndex { $0.id == "s1" }!)
        _ = editor.apply(.reloaded(board, notice: "Reloaded: changed on disk"))
        #expect(editor.state.notice?.text == "Reloaded: changed on disk; undo cannot bring back the last change")
        #expect(editor.state.history.past.compactMap(\.relocation?.id) == ["e"])
        let undone = editor.apply(.undo)
        #expect(undone.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(Fixture.ids(editor.state.board.mine) == ["top", "a", "b", "c", "d", "e", "f"])
        #expect(editor.state.board.available.first?.id == "s1", "their removal of s1 stays")
        #expect(editor.apply(.undo) == [.bell])
        #expect(editor.state.notice?.text == "Nothing to undo")
    }

    @Test func aStepOvertakenWithoutAReloadIsSkippedWithANotice() throws {
        var editor = Fixture.editor()
        editor.state.focus = Place(.available, 0)
        _ = editor.apply(.activate)
        // The board changed under the history without a rebase (the reducer must stay total).
        var board = editor.state.board
        try board.remove(at: board.mine.count - 1)
        editor.state.board = board
        editor.refreshLayout()
        #expect(editor.apply(.undo) == [.bell])
        #expect(editor.state.notice?.text == "Skipped an undo step: changed elsewhere")
        #expect(!editor.state.history.canUndo)
    }
}
