import ChannelCore

/// A document whose entries' fields can be changed in place (issue 36 item 3): a playlist's
/// display names, groups and channel numbers (README "Playlists"). Optional: a format that
/// does not conform has entries that cannot be renamed, and the screen says so.
public protocol EntryFieldEditing: ChannelDocument {
    /// The fields its entries have.
    static var editableFields: Set<EntryEdit.Field> { get }
    /// A field of the entry with this id as the file has it; nil when the entry has none.
    func text(of field: EntryEdit.Field, id: String) -> String?
    /// The document with `edit` made (only those fields' bytes changed; entries it does not hold
    /// are skipped); nil when that changes nothing.
    func edited(_ edit: EntryEdit) throws(StoreError) -> Self?
}

extension ChannelDocument {
    /// The fields of its entries this document can change: none unless it is `EntryFieldEditing`.
    public var editableFields: Set<EntryEdit.Field> {
        (self as? any EntryFieldEditing).map { type(of: $0).editableFields } ?? []
    }

    /// The document with `edits` made in order; nil when they change nothing or it cannot
    /// make them (`editableFields`).
    func edited(_ edits: [EntryEdit]) throws(StoreError) -> (any ChannelDocument)? {
        guard !edits.isEmpty, let editable = self as? any EntryFieldEditing else { return nil }
        return try editable.edited(all: edits)
    }
}

extension EntryFieldEditing {
    fileprivate func edited(all edits: [EntryEdit]) throws(StoreError) -> (any ChannelDocument)? {
        var document: Self?
        for edit in edits {
            if let next = try (document ?? self).edited(edit) { document = next }
        }
        return document
    }
}
