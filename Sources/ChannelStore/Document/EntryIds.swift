/// Ids for the entries of a playlist or a urls file (README "Playlists", "newsboat"): stable
/// across saves and other programs' edits, and different for duplicates.
///
/// An entry's id is its key (a playlist's URL line; a feed's URL or query name) when no other
/// entry has that key. When several do, each is `key #D`, D being what the entry itself says
/// it is (`discriminator`: a playlist entry's name, a feed line's tags), or the plain key for
/// the one that says nothing; only entries that are alike in that too are told apart by their
/// order (`#2`, `#3`…). So removing one duplicate never renames another that differs from it,
/// wherever it was in the file; the one that is left alone of its key becomes the plain key
/// again.
package enum EntryIds {
    /// `assign`'s ids and where each id is. When every key is unique and no id is given (a
    /// provider's playlist, almost every urls file) the ids are the keys, and the one table
    /// built is the index: no other table the size of the file (issue 23 item 8).
    package static func indexed(
        _ keys: [String], discriminator: (Int) -> String = { _ in "" }, given: [String?] = []
    ) -> (ids: [String], index: [String: Int]) {
        var index: [String: Int] = Dictionary(minimumCapacity: keys.count)
        if given.isEmpty {
            var unique = true
            for (number, key) in keys.enumerated() where index.updateValue(number, forKey: key) != nil {
                unique = false
                break
            }
            if unique { return (keys, index) }
            index.removeAll(keepingCapacity: true)
        }
        let ids = assign(keys, discriminator: discriminator, given: given)
        for (number, id) in ids.enumerated() { index[id] = number }
        return (ids, index)
    }

    /// One id for each key; a non-nil `given` id (the editor's, after its own save) is kept
    /// when no other entry has it. Suffixed ids that another entry holds are skipped.
    /// `discriminator` is asked only for entries whose key is not unique.
    package static func assign(
        _ keys: [String], discriminator: (Int) -> String = { _ in "" }, given: [String?] = []
    ) -> [String] {
        var count: [String: Int] = Dictionary(minimumCapacity: keys.count)
        for key in keys { count[key, default: 0] += 1 }
        var taken = Set<String>(minimumCapacity: keys.count)
        var ids = [String?](repeating: nil, count: keys.count)
        for (index, id) in given.enumerated() where index < keys.count {
            if let id, taken.insert(id).inserted { ids[index] = id }
        }
        func base(_ index: Int) -> String {
            let key = keys[index]
            guard count[key, default: 0] > 1 else { return key }
            let text = discriminator(index)
            return text.isEmpty ? key : key + " #" + text
        }
        for index in keys.indices where ids[index] == nil {
            let id = base(index)
            if taken.insert(id).inserted { ids[index] = id }
        }
        var nextSuffix: [String: Int] = [:]
        for index in keys.indices where ids[index] == nil {
            let stem = base(index)
            var suffix = nextSuffix[stem, default: 2]
            while !taken.insert(stem + " #" + String(suffix)).inserted { suffix += 1 }
            ids[index] = stem + " #" + String(suffix)
            nextSuffix[stem] = suffix + 1
        }
        return ids.compactMap { $0 }
    }

    /// The discriminator a one-line text gives (names and tags never hold a line end; spaces
    /// at either end dropped).
    package static func discriminator(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
