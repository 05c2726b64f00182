/// Channel numbers for a list's entries (issue 36 item 3: `number --from N`, `n` on the screen;
/// Kodi orders a playlist by its `tvg-chno` numbers).
public enum ChannelNumbering {
    /// The numbers of `count` entries in list order, from `first`. With `groups` (each entry's
    /// group, nil for none), each group gets its own block instead: the groups in the order of
    /// their first entry, a group's entries in list order, each block starting a round step
    /// after the last (the step: the power of ten, at least 10, that holds the largest group),
    /// so numbers stay distinct and a group is found by its hundreds, as on a TV's guide.
    public static func numbers(count: Int, from first: Int, groups: [String?]? = nil) -> [Int] {
        guard let groups, groups.count == count else { return (0..<count).map { first + $0 } }
        var block: [String?: Int] = [:]
        var sizes: [Int] = []
        var places: [(block: Int, offset: Int)] = []
        places.reserveCapacity(count)
        for group in groups {
            let index = block[group] ?? {
                block[group] = sizes.count
                sizes.append(0)
                return sizes.count - 1
            }()
            places.append((index, sizes[index]))
            sizes[index] += 1
        }
        var step = 10
        while step < sizes.max() ?? 0 { step *= 10 }
        return places.map { first + $0.block * step + $0.offset }
    }
}
