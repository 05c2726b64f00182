import ChannelCore
import ChannelStore
import EditorKit

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
    /// `--accessible`: a line-by-line session instead of the screen (Accessible/); the
    /// `ACCESSIBLE` environment variable asks for it too (`AccessibleSwitch`).
    var accessible = false
    /// `--no-mouse`: the screen does not ask the terminal for mouse reports.
    var noMouse = false
    /// `--layout auto|grid|list`: how the screen arranges the cells; nil: the session's default.
    var layout: LayoutChoice?
    /// Every `--catalog` given, in order: a playlist takes several (README "Playlists").
    var catalogs: [CatalogChoice] = []
    /// `--format json|m3u`: the file's format (default: what its name implies).
    var format: FileFormat?
    /// `--svdrp HOST[:PORT]`: where a running VDR's SVDRP port is (README "VDR").
    var svdrp: String?
    /// `list --output m3u`: My Channels as a playlist.
    var listAsPlaylist = false
    /// `list --output opml`: My Channels as an OPML feed list (README "newsboat").
    var listAsOPML = false
}

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

extension Options {
    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        let arguments = try takeSessionOptions(arguments, into: &options)
        if let pick = try PickArguments.parse(arguments) {
            options.command = pick
            return options
        }
        var info: Command?
        var json = false
        /// How list's output was asked for (`--json` or `--output`), to name it in a refusal.
        var listOutputOption: String?
        var name: ScriptCommand.Name?
        var operands: [String] = []
        /// `--before ID` / `--after ID`, for move.
        var placement: [String] = []
        /// `--from N`, for number.
        var from: [String] = []
        var scanner = OptionScanner(arguments)
        var optionsEnded = false
        while let argument = scanner.next() {
            if optionsEnded || !isOption(argument) {
                if name != nil {
                    operands.append(argument)
                } else if let known = ScriptCommand.Name(rawValue: argument) {
                    name = known
                } else if helpWords.contains(argument.lowercased()) {
                    // `channel-editor help` (`h`, `usage`, `?`): where the help is; `help add`: add's.
                    let command = scanner.rest.first.flatMap { ScriptCommand.Name(rawValue: $0)?.rawValue ?? ($0 == "pick" ? $0 : nil) }
                    if let command {
                        throw UsageError(message: tr("%s (did you mean %s?)", tr("unknown command %s", MessageText.quoted(argument)),
                                                     MessageText.quoted(["channel-editor", command, "--help"].joined(separator: " "))))
                    }
                    throw UsageError(message: tr("unknown command %s (for help: channel-editor --help, or channel-editor COMMAND --help)",
                                                 MessageText.quoted(argument)))
                } else if looksLikeAPath(argument) {
                    // `channel-editor tv/fav.m3u8`: a file is opened with --file (a newcomer's slip).
                    throw UsageError(message: tr("unknown command %1$s (to open a file: --file %2$s)",
                                                 MessageText.quoted(argument), MessageText.escaped(argument)))
                } else {
                    throw UsageError(message: NearestWord.unknown(
                        tr("unknown command %s", MessageText.quoted(argument)), argument,
                        among: ScriptCommand.Name.allCases.map(\.rawValue) + ["pick"]))
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inline) = OptionScanner.split(argument)
            guard let option = OptionTable.spec(spelling, forAny: programUses), inline == nil || option.values > 0 else {
                if OtherDialogBoxes.names.contains(spelling) {
                    var unsupported = UsageError(message: PickText.unsupportedDialogOption(argument))
                    unsupported.isAboutPick = true
                    throw unsupported
                }
                let unknown = tr("unknown option %s", MessageText.quoted(argument))
                if helpOptionSlips.contains(spelling) {
                    // `-?`, `--usage`: what other programs take for help.
                    throw UsageError(message: tr("%s (did you mean %s?)", unknown, MessageText.quoted("--help")), command: name)
                }
                throw UsageError(message: NearestWord.unknown(unknown, argument, among: knownOptions), command: name)
            }
            switch option.name {
            case "--help": info = .help
            case "--version": info = .version
            case "--reset": options.reset = true
            case "--print": options.printOnQuit = true
            case "--force": options.force = true
            case "--json":
                json = true
                listOutputOption = "--json"
            case "--before", "--after":
                // No ID after it, or an option where the ID belongs (`--before --file F`, a
                // newcomer's slip): the move command's own usage error says what is missing.
                let optionFollows = inline == nil
                    && scanner.rest.first.map { OptionTable.spec(OptionScanner.split($0).name, forAny: programUses) != nil } == true
                let id = optionFollows ? nil : try? scanner.value(inline: inline, missing: UsageError(message: ""))
                placement = [option.name, id ?? ""]
            case "--from":
                let value = try optionValue(inline: inline, &scanner, missing: UsageError(message: tr("--from needs a number"), command: .number))
                from += [option.name, value]
            case "--per-group":
                from.append(option.name)
            case "--file":
                let path = try optionValue(inline: inline, &scanner, missing: UsageError(message: tr("%s needs a path", spelling)))
                guard !path.isEmpty else { throw UsageError(message: tr("%s needs a path", spelling)) }
                options.file = try onlyFile(options.file, path)
            case "--catalog":
                let value = try optionValue(inline: inline, &scanner, missing: UsageError(message: tr("--catalog needs a name or a path")))
                options.catalog = try catalogChoice(value)
                options.catalogs.append(options.catalog)
            case "--output":
                let value = try optionValue(inline: inline, &scanner,
                                      missing: UsageError(message: tr("--output needs text, json, m3u or opml"), command: .list))
                do {
                    try output(value, json: &json, playlist: &options.listAsPlaylist, opml: &options.listAsOPML)
                } catch {
                    // --output is list's: its usage, not the program's, follows the error.
                    throw UsageError(message: error.message, command: .list)
                }
                listOutputOption = "--output"
            case "--format":
                let value = try optionValue(inline: inline, &scanner, missing: UsageError(message: tr("--format needs json, m3u, newsboat, enigma2 or vdr")))
                options.format = try format(value)
            case "--svdrp":
                let missing = UsageError(message: tr("--svdrp needs HOST or HOST:PORT (VDR's SVDRP port, 6419 by default)"))
                let address = try optionValue(inline: inline, &scanner, missing: missing)
                guard SVDRPAddress(option: address) != nil else { throw missing }
                options.svdrp = address
            default:
                // `--accessible`, `--no-mouse`: taken out before (`takeSessionOptions`).
                break
            }
        }
        if let info {
            if info == .help, let name { options.command = .commandHelp(name) } else { options.command = info }
            return options
        }
        guard let name else {
            if let option = listOutputOption { throw UsageError(message: tr("%s goes with the list command", option)) }
            return options
        }
        if options.reset {
            throw UsageError(message: tr("--reset does not go with a command (the reset command does the same)"))
        }
        if options.printOnQuit { throw UsageError(message: tr("--print does not go with a command")) }
        for (given, option) in [(options.accessible, "--accessible"), (options.noMouse, "--no-mouse"),
                                (options.layout != nil, "--layout")] where given {
            throw UsageError(message: tr("%s does not go with a command", option))
        }
        if let option = listOutputOption, name != .list {
            throw UsageError(message: tr("%s goes with the list command, not %s", option, name.rawValue))
        }
        if let option = placement.first, name != .move {
            throw UsageError(message: tr("%s goes with the move command", option), command: name)
        }
        if !from.isEmpty, name != .number {
            throw UsageError(message: tr("%s goes with the number command", from[0]), command: name)
        }
        let command: ScriptCommand
        do {
            command = try ScriptCommand.make(name, operands: from + operands + placement)
        } catch {
            throw UsageError(message: error.message, command: name)
        }
        options.command = .script(name == .list ? .list(json: json) : command)
        return options
    }

