import Foundation

extension TmuxPilot {
    /// The repository root, from this file's place in it.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary (`make test` builds it before running the tests).
    static var binary: String { root.appendingPathComponent(".build/debug/channel-editor").path }

    /// Quotes a word for `sh`.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Waits until a whole browse-mode frame is on screen: curses draws top to bottom, so the
    /// footer comes last. Returns the screen.
    @discardableResult
    func waitForFrame(timeout: Double = 5) throws -> [String] {
        try waitForScreen(timeout: timeout) { TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "") }
    }

    /// True when a footer line is drawn to its end: it holds the way out, and ends with it or
    /// with one of the hints that follow the focus, which come after it (`Keymap.hints`).
    static func footerIsWhole(_ line: String, wayOut: String = "q quit") -> Bool {
        guard line.contains(wayOut) else { return false }
        return line.hasSuffix(wayOut) || ["open and exit", " add", " remove", " lift"].contains { line.hasSuffix($0) }
    }

    /// Waits until some line contains `text`; returns the last screen seen.
    @discardableResult
    func waitForText(_ text: String, timeout: Double = 5) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }
}

struct PilotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
