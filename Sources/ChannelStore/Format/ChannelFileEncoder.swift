import ChannelCore

/// Writes a board in the channel file format; linear in the size of the output.
package enum ChannelFileEncoder {
    /// `version` 1 has no `catalog` key (the bundled catalogs are kept in it).
    package static func encode(_ board: Board, catalog: String?, version: Int) -> [UInt8] {
        var estimate = 128
        for channel in board.mine { estimate += channel.id.utf8.count + channel.name.utf8.count + 48 }
        for channel in board.available { estimate += channel.id.utf8.count + channel.name.utf8.count + 48 }
        var writer = JSONWriter(reservingCapacity: estimate)
        write(board, catalog: catalog, version: version, into: &writer)
        return writer.bytes
    }

    /// The same bytes, handed to `sink` a chunk (`chunkSize`) at a time as they are made:
    /// what a save writes, so a board of 100,000 channels never needs its file in memory.
    package static func encode(
        _ board: Board, catalog: String?, version: Int, chunkSize: Int = 64 * 1024,
        to sink: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        var writer = JSONWriter(chunksOf: chunkSize, to: sink)
        write(board, catalog: catalog, version: version, into: &writer)
        writer.flush()
    }

    private static func write(_ board: Board, catalog: String?, version: Int, into writer: inout JSONWriter) {
        writer.raw(version >= 2 ? "{\n  \"version\": 2,\n  " : "{\n  \"version\": 1,\n  ")
        if version >= 2 {
            writer.raw("\"catalog\": ")
            if let catalog { writer.string(catalog) } else { writer.raw("null") }
            writer.raw(",\n  ")
        }
        writer.raw("\"current\": ")
        // The channel last opened, even while it is in Add Channels (it is current again when
        // it comes back to My Channels: `Board.current`).
        if let current = board.lastOpened {
            writer.string(current)
        } else {
            writer.raw("null")
        }
        writer.raw(",\n  \"mine\": ")
        list(board.mine, depth: 1, locked: true, into: &writer)
        writer.raw(",\n  \"available\": ")
        list(board.available, depth: 1, locked: true, into: &writer)
        writer.raw("\n}\n")
    }

    /// `channels` as a JSON array at `depth` 0, `{"id": ..., "name": ...}` one a line, without
    /// `locked`: what `pick --output json` prints. The file's lists are written by the same code.
    package static func array(_ channels: [Channel]) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: channels.count * 48 + 4)
        list(channels, depth: 0, locked: false, into: &writer)
        return writer.bytes
    }

    /// `[]`, or one channel per line indented by two spaces a level (`depth` is the array's
    /// own: 1 in the file), `"locked": true` on the locked ones when `locked`.
    private static func list(_ channels: [Channel], depth: Int, locked: Bool, into writer: inout JSONWriter) {
        guard !channels.isEmpty else {
            writer.raw("[]")
            return
        }
        writer.raw("[\n")
        let last = channels.count - 1
        for index in channels.indices {
            writer.indent(2 * depth + 2)
            writer.raw("{\"id\": ")
            writer.string(channels[index].id)
            writer.raw(", \"name\": ")
            writer.string(channels[index].name)
            if locked, channels[index].locked { writer.raw(", \"locked\": true") }
            writer.raw(index == last ? "}\n" : "},\n")
            writer.flushIfFull()
        }
        writer.indent(2 * depth)
        writer.raw("]")
    }
}
