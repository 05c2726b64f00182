import ChannelCore
import ChannelStore
import CommandLineKit

/// The commands that change a file's own bytes rather than its board (issue 36; README
/// "Playlists"): `refresh`, `rename`, `group` and `number`, as the file's format makes them
/// (`FormatDriver.fileEditor`). The same lock, compare-and-swap and atomic save as every
/// command; nothing is written when nothing changes.
struct FileEditCommands {
    let options: Options
    let store: ChannelFileStore

    func run(_ command: ScriptCommand) throws(Failure) -> Int32 {
        guard var editor = store.format.driver.fileEditor(path: store.path), let edit = Self.edit(command) else {
            throw Failure(message: tr("%s changes a playlist (a .m3u or .m3u8 file, or --format m3u)", command.name.rawValue),
                          status: ExitStatus.usage)
        }
        do {
            try editor.prepare(edit, request: LoadRequest(catalogs: options.catalogs, translation: messages.translation))
        } catch {
            throw failure(error, command)
        }
        let lock = try ScriptRunner.lock(store)
        let status = try apply(edit, with: editor, command, holding: lock)
        lock.release()
        return status
    }

    /// Read, edit, write: again when another program's save lands in between (the store's
    /// `make`, which the screen's `R` uses too).
    private func apply(_ edit: FileEdit, with editor: any FileEditing, _ command: ScriptCommand, holding lock: borrowing StoreLock)
        throws(Failure) -> Int32
    {
        let made: FileEditMade?
        do {
            made = try store.make(edit, with: editor, force: options.force, holding: lock)
        } catch {
            throw failure(error, command, board: store.rememberedDocument?.board ?? Board())
        }
        guard let made else {
            throw Failure(message: tr("%s does not exist", MessageText.escaped(store.path)), status: ExitStatus.noInput)
        }
        if let summary = made.result.summary { complain(summary) }
        return made.result.complete ? ExitStatus.success : ExitStatus.failure
    }

    /// The command as a format's edit; nil for the commands that change the board.
    private static func edit(_ command: ScriptCommand) -> FileEdit? {
        switch command {
        case .refresh: return .refresh
        case .rename(let id, let name): return .rename(id: id, name: name)
        case .group(let id, let group): return .group(id: id, group: group)
        case .number(let first, let perGroup): return .number(from: first, perGroup: perGroup)
        case .list, .add, .remove, .move, .open, .reset: return nil
        }
    }

    /// The failure of an edit, in the commands' words.
    private func failure(_ error: FileEditFailure, _ command: ScriptCommand, board: Board = Board()) -> Failure {
        switch error {
        case .usage(let message): return Failure(message: message.text(in: messages.translation), status: ExitStatus.usage)
        case .store(let error): return Failure(error)
        case .unknownEntry(let id):
            let reason = ScriptEdit.unknown(id, on: board)
            // Translators: the file, the command, the id, then why ("no channel with that id").
            return Failure(message: tr("%1$s: cannot %2$s %3$s: %4$s", MessageText.escaped(store.path), command.name.rawValue,
                                       MessageText.quoted(id), reason), status: ExitStatus.failure)
        }
    }
}
