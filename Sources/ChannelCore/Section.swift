/// The two sections of the board, in screen order.
public enum Section: Int, Hashable, Sendable, CaseIterable {
    /// My Channels: ordered, the user's.
    case mine = 0
    /// Add Channels: everything else.
    case available = 1

    /// The other section. A switch here and in `choose`, never `section == .mine ? a : b`: a
    /// third section fails to compile here, and then (once `choose` takes its value) at every
    /// place that tells the sections apart, instead of being silently taken for Add Channels.
    @inlinable public var other: Section {
        switch self {
        case .mine: .available
        case .available: .mine
        }
    }

    /// `mine` in My Channels, `available` in Add Channels.
    @inlinable public func choose<T>(mine: @autoclosure () -> T, available: @autoclosure () -> T) -> T {
        switch self {
        case .mine: mine()
        case .available: available()
        }
    }
}

/// A position in one section.
public struct Place: Hashable, Sendable, CustomStringConvertible {
    public var section: Section
    public var index: Int

    public init(_ section: Section, _ index: Int) {
        self.section = section
        self.index = index
    }

    public var description: String { "\(section.choose(mine: "mine", available: "available"))[\(index)]" }
}
