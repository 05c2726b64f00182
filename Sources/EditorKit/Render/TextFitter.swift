/// Makes any text safe to draw and cuts it to a width, with the rules channel names follow
/// (`LabelMaker`): control characters shown visibly, an ellipsis where it is cut.
package struct TextFitter {
    let widthOf: ScalarWidth

    package init(widthOf: @escaping ScalarWidth) {
        self.widthOf = widthOf
    }

    /// The text made safe, at its full width.
    func safe(_ text: String) -> CellLabel {
        LabelMaker(maxWidth: Int.max / 4, widthOf: widthOf).label(for: text)
    }

    /// The text made safe and cut to at most `width` columns (ending with `…` when cut).
    func fit(_ text: String, width: Int) -> CellLabel {
        guard width > 0 else { return CellLabel(text: "", width: 0) }
        let label = LabelMaker(maxWidth: width, widthOf: widthOf).label(for: text)
        if label.width <= width { return label }
        // Only one column and the text needs more (LabelMaker cuts to two at the least).
        return widthOf("\u{2026}") == 1 ? CellLabel(text: "\u{2026}", width: 1) : CellLabel(text: "", width: 0)
    }
}
