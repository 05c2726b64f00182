import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import TestSupport
import Testing
import channel_editor

/// The screen's `R` in the run loop (issue 36 item 2): the turn's change is saved first, then
/// the saver refreshes the file (the `refresh` command's code, under the lock), and the file it
/// hands back is shown with the summary; a failure is said and nothing else changes.
@Suite("The run loop's refresh")
struct RefreshLoopTests {
    let log = LoopLog()

    func editor() -> Editor {
        var editor = LoopFixture.editor()
        let details = ChannelDetails()
        details.renewed = 2
        editor.state.details = details
        return editor
    }

    @Test func theTurnsChangeIsSavedBeforeTheRefreshAndTheRefreshedFileIsShown() throws {
        let terminal = ScriptedTerminal(log: log, wakes: [TerminalWake(inputs: [.key(.enter), .character("R")])])
        var saver = ScriptedSaver(log: log)
        let refreshed = SampleBoards.make(mine: ["n0", "n1"], available: ["a1"])
        saver.refreshAnswer = .refreshed(refreshed, summary: "2 updated", before: SampleBoards.make(mine: ["m0", "m1"], available: []).mine)
        var loop = LoopFixture.loop(terminal, saver: saver, editor: editor())
        #expect(loop.run() == .signal(15))
        let save = try #require(log.entries.firstIndex(of: "save"))
        let refresh = try #require(log.entries.firstIndex(of: "refreshFromCatalogs"))
        #expect(save < refresh, "Enter's change is on disk before the refresh reads the file: \(log.entries)")
        #expect(loop.editor.state.board == refreshed)
        #expect(terminal.screen.contains("Refreshed: 2 updated (u puts the old URLs back)"), "\(terminal.screen)")
    }

    @Test func aRefreshThatFailedIsSaidAndChangesNothing() {
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.key("R")])
        var saver = ScriptedSaver(log: log)
        saver.refreshAnswer = .failed("Not refreshed: /tmp/fav.m3u8: is read-only; nothing was changed")
        let start = editor()
        var loop = LoopFixture.loop(terminal, saver: saver, editor: start)
        _ = loop.run()
        #expect(loop.editor.state.board == start.state.board)
        #expect(terminal.screen.contains("Not refreshed: /tmp/fav.m3u8: is read-only"), "\(terminal.screen)")
        #expect(log.count("save") == 0)
    }
}
