import ChannelCore
import Localization

/// The word where the program's command belongs (`channel-editor WORD ...`) when it names no
/// command: what the user probably meant.
package enum CommandWord {
    /// Words other programs take for help, given as a command (`channel-editor help`).
    static let helpWords: Set<String> = ["help", "h", "usage", "?"]

    /// The error for `word`, which is no command; `next` is the word after it (`help add`),
    /// `looksLikeAPath` whether it names a file (`channel-editor tv/fav.m3u8`: a newcomer's slip).
    package static func unknown(_ word: String, next: String?, looksLikeAPath: Bool, in translation: Translation) -> UsageError {
        let quoted = MessageText.quoted(word)
        if helpWords.contains(word.lowercased()) {
            // `channel-editor help` (`h`, `usage`, `?`): where the help is; `help add`: add's.
            let command = next.flatMap { ScriptCommand.Name(rawValue: $0)?.rawValue ?? ($0 == "pick" ? $0 : nil) }
            if let command {
                return UsageError(message: translation.tr("%s (did you mean %s?)", translation.tr("unknown command %s", quoted),
                                                          MessageText.quoted(["channel-editor", command, "--help"].joined(separator: " "))))
            }
            return UsageError(message: translation.tr("unknown command %s (for help: channel-editor --help, or channel-editor COMMAND --help)",
                                                      quoted))
        }
        if looksLikeAPath {
            return UsageError(message: translation.tr("unknown command %1$s (to open a file: --file %2$s)", quoted, MessageText.escaped(word)))
        }
        return UsageError(message: NearestWord.unknown(translation.tr("unknown command %s", quoted), word,
                                                       among: ScriptCommand.Name.allCases.map(\.rawValue) + ["pick"], in: translation))
    }
}

extension OptionTable {
    /// The error for `spec` given with `command` (nil: the screen) when it does not go there
    /// and its row refuses that (`add --json`, `--reset list`); nil when it is taken.
    package static func misplaced(_ spec: OptionSpec, command: ScriptCommand.Name?, in translation: Translation) -> UsageError? {
        guard case .refused(let words) = spec.elsewhere else { return nil }
        let use = command.map { OptionSpec.Use(rawValue: $0.rawValue)! } ?? .screen
        guard !spec.uses.contains(use) else { return nil }
        if let words { return UsageError(message: words.text(in: translation, spec.name)) }
        let commands = ScriptCommand.Name.allCases.filter { spec.uses.contains(OptionSpec.Use(rawValue: $0.rawValue)!) }
        guard let home = commands.first else {
            return UsageError(message: translation.tr("%s does not go with a command", spec.name))
        }
        guard let command else {
            return UsageError(message: translation.tr("%1$s goes with the %2$s command", spec.name, home.rawValue))
        }
        return UsageError(message: translation.tr("%1$s goes with the %2$s command, not %3$s", spec.name, home.rawValue, command.rawValue),
                          command: command)
    }
}
