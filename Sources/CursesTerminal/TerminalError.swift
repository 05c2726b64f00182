import Localization

/// Why the terminal could not be used; the message is one line for stderr, said in the user's
/// language by the executable (`message(in:)`).
public struct TerminalError: Error, Sendable {
    public let text: Message

    public init(_ text: Message) {
        self.text = text
    }

    /// The English line.
    public var message: String { text.english }

    public func message(in translation: Translation) -> String { text.text(in: translation) }
}
