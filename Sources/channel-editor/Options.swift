import ChannelCore
import ChannelStore
import CommandLineKit
import EditorKit
import PickKit

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

    package var command: Command = .edit
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
    package var layout: LayoutChoice?
    /// Every `--catalog` given, in order: a playlist takes several (README "Playlists").
    var catalogs: [CatalogChoice] = []
    /// `--format json|m3u`: the file's format (default: what its name implies).
    var format: FileFormat?
    /// `--svdrp HOST[:PORT]`: where a running VDR's SVDRP port is (README "VDR").
    var svdrp: String?
    /// `list --output m3u`: My Channels as a playlist.
    package var listAsPlaylist = false
    /// `list --output opml`: My Channels as an OPML feed list (README "newsboat").
    var listAsOPML = false
}

extension Options {
    /// Parses the arguments after the program name. Which words are options, what values they
    /// take and where they go is `OptionTable`'s; `stores` says where each value is kept.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let reader = ProgramOptions.reader(in: messages.translation)
        var parse = Parse()
        let arguments = try takeSessionOptions(arguments, into: &parse, reader)
        if let pick = try PickArguments.parse(arguments) {
            parse.options.command = pick
            return parse.options
        }
        try reader.scan(arguments, operand: { word, rest throws(UsageError) in
            if parse.name != nil {
                parse.operands.append(word)
            } else if let known = ScriptCommand.Name(rawValue: word) {
                parse.name = known
            } else {
                throw CommandWord.unknown(word, next: rest.first, looksLikeAPath: looksLikeAPath(word), in: messages.translation)
            }
        }, option: { given throws(UsageError) in
            try take(given, into: &parse)
        }, unknown: { word in unknownOption(word, command: parse.name) })
        return try parse.finished()
    }

    /// What the command line has said so far.
    private struct Parse {
        var options = Options()
        /// `--help` or `--version`: these win over any command (`add --help` is add's help).
        var info: Command?
        var json = false
        var name: ScriptCommand.Name?
        var operands: [String] = []
        /// Every option given, in order, for the checks of where each goes.
        var given: [GivenOption] = []
        /// `--before ID` / `--after ID`, for move; `--from N`, for number: handed to the command as words.
        var placement: [String] = []
        var from: [String] = []
        /// `--per-group`, for number: handed to the command as a word.
        var perGroup: [String] = []

        func finished() throws(UsageError) -> Options {
            var options = options
            if let info {
                if info == .help, let name { options.command = .commandHelp(name) } else { options.command = info }
                return options
            }
            for given in OptionTable.program.compactMap({ row in given.last { $0.spec == row } }) {
                if let refused = OptionTable.misplaced(given.spec, command: name, in: messages.translation) { throw refused }
            }
            guard let name else { return options }
            let command: ScriptCommand
            do {
                command = try ScriptCommand.make(name, operands: from + perGroup + operands + placement, in: messages.translation)
            } catch {
                throw UsageError(message: error.message, command: name)
            }
            options.command = .script(name == .list ? .list(json: json) : command)
            return options
        }
    }

    private typealias Store = @Sendable (inout Parse, String) throws(UsageError) -> Void

    /// Where each of the program's options is kept once `OptionReader` has read its value by
    /// its kind (a `.choice` is one of its words already). A row of `OptionTable.program`
    /// without a store here is refused by `OptionsTests`.
    private static let stores: [String: Store] = [
        "--help": { parse, _ in parse.info = .help },
        "--version": { parse, _ in parse.info = .version },
        "--reset": { parse, _ in parse.options.reset = true },
        "--print": { parse, _ in parse.options.printOnQuit = true },
        "--force": { parse, _ in parse.options.force = true },
        "--json": { parse, _ in parse.json = true },
        "--file": { parse, path throws(UsageError) in parse.options.file = try onlyFile(parse.options.file, path) },
        "--catalog": { parse, value throws(UsageError) in
            parse.options.catalog = try catalogChoice(value)
            parse.options.catalogs.append(parse.options.catalog)
        },
        "--before": { parse, id in parse.placement = ["--before", id] },
        "--after": { parse, id in parse.placement = ["--after", id] },
        "--from": { parse, number in parse.from = ["--from", number] },
        "--per-group": { parse, _ in parse.perGroup = ["--per-group"] },
        "--format": { parse, value in parse.options.format = FileFormat(option: value) },
        "--output": { parse, value in
            (parse.json, parse.options.listAsPlaylist, parse.options.listAsOPML) = (value == "json", value == "m3u", value == "opml")
        },
        "--svdrp": { parse, address throws(UsageError) in
            guard FormatRegistry.isLiveAddress(address) else {
                throw UsageError(message: tr("--svdrp needs HOST or HOST:PORT (VDR's SVDRP port, 6419 by default)"))
            }
            parse.options.svdrp = address
        },
        "--accessible": { parse, _ in parse.options.accessible = true },
        "--no-mouse": { parse, _ in parse.options.noMouse = true },
        "--layout": { parse, value in parse.options.layout = LayoutChoice(rawValue: value) },
    ]

    /// The names `stores` keeps (`OptionsTests` checks them against the table).
    package static var storedOptions: Set<String> { Set(stores.keys) }

    private static func take(_ given: GivenOption, into parse: inout Parse) throws(UsageError) {
        try stores[given.spec.name]?(&parse, given.value)
        parse.given.append(given)
    }

    /// Takes out the options every interactive session takes (the editor, `pick`, dialog's
    /// `--buildlist`; the table's `session` rows): before any `--`, and before `--buildlist`'s items.
    private static func takeSessionOptions(_ arguments: [String], into parse: inout Parse, _ reader: OptionReader) throws(UsageError) -> [String] {
        let (taken, kept) = try reader.take(\.session, from: arguments, before: ["--", "--buildlist"])
        for given in taken { try take(given, into: &parse) }
        return kept
    }

    /// An option of no row: another dialog box (pick's usage follows), or the program's slip.
    private static func unknownOption(_ word: String, command: ScriptCommand.Name?) -> UsageError {
        guard OtherDialogBoxes.names.contains(OptionScanner.split(word).name) else {
            return ProgramOptions.unknownOption(word, command: command, in: messages.translation)
        }
        var unsupported = UsageError(message: PickText.unsupportedDialogOption(word))
        unsupported.isAboutPick = true
        return unsupported
    }

    /// `--file PATH` once (`OptionReader.onlyFile`, which pick's parser reads it with too).
    static func onlyFile(_ given: String?, _ path: String) throws(UsageError) -> String {
        try ProgramOptions.reader(in: messages.translation).onlyFile(given, path)
    }

    private static func catalogChoice(_ value: String) throws(UsageError) -> CatalogChoice {
        guard let choice = CatalogChoice.parse(value) else {
            throw UsageError(message: tr("unknown catalog %s (en, zh-Hans, zh-Hant, none, or a path to a catalog: .json, .m3u, .m3u8 or .opml)", MessageText.quoted(value)))
        }
        return choice
    }

    /// A word that names a file rather than a command: a folder in it, or a channels file's,
    /// playlist's or urls file's name.
    static func looksLikeAPath(_ word: String) -> Bool {
        word.contains("/") || FileFormat.isClaimed(path: word) || CatalogKindCheck.kind(of: word) != nil
    }
}
