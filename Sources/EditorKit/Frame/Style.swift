/// What a screen cell is, for the theme to colour. Frames carry meaning, not colours, so the
/// same frame draws with colours, in monochrome, or under NO_COLOR.
public struct Style: Hashable, Sendable {
    /// (Its raw value is how a `Frame.Cell` packs it: at most 16 roles.)
    public enum Role: UInt8, Hashable, Sendable, CaseIterable {
        case plain
        /// A section title ("My Channels").
        case title
        /// Help text next to a title.
        case hint
        /// The `[Edit]`/`[Done]` button.
        case button
        /// A channel cell in My Channels.
        case mine
        /// A channel cell in Add Channels.
        case available
        /// A locked channel (drawn dim).
        case locked
        /// The remove badge of a cell in edit mode.
        case badge
        /// The empty slot a lifted cell left behind.
        case gap
        /// The lifted cell following the pointer.
        case lifted
        /// The footer line.
        case footer
        /// A key name in the footer or help.
        case key
        /// A message or warning in the footer, or the "too small" notice.
        case notice
        /// Help overlay text.
        case help
    }

    public var role: Role
    /// The keyboard focus is on this cell.
    public var focused: Bool
    /// This is the channel last opened.
    public var current: Bool
    /// Matches the active filter.
    public var matched: Bool

    package init(_ role: Role = .plain, focused: Bool = false, current: Bool = false, matched: Bool = false) {
        self.role = role
        self.focused = focused
        self.current = current
        self.matched = matched
    }

    package static let plain = Style()

    /// How many styles there are: `index` is below it.
    public static let count = 128

    /// The style as a number below `count` (the role in 4 bits, then focused, current,
    /// matched): how a frame cell packs it and a theme keeps its look, without hashing.
    public var index: Int {
        Int(role.rawValue) | (focused ? 1 << 4 : 0) | (current ? 1 << 5 : 0) | (matched ? 1 << 6 : 0)
    }

    /// The style numbered `index` (an unknown role reads as plain).
    package init(index: Int) {
        self.init(Role(rawValue: UInt8(index & 0xF)) ?? .plain, focused: index & (1 << 4) != 0,
                  current: index & (1 << 5) != 0, matched: index & (1 << 6) != 0)
    }
}
