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
        let shown = fitting(hints, width: limit - margin)
        let units = shown.map { [Run($0.keys, Style(.key)), Run(" ", footer), Run($0.label, footer)] }
        put(units: units, separator: Run("  ", footer), column: margin, limit: limit, row: row)
    }

    /// The hints that fit in `width` columns. The list ends with the ways out (help, quit), so
    /// on a narrow screen hints go from just before those two, not from the end.
    func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        var shown = hints
        func total(_ list: [KeyHint]) -> Int {
            list.reduce(0) { $0 + fitter.safe($1.keys).width + 1 + fitter.safe($1.label).width } + 2 * max(0, list.count - 1)
        }
        while shown.count > 1, total(shown) > width {
            shown.remove(at: shown.count >= 3 ? shown.count - 3 : shown.count - 1)
        }
        return shown
    }
}
