import ChannelCore
import ChannelStore
import CursesTerminal
import Glibc
import SystemIO

/// Prints one line on stderr, prefixed with the program name. Whatever the message quotes
/// (a path, an id, a `TERM` value), no raw control character reaches the terminal: the line
/// goes through the one escaping helper, `MessageText` (already escaped text has none left).
func complain(_ message: String) {
    writeStandardError("channel-editor: " + MessageText.escaped(message) + "\n")
}

/// Writes text to file descriptor 2, unbuffered (nothing more can be said if that fails).
func writeStandardError(_ text: String) {
    _ = writeAll(Array(text.utf8), to: 2)
}

/// A run that must stop with a message and a status.
package struct Failure: Error {
    package let message: String
    package let status: Int32
}

extension Failure {
    /// A store error ends the run with its message, in the run's language, and the status of
    /// its kind (`ExitStatus.of`).
    init(_ error: StoreError) {
        var message = error.message(in: messages.translation)
        if error.isAtStartOfData {
            // Not a channels file at all (empty, not JSON, not an object of ours): say what is
            // expected and how to start one, not only what the parser met (issue 22.6).
            // `reset` moves the file aside: advised only for a file named as a channels file,
            // not for a shopping list or an export named by mistake (a newcomer's report).
            // One message with the error in it, so that a language puts its own bracket (full
            // width in Chinese, no space before it) after it (a newcomer's report).
            if error.filePath.lowercased().hasSuffix(".json") {
                // Translators: %1$s is the error ("FILE: file is empty"), %2$s the file's path.
                message = tr("%1$s (expected a channels file: a JSON object with \"version\", \"mine\" and \"available\"; channel-editor reset --file %2$s moves this one aside to start a new one)",
                             message, ShellWord.quoted(MessageText.escaped(error.filePath)))
            } else {
                // Translators: %s is the error ("FILE: file is empty").
                message = tr("%s (expected a channels file: a JSON object with \"version\", \"mine\" and \"available\"; if this is not the file you meant, --file NEW.json starts a new one)",
                             message)
            }
        }
        self.init(message: message, status: ExitStatus.of(error))
    }

    /// A terminal that cannot be used ends the run with its message and status 1.
    init(_ error: TerminalError) {
        self.init(message: error.message(in: messages.translation), status: ExitStatus.failure)
    }

    /// The same for pick, whose stdin holds its items: the editor's advice to send commands on
    /// stdin is not for it.
    init(pickTerminal error: TerminalError) {
        guard error.isNoTerminal else {
            self.init(error)
            return
        }
        self.init(message: tr("no terminal: cannot open /dev/tty, which pick needs for its screen (its items come on stdin)"),
                  status: ExitStatus.failure)
    }
}

/// A word as a POSIX shell reads it back: as it is when it holds only characters no shell
/// treats specially, else in single quotes (a `'` inside as `'\''`), so advice such as
/// `reset --file PATH` can be pasted as printed.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-+,:@%=".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}
