/// The command line of a pick session, in either form: `channel-editor pick [OPTION]...`
/// (items on stdin), dialog's `channel-editor [DIALOG OPTION]... --buildlist|--checklist|...`,
/// or whiptail's `channel-editor --whiptail [OPTION]... --checklist ...`.
package enum PickArguments {
    /// One of dialog's boxes among the options (before any `--`).
    package static func isDialogForm(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if DialogArguments.boxes[argument] != nil || OtherDialogBoxes.names.contains(argument) { return true }
        }
        return false
    }

    /// dialog's form without a box on the command line (dialog's `--file` may hold it):
    /// `--dialog` first, or the program called by a name ending in `dialog` (a link).
    package static func isDialogName(_ arguments: [String], programName: String) -> Bool {
        let base = programName.split(separator: "/").last.map(String.init) ?? programName
        return arguments.first == "--dialog" || base.hasSuffix("dialog")
    }

    /// whiptail's form: `--whiptail` first, or the program called by a name ending in
    /// `whiptail` (a link: `ln -s channel-editor channel-whiptail`), so a script changes one word.
    package static func isWhiptailForm(_ arguments: [String], programName: String) -> Bool {
        let base = programName.split(separator: "/").last.map(String.init) ?? programName
        return arguments.first == "--whiptail" || base.hasSuffix("whiptail")
    }
}
