import ChannelStore
import Glibc
import PickKit

extension DialogHandoff {
    /// Runs the real program when `arguments` ask for a box that is no list in dialog's or
    /// whiptail's form (PickKit's `DialogHandoff`); returns only when it could not (the status
    /// to exit with), nil for no such box.
    static func run(_ arguments: [String], programName: String) -> Int32? {
        let environment = ProcessEnvironment.current()
        guard let handoff = handoff(arguments, programName: programName, environment: environment) else { return nil }
        guard environment[guardVariable] == nil, let path = find(handoff.program, in: environment["PATH"]) else {
            complain(tr(PickText.noProgramFor(handoff.box, program: handoff.program)))
            return handoff.errorStatus
        }
        setenv(guardVariable, "1", 1)
        // The raw bytes of the arguments (Swift's strings would mend invalid UTF-8), without
        // channel-editor's own `--dialog` or `--whiptail` in front.
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(handoff.program)]
        for index in (1 + handoff.skipped)..<Int(CommandLine.argc) { argv.append(CommandLine.unsafeArgv[index]) }
        argv.append(nil)
        execv(path, argv)
        complain(tr(PickText.cannotRun(path, String(cString: strerror(errno)))))
        return handoff.errorStatus
    }
}
