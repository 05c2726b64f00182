import ChannelCore

extension EditorState {
    /// The layout of this state at its screen width, in the style its `layoutChoice` gives
    /// there: all of My Channels, and the Add Channels the filter lets through.
    package func layout(labels: LabelBook, metrics: LayoutMetrics = .standard) -> FlowLayout {
        let median = layoutChoice == .auto ? medianNameWidth(labels: labels) : 0
        return layout(labels: labels, metrics: metrics,
                      style: layoutChoice.style(medianNameWidth: median, width: size.columns, metrics: metrics))
    }

    /// The layout of this state in `style`.
    package func layout(labels: LabelBook, metrics: LayoutMetrics, style: LayoutStyle) -> FlowLayout {
        let cap = metrics.fitted(width: size.columns, style: style).maxLabelWidth
        let mineItems = board.mine.enumerated().map {
            LaidItem(index: $0.offset, labelWidth: labels.cellWidth(for: $0.element, maxWidth: cap))
        }
        var availableItems: [LaidItem] = []
        availableItems.reserveCapacity(board.available.count)
        for (index, channel) in board.available.enumerated() where matchesFilter(channel) {
            availableItems.append(LaidItem(index: index, labelWidth: labels.cellWidth(for: channel, maxWidth: cap)))
        }
        let top = boxTextRows(fitter: TextFitter(widthOf: labels.maker.widthOf))
        return FlowLayout(mine: mineItems, available: availableItems, width: size.columns, metrics: metrics, style: style,
                          topRows: top)
    }

    /// The median width of the channels' whole names, both sections, the filter aside (typing
    /// a filter never switches the layout): what `LayoutChoice.auto` weighs. One count per
    /// width, no sort; widths past `medianLimit` count as it.
    package func medianNameWidth(labels: LabelBook) -> Int {
        let count = board.mine.count + board.available.count
        guard count > 0 else { return 0 }
        var counts = [Int](repeating: 0, count: EditorState.medianLimit + 1)
        for channel in board.mine { counts[min(labels.wholeWidth(of: channel), EditorState.medianLimit)] += 1 }
        for channel in board.available { counts[min(labels.wholeWidth(of: channel), EditorState.medianLimit)] += 1 }
        // The upper median: the width of the name at position count / 2 in width order.
        var seen = 0
        for (width, many) in counts.enumerated() {
            seen += many
            if seen > count / 2 { return width }
        }
        return EditorState.medianLimit
    }

    /// Wider than any grid cell's label below 16,000 columns.
    static let medianLimit = 4096

    /// True when no filter is active, or the channel's name, id or detail (a playlist entry's
    /// group) contains the filter text (ignoring case; Traditional and Simplified alike: `fold`).
    func matchesFilter(_ channel: Channel) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        let needle = filter.lowercased()
        if channel.name.lowercased().containsBytes(of: needle) || channel.id.lowercased().containsBytes(of: needle) {
            return true
        }
        if let fold, fold.contains(channel.name, filter) { return true }
        guard let detail = details?.detail(for: channel.id) else { return false }
        return detail.lowercased().containsBytes(of: needle) || fold?.contains(detail, filter) == true
    }
}
