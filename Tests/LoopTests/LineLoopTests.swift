import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Localization
import TestSupport
import Testing
import channel_editor

/// Typed lines and the sentences written back, in the loop's log: "line: TEXT" for each read,
/// "say: TEXT" for each line written. When its lines run out the input ends (as Ctrl-D).
final class ScriptedLines: LineIO {
    let log: LoopLog
    var wakes: [LineWake]
    var isTerminal = false
    private(set) var said: [String] = []

    init(log: LoopLog, _ wakes: [LineWake]) {
        self.log = log
        self.wakes = wakes
    }

    func next(watching watched: [Int32], timeout: Int32?) -> LineWake {
        log.time += log.step
        let wake = wakes.isEmpty ? .end : wakes.removeFirst()
        // A time-out is the whole wait.
        if wake == .idle, let timeout { log.time += Double(timeout) / 1000 }
        if case .line(let text) = wake { log.add("line: \(text)") } else { log.add("read") }
        return wake
    }

    func write(_ lines: [String]) -> Bool {
        for line in lines {
            said.append(line)
            log.add("say: \(line)")
        }
        return true
    }

    /// LineChannel prompts on a terminal only.
    func prompt() { if isTerminal { log.add("prompt") } }
}

/// The line mode (`--accessible`) through the screen's loop (issue 33, item 3): the same saves,
/// reloads and endings, with the loop's fakes and injected clock; `LineTerminal` says in words
/// what a frame would show.
@Suite("The line mode through the run loop")
struct LineLoopTests {
    let log = LoopLog()

    func loop(_ lines: ScriptedLines, saver: ScriptedSaver?, watcher: ScriptedWatcher? = nil, picking: Bool = false)
        -> (EditorLoop<LineTerminal, ScriptedSaver, ScriptedWatcher>, LineTerminal)
    {
        let terminal = LineTerminal(lines: lines, translation: .english, picking: picking)
        let state = EditorState(board: SampleBoards.make(locked: 1, mine: 3, available: 3), size: terminal.size)
        let log = self.log
        let loop = EditorLoop(editor: TestEditor.editor(state), terminal: terminal, saver: saver, watcher: watcher,
                              widthOf: TestWidth.wcwidth, now: { log.time })
        return (loop, terminal)
    }

    @Test func aChangeIsSavedThenSaidAndTheEndOfInputQuits() throws {
        let lines = ScriptedLines(log: log, [.line("add a0"), .line("move a0 to 2")])
        let saver = ScriptedSaver(log: log)
        var (loop, terminal) = loop(lines, saver: saver)
        #expect(loop.run() == .quit(output: nil), "the end of the input quits")
        #expect(saver.saved.list.map { $0.board.mine.map(\.id) } == [["l0", "m0", "m1", "m2", "a0"], ["l0", "a0", "m0", "m1", "m2"]])
        let entries = log.entries
        let firstSave = try #require(entries.firstIndex(of: "save"))
        #expect(entries[firstSave - 1] == "line: add a0", "no frame and no yield: the line mode draws nothing: \(entries)")
        #expect(entries[firstSave + 1] == "say: Available 0 added to My Channels, place 5 of 5.", "said after its save: \(entries)")
        #expect(lines.said.last == "Session ended.")
        #expect(!terminal.refusedFromAScript)
        #expect(!entries.contains("frame") && !entries.contains("bell") && !entries.contains("prompt"), "a pipe: no prompt")
    }

