import ChannelCore
import Localization

/// Bad items: one line naming where (the input line or the buildlist entry), exit status 65.
package struct PickInputError: Error, Equatable {
    package let message: Message

    package init(message: Message) {
        self.message = message
    }
}

/// Builds the starting board of a pick session from its items, with the checks both forms share:
/// a non-empty id without control characters, each id once, at most one `current`.
/// Chosen items (`on`, and `locked` ones, which are always chosen and lead) start in My
/// Channels in input order; the rest in Add Channels in input order. An empty name shows the id.
package struct PickItems {
    /// Where an item is: its input line, or its place among dialog's entries. Put in words only
    /// for a message, so 10,000 good lines cost no translation look-up.
    package enum Place: Equatable {
        case line(Int)
        case entry(Int)

        /// The input order: line and entry numbers both count up.
        var rank: Int {
            switch self {
            case .line(let number), .entry(let number): return number
            }
        }

        var text: Message {
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
    /// dialog's forms: the tag of each entry whose tag is empty or repeated (see `items(from:)`).
    private var tags: [String: String] = [:]

    package init(capacity: Int = 0) {
        seen.reserveCapacity(capacity)
    }

    /// Adds one item; `place` names it in a message ("line 3", "item 2").
    /// `allowsControls`: NUL-terminated items (`--read0`), whose ids may be file names with a
    /// newline or a tab.
    package mutating func add(
        id: String, name: String, on: Bool, locked: Bool, current isCurrent: Bool, place: Place,
        allowsControls: Bool = false
    ) throws(PickInputError) {
        guard !id.isEmpty else { throw PickInputError(message: PickText.emptyID(place.text)) }
        if !allowsControls, id.unicodeScalars.contains(where: \.isControlCharacter) {
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
    package func board() throws(PickInputError) -> Board {
        try PickItems.board(mine: mine, available: available, current: current)
    }

    /// The checks above leave nothing for Board to refuse; should it refuse all the same, the
    /// refusal is the error (an empty screen would pass for a list with nothing in it).
    package static func board(mine: [Channel], available: [Channel], current: String?) throws(PickInputError) -> Board {
        do {
            return try Board(mine: mine, available: available, current: current)
        } catch {
            throw PickInputError(message: PickText.refusedBoard(error))
        }
    }

    package var isEmpty: Bool { seen.isEmpty }

    /// Each item's place in the input, for `PickSession.inputRank` (a removed item goes back there).
    package func ranks() -> [String: Int] { seen.mapValues(\.rank) }

    /// The items of dialog's command line, with their place as dialog counts them.
    package static func board(from entries: [DialogEntry]) throws(PickInputError) -> Board {
        try items(from: entries).board()
    }

    /// `defaultItem` (`--default-item`): the focus starts on that tag, when it is there.
    /// dialog and whiptail take any tag: empty, repeated, with a newline (dialog's own samples
    /// use empty and repeated tags). Such an entry gets an id no argument can hold (it starts
    /// with NUL) and `tags` gives its tag back for the output.
    package static func items(from entries: [DialogEntry], defaultItem: String? = nil) throws(PickInputError) -> PickItems {
        var items = PickItems(capacity: entries.count)
        var usedDefault = false
        for (index, entry) in entries.enumerated() {
            var id = entry.tag
            if id.isEmpty || items.seen[id] != nil {
                id = "\u{0}\(index)"
                items.tags[id] = entry.tag
            }
            let isDefault = !usedDefault && entry.tag == defaultItem
            usedDefault = usedDefault || isDefault
            var name = entry.item
            if name.isEmpty { name = entry.tag.isEmpty ? "\"\"" : entry.tag }
            try items.add(
                id: id, name: name, on: entry.on, locked: false, current: isDefault,
                place: .entry(index + 1), allowsControls: true)
        }
        return items
    }

    /// The tag an entry's id stands for (an empty or repeated tag has an id of its own).
    package func tag(of id: String) -> String { tags[id] ?? id }
}
