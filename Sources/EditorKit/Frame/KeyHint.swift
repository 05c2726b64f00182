/// One key and what it does now, for the footer and the help overlay.
public struct KeyHint: Hashable, Sendable {
    /// How the key is written ("e", "Enter", "↑↓←→").
    public var keys: String
    /// What it does, in a few words ("edit", "add").
    public var label: String

    public init(_ keys: String, _ label: String) {
        self.keys = keys
        self.label = label
    }
}