    @Test func aRefusedCommandFromAPipeIsOneSentenceAndMakesTheStatusOne() throws {
        let lines = ScriptedLines(log: log, [.line("remove l0"), .line("dance"), .tooLong, .line("quit")])
        let saver = ScriptedSaver(log: log)
        var (loop, terminal) = loop(lines, saver: saver)
        #expect(loop.run() == .quit(output: nil))
        #expect(lines.said == ["Locked 0 is locked.", "Unknown command \"dance\": help lists the commands.",
                               "That line is longer than 64 KiB, so it was not read as a command; nothing changed.",
                               "Session ended."])
        #expect(saver.saved.list.isEmpty)
        #expect(terminal.refusedFromAScript)
        // From a terminal a refusal is only said; the prompt comes before each command.
        let typed = LoopLog()
        let keyboard = ScriptedLines(log: typed, [.line("remove l0")])
        keyboard.isTerminal = true
        let terminal2 = LineTerminal(lines: keyboard, translation: .english, picking: false)
        var loop2 = EditorLoop(editor: LoopFixture.editor(), terminal: terminal2, saver: ScriptedSaver?.none,
                               watcher: ScriptedWatcher?.none, widthOf: TestWidth.wcwidth, now: { typed.time })
        #expect(loop2.run() == .quit(output: nil))
        #expect(!terminal2.refusedFromAScript)
        #expect(typed.entries.prefix(3) == ["prompt", "line: remove l0", "say: Locked 0 is locked."])
    }

    @Test func aReadOnlyFileIsOneSentenceAndTheBoardGoesBackToTheFiles() {
        let lines = ScriptedLines(log: log, [.line("add a0")])
        var saver = ScriptedSaver(log: log)
        saver.answer = { _, _ throws(StoreError) in
            throw StoreError(path: "/tmp/c.json", problem: "read-only", kind: .readOnly)
        }
        let onDisk = SampleBoards.make(locked: 1, mine: 3, available: 3)
        saver.onDisk = onDisk
        var (loop, terminal) = loop(lines, saver: saver)
        _ = loop.run()
        #expect(lines.said == ["Read-only file: this change was not saved (start with --force to allow changes).",
                               "Session ended."], "not the change's sentence first")
        #expect(loop.editor.state.board == onDisk)
        #expect(terminal.refusedFromAScript)
    }

    @Test func aFailedSaveIsSaidAfterTheChangeAndKeptForTheExitStatus() throws {
        let lines = ScriptedLines(log: log, [.line("add a0"), .line("quit")])
        var saver = ScriptedSaver(log: log)
        saver.answer = { _, _ throws(StoreError) in
            throw StoreError(path: "/tmp/c.json", problem: "No space left on device", kind: .system)
        }
        var (loop, _) = loop(lines, saver: saver)
        let ending = loop.run()
        #expect(lines.said.prefix(2) == ["Available 0 added to My Channels, place 5 of 5.",
                                         "Not saved: No space left on device."])
        let failure = try #require(throws: Failure.self) {
            try ScreenLoop.outcome(of: ending, editor: loop.editor, printOnQuit: false)
        }
        #expect(failure.status == 74)
    }

    @Test func aSaveThatMergedWithTheFileSaysSo() {
        let lines = ScriptedLines(log: log, [.line("add a0")])
        var saver = ScriptedSaver(log: log)
        let theirs = SampleBoards.make(mine: ["x", "a0"], available: ["a1"])
        saver.answer = { _, _ in .merged(theirs, refusal: nil) }
        var (loop, _) = loop(lines, saver: saver)
        _ = loop.run()
        #expect(lines.said.first == "Available 0 added to My Channels, place 5 of 5.")
        #expect(lines.said.dropFirst().first?.hasPrefix("Reloaded: changed on disk; your change was applied to it") == true,
                "\(lines.said)")
    }

    /// A change a failed save kept is merged when the file is valid again, and said.
    @Test func aChangeKeptAfterAFailedSaveIsSaidWhenItIsMergedAtLast() {
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        let failures = Box(0)
        let theirs = SampleBoards.make(mine: ["x", "a0"], available: ["a1"])
        saver.answer = { _, _ throws(StoreError) in
            failures.value += 1
            guard failures.value > 1 else {
                throw StoreError(path: "/tmp/c.json", location: "line 3, column 5", problem: "expected ','", kind: .invalidData)
            }
            return .merged(theirs, refusal: nil)
        }
        let lines = ScriptedLines(log: log, [.line("add a0"), .watched])
        var (loop, _) = loop(lines, saver: saver, watcher: watcher)
        _ = loop.run()
        #expect(saver.saved.list.count == 2)
        #expect(lines.said.contains { $0.hasPrefix("Not saved: ") && $0.contains("line 3, column 5") }, "\(lines.said)")
        #expect(lines.said.contains { $0.hasPrefix("Reloaded: changed on disk; your change was applied to it") }, "\(lines.said)")
        #expect(loop.editor.exitFailure == nil)
    }

    /// Live reload: the watch's news is read as the screen reads it (one read a burst, none
    /// closer than `reloadGap` on the loop's clock) and said in two sentences.
    @Test func aChangeOnDiskIsSaidWithTheNewCounts() {
        let watcher = ScriptedWatcher()
        watcher.log = log
        var saver = ScriptedSaver(log: log)
        saver.onDisk = SampleBoards.make(mine: ["x", "y"], available: ["z"])
        let lines = ScriptedLines(log: log, [.watched, .watched, .idle, .line("quit")])
        var (loop, _) = loop(lines, saver: saver, watcher: watcher)
        #expect(loop.run() == .quit(output: nil))
        #expect(lines.said.first == "Reloaded: changed on disk.")
        #expect(lines.said.dropFirst().first == "Now My Channels has 2 and Add Channels has 1; list shows them.")
        #expect(log.count("refresh") == 2, "the second wake is within reloadGap: read at the deadline's time-out: \(log.entries)")
        #expect(loop.editor.state.board.mine.map(\.id) == ["x", "y"])
    }

    @Test func aPickSessionCancelsAtTheEndOfInputAndSavesNothing() {
        // dialog's --timeout is the screen's: a screen reader takes its own time.
        let lines = ScriptedLines(log: log, [.idle, .idle, .line("add a0")])
        let terminal = LineTerminal(lines: lines, translation: .english, picking: true)
        var pick = PickSession()
        pick.idleTimeout = 1
        let state = EditorState(board: SampleBoards.make(locked: 0, mine: 1, available: 2), size: terminal.size, pick: pick)
        var loop = EditorLoop(editor: TestEditor.editor(state), terminal: terminal, saver: ScriptedSaver?.none,
                              watcher: ScriptedWatcher?.none, widthOf: TestWidth.wcwidth, now: { [log] in log.time })
        #expect(loop.run() == .pick(.cancelled(byEscape: false)))
        #expect(log.count("save") == 0)
        #expect(lines.said.last == "Cancelled: nothing chosen.")
    }
}
