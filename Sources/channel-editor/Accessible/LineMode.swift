import ChannelStore
import CursesTerminal
import EditorKit
import Glibc

extension ScreenLoop {
    /// The line mode (README "Accessible mode"; `--accessible`, `AccessibleSwitch`): the same
    /// `EditorLoop`, saver and watch as the screen, behind a `LineTerminal` that reads lines from
    /// stdin or `/dev/tty` (`LineChannel`) instead of a `TerminalSession`. A pick session whose
    /// items came on stdin reads its commands from the terminal (`stdinTaken`); `output` is where
    /// the sentences go when the commands come from a pipe (a pick's result takes the other).
    func runLines(_ start: BoardSource.Loaded, stdinTaken: Bool = false, output: Int32 = STDOUT_FILENO) throws(Failure)
        -> Outcome
    {
        let terminal = LineTerminal(lines: try LineChannel(stdinTaken: stdinTaken, output: output),
                                    translation: messages.translation, picking: pick != nil)
        let editor = makeEditor(start, size: terminal.size, hasMouse: false, widthOf: UnicodeWidth.table)
        var readOnly: [String] = []
        if !options.force, let source, source.store.isReadOnly() {
            readOnly.append(tr("Read-only file: changes will not be saved (start with --force to allow them)"))
        }
        terminal.greet(editor, extra: readOnly)
        var loop = EditorLoop(
            editor: editor, terminal: terminal,
            saver: source.map { GuardedSaver(source: $0, start: start, force: options.force) },
            watcher: source.map { FileWatcher(store: $0.store) }, widthOf: UnicodeWidth.table)
        var outcome = try ScreenLoop.outcome(of: loop.run(), editor: loop.editor, printOnQuit: options.printOnQuit)
        // A command refused while the commands come from a file or a pipe: exit status 1, as ed's.
        if outcome.pickEnding == nil, outcome.status == ExitStatus.success, terminal.refusedFromAScript {
            outcome.status = ExitStatus.failure
        }
        return outcome
    }
}
