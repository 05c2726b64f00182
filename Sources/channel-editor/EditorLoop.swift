import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit

/// The editor's turns, each in three parts: wait (draw the state, sleep until something
/// happens), translate (what came, as editor events), run the effects (every one the editor
/// returns, its own answers to saves included); then the file's news is noted. Generic over its
/// terminal, saver and watch so that its promises are unit tests (`EditorLoopTests`):
///
/// - after a board change the new frame is on the terminal before the save (and its fsync)
///   starts, and the save is done before the next input is read (docs/DECISIONS.md, "The
///   screen first, the disk second"); a quit or a suspend waits for the turn's save;
/// - a save's outcome goes back into the editor: a merge is shown as a reload, a failure in the
///   footer and kept for the exit status;
/// - the file's news costs what changed (issue 26, item 6): keys first, one read a burst (no
///   more than one every `reloadGap`), and none while a channel is lifted (its drop merges).
///
/// The screen (`TerminalSession`) and the line mode (`LineTerminal`, `--accessible`) both run
/// here: a typed line goes to the terminal's interpreter instead of the input machine, and the
/// line terminal hears what a frame would show (`LoopNews`) and says it in words.
package struct EditorLoop<Terminal: LoopTerminal, Saver: BoardSaving, Watcher: ChangeWatching> {
    package internal(set) var editor: Editor
    let terminal: Terminal
    /// Nil in a pick session: nothing is saved or reloaded.
    package private(set) var saver: Saver?
    let watcher: Watcher?
    let widthOf: ScalarWidth
    /// The monotonic clock, in seconds (a test's own).
    let now: () -> Double
    /// The frame on the screen is of this revision of the editor's state.
    private var frames = FrameMaker()
    /// The turn's saves, not done yet.
    private var pending = PendingSave()
    /// The changes of saves that failed (a file another program left invalid, a full disk):
    /// re-applied with the next save, and merged into the file when a reload finds it valid
    /// again, instead of being dropped by that reload (a newcomer lost two changes so).
    private var unsaved: [BoardChange?] = []
    private var ending: Ending?
    /// The file may have changed on disk and was not read since.
    private var reloadPending = false
    private var lastReload = -Double.infinity
    /// dialog's `--timeout` (seconds without input, then the pick ends as Esc does); nil: none.
    private let idleSeconds: Double?
    private var lastInput: Double

    /// Reloads are at least this far apart (seconds): a file rewritten a hundred times a
    /// second is read ten times a second, and keys never wait behind the reads.
    package static var reloadGap: Double { 0.1 }

    /// How the run ended.
    package enum Ending: Equatable {
        /// Quit; `output` is the opened channel's id.
        case quit(output: String?)
        /// A pick session's OK or Cancel.
        case pick(PickEnding)
        /// A signal asked the program to end.
        case signal(Int32)
        /// The terminal went away.
        case hungUp
    }

    package init(editor: Editor, terminal: Terminal, saver: Saver?, watcher: Watcher?, widthOf: @escaping ScalarWidth,
                 now: @escaping () -> Double = MonotonicClock.now) {
        self.editor = editor
        self.terminal = terminal
        self.saver = saver
        self.watcher = watcher
        self.widthOf = widthOf
        self.now = now
        // Not in the line mode: a screen reader takes its own time to read the list out.
        idleSeconds = terminal.showsFrames ? editor.state.pick?.idleTimeout.flatMap { $0 > 0 ? Double($0) : nil } : nil
        lastInput = now()
    }

    /// Turns until quit, a pick's answer, a quit signal or a hang-up.
    package mutating func run() -> Ending {
        while true {
            let wake = wait()
            if let signal = wake.quitSignal { return .signal(signal) }
            if wake.hungUp { return .hungUp }
            // dialog's --timeout, counted from the last input as dialog counts it.
            if let idleSeconds {
                if !wake.inputs.isEmpty {
                    lastInput = now()
                } else if now() >= lastInput + idleSeconds {
                    return .pick(.timedOut)
                }
            }
            for input in translate(wake) {
                switch input {
                case .event(let event): runEffects(editor.handle(event, now: now()))
                case .line(let line): runEffects(terminal.interpret(line, editor: &editor))
                }
                if ending != nil { break }
            }
            saveNow()
            if !wake.inputs.isEmpty { terminal.hear(.turnDone, editor: editor) }
            if let ending { return ending }
            // The keys' frame first, the watch's news after it (our own last save's, mostly).
            present()
            noteFileNews(wake)
            reloadIfDue()
        }
    }

    // MARK: Wait

    /// Draws the state, then sleeps in one wait: the terminal, the watch, and the next deadline
    /// (the input machine's, a reload put off, a poll without inotify).
    mutating func wait() -> TerminalWake {
        present()
        // What the next change would do before its frame, done now, after this one.
        editor.prepareAfterFrame()
        watcher?.startWatching()
        var deadline = editor.input.deadline
        if let idleSeconds { deadline = min(deadline ?? .infinity, lastInput + idleSeconds) }
        if reloadPending, editor.state.drag == nil { deadline = min(deadline ?? .infinity, lastReload + Self.reloadGap) }
        var timeout = ScreenLoop.timeout(deadline: deadline, now: now())
        if let watcher, watcher.needsPolling { timeout = min(timeout ?? 1000, 1000) }
        let watched = watcher.map { $0.isWatching ? [$0.descriptor] : [] } ?? []
        return terminal.read(timeout: timeout, watching: watched)
    }

    /// Draws the editor's state as it is now (`FrameMaker`). The frame is a function of the
    /// state alone, so a state already on the screen (the same `Editor.revision`) is not drawn
    /// again — the wake-up after our own save — unless the terminal forgot it.
    mutating func present() {
        guard terminal.showsFrames else { return }
        if terminal.isShowingAFrame, frames.revision == editor.revision { return }
        terminal.present(frames.frame(of: editor, widthOf: widthOf))
    }

    // MARK: Translate

    /// One thing a turn hands the editor: an event for its input machine, or a typed line for
    /// the terminal's interpreter (the line mode's `LineSession`).
    enum Input {
        case event(InputEvent)
        case line(String)
    }

    /// The wake's inputs as editor events (a tick when only time passed and the input machine
    /// waits for it) and typed lines.
    mutating func translate(_ wake: TerminalWake) -> [Input] {
        var inputs: [Input] = wake.inputs.isEmpty && editor.input.wantsTick ? [.event(.tick)] : []
        for input in wake.inputs {
            switch input {
            case .resize:
                let size = terminal.size
                inputs.append(.event(.resize(columns: size.columns, rows: size.rows)))
            case .line(let line):
                inputs.append(.line(line))
            default:
                if let event = input.event { inputs.append(.event(event)) }
            }
        }
        return inputs
    }

    /// Notes the watch's news for `reloadIfDue`. Called once the turn's frame is drawn and its
    /// save done: the events a save leaves in the watch (its own rename) are read after the
    /// frame of the next key, never before it (docs/PERFORMANCE.md, "Item move").
    mutating func noteFileNews(_ wake: TerminalWake) {
        guard let watcher else { return }
        if wake.ready.contains(watcher.descriptor), watcher.drain() { reloadPending = true }
        if watcher.needsPolling, wake.inputs.isEmpty { reloadPending = true }
    }

    // MARK: Run the effects

    /// Carries out what the editor asked for: saves wait for the end of the turn (one save of
    /// the last board, every change kept for a merge), except before a suspend.
    package mutating func runEffects(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .save(let board, let change):
                pending.add(board, change)
            case .bell:
                terminal.bell()
            case .suspend:
                // Suspending hands the terminal back: what changed is drawn and saved first.
                saveNow()
                if !terminal.suspend() { runEffects(editor.apply(.suspendRefused)) }
            case .quit(let opened):
                ending = ending ?? .quit(output: opened)
            case .finishPick(let pickEnding):
                ending = ending ?? .pick(pickEnding)
            case .refreshFromCatalogs:
                refreshFromCatalogs()
            }
        }
    }

    /// Draws, then saves, what the turn changed; the outcome goes back into the editor, and
    /// what that returns is run too.
    mutating func saveNow() {
        while let (board, changes) = pending.take() {
            present()
            if saver != nil { terminal.yieldToTheTerminal() }
            runEffects(save(board, changes: changes))
        }
    }

    /// Saves the turn's last board (or, when the file changed on disk, each of the turn's
    /// changes re-applied to what it holds, shown then as a reload); the outcome goes back into
    /// the editor as an action: a failure is shown in the footer and kept for the exit status
    /// (`Editor.exitFailure`); a read-only file puts the screen back to what the file holds.
    /// A pick session has no saver: nothing is saved.
    private mutating func save(_ board: Board, changes: [BoardChange?]) -> [Effect] {
        guard saver != nil else { return [] }
        var effects: [Effect] = []
        let changes = unsaved + changes
        // Saved, or (read-only) put back to the file: nothing is left to carry.
        unsaved = []
        do {
            if case .merged(let now, let refusal)? = try saver?.save(board, changes: changes) {
                effects += editor.apply(.reloaded(now, notice: ScreenLoop.mergeNotice(refusal, kind: editor.state.kind)))
            }
            // `.saved` clears a failure shown. With none it would change nothing but the
            // editor's revision, and the same screen would be drawn again after every save.
            if editor.exitFailure != nil { effects += editor.apply(.saved) }
        } catch where error.kind == .readOnly || error.kind == .refused {
            // The screen goes back to what the file (or VDR) holds (unless it cannot be read now).
            let notice = error.kind == .refused ? error.message(in: messages.translation)
                : tr("Read-only file: this change was not saved (start with --force to allow changes)")
            if let stored = try? saver?.reread() {
                effects += editor.apply(.reloaded(stored, notice: notice))
            } else {
                editor.showNotice(notice)
            }
            effects += editor.apply(.saved)
            terminal.hear(.saveRefused(notice), editor: editor)
        } catch {
            unsaved = changes
            // The place in the file too: "expected ','" alone did not say where (or which file).
            let problem = error.kind == .invalidData ? error.message(in: messages.translation) : error.problem(in: messages.translation)
            effects += editor.apply(.saveFailed(SaveFailure(
                problem: problem, message: error.message(in: messages.translation),
                exitStatus: ExitStatus.of(error))))
        }
        return effects
    }

    /// `R`: what the turn changed is saved first, then the file is refreshed from its catalogs
    /// (the `refresh` command's bytes) and shown as it is now, the summary on the status row.
    /// Refused while a change is not saved: the refresh would be made on the file without it.
    private mutating func refreshFromCatalogs() {
        saveNow()
        guard saver != nil else { return }
        guard unsaved.isEmpty else {
            editor.showNotice(tr("Not refreshed: your last change is not saved yet"))
            return
        }
        switch saver?.refreshFromCatalogs() {
        case .refreshed(let board, let summary, let before)?:
            runEffects(editor.apply(.refreshed(board, summary: summary, before: before)))
        case .failed(let why)?: editor.showNotice(why)
        case nil: break
        }
        terminal.hear(.fileNews, editor: editor)
    }

    /// Reads the file again when the watch said it may have changed, the last read is
    /// `reloadGap` ago and no channel is lifted (its drop merges with the file instead); a read
    /// of an unchanged file is skipped (`GuardedSaver.refresh` compares identities); one that is
    /// not valid now is not loaded.
    mutating func reloadIfDue() {
        guard reloadPending, saver != nil, editor.state.drag == nil else { return }
        let time = now()
        guard time - lastReload >= Self.reloadGap else { return }
        reloadPending = false
        lastReload = time
        // Changes not saved yet: the save merges them into what the file holds now.
        if !unsaved.isEmpty {
            runEffects(save(editor.state.board, changes: []))
            terminal.hear(.fileNews, editor: editor)
            return
        }
        do {
            if let board = try saver?.refresh() {
                runEffects(editor.apply(.reloaded(board, notice: tr("Reloaded: changed on disk"))))
                saveNow()
                terminal.hear(.fileNews, editor: editor)
            }
        } catch {
            // The place and the problem first: the footer is one line. Nothing is saved over it.
            editor.showNotice(tr("Not reloaded, file not valid: %s", error.placeAndProblem(in: messages.translation)))
            terminal.hear(.fileNews, editor: editor)
        }
    }
}

/// A turn's saves: the last board, and every change that led to it (each one re-applied, in
/// order, when the file changed on disk).
private struct PendingSave {
    private var board: Board?
    private var changes: [BoardChange?] = []

    mutating func add(_ board: Board, _ change: BoardChange?) {
        self.board = board
        changes.append(change)
    }

    /// The save to make, leaving none.
    mutating func take() -> (Board, [BoardChange?])? {
        guard let board else { return nil }
        defer { self = PendingSave() }
        return (board, changes)
    }
}
