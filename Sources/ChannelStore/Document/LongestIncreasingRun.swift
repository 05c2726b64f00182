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
}
