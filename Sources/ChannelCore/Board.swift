/// My Channels above Add Channels, plus the channel last opened.
///
/// Invariants, kept by every operation: each id appears once across both sections; locked
/// channels are all in My Channels, in front of every unlocked one.
public struct Board: Hashable, Sendable {
    /// My Channels, in the user's order; locked ones first.
    public internal(set) var mine: [Channel]
    /// Add Channels, most recently removed first.
    public internal(set) var available: [Channel]
    /// The current channel: the one last opened, while it is in My Channels; nil otherwise.
    /// The one rule (README, docs/DECISIONS.md): when the current channel leaves My
    /// Channels (removed by a key, a click, a drop or the `remove` command) no channel is
    /// current; when it comes back (an undo, an add) it is current again. Kept up to date by
    /// `relocate` and `open`, so reading it costs nothing.
    public internal(set) var current: String?
    /// The channel last opened, wherever it is now (what `current` follows).
    public internal(set) var lastOpened: String?

    /// Builds a board, moving locked channels to the front of My Channels (keeping their order).
    /// A `current` that names no channel of My Channels is the last opened one, but not current.
    public init(mine: [Channel], available: [Channel], current: String? = nil) throws(BoardRefusal) {
        var builder = BoardBuilder(capacity: mine.count + available.count)
        for channel in mine { try builder.append(channel, to: .mine) }
        for channel in available { try builder.append(channel, to: .available) }
        self = try builder.build(current: current)
    }

    /// A board from channels `BoardBuilder` has checked (unique ids, none locked outside My
    /// Channels), or a reader whose own table of ids checked them (a urls file's, so that its
    /// 10,000 URLs are not hashed twice). Usually the locked ones lead already and the array is
    /// kept as it is (no copy of 100,000 channels); otherwise they are moved to the front.
    package init(checkedMine mine: [Channel], available: [Channel], current: String?) {
        let firstUnlocked = mine.firstIndex { !$0.locked } ?? mine.endIndex
        let lockedLead = !mine[firstUnlocked...].contains { $0.locked }
        self.mine = lockedLead ? mine : mine.filter { $0.locked } + mine.filter { !$0.locked }
        self.available = available
        lastOpened = current
        self.current = current.flatMap { id in mine.contains { $0.id == id } ? id : nil }
    }

    /// An empty board.
    public init() {
        mine = []
        available = []
        current = nil
        lastOpened = nil
    }

    /// How many locked channels lead My Channels.
    public var lockedCount: Int {
        var count = 0
        for channel in mine {
            guard channel.locked else { break }
            count += 1
        }
        return count
    }

    /// The channels of one section.
    public func channels(in section: Section) -> [Channel] {
        section.choose(mine: mine, available: available)
    }

    /// The channel at a place, or nil when there is none.
    public func channel(at place: Place) -> Channel? {
        let list = channels(in: place.section)
        return list.indices.contains(place.index) ? list[place.index] : nil
    }

    /// Where the channel with this id is, or nil.
    public func place(of id: String) -> Place? {
        if let index = mine.firstIndex(where: { $0.id == id }) { return Place(.mine, index) }
        if let index = available.firstIndex(where: { $0.id == id }) { return Place(.available, index) }
        return nil
    }

    /// Every channel, My Channels first.
    public var allChannels: [Channel] { mine + available }
}
