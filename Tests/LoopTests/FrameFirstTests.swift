import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import TestSupport
import Testing
import channel_editor

/// The frame first, for every change (issue 33, item 7): an item move's frame is on the terminal
/// before its save starts, a quit right after it still saves it, and the work moved behind the
/// frame (`Editor.prepareAfterFrame`) changes no word of what is drawn.
@Suite("The frame first: an item move is drawn, then saved")
struct FrameFirstTests {
    let log = LoopLog()

    /// `e`, then `]` on m0 (My Channels' second cell): one item move.
    static let editThenMove = [LoopFixture.key("e"), LoopFixture.key("]")]

    @Test func anItemMovesFrameIsPresentedBeforeItsSaveRuns() throws {
        let terminal = ScriptedTerminal(log: log, wakes: Self.editThenMove + [LoopFixture.key("q")])
        let saver = ScriptedSaver(log: log)
        var loop = LoopFixture.loop(terminal, saver: saver, editor: LoopFixture.editor(focus: Place(.mine, 1)))
        #expect(loop.run() == .quit(output: nil))
        let entries = log.entries
        let save = try #require(entries.firstIndex(of: "save"))
        #expect(entries[save - 2] == "frame" && entries[save - 1] == "yield", "\(entries)")
        // That frame is the moved board's, with the move's sentence: what the save writes.
        let drawn = terminal.frames[entries[..<save].filter { $0 == "frame" }.count - 1]
        let text = FrameText.lines(of: drawn).joined(separator: "\n")
        #expect(text.contains("Mine 0 moved to place 3 of 4"), "\(text)")
        #expect(saver.saved.list.map { $0.board.mine.map(\.id) } == [["l0", "m1", "m0", "m2"]])
    }

    @Test func aQuitRightAfterAMoveStillSavesIt() {
        // The move and the quit in one read: the loop ends after the turn's save, not before.
        let terminal = ScriptedTerminal(log: log, wakes: [
            LoopFixture.key("e"), TerminalWake(inputs: [.character("]"), .character("q")]),
        ])
        let saver = ScriptedSaver(log: log)
        var loop = LoopFixture.loop(terminal, saver: saver, editor: LoopFixture.editor(focus: Place(.mine, 1)))
        #expect(loop.run() == .quit(output: nil))
        #expect(saver.saved.list.map { $0.board.mine.map(\.id) } == [["l0", "m1", "m0", "m2"]])
        #expect(log.entries.suffix(3) == ["frame", "yield", "save"], "drawn, then saved, then the end: \(log.entries)")
        // In the next read: the same.
        let later = LoopLog()
        let saver2 = ScriptedSaver(log: later)
        var loop2 = LoopFixture.loop(ScriptedTerminal(log: later, wakes: Self.editThenMove + [LoopFixture.key("q")]),
                                     saver: saver2, editor: LoopFixture.editor(focus: Place(.mine, 1)))
        #expect(loop2.run() == .quit(output: nil))
        #expect(saver2.saved.list.count == 1)
        #expect(later.entries.last == "read", "the quit's read ends the loop after the move's save: \(later.entries)")
    }

    /// The sentence of a move names what tells twins apart. Known after a frame that a name is
    /// its own, the loop does not scan again; a reload that brings a twin forgets it.
    @Test func theSentenceIsTheSameWithTheWorkDoneAfterTheFrame() throws {
        let board = SampleBoards.make(mine: ["!top", "tech", "news", "sport"], available: ["tech2"])
        var state = EditorState(board: board, size: ScreenSize(columns: 60, rows: 20))
        state.focus = Place(.mine, 1)
        // Without the loop: nothing prepared.
        var plain = TestEditor.editor(state)
        _ = plain.handle(.key(.character("e")), now: 0)
        _ = plain.handle(.key(.character("]")), now: 0)
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        // A reload names "tech2" TECH too: Tech has a twin now.
        saver.onDisk = SampleBoards.valid { try Board(mine: [Channel(id: "top", name: "TOP", locked: true), Channel(id: "tech", name: "TECH"),
                                                           Channel(id: "news", name: "NEWS"), Channel(id: "sport", name: "SPORT")],
                                                    available: [Channel(id: "tech2", name: "Tech")]) }
        let terminal = ScriptedTerminal(log: log, wakes: [
            LoopFixture.key("e"), LoopFixture.key("]"), LoopFixture.key("["),
            TerminalWake(ready: [watcher.descriptor]), LoopFixture.key("]"),
        ])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher, editor: TestEditor.editor(state))
        #expect(loop.run() == .signal(15))
        let screens = terminal.frames.map { FrameText.lines(of: $0).joined(separator: "\n") }
        let sentence = try #require(plain.state.notice?.text)
        #expect(screens.contains { $0.contains(sentence) }, "the first move's sentence as without the loop: \(sentence)")
        // After the reload, the same move on a board with twins: as an editor that never prepared says it.
        var twins = TestEditor.editor(EditorState(board: saver.onDisk!, size: ScreenSize(columns: 60, rows: 20)))
        twins.state.focus = Place(.mine, 1)
        _ = twins.handle(.key(.character("e")), now: 0)
        _ = twins.handle(.key(.character("]")), now: 0)
        let twinSentence = try #require(twins.state.notice?.text)
        #expect(twinSentence != sentence, "the twin's sentence says more: \(twinSentence)")
        #expect(loop.editor.state.notice?.text == twinSentence)
    }
}
