import ChannelCore

/// Keeping the layout current cheaply: a board change moves one channel, so the new layout is
/// built from the old one's cell widths, moved the same way, with no label looked up but the
/// moving one's. A live drag over 10,000 channels then costs a flow pass, not 10,000 lookups.
extension Editor {
    /// Updates the layout after the board applied `relocation`.
    mutating func relocated(_ relocation: Relocation) {
        let layout = currentLayout
        let chrome = metrics.chrome
        var mineWidths = layout.mine.map { $0.width - chrome }
        var available = layout.available.map { LaidItem(index: $0.place.index, labelWidth: $0.width - chrome) }
        guard mineWidths.count == state.board.mine.count + (relocation.from.section == .mine ? 1 : 0)
                - (relocation.to.section == .mine ? 1 : 0),
              let channel = state.board.channel(at: relocation.to), channel.id == relocation.id else {
            refreshLayout()
            return
        }
        // Take it out.
        switch relocation.from.section {
        case .mine:
            guard mineWidths.indices.contains(relocation.from.index) else { return refreshLayout() }
            mineWidths.remove(at: relocation.from.index)
        case .available:
            let position = Editor.lowerBound(available, relocation.from.index)
            if position < available.count, available[position].index == relocation.from.index {
                available.remove(at: position)
            }
            for i in position..<available.count { available[i].index -= 1 }
        }
        // Put it in.
        let width = labels.label(for: channel).width
        switch relocation.to.section {
        case .mine:
            guard relocation.to.index >= 0, relocation.to.index <= mineWidths.count else { return refreshLayout() }
            mineWidths.insert(width, at: relocation.to.index)
        case .available:
            let position = Editor.lowerBound(available, relocation.to.index)
            for i in position..<available.count { available[i].index += 1 }
            if state.matchesFilter(channel) {
                available.insert(LaidItem(index: relocation.to.index, labelWidth: width), at: position)
            }
        }
        let mine = mineWidths.enumerated().map { LaidItem(index: $0.offset, labelWidth: $0.element) }
        currentLayout = FlowLayout(mine: mine, available: available, width: state.size.columns, metrics: metrics)
    }

    /// The first position in `items` (ascending indices) whose index is `index` or more.
    private static func lowerBound(_ items: [LaidItem], _ index: Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].index < index { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
