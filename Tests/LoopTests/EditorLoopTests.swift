import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import TestSupport
import Testing
import channel_editor

/// The run loop's promises (issue 21, item 3), without a terminal: a scripted one, a saver and
/// a watch that record what the loop asked of them, in one log.
@Suite("The run loop: wait, translate, run the effects")
struct EditorLoopTests {
    let log = LoopLog()

    @Test func theFrameIsDrawnBeforeTheSaveAndTheSaveIsDoneBeforeTheNextInput() throws {
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter, LoopFixture.key("q")])
        let saver = ScriptedSaver(log: log)
        var loop = LoopFixture.loop(terminal, saver: saver)
        #expect(loop.run() == .quit(output: nil))
        let entries = log.entries
        let save = try #require(entries.firstIndex(of: "save"))
        let readOfEnter = try #require(entries.firstIndex(of: "read"))
        #expect(entries[save - 2] == "frame", "the new frame right before the save: \(entries)")
        #expect(entries[save - 1] == "yield", "the CPU left to the terminal between the frame and the save: \(entries)")
        #expect(save - 1 > readOfEnter)
        #expect(entries[(save + 1)...].contains("read"), "the next input is read after the save: \(entries)")
        #expect(!entries[readOfEnter..<save].dropFirst().contains("read"), "no input read between the key and its save")
        #expect(saver.saved.list.count == 1)
        let saved = try #require(saver.saved.list.first)
        #expect(saved.board.mine.last?.id == "a0", "Enter on a0 added it")
        // The frame drawn just before the save is the changed screen, not the first one again.
        let frameBeforeSave = terminal.frames[entries[..<save].filter { $0 == "frame" }.count - 1]
        #expect(frameBeforeSave != terminal.frames[0])
    }

    @Test func aQuitWaitsForTheTurnsSave() {
        // Enter on m0 asks, a second Enter opens it: a save (the current channel), then quit
        // with its id.
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter, LoopFixture.enter, LoopFixture.key("x")])
        let saver = ScriptedSaver(log: log)
        var loop = LoopFixture.loop(terminal, saver: saver, editor: LoopFixture.editor(focus: Place(.mine, 1)))
        #expect(loop.run() == .quit(output: "m0"))
        #expect(log.entries.last == "save", "the save is the last thing before the end: \(log.entries)")
        #expect(saver.saved.list.first?.board.current == "m0")
        #expect(terminal.wakes.count == 1, "no input read after the quit")
        // A key and a quit in one read: the key's change is saved before the loop ends.
        let both = LoopLog()
        let saver2 = ScriptedSaver(log: both)
        var loop2 = LoopFixture.loop(ScriptedTerminal(log: both, wakes: [TerminalWake(inputs: [.key(.enter), .character("q")])]),
                                     saver: saver2)
        #expect(loop2.run() == .quit(output: nil))
        #expect(both.entries.suffix(3) == ["frame", "yield", "save"], "\(both.entries)")
    }

    @Test func aSaveThatFoundTheFileChangedIsShownAsAReload() throws {
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter])
        var saver = ScriptedSaver(log: log)
        let theirs = SampleBoards.make(mine: ["x", "y", "a0"], available: ["a1"])
        saver.answer = { _, _ in .merged(theirs, refusal: nil) }
        var loop = LoopFixture.loop(terminal, saver: saver)
        #expect(loop.run() == .signal(15))
        #expect(loop.editor.state.board == theirs)
        #expect(loop.editor.state.notice?.text.hasPrefix("Reloaded: changed on disk; your change was applied to it") == true)
        #expect(terminal.screen.contains("Reloaded: changed on disk"), "and drawn before the next wait")
        // Refused: the notice says why.
        saver.answer = { _, _ in .merged(theirs, refusal: .changedElsewhere(id: "a0")) }
        var refused = LoopFixture.loop(ScriptedTerminal(log: LoopLog(), wakes: [LoopFixture.enter]), saver: saver)
        _ = refused.run()
        #expect(refused.editor.state.notice?.text.hasPrefix(
            "Reloaded: changed on disk; your change was not applied: moved by someone else") == true)
    }

    @Test func aChangeOnDiskIsReloaded() {
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        let theirs = SampleBoards.make(mine: ["x", "y"], available: ["z"])
        saver.onDisk = theirs
        let terminal = ScriptedTerminal(log: log, wakes: [TerminalWake(ready: [watcher.descriptor])])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher)
        #expect(loop.run() == .signal(15))
        #expect(loop.editor.state.board == theirs)
        #expect(loop.editor.state.notice?.text == "Reloaded: changed on disk")
        #expect(log.count("refresh") == 1)
        #expect(terminal.screen.contains("Reloaded"), "the reload is drawn")
    }

    /// Another program leaves the file invalid: the save fails, says where, and keeps the
    /// change; once the file is valid again its reload merges the change instead of dropping
    /// it (a newcomer lost two changes so, and quit with 65 over a valid file).
    @Test func changesASaveCouldNotWriteAreMergedWhenTheFileIsValidAgain() throws {
        let watcher = ScriptedWatcher()
        let terminal = ScriptedTerminal(log: log, wakes: [
            LoopFixture.enter, LoopFixture.enter, TerminalWake(ready: [watcher.descriptor]),
        ])
        var saver = ScriptedSaver(log: log)
        let failures = Box(0)
        saver.answer = { _, _ throws(StoreError) in
            guard failures.value == 2 else {
                failures.value += 1  // repaired after the second failure
                throw StoreError(path: "/tmp/channels.json", location: "line 3, column 5",
                                 problem: "expected ',' or '}' after an object member", kind: .invalidData)
            }
            return .saved
        }
        saver.onDisk = SampleBoards.make(mine: ["x"], available: [])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher)
        #expect(loop.run() == .signal(15))
        let saves = saver.saved.list
        #expect(saves.count == 3, "two failed saves, then the reload's save: \(log.entries)")
        #expect(saves.last?.changes.count == 2, "both changes carried to the save that worked")
        #expect(log.count("refresh") == 0, "no reload over the unsaved changes")
        #expect(loop.editor.exitFailure == nil, "the failure is cleared by the save that worked")
        #expect(terminal.frames.contains { FrameText.lines(of: $0).joined().contains("line 3, column 5") },
                "the failure said where")
    }

    @Test func aFailedSaveIsShownAndKeptForTheExitStatus() throws {
        // The first q only warns that the change is not saved; the second quits.
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter, LoopFixture.key("q"), LoopFixture.key("q")])
        var saver = ScriptedSaver(log: log)
        saver.answer = { _, _ throws(StoreError) in
            throw StoreError(path: "/tmp/channels.json", problem: "No space left on device", kind: .system)
        }
        var loop = LoopFixture.loop(terminal, saver: saver)
        let ending = loop.run()
        #expect(ending == .quit(output: nil))
        #expect(terminal.frames.contains { FrameText.lines(of: $0).joined().contains("No space left on device") },
                "shown in the footer")
        let failure = try #require(throws: Failure.self) {
            try ScreenLoop.outcome(of: ending, editor: loop.editor, printOnQuit: false)
        }
        #expect(failure.status == 74)
        #expect(failure.message.contains("No space left on device"))
        // A signal still ends with 128+N.
        #expect(try ScreenLoop.outcome(of: EditorLoop<ScriptedTerminal, ScriptedSaver, ScriptedWatcher>.Ending.signal(15),
                                       editor: loop.editor, printOnQuit: false).status == 143)
    }

    @Test func everyEffectTheEditorReturnsIsRun() {
        // `u` with nothing to undo rings; Enter adds (a save); Ctrl-Z suspends after that save.
        let terminal = ScriptedTerminal(log: log, wakes: [
            LoopFixture.key("u"), TerminalWake(inputs: [.key(.enter), .character("\u{1A}")]), LoopFixture.key("q"),
        ])
        let saver = ScriptedSaver(log: log)
        var loop = LoopFixture.loop(terminal, saver: saver)
        #expect(loop.run() == .quit(output: nil))
        let entries = log.entries
        #expect(entries.contains("bell"), "\(entries)")
        let save = entries.firstIndex(of: "save") ?? entries.count
        let suspend = entries.firstIndex(of: "suspend") ?? -1
        #expect(save < suspend, "the change is saved before the terminal is handed back: \(entries)")
        #expect(entries[suspend + 1] == "frame", "the screen is drawn again after the resume: \(entries)")
        // Effects handed to the loop directly: each one carried out.
        let direct = LoopLog()
        let directSaver = ScriptedSaver(log: direct)
        var effects = LoopFixture.loop(ScriptedTerminal(log: direct, wakes: []), saver: directSaver)
        let board = SampleBoards.make(mine: ["b"], available: [])
        effects.runEffects([.bell, .save(board, change: nil), .suspend])
        #expect(direct.entries == ["bell", "frame", "yield", "save", "suspend"])
        #expect(directSaver.saved.list.first?.board == board)
    }

    /// Without job control (inside a shell's `$(…)` SIGTSTP is ignored) Ctrl-Z cannot stop the
    /// program: the screen says why, instead of a silent bell that left a newcomer typing `fg`
    /// into the editor.
    @Test func aSuspendThatCannotStopSaysWhy() {
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.key("\u{1A}"), LoopFixture.key("q")])
        terminal.canSuspend = false
        var loop = LoopFixture.loop(terminal, saver: nil)
        #expect(loop.run() == .quit(output: nil))
        #expect(log.entries.contains("suspend"))
        #expect(terminal.frames.contains { FrameText.lines(of: $0).joined().contains("Ctrl-Z cannot suspend here") },
                "the notice is drawn")
    }

    @Test func aPickSessionSavesNothing() {
        let terminal = ScriptedTerminal(log: log, wakes: [LoopFixture.enter, LoopFixture.key("q")])
        var loop = LoopFixture.loop(terminal, saver: nil)
        #expect(loop.run() == .quit(output: nil))
        #expect(log.count("save") == 0)
    }
}
