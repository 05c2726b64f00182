import Glibc
import ChannelStore
import PickKit

/// A box that is no list (`--msgbox`, `--yesno`, `--inputbox`, `--gauge`, …) is the real
/// dialog's or whiptail's to draw: channel-editor runs that program in its own place (exec),
/// with the same arguments, file descriptors and environment, so its output and its status are
/// the script's. The program is `dialog` or `whiptail` found on PATH, never channel-editor
/// itself (a link named dialog, or `DIALOG=channel-editor` with such a link, would loop).
/// Without one: one line, and dialog's error status (-1, seen as 255; `DIALOG_ERROR` remaps it).
package enum DialogHandoff {
    /// Set for the program handed to: a channel-editor that finds it set hands over no more.
    static let guardVariable = "CHANNEL_EDITOR_HANDED_OVER"

    /// Runs the real program when `arguments` ask for such a box in dialog's or whiptail's
    /// form; returns only when it could not (the status to exit with), nil for no such box.
    static func run(_ arguments: [String], programName: String) -> Int32? {
        let whiptail = PickArguments.isWhiptailForm(arguments, programName: programName)
        guard whiptail || PickArguments.isDialogForm(arguments) || PickArguments.isDialogName(arguments, programName: programName),
              let box = OtherDialogBoxes.first(in: arguments) else { return nil }
        let program = whiptail ? "whiptail" : "dialog"
        let environment = ProcessEnvironment.current()
        let errorStatus = whiptail ? 255 : DialogExitCodes(environment: environment).errorStatus(otherwise: 255)
        guard environment[guardVariable] == nil, let path = find(program, in: environment["PATH"]) else {
            complain(tr(PickText.noProgramFor(box, program: program)))
            return errorStatus
        }
        setenv(guardVariable, "1", 1)
        // The raw bytes of the arguments (Swift's strings would mend invalid UTF-8), without
        // channel-editor's own `--dialog` or `--whiptail` in front.
        let skipped = arguments.first == "--\(program)" ? 1 : 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(program)]
        for index in (1 + skipped)..<Int(CommandLine.argc) { argv.append(CommandLine.unsafeArgv[index]) }
        argv.append(nil)
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        complain(tr(PickText.cannotRun(path, reason)))
        return errorStatus
    }

    /// The first executable `name` on PATH that is not this program (by its real path).
    package static func find(_ name: String, in path: String?) -> String? {
        let own = realPath("/proc/self/exe")
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            guard access(candidate, X_OK) == 0, let real = realPath(candidate), real != own else { continue }
            var status = stat()
            guard stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            return candidate
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
