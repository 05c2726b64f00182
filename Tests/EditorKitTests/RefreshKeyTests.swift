import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The screen's refresh (issue 36 item 2; README "Playlists"): while the load found favourites
/// the catalog has under new URLs (`ChannelDetails.renewed`), `R` is in the footer and asks the
/// run loop for the `refresh` command's write; the file it hands back is shown with the summary,
/// and the refresh is one undo step (My Channels as the file had them before, saved as a board
/// the store writes back byte for byte).
@Suite("R refreshes favourites on the screen")
struct RefreshKeyTests {
    static let before = [Channel(id: "http://old/1", name: "One"), Channel(id: "http://old/2", name: "Two"),
                         Channel(id: "http://mine/3", name: "Three")]
    static let after = [Channel(id: "http://new/1", name: "One"), Channel(id: "http://new/2", name: "Two"),
                        Channel(id: "http://mine/3", name: "Three")]

    func editor(renewed: Int) -> Editor {
        let board = SampleBoards.valid { try Board(mine: Self.before, available: [Channel(id: "http://new/9", name: "Nine")]) }
        let details = ChannelDetails()
        details.renewed = renewed
        return TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), details: details))
    }

    func footer(_ editor: Editor) -> String { FrameText.lines(of: editor.frame())[23] }

    @Test func rIsOfferedOnlyWhileTheCatalogHasNewURLs() {
        var none = editor(renewed: 0)
        #expect(!footer(none).contains("R refresh"), "\(footer(none))")
        #expect(none.handle(.key(.character("R")), now: 0).isEmpty, "nothing bound: nothing happens")
        var offered = editor(renewed: 2)
        #expect(footer(offered).contains("R refresh"), "\(footer(offered))")
        #expect(Keymap.help(for: offered.state).contains { $0.keys == "R" })
        #expect(offered.handle(.key(.character("R")), now: 0) == [.refreshFromCatalogs])
        // In edit mode too.
        _ = offered.handle(.key(.character("e")), now: 0)
        #expect(offered.handle(.key(.character("R")), now: 0) == [.refreshFromCatalogs])
        #expect(none.apply(.refreshFromCatalogs) == [.bell], "asked for with nothing to refresh: refused")
        #expect(none.state.notice?.text == "Nothing to refresh: the catalogs have no new URLs for My Channels")
    }

    /// The hints the loop keeps after a frame (`HintFacts`, issue 33 item 7) follow the offer:
    /// R leaves the footer once the file read again after the refresh has nothing to refresh
    /// (the load sets `renewed`), and comes back with the refresh's undo.
    @Test func theKeptHintsFollowTheOffer() {
        let board = SampleBoards.valid { try Board(mine: Self.before, available: [Channel(id: "http://new/9", name: "Nine")]) }
        let details = ChannelDetails()
        details.renewed = 2
        var editor = TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), details: details))
        #expect(footer(editor).contains("R refresh"))
        editor.prepareAfterFrame()
        let refreshed = SampleBoards.valid { try Board(mine: Self.after, available: [Channel(id: "http://new/9", name: "Nine")]) }
        details.renewed = 0  // what the load of the refreshed file finds
        _ = editor.apply(.refreshed(refreshed, summary: "2 updated", before: Self.before))
        #expect(editor.frame() == editor.unpreparedFrame())
        #expect(!footer(editor).contains("R refresh"), "\(footer(editor))")
        editor.prepareAfterFrame()
        _ = editor.handle(.key(.character("u")), now: 0)
        #expect(editor.frame() == editor.unpreparedFrame())
        #expect(footer(editor).contains("R refresh"), "\(footer(editor))")
    }

    @Test func theRefreshedFileIsShownWithItsSummaryAndUndoIsOneStep() throws {
        var editor = editor(renewed: 2)
        _ = editor.handle(.key(.character("]")), now: 0)  // a move before it: its entry gets a new id
        let moved = editor.state.board
        let refreshed = SampleBoards.valid { try Board(mine: Self.after, available: [Channel(id: "http://new/9", name: "Nine")]) }
        #expect(editor.apply(.refreshed(refreshed, summary: "2 updated", before: moved.mine)).isEmpty, "the file is written already")
        #expect(editor.state.board == refreshed)
        #expect(editor.state.notice?.text == "Refreshed: 2 updated (u puts the old URLs back)")
        #expect(FrameText.lines(of: editor.frame())[22].hasPrefix(" Refreshed: 2 updated"))

        let undone = editor.handle(.key(.character("u")), now: 0)
        #expect(editor.state.board.mine == moved.mine, "My Channels as the file had them")
        #expect(editor.state.board.available == refreshed.available)
        #expect(undone == [.save(editor.state.board, change: nil)])
        #expect(editor.state.notice?.text == "Undone: refresh from the catalog.")
        #expect(editor.state.details?.renewed == 2, "R is offered again")
        let redone = editor.handle(.key(.control("r")), now: 0)
        #expect(editor.state.board == refreshed)
        #expect(redone == [.save(refreshed, change: nil)])
        #expect(editor.state.notice?.text == "Redone: refresh from the catalog.")
        // The move before the refresh named an entry that has a new id now: it is gone.
        _ = editor.handle(.key(.character("u")), now: 0)
        #expect(editor.handle(.key(.character("u")), now: 0) == [.bell])
    }

    @Test func aRefreshThatWroteNothingIsNoUndoStep() {
        var editor = editor(renewed: 1)
        let board = editor.state.board
        _ = editor.apply(.refreshed(board, summary: "0 updated, 1 not offered: Three", before: nil))
        #expect(editor.state.notice?.text == "0 updated, 1 not offered: Three")
        #expect(editor.handle(.key(.character("u")), now: 0) == [.bell])
    }

    @Test func undoOfARefreshIsSkippedWhenMyChannelsChangedOnDisk() {
        var editor = editor(renewed: 2)
        let refreshed = SampleBoards.valid { try Board(mine: Self.after, available: []) }
        _ = editor.apply(.refreshed(refreshed, summary: "2 updated", before: Self.before))
        let theirs = SampleBoards.valid { try Board(mine: Array(Self.after.prefix(2)), available: []) }
        _ = editor.apply(.reloaded(theirs, notice: "Reloaded: changed on disk"))
        #expect(editor.handle(.key(.character("u")), now: 0) == [.bell])
        #expect(editor.state.board == theirs, "never undo someone else's change")
    }
}
