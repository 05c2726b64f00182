import ChannelCore

/// Screen geometry: where a screen point lands. The one home for it, below both the input
/// machine (which turns presses into gestures) and the reducer (which follows a drag), so the
/// two can never disagree about what is under the pointer.
extension EditorState {
    /// The content point under a screen point, or nil when it is not over the content:
    /// content rows are the screen rows above the footer, shifted by the scroll; the footer,
    /// anything outside the screen, and a screen too small to show the grid are not content.
    func contentPoint(column: Int, row: Int) -> (column: Int, row: Int)? {
        guard !size.isTooSmall, column >= 0, column < size.columns,
              row >= 0, row < viewportHeight else { return nil }
        return (column, row + min(max(0, scrollTop), Int.max - InputMachine.coordinateLimit))
    }

    /// What is under a screen point of the content (`.nothing` off the content).
    package func hit(column: Int, row: Int, layout: FlowLayout) -> HitTarget {
        guard let point = contentPoint(column: column, row: row) else { return .nothing }
        return layout.hit(column: point.column, row: point.row)
    }

    /// True when a drop at this screen point removes: anywhere from the Add Channels header
    /// down, the empty rows below the last cell included.
    func isOverAddChannels(column: Int, row: Int, layout: FlowLayout) -> Bool {
        guard let point = contentPoint(column: column, row: row) else { return false }
        return point.row >= layout.availableHeaderRow
    }

    /// The My Channels channel under a screen point, or nil.
    func mineChannelID(column: Int, row: Int, layout: FlowLayout) -> String? {
        guard case .cell(let place) = hit(column: column, row: row, layout: layout), place.section == .mine else {
            return nil
        }
        return board.channel(at: place)?.id
    }
}
