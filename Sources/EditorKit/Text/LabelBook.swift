import ChannelCore

/// Where labels come from: each is made from the channel's name when it is asked for, and not
/// kept. The layout keeps every cell's width (`CellBox.width`), so after a board change only
/// the moving channel is measured, and a frame measures only the cells on screen; a full
/// layout (a resize, a filter) measures every name again, which for plain ASCII names is a
/// byte scan. Keeping no table keeps 100,000 channels' start-up fast and small.
public struct LabelBook: Sendable {
    let maker: LabelMaker
    /// What tells a twin's cell from the others of its name (issue 36 item 4), by id: its group,
    /// host or URL ending (`TwinNames.cellMarks`), drawn after the name (`Star Movies · 5.ts`).
    /// Empty when no two entries share a name. Moves leave it as it is (what differs among
    /// twins does not depend on their order), so a moved cell keeps its width; the editor makes
    /// it again with each full layout after the names or details change.
    package var twinMarks: [String: String] = [:]

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
        maker.label(for: cellText(of: channel, maxWidth: maxWidth), maxWidth: maxWidth, cut: .middle)
    }

    /// A cell's text: the name; a twin's with its mark after it, the name cut first so that
    /// the mark, what tells it apart, stays whole where it can.
    private func cellText(of channel: Channel, maxWidth: Int) -> String {
        guard !twinMarks.isEmpty, let mark = twinMarks[channel.id] else { return channel.name }
        let tail = " · " + mark
        let room = maxWidth - maker.width(for: tail, maxWidth: LabelBook.uncut, cut: .end)
        guard room >= LabelBook.shortestName, maker.width(for: channel.name, maxWidth: LabelBook.uncut, cut: .end) > room else {
            return channel.name + tail
        }
        return maker.label(for: channel.name, maxWidth: room, cut: .end).text + tail
    }

    /// The fewest columns a twin's name keeps before its mark is cut too.
    static let shortestName = 6

    /// The width of a channel's whole name as a label draws it (no cut).
    package func wholeWidth(of channel: Channel) -> Int {
        maker.width(for: channel.name, maxWidth: LabelBook.uncut, cut: .end)
    }

    /// The width of `cellLabel(for:maxWidth:)`, measured without building its text.
    package func cellWidth(for channel: Channel, maxWidth: Int) -> Int {
        guard !twinMarks.isEmpty, twinMarks[channel.id] != nil else { return maker.width(for: channel.name, maxWidth: maxWidth, cut: .middle) }
        return maker.width(for: cellText(of: channel, maxWidth: maxWidth), maxWidth: maxWidth, cut: .middle)
    }

    /// A width no name reaches: nothing is cut.
    static let uncut = Int.max / 4
}
