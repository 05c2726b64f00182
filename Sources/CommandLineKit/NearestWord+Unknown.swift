import ChannelCore
import Localization

/// "Did you mean" for a mistyped command or option (ChannelCore's `NearestWord` finds the word).
extension NearestWord {
    /// `message`, with the nearest of `known` to `typed` suggested when there is one, in
    /// `translation`'s language (the library has no language of its own: the caller's is passed in).
    package static func unknown(_ message: String, _ typed: String, among known: [String], in translation: Translation) -> String {
        guard let near = nearest(to: typed, among: known) else { return message }
        // Translators: an error (unknown command or option), then the word the user probably meant.
        return MessageFormat.fill(translation.tr("%s (did you mean %s?)"), [message, MessageText.quoted(near)])
    }
}
