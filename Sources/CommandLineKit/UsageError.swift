/// A command line that does not parse; the message is one line, printed with the usage.
package struct UsageError: Error, Equatable {
    package let message: String
    /// The command the error is about: its own usage is printed, not the program's.
    package var command: ScriptCommand.Name?
    /// The error is about `pick` or the dialog and whiptail forms: pick's usage is printed.
    package var isAboutPick = false

    package init(message: String, command: ScriptCommand.Name? = nil) {
        self.message = message
        self.command = command
    }
}
