import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

/// The accessible session's run loop (README "Accessible mode"): read a line, let the pure
/// interpreter (`LineSession`, EditorKit) apply it to the editor, print its sentences, then
/// save as the screen does — through the same `GuardedSaver`, so locks, merges and refusals are
/// the screen's — and say in a line what the file watch found. No curses: plain lines only.
struct AccessibleLoop {
    /// The file each change is saved to and reloaded from; nil in a pick session.
    let source: BoardSource?
    let options: Options
    /// Set for a pick session: its titles, labels and input order.
    var pick: PickSession? = nil
    /// A line of detail by id when no source gives one: a playlist pick's groups (PlaylistPick).
    var details: ChannelDetails? = nil
    /// A pick session whose items came on stdin reads its commands from the terminal.
    var stdinTaken = false
    /// Where the sentences go when the commands come from a pipe (a pick session's result
    /// takes the other descriptor).
    var output: Int32 = STDOUT_FILENO

    func run(_ start: BoardSource.Loaded) throws(Failure) -> ScreenLoop.Outcome {
        let lines = try LineChannel(stdinTaken: stdinTaken, output: output)
        let state = EditorState(board: start.board, size: ScreenSize(columns: 80, rows: 24), hasMouse: false,
                                filePath: source.map { MessageText.escaped($0.store.path) },
                                translation: messages.translation, pick: pick, details: source?.details ?? details,
                                kind: source.map { $0.store.format.listKind(path: $0.store.path) } ?? .channels,
                                fold: TextFold(NameFold.fold))
        var editor = Editor(state: state, labels: LabelBook(maker: LabelMaker(widthOf: UnicodeWidth.table)))
        var session = LineSession(translation: messages.translation)
        var saver = source.map { GuardedSaver(source: $0, start: start, force: options.force) }
        let watcher = source.map { FileWatcher(store: $0.store) }

        // A pick session ends with ok or cancel; its quit cancels, so it is not the way out offered.
        var greeting = [pick == nil ? tr("Accessible mode: one command a line; help lists them, quit leaves.")
                                    : tr("Accessible mode: one command a line; help lists them, ok gives your choice, cancel leaves.")]
        // The script's question and its limits, read out first as the screen shows them first
        // (a blind newcomer never heard dialog's TEXT or --title, nor --max until ok refused).
        greeting += LineSession.question(editor)
        if !options.force, let source, source.store.isReadOnly() {
            greeting.append(session.sentence(tr("Read-only file: changes will not be saved (start with --force to allow them)"), editor))
        }
        // A long list starts with a summary (its counts, the first few, how to hear more).
        lines.write(greeting + session.opening(editor))

        var output: String?
        var pickEnding: PickEnding?
        var quitting = false
        // A command refused while the commands come from a file or a pipe: exit status 1.
        var refusedFromAScript = false
        var prompted = false  // once after each answer: a wake-up that says nothing asks nothing again
        while !quitting {
            if !prompted { lines.prompt() }
            prompted = true
            watcher?.startWatching()
            let watched = watcher.map { $0.isWatching ? [$0.descriptor] : [] } ?? []
            let timeout: Int32? = watcher?.needsPolling == true ? 1000 : nil
            let line: String
            switch lines.next(watching: watched, timeout: timeout) {
            case .watched, .idle:
                if let watcher, watcher.needsPolling || watcher.drain(), saver != nil {
                    let before = editor.revision
                    ScreenLoop.refresh(&editor, saver: &saver!)
                    if editor.revision != before, let notice = editor.state.notice?.text {
                        if lines.isTerminal { lines.write([""]) }  // past the prompt
                        lines.write([session.sentence(notice, editor), session.counts(editor)])
                        prompted = false
                    }
                }
                continue
            case .end:
                if lines.isTerminal { lines.write([""]) }  // Ctrl-D leaves the cursor after the prompt
                // The end of the input: quit, or in a pick cancel (a quit there may ask first,
                // and nothing could answer it).
                line = LineWords.word(pick == nil ? .quit : .cancel, translation: .english)
            case .line(let text): line = text
            case .tooLong:
                // Issue 39 item 11: a 10 MB line took 18 s; now read and dropped as it comes.
                lines.write([tr("That line is longer than %d KiB, so it was not read as a command; nothing changed.", LineChannel.lineLimit >> 10)])
                if !lines.isTerminal { refusedFromAScript = true }
                prompted = false
                continue
            }
            prompted = false
            let reply = session.reply(to: line, editor: &editor)
            if reply.isRefusal, !lines.isTerminal { refusedFromAScript = true }
            var changes: [BoardChange?] = []
            var saving: Board?
            for effect in reply.effects {
                switch effect {
                case .save(let board, let change):
                    saving = board
                    changes.append(change)
                case .quit(let opened):
                    output = opened
                    quitting = true
                case .finishPick(let ending):
                    pickEnding = ending
                    quitting = true
                case .bell, .suspend:
                    break
                }
            }
            if let saving, saver != nil {
                let notice = editor.state.notice?.text
                var refusal: String?
                if save(saving, changes: changes, with: &saver!, editor: &editor, refusal: &refusal) {
                    lines.write(reply.lines)
                    if let now = editor.state.notice?.text, now != notice { lines.write([session.sentence(now, editor)]) }
                } else {
                    // Not saved, so not done: one sentence that says so, not the change's
                    // sentence then its undoing (a newcomer heard "Food added" first).
                    lines.write([session.sentence(refusal ?? AccessibleLoop.readOnlyRefusal, editor)])
                    if !lines.isTerminal { refusedFromAScript = true }
                }
            } else {
                lines.write(reply.lines)
            }
        }
        if let failure = editor.exitFailure {
            throw Failure(message: failure.message, status: failure.exitStatus)
        }
        if let pickEnding { return ScreenLoop.Outcome(output: nil, status: ExitStatus.success, pickEnding: pickEnding) }
        if options.printOnQuit, output == nil {
            output = editor.state.board.mine.map(\.id).joined(separator: "\n")
        }
        return ScreenLoop.Outcome(output: output, status: refusedFromAScript ? ExitStatus.failure : ExitStatus.success)
    }

