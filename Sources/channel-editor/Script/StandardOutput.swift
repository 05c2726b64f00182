import Glibc

/// Writes a command's result to file descriptor 1, unbuffered (stdio is never used by the
/// commands, so nothing is reordered or lost at exit).
enum StandardOutput {
    /// Writes all of `bytes`; a failed write (a closed pipe, a full disk) is a `Failure` (74).
    static func write(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(1, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let problem = written < 0 ? String(cString: strerror(errno)) : "nothing written"
                throw Failure(message: "cannot write to standard output: \(problem)", status: ExitStatus.ioError)
            }
            offset += written
        }
    }
}
