import Glibc

/// Prints one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    let line = "channel-editor: " + message + "\n"
    fputs(line, stderr)
}

/// A run that must stop with a message and a status.
struct Failure: Error {
    let message: String
    let status: Int32
}
