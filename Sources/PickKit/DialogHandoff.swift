import Glibc

/// A box that is no list (`--msgbox`, `--yesno`, `--inputbox`, `--gauge`, …) is the real
/// dialog's or whiptail's to draw: channel-editor runs that program in its own place (exec, in
/// the executable's `DialogHandoff.run`), with the same arguments, file descriptors and
/// environment, so its output and its status are the script's. The program is `dialog` or
/// `whiptail` found on PATH, never channel-editor itself (a link named dialog, or
/// `DIALOG=channel-editor` with such a link, would loop). Without one: one line, and dialog's
/// error status (-1, seen as 255; `DIALOG_ERROR` remaps it).
package enum DialogHandoff {
    /// What to hand over: the program's name, the box that asks for it, and the status when it
    /// cannot be run.
    package struct Handoff: Equatable {
        package let program: String
        package let box: String
        package let errorStatus: Int32
        /// How many of the arguments are channel-editor's own (`--dialog` or `--whiptail` first).
        package let skipped: Int

        package init(program: String, box: String, errorStatus: Int32, skipped: Int) {
            self.program = program
            self.box = box
            self.errorStatus = errorStatus
            self.skipped = skipped
        }
    }

    /// Set for the program handed to: a channel-editor that finds it set hands over no more.
    package static let guardVariable = "CHANNEL_EDITOR_HANDED_OVER"

    /// The handoff `arguments` ask for in dialog's or whiptail's form; nil for no such box.
    package static func handoff(_ arguments: [String], programName: String, environment: [String: String]) -> Handoff? {
        let whiptail = PickArguments.isWhiptailForm(arguments, programName: programName)
        guard whiptail || PickArguments.isDialogForm(arguments) || PickArguments.isDialogName(arguments, programName: programName),
              let box = OtherDialogBoxes.first(in: arguments) else { return nil }
        let program = whiptail ? "whiptail" : "dialog"
        let errorStatus = whiptail ? 255 : DialogExitCodes(environment: environment).errorStatus(otherwise: 255)
        return Handoff(program: program, box: box, errorStatus: errorStatus, skipped: arguments.first == "--\(program)" ? 1 : 0)
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
