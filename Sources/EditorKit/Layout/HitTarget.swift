import ChannelCore

/// What is under a point of the content.
public enum HitTarget: Hashable, Sendable {
    /// A channel's cell.
    case cell(Place)
    /// The `[Edit]` / `[Done]` button in the My Channels header.
    case editButton
    /// A section's header line, outside the button.
    case header(Section)
    /// A section's rows, but not on a cell (gaps, the end of a row, an empty section).
    case sectionArea(Section)
    /// Outside everything (the blank row between sections, below the content).
    case nothing
}
