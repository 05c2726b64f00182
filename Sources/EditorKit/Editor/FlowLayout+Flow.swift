import ChannelCore

/// The laid-out cells seen as one sequence in flow order: My Channels, then the Add Channels
/// shown. Rows only grow along the sequence, so every question is a binary search (focus moves
/// stay cheap with 100,000 channels).
extension FlowLayout {
    /// How many cells are laid out, both sections.
    var flowCount: Int { mine.count + available.count }

    /// The cell at a flow position (`0..<flowCount`).
    func cell(atFlow position: Int) -> CellBox {
        position < mine.count ? mine[position] : available[position - mine.count]
    }

    /// The flow position of a place, or nil when it is not laid out.
    func flowPosition(of place: Place) -> Int? {
        guard let position = position(of: place) else { return nil }
        return place.section.choose(mine: position, available: mine.count + position)
    }

    /// The first flow position on `row` or later.
    func firstFlow(atOrAfterRow row: Int) -> Int? {
        if let index = FlowLayout.firstIndex(in: mine, atOrAfterRow: row) { return index }
        if let index = FlowLayout.firstIndex(in: available, atOrAfterRow: row) { return mine.count + index }
        return nil
    }

    /// The flow positions of the cells on `row` (empty when the row has none).
    func flowRange(onRow row: Int) -> Range<Int> {
        guard let start = firstFlow(atOrAfterRow: row), cell(atFlow: start).row == row else { return 0..<0 }
        let end = row == Int.max ? flowCount : (firstFlow(atOrAfterRow: row + 1) ?? flowCount)
        return start..<end
    }

    /// The position in `range` whose cell's horizontal centre is nearest to `box`'s (the leftmost
    /// on a tie).
    func nearest(to box: CellBox, in range: Range<Int>) -> Int? {
        let centre = 2 * box.column + box.width
        var best: Int?
        var bestDistance = Int.max
        for position in range {
            let other = cell(atFlow: position)
            let distance = abs(2 * other.column + other.width - centre)
            if distance < bestDistance {
                best = position
                bestDistance = distance
            }
        }
        return best
    }

    /// The position in `boxes(in: .available)` of the first shown Add Channels cell whose board
    /// index is `index` or more, or nil when there is none.
    func firstShownAvailable(atOrAfter index: Int) -> Int? {
        let position = FlowLayout.firstPosition(in: available, atOrAfterIndex: index)
        return position < available.count ? position : nil
    }
}
