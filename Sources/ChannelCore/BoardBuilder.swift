/// Builds a board one channel at a time, checking each id as it comes: a reader of a long list
/// learns of a duplicate at the channel that repeats it, and every id is hashed once in all
/// (`Board.init(mine:available:current:)` is made with it too).
public struct BoardBuilder: Sendable {
    private var mine: [Channel] = []
    private var available: [Channel] = []
    private var ids: Set<String>
    /// The first locked channel added to Add Channels, refused when the board is built.
    private var stray: String?

    /// A builder whose set of ids has room for `capacity` channels (the lists grow as needed).
    public init(capacity: Int = 0) {
        ids = Set(minimumCapacity: capacity)
    }

    /// Adds a channel at the end of a section; refused, and nothing added, when its id is
    /// there already.
    public mutating func append(_ channel: Channel, to section: Section) throws(BoardRefusal) {
        guard ids.insert(channel.id).inserted else { throw .duplicateID(channel.id) }
        switch section {
        case .mine:
            mine.append(channel)
        case .available:
            if channel.locked, stray == nil { stray = channel.id }
            available.append(channel)
        }
    }

    /// Adds unlocked channels at the end of Add Channels without hashing their ids, for a
    /// reader that has checked them: distinct from each other and from every id added before
    /// or after (a playlist catalog's 100,000 ids, checked by its own index: issue 23 item 8).
    /// `contains(id:)` does not see them.
    /// The array is taken over, not copied: a copy retained and then released both strings of
    /// each of the 100,000 channels (a tenth of the start's time there).
    package mutating func appendDistinct(_ channels: consuming [Channel]) {
        if stray == nil, let locked = channels.first(where: \.locked) { stray = locked.id }
        var taken = channels
        // The few channels before them (a playlist's removed entries) are moved in front.
        if !available.isEmpty { taken.insert(contentsOf: available, at: 0) }
        available = taken
    }

    /// True when a channel with this id has been added.
    public func contains(id: String) -> Bool {
        ids.contains(id)
    }

    /// The channels added to one section so far.
    public func channels(in section: Section) -> [Channel] {
        section.choose(mine: mine, available: available)
    }

    /// The board: locked channels moved to the front of My Channels, keeping their order;
    /// refused when a locked channel was added to Add Channels.
    public consuming func build(current: String? = nil) throws(BoardRefusal) -> Board {
        if let stray { throw .lockedOutsideMine(id: stray) }
        return Board(checkedMine: mine, available: available, current: current)
    }
}
