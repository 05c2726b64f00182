/// The longest strictly increasing subsequence of the known values of a list (patience sorting,
/// O(n log n)): which items can stay where they are while the others move around them.
package enum LongestIncreasingRun {
    /// The indices (into `values`) of one longest strictly increasing run of the non-nil values.
    package static func members(_ values: [Int?]) -> Set<Int> {
        // tails[k]: the index of the smallest value ending a run of length k + 1; tailValues[k] that value.
        var tails: [Int] = []
        var tailValues: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count {
                tails.append(index)
                tailValues.append(value)
            } else {
                tails[low] = index
                tailValues[low] = value
            }
        }
        var members = Set<Int>(minimumCapacity: tails.count)
        var index = tails.last ?? -1
        while index >= 0 {
            members.insert(index)
            index = previous[index]
        }
        return members
    }

    /// The indices (into `values`) of one strictly increasing run of the non-nil values whose
    /// `weight`s add up to the most (a Fenwick tree of the best run ending below each value,
    /// O(n log m), m the largest value). With equal weights it is a longest run; newsboat's
    /// writer weighs a line that was active above any number of lines commented back in, so a
    /// tie never moves a line that kept its place in favour of uncommenting one in place.
    package static func heaviest(_ values: [Int?], weight: (Int) -> Int) -> Set<Int> {
        let size = (values.lazy.compactMap { $0 }.max() ?? -1) + 1
        // tree[k]: the best (total, index) over a range of values ending at k - 1.
        var tree = [(total: Int, index: Int)](repeating: (0, -1), count: size + 1)
        var previous = [Int](repeating: -1, count: values.count)
        var best = (total: 0, index: -1)
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            // The best run ending at a value below this one.
            var below = (total: 0, index: -1)
            var position = value
            while position > 0 {
                if Self.heavier(tree[position], below) { below = tree[position] }
                position &= position - 1
            }
            previous[index] = below.index
            let run = (total: below.total + weight(index), index: index)
            if Self.heavier(run, best) { best = run }
            position = value + 1
            while position <= size {
                if Self.heavier(run, tree[position]) { tree[position] = run }
                position += position & -position
            }
        }
        var members = Set<Int>()
        var index = best.index
        while index >= 0 {
            members.insert(index)
            index = previous[index]
        }
        return members
    }

    /// The heavier of two runs; of two as heavy, the one ending later (as `members` keeps the
    /// run ending at the smallest value, the last one it saw of a length).
    private static func heavier(_ run: (total: Int, index: Int), _ other: (total: Int, index: Int)) -> Bool {
        run.total > other.total || (run.total == other.total && run.index > other.index)
    }
}
