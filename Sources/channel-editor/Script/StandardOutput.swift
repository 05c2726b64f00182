import Glibc
import SystemIO

/// Writes a command's result to file descriptor 1, unbuffered (stdio is never used by the
/// commands, so nothing is reordered or lost at exit).
enum StandardOutput {
    /// Writes all of `bytes`; a failed write (a closed pipe, a full disk) is a `Failure` (74).
    static func write(_ bytes: [UInt8]) throws(Failure) {
        if let error = writeAll(bytes, to: 1) {
            throw Failure(message: tr("cannot write to standard output: %s", String(cString: strerror(error))), status: ExitStatus.ioError)
        }
    }
}
