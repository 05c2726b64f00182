extension Renderer {
    /// The status row: what `ScreenChrome` says there (a notice, or the focused channel's whole
    /// name), cut with `…` when it is wider than its room; a change is drawn as a title, a
    /// warning to stand out. At the right, `↑`/`↓` when content lies above/below the viewport.
    mutating func drawStatus(_ chrome: ScreenChrome) {
        let row = chrome.statusRow
        guard row >= 0 else { return }
        frame.fill(column: 0, row: row, count: frame.columns, style: .plain)
        if chrome.rowAboveIsFree { frame.fill(column: 0, row: row - 1, count: frame.columns, style: .plain) }
        if !chrome.indicator.isEmpty {
            put([Run(chrome.indicator, .plain)], column: chrome.indicatorColumn, limit: frame.columns, row: row)
        }
        let limit = chrome.statusColumn + chrome.statusWidth
        let style: Style
        let text: String
        switch chrome.status {
        case .notice(.change(let said))?, .name(let said)?: (style, text) = (Style(.title), said)
        case .notice(.warning(let said))?, .notice(.tooSmall(let said))?: (style, text) = (Style(.notice), said)
        case .prompt(let said)?:
            drawPrompt(said, column: chrome.statusColumn, width: chrome.statusWidth, row: row)
            return
        case nil: return
        }
        // Too long for one row, with the row above free: its start there, the rest here.
        if let lines = chrome.statusLines, row >= 1 {
            put([Run(lines[0], style)], column: chrome.statusColumn, limit: limit, row: row - 1)
            put([Run(lines[1], style)], column: chrome.statusColumn, limit: limit, row: row)
            return
        }
        put([Run(text, style)], column: chrome.statusColumn, limit: limit, row: row)
    }

    /// A field's prompt and what is typed, with the cursor after it (where a screen reader
    /// reads and where the next character goes); its start cut with `…` when it is too wide.
    private mutating func drawPrompt(_ said: String, column: Int, width: Int, row: Int) {
        guard width >= 2 else { return }
        var shown = fitter.safe(said)
        var cut = Substring(said)
        while shown.width > width - 1, !cut.isEmpty {
            cut = cut.dropFirst()
            shown = fitter.safe("\u{2026}" + cut)
        }
        let end = put([Run(shown.text, Style(.key))], column: column, limit: column + width, row: row)
        frame.cursor = Frame.Cursor(column: min(end, column + width - 1), row: row)
    }

    /// The last row: the key hints `ScreenChrome` placed.
    mutating func drawFooter(_ chrome: ScreenChrome) {
        let row = chrome.footerRow
        let footer = Style(.footer)
        frame.fill(column: 0, row: row, count: frame.columns, style: footer)
        for piece in chrome.footer where !piece.hint.isHidden {
            let label = Style(.footer, focused: piece.hint.isFocused)
            // A phrase (no key, `KeyBinding.FooterForm.phrase`) is its label alone.
            let key = piece.hint.keys.isEmpty
                ? [] : [Run(piece.hint.keys, Style(.key, focused: piece.hint.isFocused)), Run(" ", label)]
            put(key + [Run(piece.hint.label, label)], column: piece.column, limit: piece.column + piece.width, row: row)
        }
    }
}
