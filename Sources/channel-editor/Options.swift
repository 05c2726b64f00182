import ChannelCore

/// What the command line asked for.
///
/// Grammar: `channel-editor [OPTION]... [COMMAND [ARGUMENT]...]`, options anywhere (before or
/// after the command); `--` ends the options, so that an id may start with `-`.
package struct Options: Equatable {
    package enum Command: Equatable {
        /// The interactive screen.
        case edit
        case help
        case version
        /// `channel-editor COMMAND --help`.
        case commandHelp(ScriptCommand.Name)
        /// A command that edits the file without the screen.
        case script(ScriptCommand)
        /// `pick` or dialog's `--buildlist`: a list built for a script (Pick/).
        case pick(PickRequest)
        /// `channel-editor pick --help`.
        case pickHelp
    }

    var command: Command = .edit
    /// `--file PATH`: the channels file instead of the default one.
    var file: String?
    /// `--reset`: move the file aside as a backup and start again from the catalog.
    var reset = false
    /// `--print`: on quit, print My Channels' ids one per line.
    var printOnQuit = false
    /// `--force`: change a read-only file all the same.
    var force = false
    /// `--catalog NAME|PATH|none`: the catalog merged in this run (default: what the file records).
    var catalog: CatalogChoice = .automatic
}

/// A command line that does not parse; the message is one line, printed with the usage.
package struct UsageError: Error, Equatable {
    package let message: String
    /// The command the error is about: its own usage is printed, not the program's.
    package var command: ScriptCommand.Name?

    package init(message: String, command: ScriptCommand.Name? = nil) {
        self.message = message
        self.command = command
    }
}

extension Options {
    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        if let pick = try PickArguments.parse(arguments) {
            options.command = pick
            return options
        }
        var info: Command?
        var json = false
        var name: ScriptCommand.Name?
        var operands: [String] = []
        /// `--before ID` / `--after ID`, for move.
        var placement: [String] = []
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !isOption(argument) {
                if name != nil {
                    operands.append(argument)
                } else if let known = ScriptCommand.Name(rawValue: argument) {
                    name = known
                } else {
                    throw UsageError(message: NearestWord.unknown(
                        tr("unknown command %s", MessageText.quoted(argument)), argument,
                        among: ScriptCommand.Name.allCases.map(\.rawValue) + ["pick"]))
                }
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "-h", "--help": info = .help
            case "-V", "--version": info = .version
            case "--reset": options.reset = true
            case "--print": options.printOnQuit = true
            case "--force": options.force = true
            case "--json": json = true
            case "--before", "--after":
                placement = [argument, rest.popFirst() ?? ""]
            case "-f", "--file":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    throw UsageError(message: tr("%s needs a path", argument))
                }
                options.file = path
            case "--catalog":
                guard let value = rest.popFirst() else { throw UsageError(message: tr("--catalog needs a name or a path")) }
                options.catalog = try catalogChoice(value)
            case _ where argument.hasPrefix("--catalog="):
                options.catalog = try catalogChoice(String(argument.dropFirst("--catalog=".count)))
            default:
                guard argument.hasPrefix("--file=") else {
                    throw UsageError(message: NearestWord.unknown(
                        tr("unknown option %s", MessageText.quoted(argument)), argument, among: knownOptions),
                        command: name)
                }
                let path = String(argument.dropFirst("--file=".count))
                guard !path.isEmpty else { throw UsageError(message: tr("%s needs a path", "--file")) }
                options.file = path
            }
        }
        if let info {
            if info == .help, let name { options.command = .commandHelp(name) } else { options.command = info }
            return options
        }
        guard let name else {
            if json { throw UsageError(message: tr("--json goes with the list command")) }
            return options
        }
        if options.reset {
            throw UsageError(message: tr("--reset does not go with a command (the reset command does the same)"))
        }
        if options.printOnQuit { throw UsageError(message: tr("--print does not go with a command")) }
        if json, name != .list { throw UsageError(message: tr("--json goes with the list command, not %s", name.rawValue)) }
        if let option = placement.first, name != .move {
            throw UsageError(message: tr("%s goes with the move command", option), command: name)
        }
        let command: ScriptCommand
        do {
            command = try ScriptCommand.make(name, operands: operands + placement)
        } catch {
            throw UsageError(message: error.message, command: name)
        }
        options.command = .script(name == .list ? .list(json: json) : command)
        return options
    }

    /// The options an unknown one is compared with, for a suggestion.
    private static let knownOptions = [
        "--help", "--version", "--reset", "--print", "--force", "--json", "--file", "--catalog", "--before", "--after",
    ]

    private static func catalogChoice(_ value: String) throws(UsageError) -> CatalogChoice {
        guard let choice = CatalogChoice.parse(value) else {
            throw UsageError(message: tr("unknown catalog %s (en, zh-Hans, zh-Hant, none, or a path to a .json file)", MessageText.quoted(value)))
        }
        return choice
    }

    /// `-x`, `--long`; not `-` alone, nor a negative number (a position, refused later).
    private static func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let tail = argument.utf8.dropFirst()
        return !tail.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
