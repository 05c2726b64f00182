import ChannelStore
import CommandLineKit
import Localization

/// What `channel-editor pick`'s command line has said so far, and where each of pick's options
/// is kept (`stores`): `PickArguments.parsePick` reads the words by `OptionTable`'s pick rows
/// and hands each option's value here. A pick row without a store is a session option, taken
/// out before (`--accessible`, `--no-mouse`, `--layout`).
package struct PickParse {
    let translation: Translation
    /// The program's own options (`--file`'s path is none of them; `--file` once).
    let program: OptionReader
    var request = PickRequest()
    var help = false

    init(translation: Translation) {
        self.translation = translation
        program = OptionReader(for: OptionTable.commands.union([.screen]), in: translation)
    }

    /// Keeps an option's value (`""` for a switch); `name` is the spelling given.
    typealias Store = @Sendable (inout PickParse, _ name: String, _ value: String) throws(UsageError) -> Void

    static let stores: [String: Store] = [
        "--help": { parse, _, _ in parse.help = true },
        "--file": { parse, name, path throws(UsageError) in
            parse.request.file = try parse.program.onlyFile(parse.request.file, parse.nonEmpty(path, for: name))
        },
        "--title": { parse, _, value in parse.request.session.prompt = value },
        "--mine-title": { parse, name, value throws(UsageError) in parse.request.session.mineTitle = try parse.nonEmpty(value, for: name) },
        "--available-title": { parse, name, value throws(UsageError) in
            parse.request.session.availableTitle = try parse.nonEmpty(value, for: name)
        },
        "--ok-label": { parse, name, value throws(UsageError) in parse.request.session.okLabel = try parse.nonEmpty(value, for: name) },
        "--cancel-label": { parse, name, value throws(UsageError) in parse.request.session.cancelLabel = try parse.nonEmpty(value, for: name) },
        "--format": { parse, _, format throws(UsageError) in
            guard let input = FileFormat(option: format), input.driver.isPickInput else {
                throw UsageError(PickText.unknownFormat(format), in: parse.translation)
            }
            parse.request.inputFormat = input
        },
        "--read0": { parse, _, _ in parse.request.framing.terminator = 0 },
        "--print0": { parse, _, _ in parse.request.print0 = true },
        "--no-fields": { parse, _, _ in parse.request.framing.wholeItems = true },
        "--min": { parse, name, value throws(UsageError) in
            parse.request.session.minimum = try PickArguments.count(value, for: name, in: parse.translation)
        },
        "--max": { parse, name, value throws(UsageError) in
            let maximum = try PickArguments.count(value, for: name, in: parse.translation)
            guard maximum > 0 else { throw UsageError(PickText.maxIsZero, in: parse.translation) }
            parse.request.session.maximum = maximum
        },
        "--output": { parse, _, value throws(UsageError) in
            guard let format = outputs[value] else { throw UsageError(PickText.unknownOutput(value), in: parse.translation) }
            parse.request.format = format
        },
    ]

    /// `--output`'s words.
    private static let outputs: [String: PickRequest.Format] = ["lines": .lines, "json": .json, "tsv": .tsv]

    /// The options pick keeps somewhere (`PickFormStoresTests` checks them against the table).
    package static var storedOptions: Set<String> { Set(stores.keys) }

    /// A title or label must show something.
    func nonEmpty(_ text: String, for option: String) throws(UsageError) -> String {
        try PickArguments.nonEmpty(text, for: option, in: translation)
    }
}
