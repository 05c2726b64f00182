import ChannelCore

/// A playlist entry's display name, `group-title` and `tvg-chno` changed in place
/// (`PlaylistFieldEdit`): the screen's rename, group and number keys, saved through the store.
extension PlaylistDocument: EntryFieldEditing {
    public static var editableFields: Set<EntryEdit.Field> { Set(EntryEdit.Field.allCases) }

    public func text(of field: EntryEdit.Field, id: String) -> String? {
        guard file == nil, let number = number(of: id), let info = entries[number].info else { return nil }
        let line = bytes.withUnsafeBufferPointer { ExtInfLine($0, start: info.lowerBound, end: info.upperBound) }
        let range: Range<Int>? = switch field {
        case .name: line.title
        case .group: line.groupTitle
        case .number: line.channelNumber
        }
        return range.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The edited bytes read again with the ids the editor has (a rename never changes an id).
    /// Its earlier versions are dropped: undo of the edit is the edit back (`EntryEdit.inverse`),
    /// and a version from before it, recalled by its order alone, would lose it.
    public func edited(_ edit: EntryEdit) throws(StoreError) -> PlaylistDocument? {
        let values = edit.values.compactMap { value in number(of: value.id).map { (entry: $0, text: value.text) } }
        guard file == nil, let bytes = PlaylistFieldEdit.edited(self, edit.field, values) else { return nil }
        return try PlaylistDocument(bytes: bytes, path: "", ids: ids)
    }

    /// Entry `number`'s `group-title` (what `number --per-group` and the screen's `N` group by).
    func groupTitle(entry number: Int) -> String? {
        guard let info = entries[number].info else { return nil }
        let line = bytes.withUnsafeBufferPointer { ExtInfLine($0, start: info.lowerBound, end: info.upperBound) }
        return line.groupTitle.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