    /// A save and what came of it, reported back to the editor as the screen's loop does
    /// (ScreenLoop's `save`): a merge with a change on disk is a reload, a read-only file puts
    /// the board back to what it holds, a failure is kept for the exit status.
    /// False when the file is read-only and the change was not saved (the board is back to
    /// the file's).
    /// `refusal`: what a running VDR said when it refused the change (README "VDR").
    private func save(_ board: Board, changes: [BoardChange?], with saver: inout GuardedSaver, editor: inout Editor, refusal: inout String?) -> Bool {
        do {
            if case .merged(let now, let refusal) = try saver.save(board, changes: changes) {
                _ = editor.apply(.reloaded(now, notice: ScreenLoop.mergeNotice(refusal, kind: editor.state.kind)))
            }
            _ = editor.apply(.saved)
            return true
        } catch where error.kind == .readOnly || error.kind == .refused {
            let notice = error.kind == .refused ? error.message(in: messages.translation) : AccessibleLoop.readOnlyRefusal
            if error.kind == .refused { refusal = notice }
            if let stored = try? saver.reread() {
                _ = editor.apply(.reloaded(stored, notice: notice))
            } else {
                editor.showNotice(notice)
            }
            _ = editor.apply(.saved)
            return false
        } catch {
            _ = editor.apply(.saveFailed(SaveFailure(
                problem: error.problem(in: messages.translation), message: error.message(in: messages.translation),
                exitStatus: ExitStatus.of(error))))
            return true  // said by the failure's notice, kept for the exit status
        }
    }

    static var readOnlyRefusal: String { tr("Read-only file: this change was not saved (start with --force to allow changes)") }
}
