extension RandomAccessCollection {
    /// The first index whose element is not `isBefore`, in a collection where every element that
    /// is comes first (a binary search); `endIndex` when all are. The one binary search of
    /// EditorKit: layouts sorted by row or by board index, the width table sorted by scalar.
    func partitionPoint(where isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
