import ChannelCore

/// "Did you mean" for a mistyped command or option (ChannelCore's `NearestWord` finds the word).
extension NearestWord {
    /// `message`, with the nearest of `known` to `typed` suggested when there is one.
    static func unknown(_ message: String, _ typed: String, among known: [String]) -> String {
        guard let near = nearest(to: typed, among: known) else { return message }
        // Translators: an error (unknown command or option), then the word the user probably meant.
        return tr("%s (did you mean %s?)", message, MessageText.quoted(near))
    }
}
