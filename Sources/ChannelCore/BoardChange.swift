/// One change the user made to the board, by channel id rather than by index, so that it can
/// be applied again to a board someone else changed in the meantime (a save that finds the file
/// changed on disk re-applies the user's change to what is there now; docs/DECISIONS.md,
/// "Writers take turns").
public enum BoardChange: Hashable, Sendable {
    /// The channel went from section `from` to `section`: at its end, or right after `after`
    /// (nil: at the front). `from` is what makes re-applying it safe: a channel another writer
    /// took to the other section meanwhile is never carried back (issue 26, item 1).
    case move(id: String, from: Section, to: Section, after: String?, atEnd: Bool)
    /// The current channel became `id`.
    case open(String?)
    /// A field of some entries changed (a rename, a group, numbers): the document writes it,
    /// the board shows a rename.
    case edit(EntryEdit)

    /// The one change that turns `old` into `new`: every save the editor makes is one
    /// relocation or a new current channel. Nil when the boards are equal, or differ by more
    /// than one change (then there is nothing that could be re-applied by id).
    package static func between(_ old: Board, _ new: Board) -> BoardChange? {
        let before = sequence(old)
        let after = sequence(new)
        guard before.count == after.count else { return nil }
        guard let low = before.indices.first(where: { before[$0] != after[$0] }) else {
            return old.current == new.current ? nil : .open(new.current)
        }
        guard old.current == new.current else { return nil }
        let high = before.indices.last { before[$0] != after[$0] }! // exists: low does
        // Moved towards the end, or towards the front; when one channel crosses the separator
        // both readings hold, and the separator is not the one that moved.
        var candidates: [String] = []
        if before[low] == after[high], before[(low + 1)...high].elementsEqual(after[low..<high]) {
            candidates.append(before[low])
        }
        if before[high] == after[low], before[low..<high].elementsEqual(after[(low + 1)...high]) {
            candidates.append(before[high])
        }
        guard let moved = candidates.first(where: { $0 != separator }), let from = old.place(of: moved),
              let place = new.place(of: moved) else { return nil }
        return .moved(Relocation(id: moved, from: from, to: place), in: new)
    }

    /// The change `relocation` made, read off `board` after the move in constant time: the
    /// editor says what it changed without keeping the board from before (which would make
    /// every next edit copy the whole board). Nil when `relocation.to` holds no channel.
    /// `between` finds the same change (for a swap of neighbours it may name the other one,
    /// which re-applies alike).
    public static func moved(_ relocation: Relocation, in board: Board) -> BoardChange? {
        let place = relocation.to
        guard let channel = board.channel(at: place) else { return nil }
        let list = board.channels(in: place.section)
        return .move(id: channel.id, from: relocation.from.section, to: place.section,
                     after: place.index > 0 ? list[place.index - 1].id : nil, atEnd: place.index == list.count - 1)
    }

    /// Every id, My Channels, then a separator no id can be (ids have no control characters),
    /// then Add Channels.
    private static func sequence(_ board: Board) -> [String] {
        board.mine.map(\.id) + [separator] + board.available.map(\.id)
    }

    private static let separator = "\u{0}"
}

extension Board {
    /// Applies a change made on another version of this board: the channel goes to the same
    /// section, after the same neighbour when that is still there (else at the same end), as
    /// far as the rules allow. Refused, leaving the board as it was, when the channel is gone,
    /// when another writer took it to the other section (their change is kept: a re-applied
    /// move never crosses sections on its own — a removed channel is never revived, an added
    /// one never taken out again), or when the move is not allowed here (a channel that became
    /// locked, say). Returns false when the board already was that way.
    @discardableResult
    public mutating func reapply(_ change: BoardChange) throws(BoardRefusal) -> Bool {
        switch change {
        case .edit(let edit):
            try apply(edit)
            return true
        case .open(let id):
            guard current != id else { return false }
            guard let id else {
                current = nil
                return true
            }
            try open(id: id)
            return true
        case .move(let id, let origin, let section, let after, let atEnd):
            guard let from = place(of: id) else { throw .unknownID(id) }
            guard from.section == origin else { throw .changedElsewhere(id: id) }
            var rest = channels(in: section)
            if from.section == section { rest.remove(at: from.index) }
            var index: Int
            if atEnd {
                index = rest.count
            } else if let after {
                guard let anchor = rest.firstIndex(where: { $0.id == after }) else {
                    // The neighbour left this section: keep the place it had, as near as it goes.
                    index = min(from.section == section ? from.index : rest.count, rest.count)
                    return try relocateIfMoving(from: from, to: Place(section, index))
                }
                index = anchor + 1
            } else {
                index = 0
            }
            if section == .mine { index = max(index, rest.prefix { $0.locked }.count) }
            return try relocateIfMoving(from: from, to: Place(section, index))
        }
    }

    private mutating func relocateIfMoving(from: Place, to: Place) throws(BoardRefusal) -> Bool {
        if from == to { return false }
        try relocate(from: from, to: to)
        return true
    }
}
