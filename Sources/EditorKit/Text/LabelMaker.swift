/// Turns arbitrary channel names into `CellLabel`s: names are data, never terminal commands,
/// and a label takes the same columns in every common terminal (`LabelScalar`).
///
/// - C0 controls and DEL become caret notation (`ESC` shows as `^[`), C1 controls and
///   bidirectional overrides/isolates become `?`, anything the width table calls non-printable
///   becomes `?`; so no byte of a name can start an escape sequence or reorder the line.
/// - Scalars whose width terminals disagree on are left out (joiners, variation selectors,
///   skin tones: an emoji sequence becomes its emoji side by side), spelled (a regional
///   indicator as its letter) or shown as `?` (unassigned or too new, spacing marks, and any
///   scalar the terminal's table `widthOf` and `UnicodeWidth` measure differently).
/// - A combining mark with nothing to combine with gets a space to sit on, so it can never
///   merge into the cell's bracket.
/// - Labels wider than `maxWidth` are cut on a scalar boundary: at the end (`…` last), or, for
///   the cells, in the middle (`LabelCut`).
public struct LabelMaker: Sendable {
    let widthOf: ScalarWidth
    package let maxWidth: Int

    public init(maxWidth: Int = LayoutMetrics.standard.maxLabelWidth, widthOf: @escaping ScalarWidth) {
        self.maxWidth = max(2, maxWidth)
        self.widthOf = widthOf
    }

    /// The label for a name, cut at the end to `maxWidth`.
    package func label(for name: String) -> CellLabel {
        label(for: name, maxWidth: maxWidth, cut: .end)
    }

    /// The label for a name, cut where `cut` says to `maxWidth` columns (2 at the least).
    package func label(for name: String, maxWidth requested: Int, cut: LabelCut) -> CellLabel {
        let maxWidth = max(2, requested)
        if let plain = plainLabel(for: name, maxWidth: maxWidth, cut: cut) { return plain }
        var pieces: [(String, Int)] = []
        var total = 0
        for scalar in name.unicodeScalars {
            guard let piece = safePiece(scalar, atStart: pieces.isEmpty) else { continue }
            pieces.append(piece)
            total += piece.1
        }
        if total <= maxWidth { return CellLabel(text: pieces.map(\.0).joined(), width: total) }
        if cut == .middle { return middleCut(pieces, of: name, maxWidth: maxWidth) }
        let ellipsis = "…"
        let ellipsisWidth = max(1, ellipsisScalarWidth)
        var text = ""
        var width = 0
        for (piece, pieceWidth) in pieces {
            if width + pieceWidth + ellipsisWidth > maxWidth { break }
            text += piece
            width += pieceWidth
        }
        return CellLabel(text: text + ellipsis, width: width + ellipsisWidth)
    }

    /// The width `label(for:maxWidth:cut:)` gives the name, without building a cut label's
    /// text for a name of printable ASCII (a layout of 100,000 names measures each of them).
    package func width(for name: String, maxWidth requested: Int, cut: LabelCut) -> Int {
        let maxWidth = max(2, requested)
        guard PrintableASCII.all(name) else { return label(for: name, maxWidth: maxWidth, cut: cut).width }
        let count = name.utf8.count
        if count <= maxWidth { return count }
        let ellipsisWidth = max(1, ellipsisScalarWidth)
        return max(0, maxWidth - ellipsisWidth) + ellipsisWidth
    }

    /// The label when the name needs no change (every scalar drawn as itself) and fits:
    /// exactly what the general path would build, without building it. Nil otherwise.
    /// Printable ASCII (space to `~`) is one column wide on every terminal, so a name made
    /// only of it is measured by its length, without asking the width table (and cut as the
    /// general path would: as many characters as fit before the ellipsis).
    private func plainLabel(for name: String, maxWidth: Int, cut: LabelCut) -> CellLabel? {
        let bytes = name.utf8
        if PrintableASCII.all(name) {
            if bytes.count <= maxWidth { return CellLabel(text: name, width: bytes.count) }
            let ellipsisWidth = max(1, ellipsisScalarWidth)
            let kept = max(0, maxWidth - ellipsisWidth)
            let head = cut == .middle ? LabelCut.headWidth(of: kept, in: name) : kept
            let text = String(decoding: bytes.prefix(head), as: UTF8.self) + "…"
                + String(decoding: bytes.suffix(kept - head), as: UTF8.self)
            return CellLabel(text: text, width: kept + ellipsisWidth)
        }
        var total = 0
        var atStart = true
        for scalar in name.unicodeScalars {
            guard case .draw(let width) = LabelScalar.of(scalar, systemWidth: widthOf(scalar)),
                  width > 0 || !atStart
            else { return nil }
            total += width
            atStart = false
        }
        return total <= maxWidth ? CellLabel(text: name, width: total) : nil
    }

    var ellipsisScalarWidth: Int { widthOf("\u{2026}") }

    /// One scalar as something safe to draw, with its width; nil when it is left out.
    private func safePiece(_ scalar: Unicode.Scalar, atStart: Bool) -> (String, Int)? {
        switch LabelScalar.of(scalar, systemWidth: widthOf(scalar)) {
        case .drop:
            return nil
        case .replace(let text, let width):
            return (text, width)
        case .draw(let width):
            if width == 0, atStart { return (" " + String(scalar), 1) }
            return (String(scalar), width)
        }
    }
}
