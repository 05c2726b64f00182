extension Renderer {
    /// Instead of the grid on a screen below `ScreenSize.minimum`: a centred notice, the
    /// longest wording that fits (wrapped at spaces, or between Chinese characters), down to a
    /// cut "Too small" on a 1x1 screen.
    mutating func drawTooSmallNotice() {
        let minimum = ScreenSize.minimum
        let need = "\(minimum.columns)\(glyphs.times)\(minimum.rows)"
        let have = "\(frame.columns)\(glyphs.times)\(frame.rows)"
        let wordings = [
            // Translators: the sizes are columns×rows (24×8); the line wraps on a small screen.
            text.tr("Terminal too small — need %s, have %s", need, have)
                .split(separator: "—", omittingEmptySubsequences: false).joined(separator: glyphs.dash),
            text.tr("Too small: need %s", need),
            text.tr("Too small"),
            need,
        ]
        let breaker = LineBreaker(fitter: fitter)
        var lines = [fitter.fit(text.tr("Too small"), width: frame.columns)]
        for wording in wordings {
            if let wrapped = breaker.wrap(wording, width: frame.columns), wrapped.count <= frame.rows {
                lines = wrapped
                break
            }
        }
        let firstRow = (frame.rows - lines.count) / 2
        // The cursor on the notice's first character: what a screen reader reads at the cursor.
        frame.cursor = Frame.Cursor(column: (frame.columns - lines[0].width) / 2, row: firstRow)
        for (offset, line) in lines.enumerated() {
            frame.put(line.text, column: (frame.columns - line.width) / 2, row: firstRow + offset,
                      style: Style(.notice), widthOf: widthOf)
        }
    }
}
