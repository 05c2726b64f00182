import ChannelCore

/// What is under a point of the content.
package enum HitTarget: Hashable, Sendable {
    /// A channel's cell.
    case cell(Place)
    /// The `[Edit]` / `[Done]` button in the My Channels header.
    case editButton
    /// The close control `[×]` at the right of the My Channels header.
    case closeButton
    /// A clickable key hint in the footer: a click does what its key does.
    case footerHint(Action)
    /// A section's header line, outside the button.
    case header(Section)
    /// A section's rows, but not on a cell (gaps, the end of a row, an empty section).
    case sectionArea(Section)
    /// Outside everything (the blank row between sections, below the content).
    case nothing
}
