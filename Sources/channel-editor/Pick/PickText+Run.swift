import ChannelCore
import CommandLineKit
import Localization
import PickKit

/// A message of PickKit's in the run's language (Messages.swift).
func tr(_ message: Message) -> String { message.text(in: messages.translation) }

extension PickText {
    /// `channel-editor pick --help` in the run's language.
    static var help: String { help(in: messages.translation) }

    static func unknownOption(_ option: String) -> String {
        NearestWord.unknown(tr("unknown option %s for pick", MessageText.quoted(option)), option,
                            among: OptionTable.spellings(forAny: [.pick]).filter { $0.hasPrefix("--") }, in: messages.translation)
    }
    static func unsupportedDialogOption(_ option: String) -> String {
        // Another box: handed to dialog before this (DialogHandoff), unless it is missing.
        if OtherDialogBoxes.names.contains(option) { return tr(noProgramFor(option, program: "dialog")) }
        return typo(option, of: .dialog)
            ?? tr("unknown option %s", MessageText.quoted(option))
    }
    static func unsupportedWhiptailOption(_ option: String) -> String {
        if OtherDialogBoxes.names.contains(option) { return tr(noProgramFor(option, program: "whiptail")) }
        return typo(option, of: .whiptail) ?? tr("unknown option %s", MessageText.quoted(option))
    }
    /// "unknown option … (did you mean …?)" when `option` is near one the form takes: a typo is
    /// more likely than a wish for another box. Nil for another box, or nothing near.
    private static func typo(_ option: String, of form: OptionSpec.Use) -> String? {
        guard !OtherDialogBoxes.names.contains(option),
              let near = NearestWord.nearest(to: option, among: OptionTable.spellings(forAny: [form]).filter { $0.hasPrefix("--") })
        else { return nil }
        return NearestWord.unknown(tr("unknown option %s", MessageText.quoted(option)), option, among: [near], in: messages.translation)
    }
}

extension Failure {
    /// A pick run stopped before its screen (dialog's `--file`, stdin).
    init(_ failure: PickFailure) {
        self.init(message: tr(failure.message), status: failure.status)
    }
}
