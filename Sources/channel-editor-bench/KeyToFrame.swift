import ChannelCore
import EditorKit

/// Key-to-frame in-process (issue 33, item 7): what the run loop does between a key's read and
/// its frame's diff, as `EditorLoop` does it — `Editor.handle`, the frame (`FrameMaker`, which
/// draws a focus move over the last frame) and `Frame.changes(since:)` — for an item move (`]`
/// then `[` in edit mode) and a focus move. The save a change asks for runs after the frame in
/// the loop, so it is not timed here (its encoding is `save_encode`).
enum KeyToFrame {
    struct Parts {
        var total = Samples()
        var handle = Samples()
        var frame = Samples()
        var diff = Samples()
    }

    static func itemMoves(_ workload: Workload, count: Int, prepares: Bool = true) -> Parts {
        var session = workload.session()
        session.send(.key(.character("e")))
        for _ in 0..<3 { session.send(.key(.right)) }
        return time(&session, count: count, prepares: prepares) { done in .key(.character((done / 8) % 2 == 0 ? "]" : "[")) }
    }

    static func focusMoves(_ workload: Workload, count: Int) -> Parts {
        var session = workload.session()
        session.send(.key(.character("e")))
        for _ in 0..<3 { session.send(.key(.right)) }
        return time(&session, count: count, prepares: true) { done in .key((done / 8) % 2 == 0 ? .right : .left) }
    }

    /// `prepares`: the loop's work after each frame (`Editor.prepareAfterFrame`); false: as before issue 33.
    private static func time(_ session: inout Session, count: Int, prepares: Bool, event: (Int) -> InputEvent) -> Parts {
        var frames = FrameMaker()
        var previous = frames.frame(of: session.editor, widthOf: session.widthOf)
        var parts = Parts()
        for done in 0..<count {
            session.now += 0.016
            let start = Clock.nanoseconds()
            let effects = session.editor.handle(event(done), now: session.now)
            let handled = Clock.nanoseconds()
            let frame = frames.frame(of: session.editor, widthOf: session.widthOf)
            let made = Clock.nanoseconds()
            let changes = frame.changes(since: previous)
            let end = Clock.nanoseconds()
            parts.total.add(end - start)
            parts.handle.add(handled - start)
            parts.frame.add(made - handled)
            parts.diff.add(end - made)
            session.checksum &+= effects.count &+ frame.cells.count &+ changes.cells.count
            previous = frame
            // As the loop does after the frame, while it waits for the next key.
            if prepares { session.editor.prepareAfterFrame() }
        }
        return parts
    }
}
