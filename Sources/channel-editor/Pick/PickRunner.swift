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
            if let file = request.file { try PickRunner.checkTarget(file, playlistInput: request.playlist) }
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
            // Each item's place in the input: a removed item goes back there (a playlist's
            // entries too: a newcomer's removed entry went to the front).
            let ranks = items?.ranks() ?? playlist.map(PlaylistPick.ranks(from:)) ?? [:]
            session.inputRank = ranks
            let start = BoardSource.Loaded(board: board, catalog: nil, identity: nil)
            let details = playlist.map(PlaylistPick.details(from:)) ?? itemHelp(ranks: ranks)
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
                options.layout = layout ?? defaultLayout
                outcome = try ScreenLoop(source: nil, options: options, pick: session, details: details).run(start)
            }
            // No ending: a quit signal or a hang-up, with its own status.
            guard let ending = outcome.pickEnding else { return outcome.status }
            let codes = dialogExitCodes
            switch ending {
            case .cancelled(let byEscape):
                if let codes { return codes.status(byEscape ? .escape : .cancel) }
                return byEscape ? request.escapeStatus : ExitStatus.failure
            case .timedOut:
                // dialog: Esc's ending, unless DIALOG_TIMEOUT makes it an error (ui_getc.c).
                guard let codes else { return request.escapeStatus }
                guard codes.isSet(.timeout) else { return codes.status(.escape) }
                writeStandardError("\ntimeout\n")
                return codes.status(.timeout)
            case .accepted(let chosen):
                try finish(chosen, items: items, ranks: ranks, playlist: playlist)
                return codes?.status(.ok) ?? ExitStatus.success
            case .extra(let chosen):
                try finish(chosen, items: items, ranks: ranks, playlist: playlist)
                return codes?.status(.extra) ?? ExitStatus.success
            case .help(let chosen, let focused):
                guard case .dialog(let output) = request.format, let items, let codes,
                      case .arguments(let entries, _) = request.source, !entries.isEmpty else {
                    try finish(chosen, items: items, ranks: ranks, playlist: playlist)
                    return ExitStatus.success
                }
                // dialog's current item: the focused one (the first when none is).
                let entry = entries[min(entries.count, max(1, focused.flatMap { ranks[$0] } ?? 1)) - 1]
                let subject = output.helpSubject(tag: entry.tag, itemHelp: entry.help)
                let text = output.helpText(subject: subject.text, chosen: tags(chosen, items: items, ranks: ranks))
                try StandardOutput.write(Array(text.utf8), to: request.descriptor)
                return codes.status(subject.isItemHelp ? .itemHelp : .help)
            }
        } catch {
            complain(error.message)
            return dialogExitCodes?.errorStatus(otherwise: error.status) ?? error.status
        }
    }

    /// dialog's `--item-help`: the status row shows the focused item's help, as dialog shows
    /// it on its bottom line. Nil without item help.
    private func itemHelp(ranks: [String: Int]) -> ChannelDetails? {
        guard case .arguments(let entries, _) = request.source, entries.contains(where: { $0.help != nil }) else { return nil }
        var helps: [String: String] = [:]
        for (id, rank) in ranks where entries.indices.contains(rank - 1) {
            if let help = entries[rank - 1].help, !help.isEmpty { helps[id] = help }
        }
        return ChannelDetails { helps[$0] }
    }

    /// dialog's exit statuses as the environment remaps them; nil outside dialog's form.
    var dialogExitCodes: DialogExitCodes? {
        guard case .dialog(let output) = request.format, output.program == .dialog else { return nil }
        return DialogExitCodes(environment: ProcessEnvironment.current())
    }

    /// OK or Extra: saves `--file`, then prints the chosen items.
    private func finish(_ chosen: Board, items: PickItems?, ranks: [String: Int], playlist: PlaylistDocument?)
        throws(Failure)
    {
        if let file = request.file { try save(chosen, to: file, entries: playlist) }
        if let playlist {
            try StandardOutput.write(PlaylistPick.output(chosen, from: playlist), to: request.descriptor)
            return
        }
        var mine = chosen.mine
        if request.printsInInputOrder { mine.sort { (ranks[$0.id] ?? 0) < (ranks[$1.id] ?? 0) } }
        if case .dialog = request.format, let items {
            mine = mine.map { Channel(id: items.tag(of: $0.id), name: $0.name, locked: $0.locked) }
        }
        let text = PickOutput.text(mine, format: request.format, print0: request.print0)
        try StandardOutput.write(Array(text.utf8), to: request.descriptor)
    }

    /// The chosen tags in the order OK prints them.
    private func tags(_ chosen: Board, items: PickItems, ranks: [String: Int]) -> [String] {
        var mine = chosen.mine
        if request.printsInInputOrder { mine.sort { (ranks[$0.id] ?? 0) < (ranks[$1.id] ?? 0) } }
        return mine.map { items.tag(of: $0.id) }
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
                // The screen shows tag and item side by side; a line session names an item by its item.
                let shown = request.showsTags && !accessible ? DialogEntry.sideBySide(entries) : entries
                return try PickItems.items(from: shown, defaultItem: request.defaultItem)
            } catch {
                throw Failure(message: PickText.badItems(source: box, error.message), status: ExitStatus.dataError)
            }
        }
    }

    /// `--file PATH` makes a new file of what was chosen, in a format that can hold it: a
    /// channels file, or a playlist when the items are playlist entries (`--format m3u`). An
    /// existing file is never replaced (open it with `channel-editor --file PATH` to change
    /// it), and a newsboat urls file or a VDR channels.conf cannot be made from items; both are refused before the
    /// screen, as a usage error.
    static func checkTarget(_ path: String, playlistInput: Bool) throws(Failure) {
        let format = FileFormat.of(path: path)
        // A format that loads itself (a receiver's bouquet) is made by its own program, not from items.
        if format == .newsboat || format.loader != nil || (format == .m3u && !playlistInput) {
            throw Failure(message: PickText.fileCannotHold(path), status: ExitStatus.usage)
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            throw Failure(message: PickText.fileExists(path), status: ExitStatus.usage)
        }
    }

    /// `--file`: the result as a channels file, chosen items in My Channels, saved once under the
    /// lock; a playlist's is the playlist stdout gets, the input's `#EXTM3U` line (its guide
    /// address) first (README "Playlists").
    private func save(_ board: Board, to path: String, entries playlist: PlaylistDocument?) throws(Failure) {
        let store = ChannelFileStore(path: path)
        do {
            let lock = try store.lock()
            if let playlist {
                try store.write(PlaylistPick.output(board, from: playlist), using: store.writer)
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
