import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

/// The interactive editor: read an event, update, save, draw; until quit.
struct ScreenLoop {
    let store: ChannelFileStore
    let options: Options

    /// What the run ended with: text for stdout and the exit status.
    struct Outcome {
        var output: String?
        var status: Int32
    }

    /// Runs the editor on what was loaded from `store`.
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
        var editor = Editor(state: EditorState(board: board, size: terminal.size, translation: messages.translation), labels: labels)
        var saver = GuardedSaver(store: store, catalog: start.catalog, expected: start.identity)
        var saveError: StoreError?
        var output: String?

        // One turn: draw the state, sleep until something happens, handle what came; after a
        // board change the new frame is on the terminal before the save (and its fsync)
        // starts, and the save is done before the next input is read (docs/ARCHITECTURE.md,
        // "The screen first, the disk second").
        var quitting = false
        while !quitting {
            present(editor, on: terminal, labels: labels, widthOf: widthOf)
            let wake = terminal.read(timeout: ScreenLoop.timeout(deadline: editor.input.deadline, now: MonotonicClock.now()))
            if let signal = wake.quitSignal {
                return Outcome(output: nil, status: 128 + signal)
            }
            if wake.hungUp {
                return Outcome(output: nil, status: 128 + SIGHUP)
            }
            var pendingSave: Board?
            var events: [InputEvent] = wake.inputs.isEmpty && editor.input.wantsTick ? [.tick] : []
            for input in wake.inputs {
                switch input {
                case .character(let scalar) where scalar.value == 0x1A:
                    events.append(.key(.control("z")))
                case .resize:
                    let size = terminal.size
                    events.append(.resize(columns: size.columns, rows: size.rows))
                default:
                    if let event = input.event { events.append(event) }
                }
            }
            for event in events {
                if event == .key(.control("z")) {
                    // Suspending hands the terminal back: what changed is drawn and saved first.
                    if let board = pendingSave {
                        present(editor, on: terminal, labels: labels, widthOf: widthOf)
                        save(board, with: &saver, error: &saveError, editor: &editor)
                        pendingSave = nil
                    }
                    terminal.suspend()
                    continue
                }
                for effect in editor.handle(event, now: MonotonicClock.now()) {
                    switch effect {
                    case .save(let board):
                        pendingSave = board  // the last board of this turn is the one to keep
                    case .bell:
                        terminal.bell()
                    case .quit(let opened):
                        output = opened
                        quitting = true
                    }
                }
                if quitting { break }
            }
            if let board = pendingSave {
                present(editor, on: terminal, labels: labels, widthOf: widthOf)
                save(board, with: &saver, error: &saveError, editor: &editor)
            }
        }
        if let saveError {
            throw Failure(saveError)
        }
        if options.printOnQuit, output == nil {
            output = editor.state.board.mine.map(\.id).joined(separator: "\n")
        }
        return Outcome(output: output, status: ExitStatus.success)
    }

    /// Draws the editor's state as it is now.
    private func present(_ editor: Editor, on terminal: TerminalSession, labels: LabelBook, widthOf: @escaping ScalarWidth) {
        let state = editor.state
        terminal.present(render(
            state, layout: editor.layout(), labels: labels, hints: Keymap.hints(for: state),
            help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: widthOf))
    }

    /// Saves `board`; a failure becomes the footer's notice and the run's exit status.
    private func save(_ board: Board, with saver: inout GuardedSaver, error saveError: inout StoreError?, editor: inout Editor) {
        do {
            try saver.save(board)
            saveError = nil
        } catch {
            saveError = error
            editor.showNotice(tr("Not saved: %s", error.problem(in: messages.translation)))
        }
    }

    /// How long to wait for input: until the input machine's next deadline (a long press,
    /// autoscroll), else forever: an idle editor sleeps in one system call; signals wake it.
    static func timeout(deadline: Double?, now: Double) -> Int32? {
        guard let deadline else { return nil }
        return Int32(max(0, min(60_000, ((deadline - now) * 1000).rounded(.up))))
    }
}
