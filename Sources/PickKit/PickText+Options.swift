import ChannelCore
import CommandLineKit
import Localization

/// The forms' "unknown option" errors, with "did you mean" from the option table
/// (`NearestWord.unknown`), in the caller's language.
extension PickText {
    package static func unknownOption(_ option: String, in translation: Translation) -> String {
        NearestWord.unknown(translation.tr("unknown option %s for pick", MessageText.quoted(option)), option,
                            among: OptionTable.spellings(forAny: [.pick]).filter { $0.hasPrefix("--") }, in: translation)
    }

    package static func unsupportedDialogOption(_ option: String, in translation: Translation) -> String {
        // Another box: handed to dialog before this (DialogHandoff), unless it is missing.
        if OtherDialogBoxes.names.contains(option) { return noProgramFor(option, program: "dialog").text(in: translation) }
        return typo(option, of: .dialog, in: translation) ?? translation.tr("unknown option %s", MessageText.quoted(option))
    }

    package static func unsupportedWhiptailOption(_ option: String, in translation: Translation) -> String {
        if OtherDialogBoxes.names.contains(option) { return noProgramFor(option, program: "whiptail").text(in: translation) }
        return typo(option, of: .whiptail, in: translation) ?? translation.tr("unknown option %s", MessageText.quoted(option))
    }

    /// "unknown option … (did you mean …?)" when `option` is near one the form takes: a typo is
    /// more likely than a wish for another box. Nil for another box, or nothing near.
    private static func typo(_ option: String, of form: OptionSpec.Use, in translation: Translation) -> String? {
        guard !OtherDialogBoxes.names.contains(option),
              let near = NearestWord.nearest(to: option, among: OptionTable.spellings(forAny: [form]).filter { $0.hasPrefix("--") })
        else { return nil }
        return NearestWord.unknown(translation.tr("unknown option %s", MessageText.quoted(option)), option, among: [near], in: translation)
    }
}
