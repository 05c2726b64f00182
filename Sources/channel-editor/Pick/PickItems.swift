import ChannelCore

/// Bad items: one line naming where (the input line or the buildlist entry), exit status 65.
package struct PickInputError: Error, Equatable {
    package let message: String
}

/// Builds the starting board of a pick session from its items, with the checks both forms share:
/// a non-empty id without control characters, each id once, at most one `current`.
/// Chosen items (`on`, and `locked` ones, which are always chosen and lead) start in My
/// Channels in input order; the rest in Add Channels in input order. An empty name shows the id.
package struct PickItems {
    /// Where an item is: its input line, or its place among dialog's entries. Put in words only
    /// for a message, so 10,000 good lines cost no translation look-up.
    enum Place: Equatable {
        case line(Int)
        case entry(Int)

        var text: String {
            switch self {
            case .line(let number): return PickText.linePlace(number)
            case .entry(let number): return PickText.entryPlace(number)
            }
        }
    }

    private var mine: [Channel] = []
    private var available: [Channel] = []
    private var current: String?
    private var currentWhere: Place?
    /// Where each id was first seen, for the duplicate message.
    private var seen: [String: Place] = [:]

    init(capacity: Int = 0) {
        seen.reserveCapacity(capacity)
    }

    /// Adds one item; `place` names it in a message ("line 3", "item 2").
    mutating func add(id: String, name: String, on: Bool, locked: Bool, current isCurrent: Bool, place: Place)
        throws(PickInputError)
    {
        guard !id.isEmpty else { throw PickInputError(message: PickText.emptyID(place.text)) }
        if id.unicodeScalars.contains(where: \.isControlCharacter) {
            throw PickInputError(message: PickText.controlInID(place.text, id))
        }
        if let first = seen.updateValue(place, forKey: id) {
            seen[id] = first
            throw PickInputError(message: PickText.duplicateID(place.text, id, first: first.text))
        }
        if isCurrent {
            if let earlier = currentWhere {
                throw PickInputError(message: PickText.secondCurrent(place.text, first: earlier.text))
            }
            current = id
            currentWhere = place
        }
        let channel = Channel(id: id, name: name.isEmpty ? id : name, locked: locked)
        if on || locked { mine.append(channel) } else { available.append(channel) }
    }

    /// The board: locked items first (Board keeps them in front), then the chosen ones.
    func board() -> Board {
        // The checks above leave nothing for Board to refuse.
        (try? Board(mine: mine, available: available, current: current)) ?? Board()
    }

    /// The items of dialog's command line, with their place as dialog counts them.
    package static func board(from entries: [DialogEntry]) throws(PickInputError) -> Board {
        var items = PickItems(capacity: entries.count)
        for (index, entry) in entries.enumerated() {
            try items.add(
                id: entry.tag, name: entry.item, on: entry.on, locked: false, current: false,
                place: .entry(index + 1))
        }
        return items.board()
    }
}
