extension Renderer {
    /// The last row: the pieces `ScreenChrome` placed (a notice or a cut name, key hints), and
    /// at the right `↑`/`↓` when content lies above/below the viewport.
    mutating func drawFooter(_ chrome: ScreenChrome) {
        let row = chrome.footerRow
        let footer = Style(.footer)
        frame.fill(column: 0, row: row, count: frame.columns, style: footer)
        if !chrome.indicator.isEmpty {
            put([Run(chrome.indicator, footer)], column: chrome.indicatorColumn, limit: frame.columns, row: row)
        }
        for piece in chrome.footer {
            let limit = piece.column + piece.width
            switch piece.kind {
            case .notice(let text):
                put([Run(text, Style(.notice))], column: piece.column, limit: limit, row: row)
            case .name(let text):
                put([Run(text, Style(.title))], column: piece.column, limit: limit, row: row)
            case .hint(let hint):
                put([Run(hint.keys, Style(.key)), Run(" ", footer), Run(hint.label, footer)],
                    column: piece.column, limit: limit, row: row)
            }
        }
    }
}
