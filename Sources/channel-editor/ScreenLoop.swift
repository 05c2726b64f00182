import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

/// The interactive editor: read an event, update, save, draw; until quit.
struct ScreenLoop {
    /// The file each change is saved to and reloaded from; nil in a pick session, which reads
    /// and writes no file while it runs.
    let source: BoardSource?
    let options: Options
    /// Set for a pick session (Pick/PickRunner.swift): its titles, labels and input order.
    var pick: PickSession? = nil

    /// What the run ended with: text for stdout and the exit status; for a pick session, how
    /// it ended (its runner prints the result).
    struct Outcome {
        var output: String?
        var status: Int32
        var pickEnding: PickEnding? = nil
    }

    /// Runs the editor on what was loaded from the source's file.
    func run(_ start: BoardSource.Loaded) throws(Failure) -> Outcome {
        let board = start.board
        let environment = ProcessEnvironment.current()
        let terminal: TerminalSession
        do {
            terminal = try TerminalSession(environment: environment)
        } catch {
            throw Failure(error)
        }
        defer { terminal.close() }

        let widthOf = SystemWidth.wcwidth
        let labels = LabelBook(maker: LabelMaker(widthOf: widthOf))
        let state = EditorState(board: board, size: terminal.size, hasMouse: terminal.hasMouse,
                                filePath: source.map { MessageText.escaped($0.store.path) },
                                translation: messages.translation, pick: pick)
        var editor = Editor(state: state, labels: labels)
        var saver = source.map { GuardedSaver(source: $0, start: start, force: options.force) }
        var output: String?
        var pickEnding: PickEnding?
        // Live reload (docs/ARCHITECTURE.md, "Live reload"): the watch is part of the one wait;
        // without inotify the wait is at most a second, then a check.
        let watcher = source.map { FileWatcher(store: $0.store) }
        var reloadPending = false
        if !options.force, let source, source.store.isReadOnly() {
            editor.showNotice(tr("Read-only: changes are not saved (--force to allow)"))
        }

        // One turn: draw the state, sleep until something happens, handle what came; after a
        // board change the new frame is on the terminal before the save (and its fsync)
        // starts, and the save is done before the next input is read (docs/ARCHITECTURE.md,
        // "The screen first, the disk second").
        var quitting = false
        var frames = FrameMaker()  // and the revision of the state on screen
        // dialog's --timeout: counted from the last input, as dialog counts it.
        let idleSeconds = pick?.idleTimeout.flatMap { $0 > 0 ? Double($0) : nil }
        var lastInput = MonotonicClock.now()
        while !quitting {
            present(editor, on: terminal, widthOf: widthOf, frames: &frames)
            watcher?.startWatching()
            var timeout = ScreenLoop.timeout(deadline: editor.input.deadline, now: MonotonicClock.now())
            if let idleSeconds {
                let left = ScreenLoop.timeout(deadline: lastInput + idleSeconds, now: MonotonicClock.now()) ?? 0
                timeout = min(timeout ?? left, left)
            }
            if let watcher, watcher.needsPolling { timeout = min(timeout ?? 1000, 1000) }
            let watched = watcher.map { $0.isWatching ? [$0.descriptor] : [] } ?? []
            let wake = terminal.read(timeout: timeout, watching: watched)
            if let signal = wake.quitSignal {
                return Outcome(output: nil, status: 128 + signal)
            }
            if wake.hungUp {
                return Outcome(output: nil, status: 128 + SIGHUP)
            }
            if let watcher {
                if wake.ready.contains(watcher.descriptor), watcher.drain() { reloadPending = true }
                if watcher.needsPolling, wake.inputs.isEmpty { reloadPending = true }
            }
            // Never in the middle of a lift: its drop merges with what is on disk instead.
            if reloadPending, editor.state.drag == nil, saver != nil {
                reloadPending = false
                ScreenLoop.refresh(&editor, saver: &saver!)
            }
            if let idleSeconds {
                if !wake.inputs.isEmpty {
                    lastInput = MonotonicClock.now()
                } else if MonotonicClock.now() >= lastInput + idleSeconds {
                    pickEnding = .cancelled(byEscape: true)
                    break
                }
            }
            var pending = PendingSave()
            var events: [InputEvent] = wake.inputs.isEmpty && editor.input.wantsTick ? [.tick] : []
            for input in wake.inputs {
                switch input {
                case .resize:
                    let size = terminal.size
                    events.append(.resize(columns: size.columns, rows: size.rows))
                default:
                    if let event = input.event { events.append(event) }
                }
            }
            for event in events {
                for effect in editor.handle(event, now: MonotonicClock.now()) {
                    switch effect {
                    case .save(let board, let change):
                        pending.add(board, change)  // one save a turn, of the last board; each change kept for a merge
                    case .bell:
                        terminal.bell()
                    case .suspend:
                        // Suspending hands the terminal back: what changed is drawn and saved first.
                        if let board = pending.board {
                            present(editor, on: terminal, widthOf: widthOf, frames: &frames)
                            save(board, changes: pending.changes, with: &saver, editor: &editor)
                            pending = PendingSave()
                        }
                        terminal.suspend()
                    case .quit(let opened):
                        output = opened
                        quitting = true
                    case .finishPick(let ending):
                        pickEnding = ending
                        quitting = true
                    }
                }
                if quitting { break }
            }
            if let board = pending.board {
                present(editor, on: terminal, widthOf: widthOf, frames: &frames)
                save(board, changes: pending.changes, with: &saver, editor: &editor)
            }
        }
        if let failure = editor.exitFailure {
            throw Failure(message: failure.message, status: failure.exitStatus)
        }
        if let pickEnding { return Outcome(output: nil, status: ExitStatus.success, pickEnding: pickEnding) }
        if options.printOnQuit, output == nil {
            output = editor.state.board.mine.map(\.id).joined(separator: "\n")
        }
        return Outcome(output: output, status: ExitStatus.success)
    }

