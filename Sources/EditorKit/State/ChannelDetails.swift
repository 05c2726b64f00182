import ChannelCore

/// A line of detail about some channels, by id (a playlist entry's group): the footer shows it
/// with the focused channel's whole name, and the filter matches it as it matches names. Kept
/// beside the board, not in each `Channel`, so boards without details pay nothing; one lookup
/// shared by reference, set again when the file is read again. A lookup into the documents the
/// board came from, not a table: at 100,000 entries a table would cost megabytes.
public final class ChannelDetails: Hashable, @unchecked Sendable {
    // Set only by the one thread that runs the editor, between frames.
    public var lookup: (String) -> String?
    /// The fields of its entries the file can change (a playlist's name, group and number:
    /// `EntryFieldEditing`); empty: the edit keys say the list's entries cannot be changed.
    public var editableFields: Set<EntryEdit.Field>
    /// A field of an entry as the file has it now (nil: it has none): what undo writes back.
    public var fieldText: (EntryEdit.Field, String) -> String?
    /// How many of My Channels the catalogs offer under a new URL now (a playlist's favourites,
    /// issue 36): while there are any, `R` refreshes them.
    public var renewed = 0

    public init(
        lookup: @escaping (String) -> String? = { _ in nil }, editableFields: Set<EntryEdit.Field> = [],
        fieldText: @escaping (EntryEdit.Field, String) -> String? = { _, _ in nil }
    ) {
        self.lookup = lookup
        self.editableFields = editableFields
        self.fieldText = fieldText
    }

    /// The detail of the channel with this id, if any.
    public func detail(for id: String) -> String? { lookup(id) }

    public static func == (left: ChannelDetails, right: ChannelDetails) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
