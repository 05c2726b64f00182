/// The window of content rows the screen shows.
package struct Viewport: Hashable, Sendable {
    /// First content row on screen.
    package var top: Int
    /// How many content rows fit.
    package var height: Int

    package init(top: Int, height: Int) {
        self.top = top
        self.height = max(0, height)
    }

    /// One past the last visible content row.
    package var bottom: Int { top + height }

    package func contains(row: Int) -> Bool { row >= top && row < bottom }

    /// Keeps `top` inside `0...(contentHeight - height)`.
    package func clamped(contentHeight: Int) -> Viewport {
        Viewport(top: max(0, min(top, contentHeight - height)), height: height)
    }

    /// The smallest scroll that brings `rows` into view (the start wins when they cannot all fit).
    package func scrolled(toShow rows: ClosedRange<Int>, contentHeight: Int) -> Viewport {
        var next = self
        if rows.upperBound >= next.bottom { next.top = rows.upperBound - height + 1 }
        if rows.lowerBound < next.top { next.top = rows.lowerBound }
        return next.clamped(contentHeight: contentHeight)
    }
}
