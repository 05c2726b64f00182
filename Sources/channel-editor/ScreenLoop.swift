import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

/// The interactive editor on the real terminal: sets up what `EditorLoop` turns with, and
/// turns how it ended into the exit status.
package struct ScreenLoop {
    /// The file each change is saved to and reloaded from; nil in a pick session, which reads
    /// and writes no file while it runs.
    let source: BoardSource?
    let options: Options
    /// Set for a pick session (Pick/PickRunner.swift): its titles, labels and input order.
    var pick: PickSession? = nil
    /// A line of detail by id when no source gives one: a playlist pick's groups (PlaylistPick).
    var details: ChannelDetails? = nil

    /// What the run ended with: text for stdout and the exit status; for a pick session, how
    /// it ended (its runner prints the result).
    package struct Outcome: Equatable {
        package var output: String?
        package var status: Int32
        package var pickEnding: PickEnding? = nil
    }

    /// Runs the editor on what was loaded from the source's file: opens the terminal, makes the
    /// editor, the saver and the watch (docs/DECISIONS.md, "Live reload"), and hands them to
    /// `EditorLoop`, which turns until the end.
    func run(_ start: BoardSource.Loaded) throws(Failure) -> Outcome {
        let environment = ProcessEnvironment.current()
        let terminal: TerminalSession
        do {
            terminal = try TerminalSession(environment: environment, mouse: !options.noMouse)
        } catch {
            throw pick == nil ? Failure(error) : Failure(pickTerminal: error)
        }
        defer { terminal.close() }

        let widthOf = SystemWidth.wcwidth
        var editor = makeEditor(start, size: terminal.size, hasMouse: terminal.hasMouse, widthOf: widthOf)
        // What the load has to say (say, a damaged newsboat cache.db, ignored).
        if let notice = start.notice { editor.showNotice(notice) }
        // A `--file` that is not there yet (a typo, or a new list): say so before any change
        // makes it (a newcomer opened `fav.m3u` for `fav.m3u8` and saw an empty screen).
        if let source, options.file != nil, start.identity == nil {
            editor.showNotice(tr("New file: %s does not exist yet; it is made at the first change", MessageText.escaped(source.store.path)))
        }
        var loop = EditorLoop(
            editor: editor, terminal: terminal,
            saver: source.map { GuardedSaver(source: $0, start: start, force: options.force) },
            watcher: source.map { FileWatcher(store: $0.store) }, widthOf: widthOf)
        if !options.force, let source, source.store.isReadOnly() {
            loop.editor.showNotice(tr("Read-only file: changes will not be saved (start with --force to allow them)"))
        }
        let ending = loop.run()
        return try ScreenLoop.outcome(of: ending, editor: loop.editor, printOnQuit: options.printOnQuit)
    }

    /// The editor of a run, on what was loaded.
    func makeEditor(_ start: BoardSource.Loaded, size: ScreenSize, hasMouse: Bool, widthOf: @escaping ScalarWidth) -> Editor {
        let state = EditorState(board: start.board, size: size, hasMouse: hasMouse,
                                filePath: source.map { MessageText.escaped($0.store.path) },
                                translation: messages.translation, pick: pick, details: source?.details ?? details,
                                layout: options.layout ?? .auto, kind: source.map { $0.store.format.listKind(path: $0.store.path) } ?? .channels,
                                fold: TextFold(NameFold.fold))
        return Editor(state: state, labels: LabelBook(maker: LabelMaker(widthOf: widthOf)))
    }

    /// What a run that ended so gives: 128+N after a signal (or a hang-up); a save failure kept
    /// by the editor, as a failure with its status; the pick's answer; else success, with the
    /// opened channel's id (or, with `--print`, My Channels) for stdout.
    package static func outcome<T, S, W>(of ending: EditorLoop<T, S, W>.Ending, editor: Editor, printOnQuit: Bool) throws(Failure)
        -> Outcome
    {
        var output: String?
        switch ending {
        case .signal(let signal): return Outcome(output: nil, status: 128 + signal)
        case .hungUp: return Outcome(output: nil, status: 128 + SIGHUP)
        case .quit(let opened): output = opened
        case .pick: break
        }
        if let failure = editor.exitFailure {
            throw Failure(message: failure.message, status: failure.exitStatus)
        }
        if case .pick(let pickEnding) = ending { return Outcome(output: nil, status: ExitStatus.success, pickEnding: pickEnding) }
        if printOnQuit, output == nil {
            output = editor.state.board.mine.map(\.id).joined(separator: "\n")
        }
        return Outcome(output: output, status: ExitStatus.success)
    }

    /// The footer after a save found the file changed and merged the user's change into it.
    package static func mergeNotice(_ refusal: BoardRefusal?, kind: ListKind = .channels) -> String {
        guard let refusal else { return tr("Reloaded: changed on disk; your change was applied to it") }
        switch refusal {
        case .unknownID(let id) where !id.isEmpty:
            switch kind {
            case .channels: return tr("Reloaded: changed on disk; your change was not applied: that channel is gone")
            case .feeds: return tr("Reloaded: changed on disk; your change was not applied: that feed is gone")
            case .services: return tr("Reloaded: changed on disk; your change was not applied: that service is gone")
            case .bouquets: return tr("Reloaded: changed on disk; your change was not applied: that bouquet is gone")
            }
        case .locked where kind != .channels: return tr("Reloaded: changed on disk; your change was not applied: it is locked now")
        case .locked: return tr("Reloaded: changed on disk; your change was not applied: that channel is locked now")
        case .changedElsewhere: return tr("Reloaded: changed on disk; your change was not applied: moved by someone else")
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
