/// What the command line asked for.
struct Options: Equatable {
    enum Command: Equatable {
        /// The interactive screen.
        case edit
        case help
        case version
    }

    var command: Command = .edit
    /// `--file PATH`: the channels file instead of the default one.
    var file: String?
    /// `--reset`: move the file aside as a backup and start again from the catalog.
    var reset = false
    /// `--print`: on quit, print My Channels' ids one per line.
    var printOnQuit = false
}

/// A command line that does not parse; the message is one line, printed with the usage.
struct UsageError: Error, Equatable {
    let message: String
}

extension Options {
    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": options.command = .help
            case "-V", "--version": options.command = .version
            case "--reset": options.reset = true
            case "--print": options.printOnQuit = true
            case "-f", "--file":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "\(argument) needs a path")
                }
                options.file = path
            default:
                if argument.hasPrefix("--file=") {
                    let path = String(argument.dropFirst("--file=".count))
                    guard !path.isEmpty else { throw UsageError(message: "--file needs a path") }
                    options.file = path
                } else if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(argument)'")
                } else {
                    throw UsageError(message: "unexpected argument '\(argument)'")
                }
            }
        }
        return options
    }
}
