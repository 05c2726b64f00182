import ChannelCore
import ChannelStore
import CommandLineKit
import CursesTerminal
import EditorKit
import Glibc
import PickKit

/// Entry point: parse, run, print the result, exit with a meaningful status.
func main() -> Int32 {
    // A damaged translation: say so, and go on in English.
    if let problem = messages.problem { complain(problem) }
    let options: Options
    var arguments = Array(CommandLine.arguments.dropFirst())
    let programName = CommandLine.arguments.first ?? ""
    // dialog's errors exit as DIALOG_ERROR says, when a dialog form sets it (DialogExitCodes).
    func failed(_ status: Int32) -> Int32 {
        guard PickArguments.isDialogForm(arguments) || PickArguments.isDialogName(arguments, programName: programName)
        else { return status }
        return DialogExitCodes(environment: ProcessEnvironment.current()).errorStatus(otherwise: status)
    }
    // dialog's and whiptail's boxes that are no lists: the real program's (DialogHandoff).
    if let status = DialogHandoff.run(arguments, programName: programName) { return status }
    do throws(PickFailure) {
        // dialog's --file FILE, in dialog's form: FILE's words in its place (DialogFile).
        arguments = try DialogFile.expanded(arguments, programName: programName)
    } catch {
        complain(tr(error.message))
        return failed(error.status)
    }
    do {
        options = try Options.parse(arguments)
    } catch {
        // One line for the problem, the synopsis, and where the rest is: a script's log stays short.
        complain(error.message)
        if error.isAboutPick {
            // pick's synopsis (its three forms), not the editor's.
            let synopsis = PickText.help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            writeStandardError(synopsis.joined(separator: "\n") + "\n" + tr("Try 'channel-editor %s --help' for more.", "pick") + "\n")
        } else if let command = error.command {
            // The command's own usage line: what it takes, not the whole program's synopsis.
            let usage = Usage.help(for: command, in: messages.translation).split(separator: "\n").first.map(String.init) ?? Usage.synopsis(in: messages.translation)
            writeStandardError(usage + "\n" + tr("Try 'channel-editor %s --help' for more.", command.rawValue) + "\n")
        } else {
            writeStandardError(Usage.synopsis(in: messages.translation) + "\n" + tr("Try 'channel-editor --help' for more.") + "\n")
        }
        return failed(ExitStatus.usage)
    }
    // Accessible mode (README): plain lines instead of the screen, for the editor and pick.
    let accessible = AccessibleSwitch.isOn(flag: options.accessible, environment: ProcessEnvironment.current())
    switch options.command {
    case .help:
        print(Usage.text(in: messages.translation))
        return ExitStatus.success
    case .version:
        print("channel-editor \(Usage.version)")
        return ExitStatus.success
    case .commandHelp(let name):
        print(Usage.help(for: name, in: messages.translation))
        return ExitStatus.success
    case .script(let command):
        return ScriptRunner(options: options).run(command)
    case .pick(let request):
        return PickRunner(request: request, accessible: accessible, noMouse: options.noMouse, layout: options.layout).run()
    case .pickHelp:
        print(PickText.help)
        return ExitStatus.success
    case .edit:
        break
    }
    do throws(Failure) {
        let store = try BoardSource.store(options)
        let path = store.path
        var source = BoardSource(store: store, options: options)
        // The screen offers refresh as a key, and its load's notice says which (issue 36 item 2).
        if !accessible { source.refreshKey = Editor.refreshKey }
        // Everything that can fail comes before anything is created or moved, so a failed start
        // leaves the disk as it found it: a bad file (unless --reset is to deal with it), a
        // place that holds no regular file, then the terminal — its type included. Nothing is
        // held for the session: the lock is taken only around each save (see GuardedSaver).
        if options.reset, let refusal = BoardSource.resetRefusal(store) { throw refusal }
        let loaded: BoardSource.Loaded? = options.reset ? nil : try source.load()
        do {
            try store.checkTarget()
            try store.checkWritable()
            if !accessible { try TerminalSession.preflight(environment: ProcessEnvironment.current()) }
        } catch let error as StoreError {
            throw Failure(error)
        } catch let error as TerminalError {
            throw Failure(error)
        } catch {
            throw Failure(message: "\(error)", status: ExitStatus.failure)
        }
        if options.reset {
            switch try BoardSource.reset(store, environment: source.environment) {
            case .movedAside(let backup?): complain(tr("moved %s to %s", path, backup))
            case .movedAside(nil): break
            case .kept(let said): complain(said.text(in: messages.translation))
            }
        }
        // Read again only if the file changed since (or --reset moved it).
        let start: BoardSource.Loaded
        if let loaded, loaded.identity == store.identity() {
            start = loaded
        } else {
            start = try source.load()
        }
        let loop = ScreenLoop(source: source, options: options)
        let outcome = accessible ? try loop.runLines(start) : try loop.run(start)
        if let output = outcome.output, !output.isEmpty { try StandardOutput.write(Array((source.opened(output) + "\n").utf8)) }
        return outcome.status
    } catch {
        complain(error.message)
        return error.status
    }
}

exit(main())
