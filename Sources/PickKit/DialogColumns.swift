import EditorKit

/// dialog and whiptail show an entry as its tag and its item side by side, the items lined up
/// after the widest tag and two spaces (`core  Core files`); `--no-tags` (whiptail's
/// `--notags`) shows the item alone. The screen shows an item's name, so the name is made so.
/// A letter jumps to an item by the name's first character: the tag here, the item with
/// `--no-tags`, as in those programs (Editor+DialogHotkeys).
extension DialogEntry {
    package static func sideBySide(_ entries: [DialogEntry]) -> [DialogEntry] {
        let widest = entries.map { UnicodeWidth.width(of: $0.tag) }.max() ?? 0
        return entries.map { entry in
            // An empty item shows the tag alone, as before.
            guard !entry.item.isEmpty else { return entry }
            var shown = entry
            let padding = String(repeating: " ", count: widest - UnicodeWidth.width(of: entry.tag) + 2)
            shown.item = entry.tag + padding + entry.item
            return shown
        }
    }
}
