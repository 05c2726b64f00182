import Localization
import PickKit

/// A message of PickKit's in the run's language (Messages.swift).
func tr(_ message: Message) -> String { message.text(in: messages.translation) }

extension PickText {
    /// `channel-editor pick --help` in the run's language.
    static var help: String { help(in: messages.translation) }

    /// An option of another of dialog's boxes, or a typo, in the run's language (Options.parse).
    static func unsupportedDialogOption(_ option: String) -> String {
        unsupportedDialogOption(option, in: messages.translation)
    }
}
