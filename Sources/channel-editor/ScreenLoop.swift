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
            throw Failure(message: error.message, status: ExitStatus.failure)
        }
        defer { terminal.close() }

        let widthOf = SystemWidth.wcwidth
        let labels = LabelBook(board: board, maker: LabelMaker(widthOf: widthOf))
        var editor = Editor(state: EditorState(board: board, size: terminal.size, translation: messages.translation), labels: labels)
        var saver = GuardedSaver(store: store, catalog: start.catalog, expected: start.identity)
        var saveError: StoreError?
        var output: String?

        loop: while true {
            let state = editor.state
            terminal.present(render(
                state, layout: editor.layout(), labels: labels, hints: Keymap.hints(for: state),
                help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: widthOf))

            let timeout = ScreenLoop.timeout(deadline: editor.input.deadline, now: MonotonicClock.now())
            let inputs = terminal.read(timeout: timeout)
            if let signal = terminal.quitSignal {
                return Outcome(output: nil, status: 128 + signal)
            }
            if terminal.takeResumed() {
                terminal.resumeAfterStop()
            }
            if inputs.isEmpty, terminal.isHungUp {
                return Outcome(output: nil, status: 128 + SIGHUP)
            }
            var events: [InputEvent] = inputs.isEmpty && editor.input.wantsTick ? [.tick] : []
            for input in inputs {
                switch input {
                case .character(let scalar) where scalar.value == 0x1A:
                    terminal.suspend()
                case .resize:
                    terminal.invalidate()
                    let size = terminal.size
                    events.append(.resize(columns: size.columns, rows: size.rows))
                default:
                    if let event = input.event { events.append(event) }
                }
            }

            for event in events {
                for effect in editor.handle(event, now: MonotonicClock.now()) {
                    switch effect {
                    case .save(let board):
                        do {
                            try saver.save(board)
                            saveError = nil
                        } catch {
                            saveError = error
                            editor.showNotice(tr("Not saved: %s", error.problem))
                        }
                    case .bell:
                        terminal.bell()
                    case .quit(let opened):
                        output = opened
                        break loop
                    }
                }
            }
        }
        if let saveError {
            throw Failure(message: saveError.message, status: ExitStatus.of(saveError))
        }
        if options.printOnQuit, output == nil {
            output = editor.state.board.mine.map(\.id).joined(separator: "\n")
        }
        return Outcome(output: output, status: ExitStatus.success)
    }

    /// How long to wait for input: until the input machine's next deadline, else a quarter
    /// second (so a quit signal is noticed promptly even if a read is not interrupted).
    static func timeout(deadline: Double?, now: Double) -> Int32 {
        guard let deadline else { return 250 }
        return Int32(max(0, min(250, (deadline - now) * 1000)))
    }
}
