/// Where a label too wide for its cell loses text (issue 22.3).
///
/// Cells cut in the middle: names that share a beginning (the folder of a path, a series, a
/// broadcaster's prefix) differ at their ends, so `/usr/share/doc/alsa-utils` and
/// `/usr/share/doc/alsa-ucm-conf` stay two different 20-column labels (`/usr/shar…alsa-utils`,
/// `/usr/shar…a-ucm-conf`) where an end cut made both `/usr/share/doc/alsa…`; the beginning still
/// says what kind of name it is. The tail gets the odd column. The footer shows the whole name
/// of the focused cell. Sentences (notices, hints) are cut at the end.
package enum LabelCut: Hashable, Sendable {
    /// `The Extremely Long …`: the beginning kept.
    case end
    /// `The Extre…Name Here`: the beginning and the end kept, about half each.
    case middle

    /// The columns the beginning keeps when `kept` columns of a name stay: half, rounded down.
    static func headWidth(of kept: Int) -> Int { max(0, kept) / 2 }
}

extension LabelMaker {
    /// `pieces` (safe text and its width, wider than `maxWidth` in all) with their middle
    /// replaced by `…`. A mark the cut separated from its base is left out: after the ellipsis
    /// it would sit on it.
    func middleCut(_ pieces: [(String, Int)], maxWidth: Int) -> CellLabel {
        let ellipsisWidth = max(1, ellipsisScalarWidth)
        let kept = max(0, maxWidth - ellipsisWidth)
        var head = ""
        var headWidth = 0
        var headEnd = 0
        for (piece, width) in pieces {
            if headWidth + width > LabelCut.headWidth(of: kept) { break }
            head += piece
            headWidth += width
            headEnd += 1
        }
        // The tail takes what the head left, a column the head could not use included.
        var tailStart = pieces.count
        var tailWidth = 0
        while tailStart > headEnd, tailWidth + pieces[tailStart - 1].1 <= kept - headWidth {
            tailStart -= 1
            tailWidth += pieces[tailStart].1
        }
        while tailStart < pieces.count, pieces[tailStart].1 == 0 { tailStart += 1 }
        let tail = pieces[tailStart...].map(\.0).joined()
        return CellLabel(text: head + "\u{2026}" + tail, width: headWidth + ellipsisWidth + tailWidth)
    }
}
