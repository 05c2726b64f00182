extension Renderer {
    /// A box centred over the content rows listing every key:
    ///
    ///     ┌─ Keys ───────────────────┐
    ///     │ e      edit              │
    ///     │ ↑↓←→   move              │
    ///     └─────── any key closes ───┘
    ///
    /// Too narrow: labels are cut first, then keys. Too low: the last line says how many more.
    mutating func drawHelp(_ entries: [KeyHint]) {
        let keys = entries.map { fitter.safe($0.keys) }
        let texts = entries.map { fitter.safe($0.label) }
        let keysWidth = keys.map(\.width).max() ?? 0
        let textsWidth = texts.map(\.width).max() ?? 0
        let titleWidth = fitter.safe(text.helpTitle).width
        let closesWidth = fitter.safe(text.helpCloses).width
        // │ keys  label │ and ┌─ Keys ─┐ and └─ any key closes ─┘
        let wanted = max(keysWidth + textsWidth + 6, titleWidth + 6, closesWidth + 6)
        let boxWidth = min(wanted, frame.columns - 2)
        let boxHeight = min(max(entries.count, 1) + 2, contentRows)
        guard boxWidth >= 4, boxHeight >= 3 else { return }
        let left = (frame.columns - boxWidth) / 2
        let topRow = (contentRows - boxHeight) / 2
        let right = left + boxWidth - 1
        let border = Style(.help)

        // A blank column/row around the box (where the screen has room) sets it off the grid.
        let clearFrom = max(0, topRow - 1)
        let clearTo = min(contentRows, topRow + boxHeight + 1)
        for row in clearFrom..<max(clearFrom, clearTo) {
            frame.fill(column: left - 1, row: row, count: boxWidth + 2, style: .plain)
        }
        for row in topRow..<(topRow + boxHeight) { frame.fill(column: left, row: row, count: boxWidth, style: border) }
        let line = String(repeating: glyphs.horizontal, count: boxWidth - 2)
        frame.put(glyphs.topLeft + line + glyphs.topRight, column: left, row: topRow, style: border, widthOf: widthOf)
        let bottomRow = topRow + boxHeight - 1
        frame.put(glyphs.bottomLeft + line + glyphs.bottomRight, column: left, row: bottomRow, style: border, widthOf: widthOf)
        if titleWidth + 6 <= boxWidth {
            put([Run(" ", border), Run(text.helpTitle, Style(.title)), Run(" ", border)],
                column: left + 2, limit: right - 1, row: topRow)
        }
        if closesWidth + 6 <= boxWidth {
            put([Run(" \(text.helpCloses) ", Style(.hint))],
                column: right - 2 - closesWidth - 1, limit: right - 1, row: bottomRow)
        }

        // Columns inside: │ keys␣␣label │
        let inner = boxWidth - 6
        var keysColumn = keysWidth
        if keysWidth + textsWidth > inner { keysColumn = max(0, min(keysWidth, max(inner - textsWidth, inner / 2))) }
        let textsColumn = max(0, inner - keysColumn)
        let listRows = boxHeight - 2
        let shown = entries.count <= listRows ? entries.count : max(0, listRows - 1)
        for position in 0..<listRows {
            let row = topRow + 1 + position
            frame.put(glyphs.vertical, column: left, row: row, style: border, widthOf: widthOf)
            frame.put(glyphs.vertical, column: right, row: row, style: border, widthOf: widthOf)
            if position < shown {
                put([Run(entries[position].keys, Style(.key))], column: left + 2, limit: left + 2 + keysColumn, row: row)
                let textColumn = left + 2 + keysColumn + 2
                put([Run(entries[position].label, border)], column: textColumn, limit: textColumn + textsColumn, row: row)
            } else if position == shown, shown < entries.count {
                put([Run(text.moreKeys(entries.count - shown), Style(.hint))],
                    column: left + 2, limit: right - 1, row: row)
            }
        }
    }
}
