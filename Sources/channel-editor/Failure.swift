import ChannelStore
import CursesTerminal
import Glibc

/// Prints one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    writeStandardError("channel-editor: " + message + "\n")
}

/// Writes text to file descriptor 2, unbuffered.
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return -1 }
            return write(2, base + offset, buffer.count - offset)
        }
        if written <= 0 { return }
        offset += written
    }
}

/// A run that must stop with a message and a status.
struct Failure: Error {
    let message: String
    let status: Int32
}

extension Failure {
    /// A store error ends the run with its message, in the run's language, and the status of
    /// its kind (`ExitStatus.of`).
    init(_ error: StoreError) {
        self.init(message: error.message(in: messages.translation), status: ExitStatus.of(error))
    }

    /// A terminal that cannot be used ends the run with its message and status 1.
    init(_ error: TerminalError) {
        self.init(message: error.message(in: messages.translation), status: ExitStatus.failure)
    }
}
