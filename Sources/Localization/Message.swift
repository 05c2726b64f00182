/// A text to show later, in whatever language the one who shows it speaks: the msgid and its
/// arguments. Layers that have no `Translation` (the store, the terminal) report problems as
/// messages; the executable renders them with the run's translation. `Message.tr("...")` marks
/// the msgid for the template like any `tr(` call.
public struct Message: Hashable, Sendable, CustomStringConvertible {
    public let msgid: String
    public let arguments: [String]

    public init(msgid: String, arguments: [String] = []) {
        self.msgid = msgid
        self.arguments = arguments
    }

    /// A message with its placeholders' arguments.
    public static func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> Message {
        Message(msgid: msgid, arguments: arguments.map(\.description))
    }

    /// The text in a language.
    public func text(in translation: Translation) -> String {
        MessageFormat.fill(translation.tr(msgid), arguments)
    }

    /// The English text.
    public var english: String { MessageFormat.fill(msgid, arguments) }

    public var description: String { english }
}