    /// Draws the editor's state as it is now (`FrameMaker`: `Editor.frame`, or after focus moves
    /// the last frame with the cells that changed). The frame is a function of the state alone,
    /// so a state already on the screen (the same `Editor.revision`) is not rendered again — a
    /// turn that changed nothing, such as the wake-up after our own save — unless the terminal
    /// forgot it (a resize, a resume).
    private func present(_ editor: Editor, on terminal: TerminalSession, widthOf: @escaping ScalarWidth,
                         frames: inout FrameMaker) {
        if terminal.isShowingAFrame, frames.revision == editor.revision { return }
        terminal.present(frames.frame(of: editor, widthOf: widthOf))
    }

    /// Saves the turn's last board (or, when the file changed on disk, each of the turn's
    /// changes re-applied to what it holds, shown then as a reload); the outcome goes back into the editor as an action: a
    /// failure is shown in the footer and kept for the exit status (`Editor.exitFailure`); a
    /// read-only file puts the screen back to what the file holds. A pick session has no saver:
    /// nothing is saved.
    private func save(_ board: Board, changes: [BoardChange?], with saver: inout GuardedSaver?, editor: inout Editor) {
        guard saver != nil else { return }
        do {
            if case .merged(let now, let refusal) = try saver!.save(board, changes: changes) {
                _ = editor.apply(.reloaded(now, notice: ScreenLoop.mergeNotice(refusal)))
            }
            _ = editor.apply(.saved)
        } catch where error.kind == .readOnly {
            // The screen goes back to what the file holds (unless it cannot be read now).
            let notice = tr("Read-only: not changed (--force to allow)")
            if let stored = try? saver!.reread() {
                _ = editor.apply(.reloaded(stored, notice: notice))
            } else {
                editor.showNotice(notice)
            }
            _ = editor.apply(.saved)
        } catch {
            _ = editor.apply(.saveFailed(SaveFailure(
                problem: error.problem(in: messages.translation), message: error.message(in: messages.translation),
                exitStatus: ExitStatus.of(error))))
        }
    }

    /// Reads the file again if it changed on disk; a file that is not valid now is not loaded.
    static func refresh(_ editor: inout Editor, saver: inout GuardedSaver) {
        do {
            if let board = try saver.refresh() {
                _ = editor.apply(.reloaded(board, notice: tr("Reloaded: changed on disk")))
            }
        } catch {
            // The place and the problem first: the footer is one line. Nothing is saved over it.
            editor.showNotice(tr("Not reloaded, file not valid: %s", error.placeAndProblem(in: messages.translation)))
        }
    }

    /// The footer after a save found the file changed and merged the user's change into it.
    static func mergeNotice(_ refusal: BoardRefusal?) -> String {
        guard let refusal else { return tr("Reloaded: changed on disk; your change was applied to it") }
        switch refusal {
        case .unknownID(let id) where !id.isEmpty: return tr("Reloaded: changed on disk; your change was not applied: that channel is gone")
        case .locked: return tr("Reloaded: changed on disk; your change was not applied: that channel is locked now")
        default: return tr("Reloaded: changed on disk; your change was not applied: not allowed there any more")
        }
    }

    /// How long to wait for input: until the input machine's next deadline (a long press,
    /// autoscroll), else forever: an idle editor sleeps in one system call; signals wake it.
    static func timeout(deadline: Double?, now: Double) -> Int32? {
        guard let deadline else { return nil }
        return Int32(max(0, min(60_000, ((deadline - now) * 1000).rounded(.up))))
    }
}

/// A turn's saves: the last board, and every change that led to it (each one re-applied, in
/// order, when the file changed on disk).
private struct PendingSave {
    private(set) var board: Board?
    private(set) var changes: [BoardChange?] = []

    mutating func add(_ board: Board, _ change: BoardChange?) {
        self.board = board
        changes.append(change)
    }
}
