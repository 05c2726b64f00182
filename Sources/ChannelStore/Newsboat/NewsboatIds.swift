/// Ids for the feed lines of a urls file: each line's key (URL, or a query's name) as it is for
/// its first line, and `key#2`, `key#3`… for the later lines with the same key, in file order,
/// active and commented lines alike, so commenting a line out or back in keeps its id. A
/// suffixed id that some other line has as its key is skipped (`…#2` taken: `…#3`).
package enum NewsboatIds {
    package static func assign(_ keys: [String]) -> [String] {
        var taken = Set<String>(minimumCapacity: keys.count)
        var ids = [String?](repeating: nil, count: keys.count)
        for (index, key) in keys.enumerated() where taken.insert(key).inserted {
            ids[index] = key
        }
        var nextSuffix: [String: Int] = [:]
        for (index, key) in keys.enumerated() where ids[index] == nil {
            var suffix = nextSuffix[key, default: 2]
            while !taken.insert(key + "#" + String(suffix)).inserted { suffix += 1 }
            ids[index] = key + "#" + String(suffix)
            nextSuffix[key] = suffix + 1
        }
        return ids.compactMap { $0 }
    }
}
