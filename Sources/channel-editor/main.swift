import ChannelCore
import ChannelStore
import CursesTerminal
import Glibc

/// Entry point: parse, run, print the result, exit with a meaningful status.
func main() -> Int32 {
    // A damaged translation: say so, and go on in English.
    if let problem = messages.problem { complain(problem) }
    let options: Options
    do {
        options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        // One line for the problem, the synopsis, and where the rest is: a script's log stays short.
        complain(error.message)
        writeStandardError(Usage.synopsis + "\n" + tr("Try 'channel-editor --help' for more.") + "\n")
        return ExitStatus.usage
    }
    switch options.command {
    case .help:
        print(Usage.text)
        return ExitStatus.success
    case .version:
        print("channel-editor \(Usage.version)")
        return ExitStatus.success
    case .commandHelp(let name):
        print(Usage.help(for: name))
        return ExitStatus.success
    case .script(let command):
        return ScriptRunner(options: options).run(command)
    case .edit:
        break
    }
    do throws(Failure) {
        let path = try BoardSource.path(options)
        let store = ChannelFileStore(path: path)
        // Everything that can fail without changing anything comes first, so a failed start
        // leaves no folder, lock file or backup behind: a bad file (unless --reset is to deal
        // with it), the lock (another editor, an unwritable place), then a missing terminal,
        // after which what the lock created is removed again.
        var source = BoardSource(store: store, options: options)
        let loaded: BoardSource.Loaded? = options.reset ? nil : try source.load()
        let footprint = LockFootprint(store: store)
        let lock: StoreLock
        do {
            lock = try store.lock()
        } catch {
            throw Failure(error)
        }
        do {
            try TerminalSession.preflight(environment: ProcessEnvironment.current())
        } catch {
            lock.release()
            footprint.remove()
            throw Failure(error)
        }
        if options.reset {
            do {
                if let backup = try store.reset() { complain(tr("moved %s to %s", path, backup)) }
            } catch {
                throw Failure(error)
            }
        }
        // Read again only if the file changed before the lock was ours (or --reset moved it).
        let start: BoardSource.Loaded
        if let loaded, loaded.identity == store.identity() {
            start = loaded
        } else {
            start = try source.load()
        }
        let outcome = try ScreenLoop(store: store, options: options).run(start)
        lock.release()
        if let output = outcome.output, !output.isEmpty { print(output) }
        return outcome.status
    } catch {
        complain(error.message)
        return error.status
    }
}

exit(main())
