/// How often each kind of event, action and outcome happened in fuzz runs: the evidence that
/// the generator reaches drags, edit mode, the filter and the history, not just the idle screen.
public struct FuzzCoverage: Hashable, Sendable, CustomStringConvertible {
    public private(set) var counts: [String: Int] = [:]

    public init() {}

    public subscript(_ key: String) -> Int { counts[key, default: 0] }

    public mutating func add(_ key: String, _ amount: Int = 1) {
        counts[key, default: 0] += amount
    }

    public mutating func merge(_ other: FuzzCoverage) {
        for (key, value) in other.counts { counts[key, default: 0] += value }
    }

    /// The outcomes a healthy run must reach, in report order.
    public static let outcomes = [
        "mouse drags started", "keyboard drags started", "live reorders", "drops that moved",
        "drops in place", "drops on Add Channels", "drag cancels", "lost releases", "autoscroll steps",
        "adds", "removes", "nudges", "undos", "redos", "undo/redo refused", "filter characters typed",
        "filtered views", "adds from the filter", "long presses", "edit mode entered", "help shown",
        "wheel scrolls", "saves", "bells", "opens", "quits", "restarts", "frames checked", "frames drawn over the last one",
        "frames too small", "frames skipped (huge)", "undo-all/redo-all checks", "deepest undo-all",
        "tap/Enter results checked",
        "stale press oracle skipped",
    ]

    /// Event kinds, in report order.
    public static let events = [
        "events", "ev key", "ev press", "ev motion", "ev release", "ev click", "ev wheel", "ev resize",
        "ev tick", "ev off-screen coordinates", "ev waits over 0.5 s",
    ]

    /// One line per counter: outcomes, then events, then the actions the input machine produced.
    public var description: String {
        var lines: [String] = []
        func line(_ key: String) { lines.append("  \(key): \(self[key])") }
        lines.append("outcomes:")
        FuzzCoverage.outcomes.forEach(line)
        lines.append("events:")
        FuzzCoverage.events.forEach(line)
        lines.append("actions:")
        for key in counts.keys.sorted() where key.hasPrefix("action ") { line(key) }
        return lines.joined(separator: "\n")
    }
}
