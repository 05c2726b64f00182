/// Turns byte offsets into line and column numbers in linear time overall.
///
/// The parser reports each newline it skips; columns are counted in Unicode scalars (bytes that
/// are not UTF-8 continuation bytes) from a checkpoint that moves forward, so asking for the
/// positions of a whole document costs one pass over it, even when it is a single long line.
struct PositionTracker {
    private var line = 1
    private var lineStart = 0
    private var checkpoint = 0
    private var checkpointColumn = 1

    /// The byte at `offset` is a line feed: the next line starts after it.
    mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
        checkpoint = lineStart
        checkpointColumn = 1
    }

    /// Columns start counting at `offset` (used to skip a byte order mark).
    mutating func startLine(at offset: Int) {
        lineStart = offset
        checkpoint = offset
        checkpointColumn = 1
    }

    /// The line and column of the byte at `offset` (which must be on the current line).
    mutating func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPosition {
        if offset < checkpoint {
            checkpoint = lineStart
            checkpointColumn = 1
        }
        var column = checkpointColumn
        var cursor = checkpoint
        let stop = min(offset, bytes.count)
        while cursor < stop {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        checkpoint = stop
        checkpointColumn = column
        return JSONPosition(line: line, column: column)
    }
}
