import ChannelCore

/// Work done after a frame, while the editor waits, that the next key would otherwise do
/// between its read and its frame (issue 33, item 7; docs/PERFORMANCE.md, "The frame first").
extension Editor {
    /// Works out which names more than one entry has (`SharedNames`: once for the board's
    /// names, until a reload or a rename), so that neither the status row of the next frames
    /// nor a change's sentence (`announce`) scans every entry for the focused channel's twins;
    /// and keeps the footer's hints of the state on screen (`HintFacts`), which the next frame
    /// takes while what they are made from stays (an item move, a focus move in a section).
    /// Changes nothing drawn: `revision` stays, and every frame is the same
    /// (`unpreparedFrame`).
    public mutating func prepareAfterFrame() {
        sharedNames.learn(state.board)
        let facts = HintFacts(state)
        if preparedHints?.facts != facts { preparedHints = (facts, Keymap.hints(for: state)) }
    }
}
