import ChannelCore
import EditorKit

/// One editor driven the way the screen loop drives it: an event goes through `handle`
/// (input machine, reducer, incremental layout), then the new state is rendered with the
/// footer hints, as `ScreenLoop` does before it waits for the next event. Each timed step
/// covers exactly that: update + layout + render.
struct Session {
    var editor: Editor
    let labels: LabelBook
    let widthOf: ScalarWidth
    /// Synthetic time: 16 ms an event, so no long press ever fires by accident.
    var now = 0.0
    /// Folded from every frame, so the optimiser cannot drop the work.
    var checksum = 0

    init(board: Board, labels: LabelBook, size: ScreenSize, widthOf: @escaping ScalarWidth) {
        self.labels = labels
        self.widthOf = widthOf
        editor = Editor(state: EditorState(board: board, size: size), labels: labels)
    }

    /// Handles and renders one event; returns the nanoseconds it took.
    mutating func step(_ event: InputEvent) -> UInt64 {
        now += 0.016
        let start = Clock.nanoseconds()
        let effects = editor.handle(event, now: now)
        let state = editor.state
        let frame = editor.frame(widthOf: widthOf)
        let end = Clock.nanoseconds()
        checksum &+= frame.cells.count &+ effects.count &+ (state.focus?.index ?? 0)
        return end - start
    }

    /// Handles an event without timing or rendering (setting the scene).
    mutating func send(_ event: InputEvent) {
        now += 0.016
        _ = editor.handle(event, now: now)
    }

    /// The screen point at the middle of a My Channels cell, if that cell is on screen.
    func screenPoint(ofMine index: Int) -> (column: Int, row: Int)? {
        let layout = editor.layout()
        guard layout.mine.indices.contains(index) else { return nil }
        let box = layout.mine[index]
        let row = box.row - editor.state.scrollTop
        guard row >= 0, row < editor.state.viewportHeight else { return nil }
        return (box.column + box.width / 2, row)
    }
}
