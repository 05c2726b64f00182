import ChannelCore

extension EditorState {
    /// The layout of this state at its screen width: all of My Channels, and the Add Channels
    /// the filter lets through.
    package func layout(labels: LabelBook, metrics: LayoutMetrics = .standard) -> FlowLayout {
        let mineItems = board.mine.enumerated().map {
            LaidItem(index: $0.offset, labelWidth: labels.label(for: $0.element).width)
        }
        var availableItems: [LaidItem] = []
        availableItems.reserveCapacity(board.available.count)
        for (index, channel) in board.available.enumerated() where matchesFilter(channel) {
            availableItems.append(LaidItem(index: index, labelWidth: labels.label(for: channel).width))
        }
        return FlowLayout(mine: mineItems, available: availableItems, width: size.columns, metrics: metrics)
    }

    /// True when no filter is active, or the channel's name, id or detail (a playlist entry's
    /// group) contains the filter text (ignoring case).
    func matchesFilter(_ channel: Channel) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        let needle = filter.lowercased()
        if channel.name.lowercased().containsBytes(of: needle) || channel.id.lowercased().containsBytes(of: needle) {
            return true
        }
        guard let detail = details?.detail(for: channel.id) else { return false }
        return detail.lowercased().containsBytes(of: needle)
    }
}
