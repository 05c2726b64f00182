import ChannelCore
import EditorKit

/// The events the benchmark times, by kind, each from a fresh editor on the same board.
///
/// - focus: arrow keys in browse mode, a seeded random walk drifting right and down, so the
///   view scrolls now and then (no board change, no relayout);
/// - item: `]` eight times then `[` eight times on My Channels' fourth cell, in edit mode
///   (each a board change: move, incremental relayout, history entry, a save effect);
/// - drag: mouse drags: press on the fourth cell, a motion past the threshold, then the
///   pointer jumps to the next cell's middle each step (each step reorders), sixteen steps
///   out and back, release (every step a board change, the worst case of a drag).
struct Workload {
    let board: Board
    let labels: LabelBook
    let size: ScreenSize
    let widthOf: ScalarWidth

    func session() -> Session {
        Session(board: board, labels: labels, size: size, widthOf: widthOf)
    }

    func focusMoves(_ count: Int) -> (Samples, Int) {
        var session = session()
        var samples = Samples()
        var random = SeededGenerator(seed: 42)  // every run walks the same path
        for _ in 0..<count {
            let roll = random.next() % 100
            let key: Key = roll < 30 ? .right : roll < 50 ? .left : roll < 85 ? .down : .up
            samples.add(session.step(.key(key)))
        }
        return (samples, session.checksum)
    }

    func itemMoves(_ count: Int) -> (Samples, Int) {
        var session = session()
        session.send(.key(.character("e")))
        for _ in 0..<3 { session.send(.key(.right)) }
        var samples = Samples()
        var done = 0
        while done < count {
            let key: Character = (done / 8) % 2 == 0 ? "]" : "["
            samples.add(session.step(.key(.character(key))))
            done += 1
        }
        return (samples, session.checksum)
    }

    /// Drag steps (motions that reorder), and the presses, threshold motions and releases
    /// around them as `other`.
    func dragSteps(_ count: Int) -> (steps: Samples, other: Samples, checksum: Int) {
        var session = session()
        var steps = Samples()
        var other = Samples()
        let first = 3
        let span = 16
        while steps.count < count {
            guard let start = session.screenPoint(ofMine: first) else { break }
            other.add(session.step(.press(.left, column: start.column, row: start.row)))
            other.add(session.step(.motion(column: start.column + 2, row: start.row)))
            var index = first
            for offset in 0..<(2 * span) where steps.count < count {
                index += offset < span ? 1 : -1
                guard let point = session.screenPoint(ofMine: index) else { break }
                steps.add(session.step(.motion(column: point.column, row: point.row)))
            }
            let end = session.screenPoint(ofMine: index) ?? start
            other.add(session.step(.release(column: end.column, row: end.row)))
        }
        return (steps, other, session.checksum)
    }

    /// A full layout from the labels (what a resize or a filter change costs).
    func layoutOnly(_ count: Int) -> (Samples, Int) {
        let session = session()
        var samples = Samples()
        var checksum = 0
        for _ in 0..<count {
            let start = Clock.nanoseconds()
            let layout = session.editor.state.layout(labels: labels)
            samples.add(Clock.nanoseconds() - start)
            checksum &+= layout.height
        }
        return (samples, checksum)
    }

    /// Rendering alone (with the footer hints), on a fixed state.
    func renderOnly(_ count: Int) -> (Samples, Int) {
        var session = session()
        for _ in 0..<5 { session.send(.key(.down)) }
        var samples = Samples()
        var checksum = 0
        for _ in 0..<count {
            let start = Clock.nanoseconds()
            let frame = session.editor.frame(widthOf: widthOf)
            samples.add(Clock.nanoseconds() - start)
            checksum &+= frame.cells.count
        }
        return (samples, checksum)
    }
}
