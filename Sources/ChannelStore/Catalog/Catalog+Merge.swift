import ChannelCore

extension Catalog {
    /// The file's board plus what the catalog has and the file lacks (matched by id):
    /// new locked channels join the end of the locked front of My Channels; every other new
    /// channel is appended to Add Channels, in catalog order. Channels only in the file are
    /// kept; the file's own order, names, lock flags and current channel are never changed.
    public static func merge(file: Board, catalog: Board) -> Board {
        var known = Set<String>()
        for channel in file.mine { known.insert(channel.id) }
        for channel in file.available { known.insert(channel.id) }
        var newLocked: [Channel] = []
        var newAvailable: [Channel] = []
        for channel in catalog.mine + catalog.available where known.insert(channel.id).inserted {
            if channel.locked { newLocked.append(channel) } else { newAvailable.append(channel) }
        }
        guard !newLocked.isEmpty || !newAvailable.isEmpty else { return file }
        let lockedCount = file.lockedCount
        let mine = Array(file.mine[..<lockedCount]) + newLocked + Array(file.mine[lockedCount...])
        // Ids are unique and locked channels stay in My Channels by construction, so this
        // cannot be refused; keep the file's board if it ever were.
        return (try? Board(mine: mine, available: file.available + newAvailable, current: file.current)) ?? file
    }
}
