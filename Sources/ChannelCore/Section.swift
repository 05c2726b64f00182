/// The two sections of the board, in screen order.
public enum Section: Int, Hashable, Sendable, CaseIterable {
    /// My Channels: ordered, the user's.
    case mine = 0
    /// Add Channels: everything else.
    case available = 1
}

/// A position in one section.
public struct Place: Hashable, Sendable, CustomStringConvertible {
    public var section: Section
    public var index: Int

    public init(_ section: Section, _ index: Int) {
        self.section = section
        self.index = index
    }

    public var description: String { "\(section == .mine ? "mine" : "available")[\(index)]" }
}
