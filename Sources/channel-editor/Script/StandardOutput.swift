import ChannelStore
import CursesTerminal
import Glibc
import PickKit
import SystemIO

/// Writes a command's result to file descriptor 1, unbuffered (stdio is never used by the
/// commands, so nothing is reordered or lost at exit).
enum StandardOutput {
    /// Writes all of `bytes`; a failed write (a closed pipe, a full disk) is a `Failure` (74).
    static func write(_ bytes: [UInt8]) throws(Failure) {
        try write(bytes, to: 1)
    }

    /// Writes all of `bytes` to `descriptor` (a pick session's result may go to stderr or to
    /// dialog's `--output-fd`).
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        // A write to a pipe nobody reads may block: let SIGINT and SIGTERM end it.
        TerminalSession.deliverLateSignals()
        guard let error = writeAll(bytes, to: descriptor) else { return }
        let problem = String(cString: strerror(error))
        let message = descriptor == 1
            ? tr("cannot write to standard output: %s", problem) : tr(PickText.cannotWrite(descriptor, problem))
        throw Failure(message: message, status: ExitStatus.ioError)
    }
}
