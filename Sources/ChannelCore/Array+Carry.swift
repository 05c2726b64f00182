extension Array {
    /// The same as `insert(remove(at: from), at: to)`, but only the elements between the two
    /// places move: a reorder near the front of 100,000 channels does not shift the whole tail
    /// out and back (the board's channels and the layout's cells both move this way).
    public mutating func carry(from: Int, to: Int) {
        var index = from
        while index < to {
            swapAt(index, index + 1)
            index += 1
        }
        while index > to {
            swapAt(index, index - 1)
            index -= 1
        }
    }
}
