/// Undo and redo of board changes, stored as relocations (a few bytes a step).
public struct History: Hashable, Sendable {
    public private(set) var past: [Relocation] = []
    public private(set) var future: [Relocation] = []
    /// How many steps are kept; the oldest go first.
    public let limit: Int

    public init(limit: Int = 1000) {
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// Remember a change just made; a new change forgets what could be redone.
    public mutating func record(_ relocation: Relocation) {
        past.append(relocation)
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
    }

    /// Undo the last change on `board`. Returns the relocation applied, or nil when there is
    /// nothing to undo (or the board no longer matches, which leaves both unchanged).
    @discardableResult
    public mutating func undo(on board: inout Board) -> Relocation? {
        guard let last = past.last else { return nil }
        guard let applied = try? board.apply(last.inverse) else { return nil }
        past.removeLast()
        future.append(last)
        return applied
    }

    /// Redo the last undone change on `board`.
    @discardableResult
    public mutating func redo(on board: inout Board) -> Relocation? {
        guard let next = future.last else { return nil }
        guard let applied = try? board.apply(next) else { return nil }
        future.removeLast()
        past.append(next)
        return applied
    }
}
