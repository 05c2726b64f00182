import ChannelCore
import Localization

/// One option as read from a command line: its row, how it was spelled, and its values.
package struct GivenOption: Hashable, Sendable {
    package let spec: OptionSpec
    /// `--file`, `-f` (what was typed, without any `=value`).
    package let spelling: String
    /// As many as its kind takes (`--before` alone: one empty value, see `emptyWhenMissing`).
    package let values: [String]

    /// The value of a one-value option.
    package var value: String { values.first ?? "" }
}

/// What `OptionReader.read` found: the options in the order given, and the other words.
package struct OptionValues: Hashable, Sendable {
    package var given: [GivenOption] = []
    package var operands: [String] = []

    /// Whether `name` was given (in any spelling).
    package func has(_ name: String) -> Bool { given.contains { $0.spec.name == name } }
    /// The value of the last `name` given; nil when it was not.
    package subscript(_ name: String) -> String? { given.last { $0.spec.name == name }?.value }
    /// The values of every `name` given, in order (a repeatable option).
    package func all(_ name: String) -> [String] { given.filter { $0.spec.name == name }.map(\.value) }
}

/// Reads the options that a command line takes where it is used (`uses`), by the kinds of
/// `OptionTable`'s rows: `--name value`, `--name=value`, `-x value`; `--` ends the options.
/// Pick's, dialog's and whiptail's parsers can read with it as the program's does:
///
///     let found = try OptionReader(for: [.pick], in: translation)
///         .read(words, unknown: { UsageError(message: PickText.unknownOption($0)) })
///     if found.has("--print0") { ... }; let title = found["--title"]
///
/// Errors (one line, `UsageError`): an unknown option (the caller's words), a value missing
/// (the row's `missing`, or the next word being an option: "--file needs a path, not --json"),
/// a word a `.choice` lacks (the row's `unknownValue`), an empty path.
package struct OptionReader {
    package let uses: Set<OptionSpec.Use>
    package let translation: Translation

    package init(for uses: Set<OptionSpec.Use>, in translation: Translation) {
        self.uses = uses
        self.translation = translation
    }

    /// Every option into `OptionValues`, every other word an operand; `unknown` makes the error
    /// for a word that looks like an option and is none of `uses`' (given the word as typed).
    package func read(_ words: [String], unknown: (String) -> UsageError) throws(UsageError) -> OptionValues {
        var found = OptionValues()
        try scan(words, operand: { word, _ throws(UsageError) in found.operands.append(word) },
                 option: { given throws(UsageError) in found.given.append(given) }, unknown: unknown)
        return found
    }

    /// Each word in order: an option with its values handed to `option`, any other word to
    /// `operand` (with the words after it, to look ahead), so that the caller's errors come in
    /// the order of the words.
    package func scan(
        _ words: [String], operand: (String, ArraySlice<String>) throws(UsageError) -> Void,
        option: (GivenOption) throws(UsageError) -> Void, unknown: (String) -> UsageError
    ) throws(UsageError) {
        var scanner = OptionScanner(words)
        var optionsEnded = false
        while let word = scanner.next() {
            if optionsEnded || !Self.looksLikeAnOption(word) {
                try operand(word, scanner.rest)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inline) = OptionScanner.split(word)
            guard let spec = OptionTable.spec(spelling, forAny: uses), inline == nil || spec.values > 0 else {
                throw unknown(word)
            }
            try option(GivenOption(spec: spec, spelling: spelling, values: try values(of: spec, spelling, inline: inline, &scanner)))
        }
    }

    /// Takes out of `words` the options `wanted` picks (with their values), wherever they stand
    /// before the first of `ends`; the other words stay, in order. The program's session
    /// options are taken so (`--accessible` before a command, a dialog form, or pick).
    package func take(_ wanted: (OptionSpec) -> Bool, from words: [String], before ends: Set<String>) throws(UsageError)
        -> (taken: [GivenOption], kept: [String])
    {
        var taken: [GivenOption] = []
        var kept: [String] = []
        var ended = false
        var scanner = OptionScanner(words)
        while let word = scanner.next() {
            if ends.contains(word) { ended = true }
            let (spelling, inline) = OptionScanner.split(word)
            guard !ended, let spec = OptionTable.spec(spelling, forAny: uses), wanted(spec), inline == nil || spec.values > 0 else {
                kept.append(word)
                continue
            }
            taken.append(GivenOption(spec: spec, spelling: spelling, values: try values(of: spec, spelling, inline: inline, &scanner)))
        }
        return (taken, kept)
    }

    /// The values `spec` takes, from `inline` or the words that follow, checked by its kind.
    func values(of spec: OptionSpec, _ spelling: String, inline: String?, _ scanner: inout OptionScanner) throws(UsageError) -> [String] {
        let missing = missingError(spec, spelling)
        var values: [String] = []
        for index in 0..<spec.values {
            let given = index == 0 ? inline : nil
            if given == nil, let next = scanner.rest.first, isOption(next) {
                if spec.emptyWhenMissing { return [""] }
                throw notAnOption(missing, next)
            }
            guard let value = given ?? scanner.next() else {
                if spec.emptyWhenMissing { return [""] }
                throw missing
            }
            values.append(value)
        }
        switch spec.kind {
        case .path where values.first?.isEmpty == true:
            throw missing
        case .choice(let words) where !words.contains(values[0]):
            let unknown = spec.unknownValue ?? .tr("unknown %1$s %2$s")
            throw UsageError(message: spec.unknownValue == nil ? unknown.text(in: translation, spec.name, MessageText.quoted(values[0]))
                                                              : unknown.text(in: translation, MessageText.quoted(values[0])),
                             command: Self.onlyCommand(of: spec))
        default:
            return values
        }
    }

    /// The error for `spec`'s missing value, about its command when it has one only (`--from`: number's usage).
    func missingError(_ spec: OptionSpec, _ spelling: String) -> UsageError {
        UsageError(message: (spec.missing ?? .tr("%s needs a value")).text(in: translation, spelling), command: Self.onlyCommand(of: spec))
    }

    /// True when `word` is an option of `uses` (`--file`, `-f`, `--output=m3u`).
    package func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && OptionTable.spec(OptionScanner.split(word).name, forAny: uses) != nil
    }

    /// `missing`'s message with the option that stands where the value belongs.
    package func notAnOption(_ missing: UsageError, _ word: String) -> UsageError {
        // Translators: what an option needs ("--file needs a path"), then the option given instead.
        UsageError(message: translation.tr("%1$s, not %2$s", missing.message, MessageText.escaped(word)), command: missing.command)
    }

    /// The one script command `spec` goes with (`--output`: list); nil when it goes with several or none.
    package static func onlyCommand(of spec: OptionSpec) -> ScriptCommand.Name? {
        let commands = spec.uses.compactMap { ScriptCommand.Name(rawValue: $0.rawValue) }
        return commands.count == 1 ? commands[0] : nil
    }

    /// `-x`, `--long`; not `-` alone, nor a negative number (a position, refused later).
    package static func looksLikeAnOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let tail = word.utf8.dropFirst()
        return !tail.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
