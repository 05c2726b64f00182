import ChannelCore

/// Which names more than one entry has, worked out once for a board's names, after a frame
/// (`Editor.prepareAfterFrame`): a channel whose name is known to be its own needs no scan of
/// every entry for its twins (`TwinNames`), neither in the status row of every frame nor in
/// a change's sentence. Names change only by a reload or a rename, which forget it; a move,
/// an add or a remove keeps every name on the board.
package struct SharedNames: Sendable {
    /// Hashes of the names (lowercased, as `TwinNames` compares them) that two or more entries
    /// have, sorted; nil when not worked out. Hashes, not names: at 100,000 entries the table
    /// is a few entries, and working it out copies no name.
    private var shared: [UInt64]?

    package init() {}

    /// True when the names were worked out (and not forgotten since).
    package var isKnown: Bool { shared != nil }

    /// True when no other entry has `channel`'s name; false when another may have it (two
    /// names of one hash, too) or when the names are not known: then a scan tells.
    package func isOwn(_ channel: Channel) -> Bool {
        guard let shared else { return false }
        let hash = Self.hash(channel.name)
        var low = 0
        var high = shared.count
        while low < high {
            let middle = (low + high) / 2
            if shared[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low == shared.count || shared[low] != hash
    }

    /// Works out the names of `board` (nothing to do when they are known).
    package mutating func learn(_ board: Board) {
        guard shared == nil else { return }
        var hashes: [UInt64] = []
        hashes.reserveCapacity(board.mine.count + board.available.count)
        for channel in board.mine { hashes.append(Self.hash(channel.name)) }
        for channel in board.available { hashes.append(Self.hash(channel.name)) }
        hashes.sort()
        var found: [UInt64] = []
        for index in hashes.indices.dropFirst() where hashes[index] == hashes[index - 1] && found.last != hashes[index] {
            found.append(hashes[index])
        }
        shared = found
    }

    /// The board's names changed (a reload, a rename): not known until worked out again.
    package mutating func forget() {
        shared = nil
    }

    /// FNV-1a of the lowercased name's bytes: an ASCII name folded byte by byte, without a copy.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            guard byte < 0x80 else { return lowercasedHash(name) }
            hash ^= UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    private static func lowercasedHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.lowercased().utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
