import ChannelCore

/// A My Channels cell lifted for reordering, by the mouse or by the keyboard.
public struct Drag: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// Follows the pointer. `grabOffset` is the column inside the cell where it was pressed,
        /// so the lifted cell does not jump under the pointer.
        case mouse(grabOffset: Int)
        /// Moved with the arrow keys.
        case keyboard
    }

    /// The channel being moved.
    package var id: String
    /// Its My Channels index before the drag: Esc puts it back there.
    package var originIndex: Int
    package var source: Source
    /// Last pointer position, screen coordinates (mouse drags only).
    package var pointerColumn: Int
    package var pointerRow: Int
    /// The pointer is over Add Channels: a release there removes the channel.
    package var overAddChannels: Bool = false

    package init(id: String, originIndex: Int, source: Source, pointerColumn: Int = 0, pointerRow: Int = 0) {
        self.id = id
        self.originIndex = originIndex
        self.source = source
        self.pointerColumn = pointerColumn
        self.pointerRow = pointerRow
    }
}
