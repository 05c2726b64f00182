import ChannelCore
import Localization

/// The program's own command line (the screen and the script commands; not pick's nor the
/// dialog and whiptail forms'): the uses it is read with, and its words for a slip.
package enum ProgramOptions {
    /// Where the program's own command line takes an option: the screen and the commands.
    package static let uses = OptionTable.commands.union([.screen])

    /// The reader of the program's options (pick's `--file` asks it whether a word is one).
    package static func reader(in translation: Translation) -> OptionReader {
        OptionReader(for: uses, in: translation)
    }

    /// What "did you mean" offers for an unknown option: the program's, then the boxes of the
    /// dialog and whiptail forms (`--buildlst` is one typo away from a form).
    static let known = OptionTable.all.filter { !$0.uses.isDisjoint(with: uses) }.map(\.name)
        + ["--buildlist", "--checklist", "--whiptail"]

    /// Options other programs take for help that are not ours (`-h`, `--help` are).
    static let helpSlips: Set<String> = ["-?", "--usage", "-usage"]

    /// `word` is no option of the program's: a help slip (`-?`), or a typo with the nearest option
    /// suggested; about `command` (its usage follows) when one was given before it.
    package static func unknownOption(_ word: String, command: ScriptCommand.Name?, in translation: Translation) -> UsageError {
        let unknown = translation.tr("unknown option %s", MessageText.quoted(word))
        if helpSlips.contains(OptionScanner.split(word).name) {
            // `-?`, `--usage`: what other programs take for help.
            return UsageError(message: translation.tr("%s (did you mean %s?)", unknown, MessageText.quoted("--help")), command: command)
        }
        return UsageError(message: NearestWord.unknown(unknown, word, among: known, in: translation), command: command)
    }
}
