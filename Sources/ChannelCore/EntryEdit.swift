/// A change to one field of some entries (issue 36 item 3; README "Playlists"): a playlist
/// entry's display name, its group or its channel number. Carried as data from the editor's key
/// to the document that writes it (`BoardChange.edit`), and kept in `History` with the values
/// from before, so undo writes them back.
public struct EntryEdit: Hashable, Sendable {
    /// Which field of an entry.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The name shown (a playlist's display name after the attributes).
        case name
        /// The group (`group-title`).
        case group
        /// The channel number (`tvg-chno`).
        case number
    }

    /// One entry's field after the edit.
    public struct Value: Hashable, Sendable {
        public var id: String
        /// The field's new text; nil: the field is taken out (undo of a field that was not there).
        public var text: String?
        /// For `.name`: the name the board shows then (a playlist entry without a display name
        /// shows its `tvg-name` or its URL).
        public var shown: String?

        public init(id: String, text: String?, shown: String? = nil) {
            self.id = id
            self.text = text
            self.shown = shown
        }
    }

    public var field: Field
    /// The entries' fields after the edit.
    public var values: [Value]
    /// The same entries' fields before it: what undo writes back.
    public var previous: [Value]

    public init(field: Field, values: [Value], previous: [Value]) {
        self.field = field
        self.values = values
        self.previous = previous
    }

    /// The edit that undoes this one.
    public var inverse: EntryEdit { EntryEdit(field: field, values: previous, previous: values) }
}

extension Board {
    /// Shows `edit` on the board: a rename changes the names of the entries in My Channels (the
    /// other fields are not on the board). Refused, leaving the board as it was, when an entry
    /// renamed is not in My Channels (removed by someone else meanwhile).
    public mutating func apply(_ edit: EntryEdit) throws(BoardRefusal) {
        guard edit.field == .name else { return }
        var places: [(Int, String)] = []
        for value in edit.values {
            guard let index = mine.firstIndex(where: { $0.id == value.id }) else { throw .unknownID(value.id) }
            places.append((index, value.shown ?? value.text ?? mine[index].name))
        }
        for (index, name) in places { mine[index].name = name }
    }
}
