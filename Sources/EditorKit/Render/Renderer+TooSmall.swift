extension Renderer {
    /// Instead of the grid on a screen below `ScreenSize.minimum`: a centred notice, the
    /// longest wording that fits (word-wrapped), down to a cut "Too small" on a 1x1 screen.
    mutating func drawTooSmallNotice() {
        let minimum = ScreenSize.minimum
        let need = "\(minimum.columns)\(glyphs.times)\(minimum.rows)"
        let have = "\(frame.columns)\(glyphs.times)\(frame.rows)"
        let wordings: [[String]] = [
            ["Terminal", "too", "small \(glyphs.dash)", "need", "\(need),", "have", have],
            ["Too", "small:", "need", need],
            ["Too", "small"],
            [need],
        ]
        var lines = [fitter.fit("Too small", width: frame.columns)]
        for words in wordings {
            if let wrapped = fitter.wrap(words, width: frame.columns), wrapped.count <= frame.rows {
                lines = wrapped
                break
            }
        }
        let firstRow = (frame.rows - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            frame.put(line.text, column: (frame.columns - line.width) / 2, row: firstRow + offset,
                      style: Style(.notice), widthOf: widthOf)
        }
    }
}
