import ChannelCore

/// The two sections laid out as wrapping rows of cells, in content coordinates: a grid, or a
/// list when every cell takes its line (`LayoutStyle`; the one wrapping rule places both).
///
/// Rows before `mineHeaderRow` (`topRows`, usually none) hold dialog's box text
/// (EditorState+BoxText.swift). Then the My Channels header, its cells follow, then `sectionGap` blank rows, the Add
/// Channels header and its cells. A section always owns at least one cell row, so an empty
/// section is still a place to drop on. Pure: built from label widths alone, and kept current
/// after a board change by `apply(_:labelWidth:shown:)` (FlowLayout+Relocation.swift).
package struct FlowLayout: Hashable, Sendable {
    package let width: Int
    /// The metrics fitted to `width` and `style` (`LayoutMetrics.fitted`).
    let metrics: LayoutMetrics
    package let style: LayoutStyle
    /// Cells of My Channels, in board order.
    package internal(set) var mine: [CellBox]
    /// Cells of Add Channels shown (all, or the filter's matches), in board order.
    package internal(set) var available: [CellBox]
    package let mineHeaderRow: Int
    package internal(set) var availableHeaderRow: Int
    /// Total rows of content.
    package internal(set) var height: Int

    /// Lays out cells whose labels are `mineLabelWidths` / `availableLabelWidths` columns wide
    /// (already cut to `labelCap`) on a screen `width` columns wide.
    package init(
        mineLabelWidths: [Int], availableLabelWidths: [Int], width: Int, metrics: LayoutMetrics = .standard,
        style: LayoutStyle = .grid, topRows: Int = 0
    ) {
        self.init(
            mine: mineLabelWidths.enumerated().map { LaidItem(index: $0.offset, labelWidth: $0.element) },
            available: availableLabelWidths.enumerated().map { LaidItem(index: $0.offset, labelWidth: $0.element) },
            width: width, metrics: metrics, style: style, topRows: topRows)
    }

    /// Lays out the given items (board index and label width, in ascending index order); used
    /// when a filter shows only some of Add Channels.
    package init(
        mine mineItems: [LaidItem], available availableItems: [LaidItem], width: Int, metrics: LayoutMetrics = .standard,
        style: LayoutStyle = .grid, topRows: Int = 0
    ) {
        self.width = width
        self.style = style
        let metrics = metrics.fitted(width: width, style: style)
        self.metrics = metrics
        mineHeaderRow = max(0, topRows)
        let mineCells = FlowLayout.flow(mineItems, section: .mine, firstRow: mineHeaderRow + 1, width: width, metrics: metrics)
        mine = mineCells.boxes
        availableHeaderRow = mineCells.endRow + metrics.sectionGap
        let availableCells = FlowLayout.flow(
            availableItems, section: .available, firstRow: availableHeaderRow + 1, width: width, metrics: metrics)
        available = availableCells.boxes
        height = availableCells.endRow
    }

    /// The widest a cell's label is on this screen: labels are made to it
    /// (`LabelBook.cellLabel`) and the cells sized for it.
    package var labelCap: Int { metrics.maxLabelWidth }

    /// The cells of one section.
    func boxes(in section: Section) -> [CellBox] {
        section.choose(mine: mine, available: available)
    }

    /// The cell at a place, or nil when that channel is not laid out.
    package func box(at place: Place) -> CellBox? {
        guard let position = position(of: place) else { return nil }
        return boxes(in: place.section)[position]
    }

    /// Where a place's box is in `boxes(in:)`, or nil. Direct when every item is laid out,
    /// a binary search when a filter left some out.
    package func position(of place: Place) -> Int? {
        let list = boxes(in: place.section)
        if list.indices.contains(place.index), list[place.index].place.index == place.index { return place.index }
        let low = FlowLayout.firstPosition(in: list, atOrAfterIndex: place.index)
        return low < list.count && list[low].place.index == place.index ? low : nil
    }

    /// The first position in `boxes` (ascending board indices) whose board index is `index` or
    /// more; `boxes.count` when there is none. Binary search.
    static func firstPosition(in boxes: [CellBox], atOrAfterIndex index: Int) -> Int {
        boxes.partitionPoint { $0.place.index < index }
    }

    /// The header row of a section.
    package func headerRow(of section: Section) -> Int {
        section.choose(mine: mineHeaderRow, available: availableHeaderRow)
    }

    /// The rows a section's cells occupy (at least one).
    package func cellRows(of section: Section) -> ClosedRange<Int> {
        switch section {
        case .mine: return (mineHeaderRow + 1)...(availableHeaderRow - metrics.sectionGap - 1)
        case .available: return (availableHeaderRow + 1)...(height - 1)
        }
    }

    /// Where the close control sits: on the My Channels header, right-aligned.
    package var closeButtonColumn: Int {
        max(metrics.margin, width - metrics.margin - LayoutMetrics.closeButtonWidth)
    }

    /// Where the edit button sits: on the My Channels header, left of the close control.
    package var editButtonColumn: Int {
        max(metrics.margin, closeButtonColumn - 1 - LayoutMetrics.buttonWidth)
    }

    /// What is at a content point.
    package func hit(column: Int, row: Int) -> HitTarget {
        guard column >= 0, column < width, row >= 0, row < height else { return .nothing }
        if row == mineHeaderRow {
            let start = editButtonColumn
            if column >= start && column < start + LayoutMetrics.buttonWidth { return .editButton }
            let close = closeButtonColumn
            return column >= close && column < close + LayoutMetrics.closeButtonWidth ? .closeButton : .header(.mine)
        }
        if row == availableHeaderRow { return .header(.available) }
        for section in Section.allCases where cellRows(of: section).contains(row) {
            let list = boxes(in: section)
            if let index = FlowLayout.firstIndex(in: list, atOrAfterRow: row) {
                var i = index
                while i < list.count, list[i].row == row {
                    if list[i].contains(column: column, row: row) { return .cell(list[i].place) }
                    i += 1
                }
            }
            return .sectionArea(section)
        }
        return .nothing
    }

    /// Index of the first box whose row is `row` or later (boxes are in row order): binary search,
    /// so hit testing and visible-range rendering stay fast with 100,000 cells.
    package static func firstIndex(in boxes: [CellBox], atOrAfterRow row: Int) -> Int? {
        let index = boxes.partitionPoint { $0.row < row }
        return index < boxes.count ? index : nil
    }

    /// Places a section's cells with the wrapping rule of `FlowCursor`.
    private static func flow(
        _ items: [LaidItem], section: Section, firstRow: Int, width: Int, metrics: LayoutMetrics
    ) -> (boxes: [CellBox], endRow: Int) {
        var boxes: [CellBox] = []
        boxes.reserveCapacity(items.count)
        var cursor = FlowCursor(row: firstRow, width: width, metrics: metrics)
        for item in items {
            let cellWidth = metrics.cellWidth(labelWidth: item.labelWidth)
            let spot = cursor.place(cellWidth: cellWidth)
            boxes.append(CellBox(place: Place(section, item.index), row: spot.row, column: spot.column, width: cellWidth))
        }
        return (boxes, endRow(of: boxes, firstRow: firstRow))
    }

    /// One past a section's last row: it owns at least its first row, even when empty.
    static func endRow(of boxes: [CellBox], firstRow: Int) -> Int {
        (boxes.last?.row ?? firstRow) + 1
    }
}

/// One channel to lay out: its board index and its label's width.
package struct LaidItem: Hashable, Sendable {
    var index: Int
    var labelWidth: Int

    package init(index: Int, labelWidth: Int) {
        self.index = index
        self.labelWidth = labelWidth
    }
}
