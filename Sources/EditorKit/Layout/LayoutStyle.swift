/// How the cells are arranged (`--layout`, README "Layouts").
public enum LayoutChoice: String, CaseIterable, Hashable, Sendable {
    /// The list when most names would be cut in the grid (`LayoutChoice.style`), else the grid.
    case auto
    /// Cells side by side, wrapping: as many on a row as fit.
    case grid
    /// One cell a line, the name whole up to the screen's edge.
    case list
}

/// What a layout is: the grid or the list (an `auto` choice made for one screen width).
package enum LayoutStyle: Hashable, Sendable {
    case grid
    case list
}

extension LayoutChoice {
    /// The style on a screen `width` columns wide, for names whose median width is
    /// `medianNameWidth` (`NameWidths.median`): `auto` shows the list when the median name is
    /// wider than a grid cell's label may be there, so that more than half the names would be
    /// cut; a wider screen, with a wider cap, goes back to the grid.
    package func style(medianNameWidth: Int, width: Int, metrics: LayoutMetrics) -> LayoutStyle {
        switch self {
        case .grid: return .grid
        case .list: return .list
        case .auto: return medianNameWidth > metrics.gridLabelCap(width: width) ? .list : .grid
        }
    }
}