    /// Takes out `--accessible`, `--no-mouse` and `--layout`, which every interactive session
    /// takes (the editor, `pick`, dialog's `--buildlist`): before any `--`, and before
    /// `--buildlist`'s items. (`OptionTable` lists them with the screen and pick.)
    private static func takeSessionOptions(_ arguments: [String], into options: inout Options) throws(UsageError) -> [String] {
        var kept: [String] = []
        var ended = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" || argument == "--buildlist" { ended = true }
            if !ended, argument == "--accessible" {
                options.accessible = true
            } else if !ended, argument == "--no-mouse" {
                options.noMouse = true
            } else if !ended, argument == "--layout" {
                let missing = UsageError(message: tr("--layout needs auto, grid or list"))
                guard let value = rest.popFirst() else { throw missing }
                if isOurOption(value) { throw notAnOption(missing, value) }
                options.layout = try layout(value)
            } else if !ended, argument.hasPrefix("--layout=") {
                options.layout = try layout(String(argument.dropFirst("--layout=".count)))
            } else {
                kept.append(argument)
            }
        }
        return kept
    }

    /// An option's value, inline or the next word; `missing` when
    /// there is none, or when the next word is one of the program's options (`--file --file
    /// s.json` took `--file` for the path and `s.json` for a command): what was missing, and
    /// the option found instead. An inline value (`--file=--file`) is taken as it is.
    private static func optionValue(inline: String?, _ scanner: inout OptionScanner,
                              missing: UsageError) throws(UsageError) -> String {
        if inline == nil, let next = scanner.rest.first, isOurOption(next) { throw notAnOption(missing, next) }
        return try scanner.value(inline: inline, missing: missing)
    }

    /// True when `word` is one of the program's options (`--file`, `-f`, `--output=m3u`).
    static func isOurOption(_ word: String) -> Bool {
        word.hasPrefix("-") && OptionTable.spec(OptionScanner.split(word).name, forAny: programUses) != nil
    }

    /// `missing`'s message with the option that stands where the value belongs.
    static func notAnOption(_ missing: UsageError, _ word: String) -> UsageError {
        // Translators: what an option needs ("--file needs a path"), then the option given instead.
        UsageError(message: tr("%1$s, not %2$s", missing.message, MessageText.escaped(word)), command: missing.command)
    }

    /// `--file PATH` once: a second, different path is refused (the last one won silently, and a
    /// script's `--file` after the command overrode the one before it); the same path again is
    /// the same request.
    static func onlyFile(_ given: String?, _ path: String) throws(UsageError) -> String {
        guard let given, given != path else { return path }
        throw UsageError(message: tr("--file is given twice: %1$s and %2$s (name one file)",
                                     MessageText.quoted(given), MessageText.quoted(path)))
    }

    /// Words other programs take for help, given as a command (`channel-editor help`).
    private static let helpWords: Set<String> = ["help", "h", "usage", "?"]
    /// Options other programs take for help that are not ours (`-h`, `--help` are).
    private static let helpOptionSlips: Set<String> = ["-?", "--usage", "-usage"]

    /// `--layout auto|grid|list`.
    private static func layout(_ value: String) throws(UsageError) -> LayoutChoice {
        guard let choice = LayoutChoice(rawValue: value) else {
            throw UsageError(message: tr("unknown --layout %s (auto, grid or list)", MessageText.quoted(value)))
        }
        return choice
    }

    /// Where the program's own command line (not pick's) takes an option: the screen and the commands.
    private static let programUses = OptionTable.commands.union([.screen])

    /// What "did you mean" offers for an unknown option: the program's, then the boxes of the
    /// dialog and whiptail forms (`--buildlst` is one typo away from a form).
    private static let knownOptions = OptionTable.all.filter { !$0.uses.isDisjoint(with: programUses) }.map(\.name)
        + ["--buildlist", "--checklist", "--whiptail"]

    private static func catalogChoice(_ value: String) throws(UsageError) -> CatalogChoice {
        guard let choice = CatalogChoice.parse(value) else {
            throw UsageError(message: tr("unknown catalog %s (en, zh-Hans, zh-Hant, none, or a path to a catalog: .json, .m3u, .m3u8 or .opml)", MessageText.quoted(value)))
        }
        return choice
    }

    /// `list --output text|json|m3u|opml`.
    /// A word that names a file rather than a command: a folder in it, or a channels file's,
    /// playlist's or urls file's name.
    static func looksLikeAPath(_ word: String) -> Bool {
        word.contains("/") || FileFormat.of(path: word) != .json || CatalogKindCheck.kind(of: word) != nil
    }

    private static func output(_ value: String, json: inout Bool, playlist: inout Bool, opml: inout Bool) throws(UsageError) {
        switch value {
        case "text": (json, playlist, opml) = (false, false, false)
        case "json": (json, playlist, opml) = (true, false, false)
        case "m3u": (json, playlist, opml) = (false, true, false)
        case "opml": (json, playlist, opml) = (false, false, true)
        default: throw UsageError(message: tr("unknown --output %s (text, json, m3u or opml)", MessageText.quoted(value)))
        }
    }

    private static func format(_ value: String) throws(UsageError) -> FileFormat {
        guard let format = FileFormat(option: value) else {
            throw UsageError(message: tr("unknown format %s (json, m3u, newsboat, enigma2 or vdr)", MessageText.quoted(value)))
        }
        return format
    }

    /// `-x`, `--long`; not `-` alone, nor a negative number (a position, refused later).
    private static func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let tail = argument.utf8.dropFirst()
        return !tail.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
