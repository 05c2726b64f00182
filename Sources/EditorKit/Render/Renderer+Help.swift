extension Renderer {
    /// The help box `ScreenChrome` placed, over the content rows:
    ///
    ///     ┌─ Help ──────────────────[×]┐
    ///     │ Editing /home/me/channels… │
    ///     │                            │
    ///     │ Keys                       │
    ///     │ e      Edit My Channels:   │
    ///     │        reorder and remove  │
    ///     └──── ↑↓ scroll · Esc closes ┘
    ///
    /// Long lines are wrapped (never cut); when the lines do not fit, the list scrolls and the
    /// bottom border says so.
    mutating func drawHelp(_ box: HelpBox) {
        guard box.isDrawable else { return }
        let border = Style(.help)
        // A blank column/row around the box (where the screen has room) sets it off the grid.
        let clearFrom = max(0, box.top - 1)
        let clearTo = min(contentRows, box.bottom + 2)
        for row in clearFrom..<max(clearFrom, clearTo) {
            frame.fill(column: box.left - 1, row: row, count: box.width + 2, style: .plain)
        }
        for row in box.top...box.bottom { frame.fill(column: box.left, row: row, count: box.width, style: border) }
        let line = String(repeating: glyphs.horizontal, count: box.width - 2)
        frame.put(glyphs.topLeft + line + glyphs.topRight, column: box.left, row: box.top, style: border, widthOf: widthOf)
        frame.put(glyphs.bottomLeft + line + glyphs.bottomRight, column: box.left, row: box.bottom, style: border,
                  widthOf: widthOf)
        put([Run(" ", border), Run(text.helpTitle, Style(.title)), Run(" ", border)],
            column: box.left + 2, limit: box.closeColumn - 1, row: box.top)
        put([Run("[" + glyphs.badge + "]", Style(.button))], column: box.closeColumn,
            limit: box.closeColumn + HelpBox.closeWidth, row: box.top)
        let closing = box.maxScroll > 0
            ? " \(text.helpScrolls) \(glyphs.hintSeparator) \(text.helpCloses) "
            : " \(text.helpCloses) "
        let closingWidth = fitter.safe(closing).width
        if closingWidth + 4 <= box.width {
            put([Run(closing, Style(.hint))], column: box.right - 1 - closingWidth, limit: box.right, row: box.bottom)
        }
        if box.scroll > 0 { frame.put(glyphs.up, column: box.left + 1, row: box.top, style: border, widthOf: widthOf) }
        if box.scroll < box.maxScroll {
            frame.put(glyphs.down, column: box.left + 1, row: box.bottom, style: border, widthOf: widthOf)
        }

        let textColumn = box.left + 2 + box.keysWidth + 2
        for position in 0..<box.listRows {
            let row = box.top + 1 + position
            frame.put(glyphs.vertical, column: box.left, row: row, style: border, widthOf: widthOf)
            frame.put(glyphs.vertical, column: box.right, row: row, style: border, widthOf: widthOf)
            let index = box.scroll + position
            guard index < box.lines.count else { continue }
            switch box.lines[index] {
            case .heading(let text):
                put([Run(text, Style(.title))], column: box.left + 2, limit: box.right - 1, row: row)
            case .text(let text):
                put([Run(text, border)], column: box.left + 2, limit: box.right - 1, row: row)
            case .entry(let keys, let text):
                put([Run(keys, Style(.key))], column: box.left + 2, limit: box.left + 2 + box.keysWidth, row: row)
                put([Run(text, border)], column: textColumn, limit: box.right - 1, row: row)
            case .blank:
                break
            }
        }
    }
}
