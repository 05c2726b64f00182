/// The moves of the product, each a total function: a request that is not allowed is refused
/// with a typed reason and leaves the board as it was.
extension Board {
    /// Tap on an Add Channels cell: it goes to the end of My Channels.
    @discardableResult
    public mutating func add(at availableIndex: Int) throws(BoardRefusal) -> Relocation {
        try relocate(from: Place(.available, availableIndex), to: Place(.mine, mine.count))
    }

    /// Tap on a My Channels cell in edit mode: it goes to the front of Add Channels.
    @discardableResult
    public mutating func remove(at mineIndex: Int) throws(BoardRefusal) -> Relocation {
        try relocate(from: Place(.mine, mineIndex), to: Place(.available, 0))
    }

    /// Reorder My Channels: remove the channel, then insert it at `target` (never a swap).
    /// Moving a channel onto its own place changes nothing and returns nil.
    @discardableResult
    public mutating func move(from mineIndex: Int, to target: Int) throws(BoardRefusal) -> Relocation? {
        if mineIndex == target, mine.indices.contains(mineIndex) {
            if mine[mineIndex].locked { throw .locked(id: mine[mineIndex].id) }
            return nil
        }
        return try relocate(from: Place(.mine, mineIndex), to: Place(.mine, target))
    }

    /// Open a My Channels channel: it becomes the current one.
    public mutating func open(id: String) throws(BoardRefusal) {
        guard mine.contains(where: { $0.id == id }) else { throw .unknownID(id) }
        current = id
        lastOpened = id
    }

    /// Apply a recorded relocation again (redo) or its inverse (undo).
    /// Refused unless the channel named is at `from`.
    @discardableResult
    package mutating func apply(_ relocation: Relocation) throws(BoardRefusal) -> Relocation {
        guard let channel = channel(at: relocation.from) else { throw .indexOutOfRange(relocation.from) }
        guard channel.id == relocation.id else { throw .unknownID(relocation.id) }
        return try relocate(from: relocation.from, to: relocation.to)
    }

    /// The one primitive every move is made of: take the channel out, insert it at `to`
    /// (an index into the target list as it is after the removal).
    @discardableResult
    public mutating func relocate(from: Place, to: Place) throws(BoardRefusal) -> Relocation {
        guard let channel = channel(at: from) else { throw .indexOutOfRange(from) }
        if channel.locked { throw .locked(id: channel.id) }
        let targetCount = channels(in: to.section).count - (from.section == to.section ? 1 : 0)
        guard to.index >= 0, to.index <= targetCount else { throw .indexOutOfRange(to) }
        if to.section == .mine, to.index < lockedCount { throw .crossesLocked(to) }
        switch (from.section, to.section) {
        case (.mine, .mine): mine.carry(from: from.index, to: to.index)
        case (.available, .available): available.carry(from: from.index, to: to.index)
        case (.mine, .available):
            mine.remove(at: from.index)
            available.insert(channel, at: to.index)
        case (.available, .mine):
            available.remove(at: from.index)
            mine.insert(channel, at: to.index)
        }
        // The current channel is the last opened one while it is in My Channels (see `current`).
        if channel.id == lastOpened { current = to.section.choose(mine: channel.id, available: nil) }
        return Relocation(id: channel.id, from: from, to: to)
    }
}
