import Foundation
import Glibc

/// The end-to-end tests' tmux pilot: a private tmux server per
/// test; press keys, send raw bytes (X10 mouse reports), read the screen, wait for exit.
///
/// Every tmux command runs through `Spawn`, not `Foundation.Process`: Process detects a
/// child's exit through a socket the tmux server inherits and keeps, so `waitUntilExit()` on
/// `tmux new-session` would return only when the session is over.
final class TmuxPilot {
    let socket: String
    let session = "ce"
    private(set) var columns: Int
    private(set) var rows: Int

    private static let counter = Counter()

    /// Starts `channel-editor arguments` in a `columns`x`rows` pane (remain-on-exit on, so the
    /// last screen and the exit status stay readable). `environment` is set with `env`,
    /// `unset` removed with `env -u` (the pane's TERM comes from tmux unless set here).
    /// `shellCommand` wraps the command; `%CMD%` in it is replaced by the command.
    init(arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
         unset: [String] = [], shellCommand: String = "%CMD%") throws {
        self.columns = columns
        self.rows = rows
        socket = "ce-reliab-\(getpid())-\(TmuxPilot.counter.next())"
        let command = ([TmuxPilot.binary] + arguments).map(TmuxPilot.quote).joined(separator: " ")
        var exports = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        exports.merge(environment) { $1 }
        let assignments = exports.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxPilot.quote($0.value))" }
        let removals = unset.map { "-u \($0)" }
        let full = (["env"] + removals + assignments).joined(separator: " ") + " "
            + shellCommand.replacingOccurrences(of: "%CMD%", with: command)
        // remain-on-exit is set globally first, so even a program that exits at once stays
        // readable; an empty remain-on-exit-format keeps tmux's "Pane is dead" line from
        // scrolling the program's last screen.
        try tmux(["-f", "/dev/null", "set-option", "-g", "remain-on-exit", "on", ";",
                  "set-option", "-g", "remain-on-exit-format", "", ";",
                  "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", full])
    }

    deinit {
        // kill-server leaves the socket file behind; remove it so runs do not pile them up.
        let path = (try? Spawn.run("/usr/bin/tmux", ["-L", socket, "display-message", "-p", "#{socket_path}"], timeout: 10))?
            .outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? Spawn.run("/usr/bin/tmux", ["-L", socket, "kill-server"], timeout: 10)
        if let path, path.hasSuffix("/" + socket) { unlink(path) }
    }

    /// `tmux send-keys` with tmux key names ("Enter", "Escape", "Up", "C-r") or literal text.
    func press(_ keys: String...) throws {
        try press(keys)
    }

    /// Several tmux key names in one `send-keys`: one burst of input.
    func press(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// Raw bytes into the program's input, as a terminal would send them.
    func send(bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", session, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    // Mouse, X10 encoding (tmux's TERM): ESC [ M, then 32+button, 33+column, 33+row (0-based in).
    func mousePress(column: Int, row: Int) throws { try send(bytes: x10(button: 0, column: column, row: row)) }
    func mouseDrag(column: Int, row: Int) throws { try send(bytes: x10(button: 32, column: column, row: row)) }
    func mouseRelease(column: Int, row: Int) throws { try send(bytes: x10(button: 3, column: column, row: row)) }

    func click(column: Int, row: Int) throws {
        try mousePress(column: column, row: row)
        try mouseRelease(column: column, row: row)
    }

    private func x10(button: Int, column: Int, row: Int) -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)]
    }

    /// The screen as lines of text.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
    }

    /// The screen with its SGR attributes, one string per line.
    func escapedScreen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e", "-t", session]).components(separatedBy: "\n")
    }

    /// Waits until the screen satisfies `condition`; returns the last screen seen.
    @discardableResult
    func waitForScreen(timeout: Double = 5, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        repeat {
            last = try screen()
            if condition(last) { return last }
            usleep(15_000)
        } while Date() < deadline
        return last
    }

    /// Waits until some line contains `text`; true when it appeared.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 5) throws -> Bool {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }.contains { $0.contains(text) }
    }

    /// True when the program has exited (the pane stays, thanks to remain-on-exit).
    func hasExited() throws -> Bool {
        try paneVariable("pane_dead") == "1"
    }

    /// Waits for the program to exit; its exit status, or nil on time-out or death by signal.
    func waitForExit(timeout: Double = 5) throws -> Int? {
        guard try waitUntilDead(timeout: timeout) else { return nil }
        // The status arrives when tmux reaps the child, a moment after the pane's end of file.
        // tmux 3.3a sometimes misses the SIGCHLD and leaves the child a zombie (about one exit
        // in six here; compare tmux issue #311): nudging the server with SIGCHLD makes it reap.
        let deadline = Date().addingTimeInterval(3)
        var polls = 0
        repeat {
            let cause = try deathCause()
            if cause.status != nil || cause.signal != nil { return cause.status }
            polls += 1
            if polls % 5 == 0, let server = Int32(try paneVariable("pid")) { kill(server, SIGCHLD) }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Polls until the pane's process is gone; false on time-out.
    func waitUntilDead(timeout: Double = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try hasExited() { return true }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// How the pane's process ended: its exit status, or the signal that killed it. Call
    /// `waitForExit` first: it makes sure tmux has reaped the process.
    func deathCause() throws -> (status: Int?, signal: Int?) {
        let parts = try tmux(["display-message", "-p", "-t", session, "#{pane_dead_status}:#{pane_dead_signal}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":", omittingEmptySubsequences: false)
        return (parts.first.flatMap { Int($0) }, parts.dropFirst().first.flatMap { Int($0) })
    }

    /// The program's process id.
    func pid() throws -> Int32? {
        Int32(try paneVariable("pane_pid"))
    }

    func resize(columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// A tmux format variable of the pane, such as `mouse_any_flag` (without `#{}`).
    func paneVariable(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", session, "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try Spawn.run("/usr/bin/tmux", ["-L", socket] + arguments, timeout: 20)
        if result.status != 0 || result.timedOut {
            throw PilotError("tmux \(arguments.joined(separator: " ")): status \(result.status) \(result.errorText)")
        }
        return result.outputText
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
