/// My Channels as another version of the file has them, in one step (a playlist's refresh gives
/// favourites their provider's new URL lines, so new ids: issue 36 item 2). Undo and redo of a
/// refresh (`History.Step.renewed`).
extension Board {
    /// Replaces My Channels, which must be `from` (its ids in this order), with `to`; the channel
    /// last opened follows its place. Refused, leaving the board as it was, when My Channels is
    /// not `from` any more or `to` would break the board's rules (an id twice, one in Add
    /// Channels).
    public mutating func renew(_ from: [Channel], to: [Channel]) throws(BoardRefusal) {
        guard mine.lazy.map(\.id).elementsEqual(from.lazy.map(\.id)) else { throw .changedElsewhere(id: "") }
        let opened = lastOpened.flatMap { id in from.firstIndex { $0.id == id } }.flatMap { to.indices.contains($0) ? to[$0].id : nil }
        var renewed = try Board(mine: to, available: available, current: opened ?? lastOpened)
        if opened == nil { renewed.lastOpened = lastOpened }
        self = renewed
    }
}
