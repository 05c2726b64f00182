import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

/// A pick session from start to end: the items in (stdin or dialog's arguments), the editor's
/// screen on the terminal, then the chosen items out on OK, nothing on Cancel. Nothing is
/// written to any file unless `--file` asks for it (then once, on OK, under the lock): no
/// lock, no config folder, no catalog.
struct PickRunner {
    let request: PickRequest
    /// An accessible session (Accessible/) instead of the screen.
    var accessible = false
    /// `--no-mouse`.
    var noMouse = false
    /// `--layout`; nil: `defaultLayout`.
    var layout: LayoutChoice?

    /// dialog's and whiptail's forms show a list, as those programs do (their scripts' items
    /// are often sentences, and were written for one a line); `pick` weighs its items (`auto`).
    var defaultLayout: LayoutChoice {
        request.source == .standardInput ? .auto : .list
    }

    func run() -> Int32 {
        do throws(Failure) {
            // A playlist on stdin (`--format m3u`), or the script's items.
            var playlist: PlaylistDocument?
            var items: PickItems?
            let board: Board
            if request.playlist {
                let document = try playlistItems()
                playlist = document
                board = PlaylistPick.board(from: document)
            } else {
                let found = try self.items()
                items = found
                board = found.board()
            }
            var session = request.session
            // A --min no choice can reach would leave Cancel the only way out: refuse it now.
            let total = board.mine.count + board.available.count
            if session.minimum > total {
                throw Failure(message: PickText.minAboveItems(session.minimum, total), status: ExitStatus.dataError)
            }
            let ranks = items?.ranks() ?? [:]
            if items != nil { session.inputRank = ranks }
            let start = BoardSource.Loaded(board: board, catalog: nil, identity: nil)
            let outcome: ScreenLoop.Outcome
            if accessible {
                // The sentences never go where the result does.
                let loop = AccessibleLoop(source: nil, options: Options(), pick: session,
                                          stdinTaken: request.source == .standardInput,
                                          output: request.descriptor == STDOUT_FILENO ? STDERR_FILENO : STDOUT_FILENO)
                outcome = try loop.run(start)
            } else {
                do {
                    try TerminalSession.preflight(environment: ProcessEnvironment.current())
                } catch {
                    throw Failure(error)
                }
                var options = Options()
                options.noMouse = noMouse
                options.layout = layout ?? defaultLayout
                outcome = try ScreenLoop(source: nil, options: options, pick: session).run(start)
            }
            // No ending: a quit signal or a hang-up, with its own status.
            guard let ending = outcome.pickEnding else { return outcome.status }
            switch ending {
            case .cancelled(let byEscape):
                return byEscape ? request.escapeStatus : ExitStatus.failure
            case .accepted(let chosen):
                if let file = request.file { try save(chosen, to: file, entries: playlist) }
                if let playlist {
                    try StandardOutput.write(PlaylistPick.output(chosen, from: playlist), to: request.descriptor)
                    return ExitStatus.success
                }
                var mine = chosen.mine
                if request.printsInInputOrder { mine.sort { (ranks[$0.id] ?? 0) < (ranks[$1.id] ?? 0) } }
                if case .dialog = request.format, let items {
                    mine = mine.map { Channel(id: items.tag(of: $0.id), name: $0.name, locked: $0.locked) }
                }
                let text = PickOutput.text(mine, format: request.format, print0: request.print0)
                try StandardOutput.write(Array(text.utf8), to: request.descriptor)
                return ExitStatus.success
            }
        } catch {
            complain(error.message)
            return error.status
        }
    }

    /// `--format m3u`: the playlist on stdin; a bad one is exit status 65 with its line.
    private func playlistItems() throws(Failure) -> PlaylistDocument {
        guard isatty(STDIN_FILENO) == 0 else {
            throw Failure(message: PickText.stdinIsTerminal, status: ExitStatus.usage)
        }
        let bytes = try StandardInput.readAll()
        do {
            return try PlaylistDocument(bytes: bytes, path: "stdin")
        } catch {
            throw Failure(error)
        }
    }

    /// The items; bad items are exit status 65 with one line naming the item, and so is an
    /// empty list (there is nothing to choose).
    private func items() throws(Failure) -> PickItems {
        switch request.source {
        case .standardInput:
            guard isatty(STDIN_FILENO) == 0 else {
                throw Failure(message: PickText.stdinIsTerminal, status: ExitStatus.usage)
            }
            let bytes = try StandardInput.readAll()
            let items: PickItems
            do {
                items = try PickLines.items(from: bytes, framing: request.framing)
            } catch {
                throw Failure(message: PickText.badItems(source: "stdin", error.message), status: ExitStatus.dataError)
            }
            guard !items.isEmpty else {
                throw Failure(message: PickText.badItems(source: "stdin", PickText.noItems), status: ExitStatus.dataError)
            }
            return items
        case .arguments(let entries, let box):
            if let number = PickRunner.firstInvalidArgument() {
                throw Failure(
                    message: PickText.badItems(source: box, PickText.invalidArgument(number)),
                    status: ExitStatus.dataError)
            }
            do {
                return try PickItems.items(from: entries, defaultItem: request.defaultItem)
            } catch {
                throw Failure(message: PickText.badItems(source: box, error.message), status: ExitStatus.dataError)
            }
        }
    }

    /// `--file`: the result as a channels file, chosen items in My Channels, saved once under the lock.
    private func save(_ board: Board, to path: String, entries playlist: PlaylistDocument?) throws(Failure) {
        let store = ChannelFileStore(path: path)
        if let playlist { store.attach(sources: [playlist]) }
        do {
            let lock = try store.lock()
            try store.save(board)
            lock.release()
        } catch {
            throw Failure(error)
        }
    }

    /// Swift repairs invalid UTF-8 in `CommandLine.arguments`; dialog's items are checked on
    /// the raw bytes, so a bad one is refused rather than shown as U+FFFD. 1 is the first
    /// argument after the program's name.
    static func firstInvalidArgument() -> Int? {
        let argv = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = argv[index] else { continue }
            let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
            let buffer = UnsafeBufferPointer(start: bytes, count: strlen(pointer))
            if String(validating: buffer, as: UTF8.self) == nil { return index }
        }
        return nil
    }
}
