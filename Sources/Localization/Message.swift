/// A text to show later, in whatever language the one who shows it speaks: the msgid and its
/// arguments. Layers that have no `Translation` (the store, the terminal) report problems as
/// messages; the executable renders them with the run's translation. `Message.tr("...")` marks
/// the msgid for the template like any `tr(` call.
///
/// An argument may itself be a message (a place, `line 3, column 5`, inside a problem): it is
/// said in the same language as the text around it.
public struct Message: Hashable, Sendable, CustomStringConvertible {
    /// One placeholder's value: text shown as it is (user data, a number, a JSON word), or a
    /// message said in the language of the whole.
    public enum Argument: Hashable, Sendable, CustomStringConvertible {
        case text(String)
        case message(Message)

        /// The value in a language.
        func text(in translation: Translation) -> String {
            switch self {
            case .text(let text): return text
            case .message(let message): return message.text(in: translation)
            }
        }

        public var description: String { text(in: .english) }
    }

    let msgid: String
    let parts: [Argument]

    init(msgid: String, arguments: [String] = []) {
        self.msgid = msgid
        parts = arguments.map(Argument.text)
    }

    init(msgid: String, parts: [Argument]) {
        self.msgid = msgid
        self.parts = parts
    }

    /// A message with its placeholders' arguments; a `Message` or an `Argument` among them
    /// stays one, to be said in the language of the whole.
    public static func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> Message {
        Message(msgid: msgid, parts: arguments.map { argument in
            if let argument = argument as? Argument { return argument }
            if let message = argument as? Message { return .message(message) }
            return .text(argument.description)
        })
    }

    /// The arguments in English.
    package var arguments: [String] { parts.map(\.description) }

    /// The text in a language.
    public func text(in translation: Translation) -> String {
        MessageFormat.fill(translation.tr(msgid), parts.map { $0.text(in: translation) })
    }

    /// The English text.
    public var english: String { text(in: .english) }

    public var description: String { english }
}
