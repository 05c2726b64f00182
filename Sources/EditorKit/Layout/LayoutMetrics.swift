/// The fixed geometry of the flow layout. One place for every spacing rule, so the layout,
/// hit testing and rendering can never disagree.
public struct LayoutMetrics: Hashable, Sendable {
    /// Blank columns at the left and right edges.
    var margin: Int
    /// Blank columns between two cells on a row.
    var spacing: Int
    /// Widest a label may be before it is cut with an ellipsis. The layout widens it on a wide
    /// screen (`fitted(width:style:)`, LayoutMetrics+Screen.swift); this is the least it is.
    public var maxLabelWidth: Int
    /// Columns a cell adds around its label: `[ ` before and ` ]` after.
    var chrome: Int
    /// Blank rows between the end of My Channels and the Add Channels header.
    var sectionGap: Int
    /// Set in the list layout: every cell is this wide, whatever its label (a line each).
    var lineCellWidth: Int?

    package init(margin: Int = 1, spacing: Int = 1, maxLabelWidth: Int = 20, chrome: Int = 4, sectionGap: Int = 1) {
        self.margin = margin
        self.spacing = spacing
        self.maxLabelWidth = maxLabelWidth
        self.chrome = chrome
        self.sectionGap = sectionGap
        lineCellWidth = nil
    }

    public static let standard = LayoutMetrics()

    /// The width of the cell around a label `labelWidth` columns wide (cut to `maxLabelWidth`);
    /// in the list layout, the line's.
    func cellWidth(labelWidth: Int) -> Int {
        lineCellWidth ?? min(max(0, labelWidth), maxLabelWidth) + chrome
    }

    /// Width of the edit button (`[Edit]`/`[Done]`, `[编辑]`/`[完成]`): the same in both modes
    /// and every language, so toggling never reflows and hit testing needs no text.
    package static let buttonWidth = 6
    /// The close control `[×]` right of the edit button: quits as `q` does.
    package static let closeButtonWidth = 3
}
