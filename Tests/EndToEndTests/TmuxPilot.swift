import Foundation
import Testing

/// Drives the real `channel-editor` binary in a private tmux server: type keys, send mouse
/// bytes, read the screen. Each pilot has its own server socket, so tests never see each other.
final class TmuxPilot {
    let socket: String
    let session = "ce"
    private(set) var columns: Int
    private(set) var rows: Int

    /// The repository root, from this file's place in it.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary (`make test` builds it before running the tests).
    static var binary: String { root.appendingPathComponent(".build/debug/channel-editor").path }

    private static let counter = Counter()

    /// Starts `channel-editor arguments` in a `columns`x`rows` pane. `shellCommand` wraps the
    /// command (for example to capture stdout); `%CMD%` in it is replaced by the command.
    init(arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
         shellCommand: String = "%CMD%") throws {
        self.columns = columns
        self.rows = rows
        socket = "ce-test-\(getpid())-\(TmuxPilot.counter.next())"
        let command = ([TmuxPilot.binary] + arguments).map(TmuxPilot.quote).joined(separator: " ")
        var exports = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        exports.merge(environment) { $1 }
        let envPrefix = exports.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxPilot.quote($0.value))" }.joined(separator: " ")
        let full = "env \(envPrefix) " + shellCommand.replacingOccurrences(of: "%CMD%", with: command)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", full])
        try tmux(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// `tmux send-keys` with tmux key names ("Enter", "Escape", "Up", "C-r") or literal text.
    func press(_ keys: String...) throws {
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

    // Mouse, X10 encoding (tmux's TERM): ESC [ M, then 32+button, 32+column, 32+row, 1-based.
    func mousePress(column: Int, row: Int) throws { try send(bytes: x10(button: 0, column: column, row: row)) }
    func mouseDrag(column: Int, row: Int) throws { try send(bytes: x10(button: 32, column: column, row: row)) }
    func mouseRelease(column: Int, row: Int) throws { try send(bytes: x10(button: 3, column: column, row: row)) }
    func wheel(down: Bool, column: Int, row: Int) throws {
        try send(bytes: x10(button: down ? 65 : 64, column: column, row: row))
    }

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

    /// Waits until the screen satisfies `condition`; returns the last screen seen.
    @discardableResult
    func waitForScreen(timeout: Double = 5, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        return last
    }

    /// Waits until some line contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 5) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// True when the program has exited (the pane stays, thanks to remain-on-exit).
    func hasExited() throws -> Bool {
        try tmux(["display-message", "-p", "-t", session, "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Waits for the program to exit; returns its exit status, or nil on time-out.
    func waitForExit(timeout: Double = 5) throws -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try hasExited() {
                let status = try tmux(["display-message", "-p", "-t", session, "#{pane_dead_status}"])
                return Int(status.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            usleep(20_000)
        }
        return nil
    }

    /// The program's process id.
    func pid() throws -> Int32? {
        Int32(try tmux(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func resize(columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        // Spawn, not Foundation.Process: see Spawn for why Process never sees tmux exit.
        let result = try Spawn.run("/usr/bin/tmux", ["-L", socket] + arguments, timeout: 20)
        if result.status != 0 {
            throw PilotError("tmux \(arguments.joined(separator: " ")): \(result.errorText)")
        }
        return result.outputText
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
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

struct PilotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
