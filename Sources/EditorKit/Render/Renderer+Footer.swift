extension Renderer {
    /// The last row: `key label` pairs (or the notice), and at the right `↑`/`↓` when content
    /// lies above/below the viewport.
    mutating func drawFooter(hints: [KeyHint]) {
        let row = frame.rows - 1
        let footer = Style(.footer)
        frame.fill(column: 0, row: row, count: frame.columns, style: footer)
        let margin = layout.metrics.margin
        var limit = frame.columns - margin
        let indicator = (top > 0 ? glyphs.up : "") + (bottom < layout.height ? glyphs.down : "")
        if !indicator.isEmpty {
            let column = frame.columns - margin - fitter.safe(indicator).width
            put([Run(indicator, footer)], column: column, limit: frame.columns, row: row)
            limit = column - 1
        }
        if let notice = state.notice, !notice.isEmpty {
            put([Run(notice, Style(.notice))], column: margin, limit: limit, row: row)
            return
        }
        let units = hints.map { [Run($0.keys, Style(.key)), Run(" ", footer), Run($0.label, footer)] }
        put(units: units, separator: Run("  ", footer), column: margin, limit: limit, row: row)
    }
}
