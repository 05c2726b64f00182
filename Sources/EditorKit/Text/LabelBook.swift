import ChannelCore

/// Where labels come from: each is made from the channel's name when it is asked for, and not
/// kept. The layout keeps every cell's width (`CellBox.width`), so after a board change only
/// the moving channel is measured, and a frame measures only the cells on screen; a full
/// layout (a resize, a filter) measures every name again, which for plain ASCII names is a
/// byte scan. Keeping no table keeps 100,000 channels' start-up fast and small.
public struct LabelBook: Sendable {
    let maker: LabelMaker

    public init(maker: LabelMaker) {
        self.maker = maker
    }

    /// The label of a channel in a sentence (a notice): cut at the end to the maker's width.
    package func label(for channel: Channel) -> CellLabel {
        maker.label(for: channel.name)
    }

    /// The label of a channel in a cell whose label is at most `maxWidth` columns (the layout's
    /// `labelCap`): cut in the middle (`LabelCut`).
    package func cellLabel(for channel: Channel, maxWidth: Int) -> CellLabel {
        maker.label(for: channel.name, maxWidth: maxWidth, cut: .middle)
    }

    /// The width of a channel's whole name as a label draws it (no cut).
    package func wholeWidth(of channel: Channel) -> Int {
        maker.width(for: channel.name, maxWidth: LabelBook.uncut, cut: .end)
    }

    /// The width of `cellLabel(for:maxWidth:)`, measured without building its text.
    package func cellWidth(for channel: Channel, maxWidth: Int) -> Int {
        maker.width(for: channel.name, maxWidth: maxWidth, cut: .middle)
    }

    /// A width no name reaches: nothing is cut.
    static let uncut = Int.max / 4
}
