import ChannelCore

/// The words of the edit keys for a playlist entry's fields (`r`, `g`, `n`, `N`; FieldPrompt).
extension ScreenText {
    /// The prompt on the status row before what is typed.
    func prompt(_ prompt: FieldPrompt) -> String {
        switch prompt.field {
        case .name: tr("New name: ")
        case .group: tr("Group (empty: none): ")
        case .number: prompt.perGroup ? tr("Number each group from: ") : tr("Number from: ")
        }
    }

    /// A key whose field the file's entries do not have (a channels file, a feed list).
    func cannotEdit(_ field: EntryEdit.Field) -> String {
        switch field {
        case .name: tr("Only a playlist's entries can be renamed here")
        case .group: tr("Only a playlist's entries have a group to set")
        case .number: tr("Only a playlist's entries can be numbered")
        }
    }

    var onlyMineEdited: String { tr("Only the entries of My Channels are in the file: add it first") }
    var nothingToNumber: String { tr("Nothing to number: My Channels is empty") }
    var emptyName: String { tr("A name cannot be empty: type one, or Esc") }
    var numbersOnly: String { tr("Type digits only: the first channel number") }
    var noQuoteInGroup: String { tr("A group cannot hold a quote: it would end group-title") }

    /// What an edit did, without a final period (undo says "Undone: %s.").
    func edited(_ edit: EntryEdit, name: String) -> String {
        switch edit.field {
        case .name:
            return tr("Renamed to %s", name)
        case .group:
            guard let group = edit.values.first?.text, !group.isEmpty else { return tr("%s: no group", name) }
            return tr("%1$s: group %2$s", name, group)
        case .number:
            let numbers = edit.values.compactMap { $0.text.flatMap { Int($0) } }
            guard let low = numbers.min(), let high = numbers.max() else { return tr("Numbers taken out") }
            return tr("Numbered %1$d to %2$d", low, high)
        }
    }
}

/// The words of `{` and `}` (a whole group moved).
extension ScreenText {
    var noGroups: String { tr("Only a playlist's entries have groups to move") }
    func inNoGroup(_ name: String) -> String { tr("%s is in no group: g sets one", name) }
    func groupIsFirst(_ group: String) -> String { tr("Group %s is first already", group) }
    func groupIsLast(_ group: String) -> String { tr("Group %s is last already", group) }
    /// Without a final period (undo says "Undone: %s.").
    func groupMoved(_ group: String, place: Int, count: Int) -> String {
        tr("Group %1$s moved to place %2$d of %3$d", group, place, count)
    }
}
