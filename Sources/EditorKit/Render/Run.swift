/// A piece of text in one style: headers, hints and the footer are made of runs.
struct Run {
    var text: String
    var style: Style

    init(_ text: String, _ style: Style) {
        self.text = text
        self.style = style
    }
}

extension Renderer {
    /// Draws `runs` one after the other from `column`, never past `limit` (exclusive): the run
    /// that would cross it is cut with `…` and nothing after it is drawn. Returns the column
    /// after the last one drawn.
    @discardableResult
    mutating func put(_ runs: [Run], column: Int, limit: Int, row: Int) -> Int {
        var x = column
        for run in runs {
            let label = fitter.safe(run.text)
            if label.width <= limit - x {
                frame.put(label.text, column: x, row: row, style: run.style, widthOf: widthOf)
                x += label.width
                continue
            }
            let cut = fitter.fit(run.text, width: limit - x)
            frame.put(cut.text, column: x, row: row, style: run.style, widthOf: widthOf)
            x += cut.width
            break
        }
        return x
    }

    /// Draws whole `units` (a hint, a key and its label) with `separator` between them, from
    /// `column` up to `limit`: units that do not fit are dropped from the end; when not even the
    /// first fits, it is cut, if at least `minimumCut` columns are free. Returns the column after
    /// the last one drawn.
    @discardableResult
    mutating func put(
        units: [[Run]], separator: Run, column: Int, limit: Int, row: Int, minimumCut: Int = 4
    ) -> Int {
        var x = column
        let separatorWidth = fitter.safe(separator.text).width
        for (position, unit) in units.enumerated() {
            let gap = position == 0 ? 0 : separatorWidth
            let width = unit.reduce(0) { $0 + fitter.safe($1.text).width }
            if gap + width <= limit - x {
                if position > 0 { x = put([separator], column: x, limit: limit, row: row) }
                x = put(unit, column: x, limit: limit, row: row)
            } else {
                if position == 0, limit - x >= minimumCut { x = put(unit, column: x, limit: limit, row: row) }
                break
            }
        }
        return x
    }
}
