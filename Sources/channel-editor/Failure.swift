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
