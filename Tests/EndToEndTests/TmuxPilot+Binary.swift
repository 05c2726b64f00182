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
    /// footer (which ends with "q quit") comes last. Returns the screen.
    @discardableResult
    func waitForFrame(timeout: Double = 5) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true }
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
