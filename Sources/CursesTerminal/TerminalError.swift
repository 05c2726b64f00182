import Localization

/// Why the terminal could not be used; the message is one line for stderr, said in the user's
/// language by the executable (`message(in:)`).
public struct TerminalError: Error, Sendable {
    let text: Message

    init(_ text: Message) {
        self.text = text
    }

    /// The English line.
    var message: String { text.english }

    public func message(in translation: Translation) -> String { text.text(in: translation) }

    /// There is no terminal to open (no `/dev/tty`: a cron job, a pipeline without one).
    public var isNoTerminal: Bool { text == Self.noTerminal }

    static let noTerminal = Message.tr("no terminal: cannot open /dev/tty; the editor's --accessible mode reads its commands from stdin")
}
