/// Why the board declined a request. Every operation is total: a bad request is refused, never trapped.
public enum BoardRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index is not a position in that section.
    case indexOutOfRange(Place)
    /// No channel with that id in the place the request needs it.
    case unknownID(String)
    /// The channel is locked: it cannot be moved or removed.
    case locked(id: String)
    /// The target would put an unlocked channel in front of a locked one.
    case crossesLocked(Place)
    /// A locked channel can only live in My Channels.
    case lockedOutsideMine(id: String)
    /// Two channels share an id.
    case duplicateID(String)
    /// A change made on an older version of the board: another writer has since taken the
    /// channel to the other section (`Board.reapply` keeps their change).
    case changedElsewhere(id: String)

    public var description: String {
        switch self {
        case .indexOutOfRange(let place): return "no channel at \(place)"
        case .unknownID(let id): return "no channel with id \"\(id)\""
        case .locked(let id): return "channel \"\(id)\" is locked"
        case .crossesLocked(let place): return "\(place) is in front of a locked channel"
        case .lockedOutsideMine(let id): return "locked channel \"\(id)\" must stay in My Channels"
        case .duplicateID(let id): return "id \"\(id)\" appears more than once"
        case .changedElsewhere(let id): return "channel \"\(id)\" was moved to the other section by someone else"
        }
    }
}
