/// A direction on the grid, for focus moves and for a cell lifted by the keyboard.
public enum Direction: Hashable, Sendable, CaseIterable {
    case up
    case down
    case left
    case right
}
