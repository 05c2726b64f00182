import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import TestSupport
import channel_editor

/// What happened, in order, across the fakes of one loop: "frame", "read", "bell", "save",
/// "suspend", "refresh", "reread".
final class LoopLog {
    var entries: [String] = []
    /// The clock the loop reads (seconds); each read of the terminal moves it on by `step`.
    var time = 0.0
    var step = 0.001

    func add(_ entry: String) { entries.append(entry) }
    func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// A terminal that replays wakes, records what it was told, and keeps the last frame; when its
/// wakes run out it reports SIGTERM, so a loop that never quits still ends.
final class ScriptedTerminal: LoopTerminal {
    let log: LoopLog
    var wakes: [TerminalWake]
    var size = ScreenSize(columns: 60, rows: 20)
    private(set) var isShowingAFrame = false
    private(set) var frames: [Frame] = []
    private(set) var timeouts: [Int32?] = []

    init(log: LoopLog, wakes: [TerminalWake]) {
        self.log = log
        self.wakes = wakes
    }

    /// The last frame's text, every row joined.
    var screen: String { frames.last.map { FrameText.lines(of: $0).joined(separator: "\n") } ?? "" }

    func present(_ frame: Frame) {
        log.add("frame")
        frames.append(frame)
        isShowingAFrame = true
    }

    func bell() { log.add("bell") }

    func read(timeout milliseconds: Int32?, watching descriptors: [Int32]) -> TerminalWake {
        log.add("read")
        timeouts.append(milliseconds)
        log.time += log.step
        guard !wakes.isEmpty else { return TerminalWake(quitSignal: 15) }
        return wakes.removeFirst()
    }

    func yieldToTheTerminal() { log.add("yield") }

    /// False makes the next suspend fail, as without job control.
    var canSuspend = true

    func suspend() -> Bool {
        log.add("suspend")
        guard canSuspend else { return false }
        isShowingAFrame = false
        return true
    }
}

/// A saver that records each save and answers as told.
struct ScriptedSaver: BoardSaving {
    let log: LoopLog
    /// What a save answers: nil saves as given.
    var answer: (Board, [BoardChange?]) throws(StoreError) -> GuardedSaver.Outcome = { _, _ in .saved }
    /// The file's board `refresh` finds (nil: unchanged), and what `reread` reads.
    var onDisk: Board?
    /// The boards saved, with their changes, in order.
    let saved = SavedBoards()

    init(log: LoopLog) { self.log = log }

    mutating func save(_ board: Board, changes: [BoardChange?]) throws(StoreError) -> GuardedSaver.Outcome {
        log.add("save")
        saved.list.append((board, changes))
        return try answer(board, changes)
    }

    mutating func reread() throws(StoreError) -> Board {
        log.add("reread")
        return onDisk ?? Board()
    }

    mutating func refresh() throws(StoreError) -> Board? {
        log.add("refresh")
        return onDisk
    }

    /// What the screen's `R` answers (the file refreshed from its catalogs).
    var refreshAnswer: GuardedSaver.RefreshOutcome = .failed("no catalog")

    mutating func refreshFromCatalogs() -> GuardedSaver.RefreshOutcome {
        log.add("refreshFromCatalogs")
        return refreshAnswer
    }
}

final class SavedBoards {
    var list: [(board: Board, changes: [BoardChange?])] = []
}

/// A watch whose every drain says the file may have changed (when `fires`).
final class ScriptedWatcher: ChangeWatching {
    let descriptor: Int32 = 42
    var fires = true
    var needsPolling = false
    var isWatching: Bool { true }
    private(set) var drains = 0
    /// Where each drain is logged ("drain"), when set.
    var log: LoopLog?

    func startWatching() {}

    func drain() -> Bool {
        log?.add("drain")
        drains += 1
        return fires
    }
}

enum LoopFixture {
    /// l0 m0 m1 m2 | a0 a1 a2; the focus on a0.
    static func editor(focus: Place = Place(.available, 0)) -> Editor {
        var state = EditorState(board: SampleBoards.make(locked: 1, mine: 3, available: 3), size: ScreenSize(columns: 60, rows: 20))
        state.focus = focus
        return TestEditor.editor(state)
    }

    static func key(_ character: Character) -> TerminalWake {
        TerminalWake(inputs: character.unicodeScalars.map { .character($0) })
    }

    static let enter = TerminalWake(inputs: [.key(.enter)])

    static func loop(_ terminal: ScriptedTerminal, saver: ScriptedSaver?, watcher: ScriptedWatcher? = nil,
                     editor: Editor = editor()) -> EditorLoop<ScriptedTerminal, ScriptedSaver, ScriptedWatcher> {
        let log = terminal.log
        return EditorLoop(editor: editor, terminal: terminal, saver: saver, watcher: watcher, widthOf: TestWidth.wcwidth,
                          now: { log.time })
    }
}

/// A value a test's closure changes (a saver's answer that changes from call to call).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
