/// Why the terminal could not be used; the message is one line for stderr.
public struct TerminalError: Error, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
