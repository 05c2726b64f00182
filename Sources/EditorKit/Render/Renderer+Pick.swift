/// The words of the screen a pick session (`EditorState.pick`) changes, in the state's language:
/// a title or label the script gave is shown as given, the defaults are translated.
extension Renderer {
    var mineTitle: String { text.mineSectionTitle }

    var availableTitle: String { text.availableSectionTitle }

    /// The hints after the My Channels title; in a pick session a tap removes in both modes,
    /// and the prompt (`--title`, dialog's TEXT) comes first.
    var mineHeaderUnits: [[Run]] {
        // Without a mouse the hints name keys (issue 10.8).
        let editing = state.mode == .edit || state.pick != nil
        // A chosen list kept in input order offers no reordering (Editor.fixedOrderRefusal).
        let reorders = state.pick?.addsInInputOrder != true
        let hints: [String]
        switch (editing, state.hasMouse) {
        case (true, true): hints = (reorders ? [text.reorderHint] : []) + [text.removeHint]
        case (true, false): hints = (reorders ? [text.reorderHintKeys] : []) + [text.removeHintKeys]
        case (false, true): hints = [text.openHint]
        case (false, false): hints = [text.openHintKeys]
        }
        var units = hints.map { [Run($0, Style(.hint))] }
        if let prompt = state.pick?.prompt, !prompt.isEmpty { units.insert([Run(prompt, Style(.title))], at: 0) }
        // --min/--max: how many more are needed or allowed, first (kept longest).
        if let count = text.limitCount(chosen: state.board.mine.count) {
            let outside = state.pick?.allows(state.board.mine.count) == false
            units.insert([Run(count, Style(outside ? .notice : .key))], at: 0)
        }
        return units
    }

    /// `[Edit]`/`[Done]`; in a pick session the OK button, its label fitted (in columns) to
    /// the same width, so hit testing, which knows only the width, stays right.
    var headerButtonText: String {
        guard let pick = state.pick else { return state.mode == .edit ? text.doneButton : text.editButton }
        let inner = LayoutMetrics.buttonWidth - 2
        let fitted = fitter.fit(pick.okLabel ?? text.tr("OK"), width: inner)
        let padding = max(0, inner - fitted.width)
        return "[" + String(repeating: " ", count: padding / 2) + fitted.text
            + String(repeating: " ", count: padding - padding / 2) + "]"
    }

    /// dialog's TEXT above the lists (EditorState+BoxText.swift); a cut one ends with where
    /// to read the rest.
    mutating func drawBoxText() {
        let (lines, cut) = state.boxTextLines(fitter: fitter)
        let margin = layout.metrics.margin
        let limit = frame.columns - margin
        for (number, line) in lines.enumerated() {
            guard let row = screenRow(ofContentRow: number) else { continue }
            guard cut, number == lines.count - 1 else {
                put([Run(line, .plain)], column: margin, limit: limit, row: row)
                continue
            }
            let more = fitter.fit(text.tr("… (F1 shows all)"), width: max(0, limit - margin))
            let room = max(0, limit - margin - more.width - 1)
            let end = put([Run(fitter.fit(line, width: room).text, .plain)], column: margin, limit: margin + room, row: row)
            put([Run(more.text, Style(.hint))], column: end + 1, limit: limit, row: row)
        }
    }

    var emptyMineLine: String {
        state.pick == nil ? text.noChannels(dash: glyphs.dash) : text.tr("Nothing chosen")
    }

    var allAddedLine: String { state.pick == nil ? text.allAdded : text.tr("All chosen") }
}
