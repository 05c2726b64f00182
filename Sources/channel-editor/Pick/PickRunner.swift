import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc
import PickKit

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
    /// `--layout`; nil: the request's `defaultLayout`.
    var layout: LayoutChoice?

    func run() -> Int32 {
        do throws(Failure) {
            if let file = request.file { try PickRunner.checkTarget(file, ownEntries: request.inputFormat != nil) }
            // A file of a format on stdin (`--format m3u`), or the script's items.
            var source: (any PickSource)?
            var items: PickItems?
            let board: Board
            if let format = request.inputFormat {
                let read = try sourceItems(format)
                source = read
                board = read.board
            } else {
                let found = try self.items()
                items = found
                do {
                    board = try found.board()
                } catch {
                    throw Failure(message: tr(PickText.badItems(source: request.source.name, error.message)), status: ExitStatus.dataError)
                }
            }
            var session = request.session
            // A --min no choice can reach would leave Cancel the only way out: refuse it now.
            let total = board.mine.count + board.available.count
            if session.minimum > total {
                throw Failure(message: tr(PickText.minAboveItems(session.minimum, total)), status: ExitStatus.dataError)
            }
            // Each item's place in the input: a removed item goes back there (a playlist's
            // entries too: a newcomer's removed entry went to the front).
            let ranks = items?.ranks() ?? source?.ranks ?? [:]
            session.inputRank = ranks
            let start = BoardSource.Loaded(board: board, catalog: nil, identity: nil)
            let details = source.map { read in ChannelDetails { read.detail(id: $0) } } ?? itemHelp(ranks: ranks)
            let outcome: ScreenLoop.Outcome
            if accessible {
                // The sentences never go where the result does.
                outcome = try ScreenLoop(source: nil, options: Options(), pick: session, details: details)
                    .runLines(start, stdinTaken: request.source == .standardInput,
                              output: request.descriptor == STDOUT_FILENO ? STDERR_FILENO : STDOUT_FILENO)
            } else {
                do {
                    try TerminalSession.preflight(environment: ProcessEnvironment.current())
                } catch {
                    throw Failure(pickTerminal: error)
                }
                var options = Options()
                options.noMouse = noMouse
                options.layout = layout ?? request.defaultLayout
                outcome = try ScreenLoop(source: nil, options: options, pick: session, details: details).run(start)
            }
            // No ending: a quit signal or a hang-up, with its own status.
            guard let ending = outcome.pickEnding else { return outcome.status }
            switch PickReply.to(ending, request: request, items: items, ranks: ranks, codes: dialogExitCodes) {
            case .status(let status):
                return status
            case .timeout(let status):
                writeStandardError(PickReply.timeoutText)
                return status
            case .result(let chosen, let status):
                try finish(chosen, items: items, ranks: ranks, source: source)
                return status
            case .help(let text, let status):
                try StandardOutput.write(Array(text.utf8), to: request.descriptor)
                return status
            }
        } catch {
            complain(error.message)
            return dialogExitCodes?.errorStatus(otherwise: error.status) ?? error.status
        }
    }

    /// dialog's `--item-help`: the status row shows the focused item's help, as dialog shows
    /// it on its bottom line. Nil without item help.
    private func itemHelp(ranks: [String: Int]) -> ChannelDetails? {
        guard let helps = request.itemHelp(ranks: ranks) else { return nil }
        return ChannelDetails { helps[$0] }
    }

    /// dialog's exit statuses as the environment remaps them; nil outside dialog's form.
    var dialogExitCodes: DialogExitCodes? {
        request.dialogExitCodes(environment: ProcessEnvironment.current())
    }

    /// OK or Extra: saves `--file`, then prints the chosen items.
    private func finish(_ chosen: Board, items: PickItems?, ranks: [String: Int], source: (any PickSource)?)
        throws(Failure)
    {
        if let file = request.file { try save(chosen, to: file, source: source) }
        if let source {
            try StandardOutput.write(source.output(chosen), to: request.descriptor)
            return
        }
        let text = PickReply.result(chosen, request: request, items: items, ranks: ranks)
        try StandardOutput.write(Array(text.utf8), to: request.descriptor)
    }

    /// `--format NAME`: the file on stdin; a bad one is exit status 65 with its line.
    private func sourceItems(_ format: FileFormat) throws(Failure) -> any PickSource {
        guard isatty(STDIN_FILENO) == 0 else {
            throw Failure(message: tr(PickText.stdinIsTerminal), status: ExitStatus.usage)
        }
        let bytes = try StandardInput.readAll()
        let source: (any PickSource)?
        do {
            source = try format.driver.pickSource(bytes, path: "stdin")
        } catch {
            throw Failure(error)
        }
        guard let source else { throw Failure(message: tr(PickText.unknownFormat(format.name)), status: ExitStatus.usage) }
        return source
    }

    /// The items; bad items are exit status 65 with one line naming the item, and so is an
    /// empty list (there is nothing to choose).
    private func items() throws(Failure) -> PickItems {
        switch request.source {
        case .standardInput:
            guard isatty(STDIN_FILENO) == 0 else {
                throw Failure(message: tr(PickText.stdinIsTerminal), status: ExitStatus.usage)
            }
            let bytes = try StandardInput.readAll()
            let items: PickItems
            do {
                items = try PickLines.items(from: bytes, framing: request.framing)
            } catch {
                throw Failure(message: tr(PickText.badItems(source: "stdin", error.message)), status: ExitStatus.dataError)
            }
            guard !items.isEmpty else {
                throw Failure(message: tr(PickText.badItems(source: "stdin", PickText.noItems)), status: ExitStatus.dataError)
            }
            return items
        case .arguments(let entries, let box):
            if let number = PickRunner.firstInvalidArgument() {
                throw Failure(
                    message: tr(PickText.badItems(source: box, PickText.invalidArgument(number))),
                    status: ExitStatus.dataError)
            }
            do {
                return try request.items(from: entries, accessible: accessible)
            } catch {
                throw Failure(message: tr(PickText.badItems(source: box, error.message)), status: ExitStatus.dataError)
            }
        }
    }

    /// `--file PATH` makes a new file of what was chosen, in a format that can hold it: a
    /// channels file, or a playlist when the items are playlist entries (`--format m3u`). An
    /// existing file is never replaced (open it with `channel-editor --file PATH` to change
    /// it), and a newsboat urls file or a VDR channels.conf cannot be made from items; both are refused before the
    /// screen, as a usage error.
    static func checkTarget(_ path: String, ownEntries: Bool) throws(Failure) {
        let format = FileFormat.of(path: path)
        // What the format can be made of (`FormatDriver.pickWrites`): its own program makes the rest.
        if !format.driver.pickWrites(ownEntries: ownEntries) {
            throw Failure(message: tr(PickText.fileCannotHold(path)), status: ExitStatus.usage)
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            throw Failure(message: tr(PickText.fileExists(path)), status: ExitStatus.usage)
        }
    }

    /// `--file`: the result as a channels file, chosen items in My Channels, saved once under the
    /// lock; a playlist's is the playlist stdout gets, the input's `#EXTM3U` line (its guide
    /// address) first (README "Playlists").
    private func save(_ board: Board, to path: String, source: (any PickSource)?) throws(Failure) {
        let store = ChannelFileStore(path: path)
        do {
            let lock = try store.lock()
            if let source {
                try store.write(source.output(board), using: store.writer)
            } else {
                try store.save(board)
            }
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
