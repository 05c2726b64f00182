/// Ids for the feed lines of a urls file: each line's key (URL, or a query's name) as it is for
/// its first line, and `key #2`, `key #3`… for the later lines with the same key (as playlists
/// tell duplicates apart; a URL has no space, so these are never a line's key), in file order,
/// active and commented lines alike, so commenting a line out or back in keeps its id. A
/// suffixed id that some line has as its key already is skipped.
package enum NewsboatIds {
    /// One id for each key; a non-nil `given` id is kept (the editor's ids after a save) when no
    /// other line has it.
    package static func assign(_ keys: [String], given: [String?] = []) -> [String] {
        var taken = Set<String>(minimumCapacity: keys.count)
        var ids = [String?](repeating: nil, count: keys.count)
        for (index, id) in given.enumerated() where index < keys.count {
            if let id, taken.insert(id).inserted { ids[index] = id }
        }
        for (index, key) in keys.enumerated() where ids[index] == nil && taken.insert(key).inserted {
            ids[index] = key
        }
        var nextSuffix: [String: Int] = [:]
        for (index, key) in keys.enumerated() where ids[index] == nil {
            var suffix = nextSuffix[key, default: 2]
            while !taken.insert(key + " #" + String(suffix)).inserted { suffix += 1 }
            ids[index] = key + " #" + String(suffix)
            nextSuffix[key] = suffix + 1
        }
        return ids.compactMap { $0 }
    }
}
