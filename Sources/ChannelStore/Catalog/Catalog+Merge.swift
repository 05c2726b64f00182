import ChannelCore

extension Catalog {
    /// The file's board plus what the catalog has and the file lacks (matched by id):
    /// new locked channels join the end of the locked front of My Channels; every other new
    /// channel is appended to Add Channels, in catalog order. Channels only in the file are
    /// kept; the file's own order, names, lock flags and current channel are never changed.
    public static func merge(file: Board, catalog: Board) -> Board {
        // The catalog's ids the file lacks. The set is the catalog's (a few dozen), not the
        // file's (up to millions), and the scan stops once the file has shown all of them.
        var missing = Set<String>(minimumCapacity: catalog.mine.count + catalog.available.count)
        for channel in catalog.mine { missing.insert(channel.id) }
        for channel in catalog.available { missing.insert(channel.id) }
        scan: for list in [file.mine, file.available] {
            for channel in list {
                if missing.isEmpty { break scan }
                missing.remove(channel.id)
            }
        }
        var newLocked: [Channel] = []
        var newAvailable: [Channel] = []
        for channel in catalog.mine + catalog.available where missing.contains(channel.id) {
            if channel.locked { newLocked.append(channel) } else { newAvailable.append(channel) }
        }
        guard !newLocked.isEmpty || !newAvailable.isEmpty else { return file }
        let lockedCount = file.lockedCount
        let mine = Array(file.mine[..<lockedCount]) + newLocked + Array(file.mine[lockedCount...])
        // Ids are unique and locked channels stay in My Channels by construction, so this
        // cannot be refused; keep the file's board if it ever were.
        return (try? Board(mine: mine, available: file.available + newAvailable, current: file.lastOpened)) ?? file
    }
}
