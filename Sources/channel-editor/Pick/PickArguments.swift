import PickKit
import ChannelStore
import CommandLineKit
/// The command line of a pick session, in either form:
/// `channel-editor pick [OPTION]...` (items on stdin) or dialog's
/// `channel-editor [DIALOG OPTION]... --buildlist|--checklist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]...`,
/// or whiptail's `channel-editor --whiptail [OPTION]... --checklist ...`.
extension PickArguments {
    /// What the arguments ask for when they are a pick session; nil when they are not (no
    /// `--buildlist` and no `pick` command), so `Options.parse` goes on as before.
    package static func parse(_ arguments: [String], programName: String = CommandLine.arguments.first ?? "")
        throws(UsageError) -> Options.Command?
    {
        do {
            if isWhiptailForm(arguments, programName: programName) { return .pick(try WhiptailArguments.parse(arguments)) }
            if isDialogForm(arguments) || isDialogName(arguments, programName: programName) {
                return .pick(try DialogArguments.parse(arguments))
            }
            guard isPickCommand(arguments) else { return nil }
            return try parsePick(arguments)
        } catch {
            var aboutPick = error
            aboutPick.isAboutPick = true
            throw aboutPick
        }
    }

    /// The first word that is not an option (nor an option's value, `--catalog en`) is `pick`.
    static func isPickCommand(_ arguments: [String]) -> Bool {
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
    /// [--min N] [--max N] [--file PATH]`, options before or after `pick`.
    static func parsePick(_ arguments: [String]) throws(UsageError) -> Options.Command {
        var request = PickRequest()
        var scanner = OptionScanner(arguments)
        var sawCommand = false
        var optionsEnded = false
        var help = false
        while let argument = scanner.next() {
            if !sawCommand, argument == "pick" {
                sawCommand = true
                continue
            }
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if optionsEnded { throw UsageError(message: tr(PickText.unexpectedOperand(argument))) }
            let (name, inline) = OptionScanner.split(argument)
            guard let option = OptionTable.spec(name, for: .pick) else {
                if argument.hasPrefix("-"), argument.count > 1 {
                    throw UsageError(message: PickText.unknownOption(argument))
                }
                throw UsageError(message: tr(PickText.unexpectedOperand(argument)))
            }
            func value() throws(UsageError) -> String {
                try scanner.value(inline: inline, missing: UsageError(message: tr(PickText.needsValue(name))))
            }
            switch option.name {
            case "--help": help = true
            case "--file":
                // As the program's --file: not an option for the path, not two files.
                if inline == nil, let next = scanner.rest.first, Options.isOurOption(next) {
                    throw Options.notAnOption(UsageError(message: tr("%s needs a path", name)), next)
                }
                let path = try value()
                guard !path.isEmpty else { throw UsageError(message: tr(PickText.needsValue(name))) }
                request.file = try Options.onlyFile(request.file, path)
            case "--title": request.session.prompt = try value()
            case "--mine-title": request.session.mineTitle = try nonEmpty(value(), for: name)
            case "--available-title": request.session.availableTitle = try nonEmpty(value(), for: name)
            case "--ok-label": request.session.okLabel = try nonEmpty(value(), for: name)
            case "--cancel-label": request.session.cancelLabel = try nonEmpty(value(), for: name)
            case "--format":
                let format = try value()
                guard FileFormat(option: format) == .m3u else { throw UsageError(message: tr(PickText.unknownFormat(format))) }
                request.playlist = true
            case "--read0": request.framing.terminator = 0
            case "--print0": request.print0 = true
            case "--no-fields": request.framing.wholeItems = true
            case "--min": request.session.minimum = try count(value(), for: name)
            case "--max":
                let maximum = try count(value(), for: name)
                guard maximum > 0 else { throw UsageError(message: tr(PickText.maxIsZero)) }
                request.session.maximum = maximum
            case "--output":
                switch try value() {
                case "lines": request.format = .lines
                case "json": request.format = .json
                case "tsv": request.format = .tsv
                case let other: throw UsageError(message: tr(PickText.unknownOutput(other)))
                }
            default:
                // `--accessible`, `--no-mouse`: taken out before (`Options.takeSessionOptions`).
                break
            }
        }
        if let maximum = request.session.maximum, request.session.minimum > maximum {
            throw UsageError(message: tr(PickText.minAboveMax(request.session.minimum, maximum)))
        }
        if request.print0, request.format != .lines { throw UsageError(message: tr(PickText.print0NeedsLines)) }
        return help ? .pickHelp : .pick(request)
    }

    /// `--min N`, `--max N`: a count, 0 or more, decimal digits only.
    static func count(_ text: String, for option: String) throws(UsageError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(text) else { throw UsageError(message: tr(PickText.notACount(option, text))) }
        return number
    }

    /// A title or label must show something.
    static func nonEmpty(_ text: String, for option: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError(message: tr(PickText.needsValue(option))) }
        return text
    }
}
