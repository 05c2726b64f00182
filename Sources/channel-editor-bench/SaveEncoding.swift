import ChannelCore
import ChannelStore

/// What a save of the JSON channels file costs in CPU before any system call: the whole file
/// made from the board, 64 KB at a time, as `ChannelFile.revised` makes it for a save, handed
/// to a sink that only counts the bytes (no file, no fsync). Taken after the editing figures,
/// so it does not move their peak RSS (the pieces are reused: about 70 KB in all).
enum SaveEncoding {
    /// The number of saves timed: `count`, fewer on boards so large that each takes long.
    static func rounds(_ count: Int, channels: Int) -> Int {
        max(3, min(count, 2_000_000 / max(1, channels)))
    }

    static func time(_ board: Board, rounds: Int) -> (samples: Samples, bytes: Int) {
        var samples = Samples()
        var bytes = 0
        for _ in 0..<rounds {
            var written = 0
            let start = Clock.nanoseconds()
            ChannelFileCodec.encode(board, catalog: "en") { piece in written += piece.count }
            samples.add(Clock.nanoseconds() - start)
            bytes = written
        }
        return (samples, bytes)
    }
}
