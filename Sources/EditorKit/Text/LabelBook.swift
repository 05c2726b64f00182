import ChannelCore

/// Every channel's label, made once: names never change while the editor runs, so nothing is
/// measured twice (this keeps each event cheap with 100,000 channels).
public struct LabelBook: Sendable {
    private var labels: [String: CellLabel]
    public let maker: LabelMaker

    public init(board: Board, maker: LabelMaker) {
        self.maker = maker
        var labels: [String: CellLabel] = [:]
        labels.reserveCapacity(board.mine.count + board.available.count)
        for channel in board.mine { labels[channel.id] = maker.label(for: channel.name) }
        for channel in board.available { labels[channel.id] = maker.label(for: channel.name) }
        self.labels = labels
    }

    /// The label of a channel (made on the spot for a channel the book has not seen).
    public func label(for channel: Channel) -> CellLabel {
        labels[channel.id] ?? maker.label(for: channel.name)
    }
}
