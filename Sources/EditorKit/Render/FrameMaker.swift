import ChannelCore

/// Makes the frames the screen shows, one after the other. A frame is a function of the state
/// (`Editor.frame`); after moves of the focus alone, the commonest keys, the next frame is the
/// last one with the two cells and the footer drawn again (`renderFocusMove`), which is the
/// same frame for a third less work (`FrameMakerTests` and the fuzz compare the two). One maker
/// for one editor: an editor's revisions say nothing about another's.
public struct FrameMaker: Sendable {
    private var last: (revision: Int, focus: Place?, frame: Frame)?

    public init() {}

    /// The editor's revision the last frame was made for (nil before the first).
    public var revision: Int? { last?.revision }
    /// The last frame was drawn over the one before (the tests compare it with a whole frame).
    package private(set) var lastWasDrawnOver = false

    /// The frame of the editor's state.
    public mutating func frame(of editor: Editor, widthOf: ScalarWidth? = nil) -> Frame {
        var made: Frame?
        if let last, let move = editor.focusMove, move.to == editor.revision, move.contains(last.revision) {
            made = editor.frame(afterFocusMoveFrom: last.focus, over: last.frame, widthOf: widthOf)
        }
        lastWasDrawnOver = made != nil
        let frame = made ?? editor.frame(widthOf: widthOf)
        last = (editor.revision, editor.state.focus, frame)
        return frame
    }
}
