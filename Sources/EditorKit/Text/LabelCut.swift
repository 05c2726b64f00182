/// Where a label too wide for its cell loses text (issue 22.3).
///
/// Cells cut in the middle, keeping the beginning (what kind of name it is) and the end (where
/// names that share a beginning differ: a series, a broadcaster's prefix), about half each,
/// the tail getting the odd column. A path (a name with a `/`) keeps only its end:
/// `…hare/doc/alsa-utils` and `…e/doc/alsa-ucm-conf` in 20 columns, where an end cut made both
/// `/usr/share/doc/alsa…`; paths share their beginning and differ at the end (of the 4,196
/// paths of `find /usr/share/doc -maxdepth 2` on the build machine, 34-column labels left 3
/// pairs alike this way, 1,080 cut in the middle). The footer shows the focused cell's whole
/// name. Sentences (notices, hints) are cut at the end.
///
/// Names joined with " / " ("無綫新聞台 / TVB News Channel", a playlist's name in two scripts)
/// keep their beginning and lose their end (issue 40.6): the first name is the one its list
/// calls it by, and a path's rule had cut them to `… / TVB News Channel`, the Chinese half gone.
package enum LabelCut: Hashable, Sendable {
    /// `The Extremely Long …`: the beginning kept.
    case end
    /// `The Extre…Name Here`: the beginning and the end kept, about half each (a path: its end).
    case middle

    /// The columns the beginning of `name` keeps when `kept` columns of it stay: half, rounded
    /// down; all of them for names joined with " / "; none for a path.
    static func headWidth(of kept: Int, in name: String) -> Int {
        if isJoined(name) { return max(0, kept) }
        return name.utf8.contains(UInt8(ascii: "/")) ? 0 : max(0, kept) / 2
    }

    /// True for names joined with a blank slash blank ("鳳凰衛視 / Phoenix TV"), which no path has.
    static func isJoined(_ name: String) -> Bool {
        name.utf8.count >= 3 && name.containsBytes(of: " / ")
    }
}

extension LabelMaker {
    /// `pieces` (safe text and its width, wider than `maxWidth` in all) with their middle
    /// replaced by `…`. A mark the cut separated from its base is left out: after the ellipsis
    /// it would sit on it.
    func middleCut(_ pieces: [(String, Int)], of name: String, maxWidth: Int) -> CellLabel {
        let ellipsisWidth = max(1, ellipsisScalarWidth)
        let kept = max(0, maxWidth - ellipsisWidth)
        let headRoom = LabelCut.headWidth(of: kept, in: name)
        var head = ""
        var headWidth = 0
        var headEnd = 0
        for (piece, width) in pieces {
            if headWidth + width > headRoom { break }
            head += piece
            headWidth += width
            headEnd += 1
        }
        // The tail takes what the head left, a column the head could not use included.
        var tailStart = pieces.count
        var tailWidth = 0
        // A head that may take everything (names joined with " / ") is an end cut: no tail.
        while headRoom < kept, tailStart > headEnd, tailWidth + pieces[tailStart - 1].1 <= kept - headWidth {
            tailStart -= 1
            tailWidth += pieces[tailStart].1
        }
        while tailStart < pieces.count, pieces[tailStart].1 == 0 { tailStart += 1 }
        let tail = pieces[tailStart...].map(\.0).joined()
        return CellLabel(text: head + "\u{2026}" + tail, width: headWidth + ellipsisWidth + tailWidth)
    }
}
