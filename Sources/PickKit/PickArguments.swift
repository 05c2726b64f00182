import ChannelStore
import CommandLineKit
import Localization

/// The command line of a pick session, in either form: `channel-editor pick [OPTION]...`
/// (items on stdin), dialog's `channel-editor [DIALOG OPTION]... --buildlist|--checklist|...`,
/// or whiptail's `channel-editor --whiptail [OPTION]... --checklist ...`. Errors are said in
/// `translation`'s language (the caller's: the library has none of its own).
package enum PickArguments {
    /// What a pick command line asks for.
    package enum Parsed: Equatable {
        /// A session.
        case request(PickRequest)
        /// `channel-editor pick --help`.
        case help
    }

    /// What the arguments ask for when they are a pick session; nil when they are not (no
    /// `--buildlist` and no `pick` command), so `Options.parse` goes on as before. An error is
    /// about pick (`isAboutPick`): pick's usage is printed with it.
    package static func parse(_ arguments: [String], programName: String, in translation: Translation)
        throws(UsageError) -> Parsed?
    {
        do {
            if isWhiptailForm(arguments, programName: programName) {
                return .request(try WhiptailArguments.parse(arguments, in: translation))
            }
            if isDialogForm(arguments) || isDialogName(arguments, programName: programName) {
                return .request(try DialogArguments.parse(arguments, in: translation))
            }
            guard isPickCommand(arguments) else { return nil }
            return try parsePick(arguments, in: translation)
        } catch {
            var aboutPick = error
            aboutPick.isAboutPick = true
            throw aboutPick
        }
    }

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

    /// The first word that is not an option (nor an option's value, `--catalog en`) is `pick`.
    package static func isPickCommand(_ arguments: [String]) -> Bool {
        var scanner = OptionScanner(arguments)
        while let argument = scanner.next() {
            if argument == "--" { return scanner.rest.first == "pick" }
            if argument.hasPrefix("-"), argument.count > 1 {
                if let option = OptionTable.spec(argument, forAny: OptionTable.own) { scanner.skipValues(of: option) }
                continue
            }
            return argument == "pick"
        }
        return false
    }

    /// `channel-editor pick [--title T] [--mine-title T] [--available-title T] [--ok-label L]
    /// [--cancel-label L] [--output lines|json|tsv] [-0|--read0] [--print0] [--no-fields]
    /// [--min N] [--max N] [--file PATH]`, options before or after `pick`. Which words are
    /// options is the table's; where each is kept, `PickParse.stores`'.
    package static func parsePick(_ arguments: [String], in translation: Translation) throws(UsageError) -> Parsed {
        var parse = PickParse(translation: translation)
        var scanner = OptionScanner(arguments)
        var sawCommand = false
        var optionsEnded = false
        while let argument = scanner.next() {
            if !sawCommand, argument == "pick" {
                sawCommand = true
                continue
            }
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if optionsEnded { throw UsageError(PickText.unexpectedOperand(argument), in: translation) }
            let (name, inline) = OptionScanner.split(argument)
            guard let option = OptionTable.spec(name, for: .pick) else {
                if argument.hasPrefix("-"), argument.count > 1 {
                    throw UsageError(message: PickText.unknownOption(argument, in: translation))
                }
                throw UsageError(PickText.unexpectedOperand(argument), in: translation)
            }
            // `--accessible`, `--no-mouse`, `--layout`: taken out before (`Options.takeSessionOptions`).
            guard let store = PickParse.stores[option.name] else { continue }
            // A path is none of the program's options, as for the program's `--file`.
            if option.kind == .path, inline == nil, let next = scanner.rest.first, parse.program.isOption(next) {
                let missing = (option.missing ?? .tr("%s needs a value")).text(in: translation, name)
                throw parse.program.notAnOption(UsageError(message: missing), next)
            }
            let missing = UsageError(PickText.needsValue(name), in: translation)
            try store(&parse, name, option.values == 0 ? "" : scanner.value(inline: inline, missing: missing))
        }
        let request = parse.request
        if let maximum = request.session.maximum, request.session.minimum > maximum {
            throw UsageError(PickText.minAboveMax(request.session.minimum, maximum), in: translation)
        }
        if request.print0, request.format != .lines { throw UsageError(PickText.print0NeedsLines, in: translation) }
        return parse.help ? .help : .request(request)
    }

    /// `--min N`, `--max N`: a count, 0 or more, decimal digits only.
    static func count(_ text: String, for option: String, in translation: Translation) throws(UsageError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(text) else { throw UsageError(PickText.notACount(option, text), in: translation) }
        return number
    }

    /// A title or label must show something.
    static func nonEmpty(_ text: String, for option: String, in translation: Translation) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError(PickText.needsValue(option), in: translation) }
        return text
    }
}

extension UsageError {
    /// A usage error with one of PickText's messages, said in `translation`'s language.
    init(_ message: Message, in translation: Translation) {
        self.init(message: message.text(in: translation))
    }
}
