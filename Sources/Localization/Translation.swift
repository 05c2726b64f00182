/// The messages of one language, looked up by their English text (the gettext msgid).
/// A value, passed to whoever draws or prints (EditorKit holds it in `EditorState`), so tests
/// can draw the same state in several languages side by side and nothing global switches.
///
/// A msgid without a translation comes back as it is: English is always complete.
public struct Translation: Hashable, Sendable {
    package let language: Language
    private let storage: Storage

    public init(language: Language, messages: [String: String]) {
        self.language = language
        storage = Storage(messages: messages)
    }

    /// No translations: every text stays English.
    public static let english = Translation(language: .english, messages: [:])

    /// The translations, by msgid.
    var messages: [String: String] { storage.messages }

    /// The text in this language.
    public func tr(_ msgid: String) -> String {
        guard let text = storage.messages[msgid], !text.isEmpty else { return msgid }
        return text
    }

    /// The text in this language with its `%s`/`%d` placeholders filled (`MessageFormat`).
    package func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(tr(msgid), arguments.map(\.description))
    }

    public static func == (left: Translation, right: Translation) -> Bool {
        left.language == right.language && (left.storage === right.storage || left.storage.messages == right.storage.messages)
    }

    /// By language only: states are hashed often and a catalog is large; equal values still
    /// hash equally.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
    }

    /// Shared, never changed: copying a state copies a reference.
    private final class Storage: Sendable {
        let messages: [String: String]
        init(messages: [String: String]) { self.messages = messages }
    }
}
