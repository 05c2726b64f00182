import ChannelStore
import CursesTerminal
import Glibc
import SystemIO

/// Where an accessible session reads its commands and writes its sentences: the terminal
/// (`/dev/tty`, read and written as lines: its own line discipline echoes and edits), or
/// stdin and a given output when stdin is not a terminal (a pipe, a script, a test). Plain
/// bytes only: no escape sequence is ever written, no terminal mode is changed.
final class LineChannel: LineIO {
    let input: Int32
    let output: Int32
    /// True when the commands come from a terminal: a prompt is then shown before each.
    let isTerminal: Bool
    private var ownsTerminal = false
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline: each byte is looked at once, so a
    /// 10 MB line costs linear time, not a scan of the whole buffer per chunk (issue 39 item 11).
    private var searched = 0
    /// True while the rest of a line too long to be a command is read and dropped.
    private var dropping = false
    /// The longest line read as a command (`LineWake.limit`).
    static let lineLimit = LineWake.limit
    private var atEnd = false

    /// Commands from stdin — a terminal or a pipe — or, when stdin holds a pick session's items
    /// (`stdinTaken`), from the terminal (`/dev/tty`). Sentences to `preferred`; when the
    /// commands come from a terminal and `preferred` is not one (stdout taken by `$(...)`),
    /// to the terminal, so that they are seen where they are typed.
    init(stdinTaken: Bool, output preferred: Int32) throws(Failure) {
        if stdinTaken {
            let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard terminal >= 0 else {
                throw Failure(message: tr("accessible mode: no terminal to read commands from (/dev/tty: %s)",
                                          String(cString: strerror(errno))), status: ExitStatus.failure)
            }
            input = terminal
            output = terminal
            isTerminal = true
            ownsTerminal = true
            return
        }
        input = STDIN_FILENO
        isTerminal = isatty(STDIN_FILENO) == 1
        if !isTerminal || isatty(preferred) == 1 {
            output = preferred
        } else if isatty(STDERR_FILENO) == 1 {
            output = STDERR_FILENO
        } else {
            output = preferred
        }
    }

    deinit {
        if ownsTerminal { close(input) }
    }

    /// The next line, or whatever woke the wait first; `timeout` in milliseconds, nil: none.
    func next(watching watched: [Int32], timeout: Int32?) -> LineWake {
        while true {
            if let line = takeLine() {
                if dropping {
                    dropping = false
                    return .tooLong
                }
                return .line(line)
            }
            if buffer.count > Self.lineLimit {
                // Dropped as it comes: its length costs no memory and no time beyond reading it.
                dropping = true
                buffer = []
                searched = 0
            }
            if atEnd {
                if dropping {
                    dropping = false
                    buffer = []
                    return .tooLong
                }
                guard !buffer.isEmpty else { return .end }
                let last = buffer
                buffer = []
                searched = 0
                return .line(LineChannel.text(last))
            }
            var entries = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
                + watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let count = poll(&entries, nfds_t(entries.count), timeout ?? -1)
            if count < 0, errno == EINTR { continue }
            if count == 0 { return .idle }
            if count < 0 { atEnd = true; continue }
            if entries.dropFirst().contains(where: { $0.revents != 0 }) { return .watched }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            if got <= 0 { atEnd = true; continue }
            buffer += chunk[..<got]
        }
    }

    private func takeLine() -> String? {
        guard let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) else {
            searched = buffer.count
            return nil
        }
        let line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        searched = 0
        return LineChannel.text(line)
    }

    /// A line's text: invalid UTF-8 repaired, a CR before the newline dropped.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }

    /// Writes each line and its newline; false when the output is gone.
    @discardableResult
    func write(_ lines: [String]) -> Bool {
        guard !lines.isEmpty else { return true }
        return writeAll(Array((lines.joined(separator: "\n") + "\n").utf8), to: output) == nil
    }

    /// The prompt before a command read from a terminal (nothing over a pipe).
    func prompt() {
        if isTerminal { _ = writeAll(Array("> ".utf8), to: output) }
    }
}
