/// dialog's and whiptail's TEXT (`PickSession.boxText`) above the lists, wrapped to the screen
/// as those programs wrap it. A long text takes at most a quarter of the rows; its last line
/// then says that `?` shows the rest (the help overlay starts with the whole text).
extension EditorState {
    /// The lines shown above the lists, and whether the text goes on past them.
    package func boxTextLines(fitter: TextFitter) -> (lines: [String], cut: Bool) {
        guard let text = pick?.boxText, !text.isEmpty else { return ([], false) }
        let width = max(1, size.columns - 2 * LayoutMetrics.standard.margin)
        let breaker = LineBreaker(fitter: fitter)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = breaker.wrapAlways(String(paragraph), width: width).map(\.text)
            lines += wrapped.isEmpty ? [""] : wrapped
        }
        let cap = max(1, size.rows / 4)
        return lines.count > cap ? (Array(lines.prefix(cap)), true) : (lines, false)
    }

    /// Content rows above the My Channels header: the text, and a blank row when there is room.
    func boxTextRows(fitter: TextFitter) -> Int {
        let count = boxTextLines(fitter: fitter).lines.count
        guard count > 0 else { return 0 }
        return count + (size.rows >= 16 ? 1 : 0)
    }
}
