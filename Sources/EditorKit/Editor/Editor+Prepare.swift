import ChannelCore

/// Work done after a frame, while the editor waits, that the next key would otherwise do
/// between its read and its frame (issue 33, item 7).
extension Editor {
    /// Finds out whether the focused channel's name is its own. A change's sentence names the
    /// channel it moved (`announce`), and telling twins apart (`TwinNames`) scans every entry:
    /// at 10,000 entries most of what an item move did before its frame. Done here, after the
    /// frame before it, the sentence of `]` on that channel needs no scan. Changes nothing drawn:
    /// `revision` stays, and the sentence is the same words.
    public mutating func prepareAfterFrame() {
        guard let focus = state.focus, let channel = state.board.channel(at: focus), !ownNames.contains(channel.id) else { return }
        if TwinNames(of: channel, in: state.board, details: state.details).isEmpty { ownNames.insert(channel.id) }
    }
}
