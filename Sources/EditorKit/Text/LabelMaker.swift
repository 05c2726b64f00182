/// Turns arbitrary channel names into `CellLabel`s: names are data, never terminal commands.
///
/// - C0 controls and DEL become caret notation (`ESC` shows as `^[`), C1 controls and
///   bidirectional overrides/isolates become `?`, anything the width table calls non-printable
///   becomes `?`; so no byte of a name can start an escape sequence or reorder the line.
/// - A combining mark with nothing to combine with gets a space to sit on, so it can never
///   merge into the cell's bracket.
/// - Labels wider than `maxWidth` are cut on a scalar boundary and end with `…`.
public struct LabelMaker: Sendable {
    public let widthOf: ScalarWidth
    public let maxWidth: Int

    public init(maxWidth: Int = LayoutMetrics.standard.maxLabelWidth, widthOf: @escaping ScalarWidth) {
        self.maxWidth = max(2, maxWidth)
        self.widthOf = widthOf
    }

    /// The label for a name.
    public func label(for name: String) -> CellLabel {
        if let plain = plainLabel(for: name) { return plain }
        var pieces: [(String, Int)] = []
        var total = 0
        for scalar in name.unicodeScalars {
            let piece = safePiece(scalar, atStart: pieces.isEmpty)
            pieces.append(piece)
            total += piece.1
        }
        if total <= maxWidth { return CellLabel(text: pieces.map(\.0).joined(), width: total) }
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

    /// The label when the name needs no change (every scalar drawn as itself) and fits:
    /// exactly what the general path would build, without building it. Nil otherwise.
    private func plainLabel(for name: String) -> CellLabel? {
        var total = 0
        var atStart = true
        for scalar in name.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || LabelMaker.isBidiControl(value) { return nil }
            let width = widthOf(scalar)
            if width < 0 || (width == 0 && atStart) { return nil }
            total += width
            atStart = false
        }
        return total <= maxWidth ? CellLabel(text: name, width: total) : nil
    }

    private var ellipsisScalarWidth: Int { widthOf("\u{2026}") }

    /// One scalar as something safe to draw, with its width.
    private func safePiece(_ scalar: Unicode.Scalar, atStart: Bool) -> (String, Int) {
        let value = scalar.value
        if value < 0x20 { return ("^" + String(Unicode.Scalar(UInt8(value + 0x40))), 2) }
        if value == 0x7F { return ("^?", 2) }
        if (0x80...0x9F).contains(value) || LabelMaker.isBidiControl(value) { return ("?", 1) }
        let width = widthOf(scalar)
        if width < 0 { return ("?", 1) }
        if width == 0, atStart { return (" " + String(scalar), 1) }
        return (String(scalar), width)
    }

    /// Marks that reorder text (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM).
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
