import ChannelCore

/// The status row's question while a field of an entry is typed in edit mode (`r` rename, `g`
/// group, `n`/`N` number; issue 36 item 3): Enter sets it, Esc leaves it as it was.
package struct FieldPrompt: Hashable, Sendable {
    package var field: EntryEdit.Field
    /// The entry it changes; nil for numbers, which go to every entry of My Channels.
    package var id: String?
    /// What is typed so far (it starts as the field is now).
    package var text: String
    /// Numbers: each group its own block (`ChannelNumbering`).
    package var perGroup: Bool

    package init(field: EntryEdit.Field, id: String?, text: String, perGroup: Bool = false) {
        self.field = field
        self.id = id
        self.text = text
        self.perGroup = perGroup
    }
}
