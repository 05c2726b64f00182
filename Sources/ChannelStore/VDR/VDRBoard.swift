import ChannelCore

/// A channels.conf's board (README "VDR"): My Channels are its lines in order; Add Channels the
/// channels removed from it (kept beside it as a playlist's are, `PlaylistState`), then each
/// `--catalog` channels.conf's channels and groups that it does not have, in catalog order.
/// Catalogs are read, never written or locked.
public enum VDRBoard {
    /// What a load found.
    public struct Loaded {
        public var board: Board
        public var identity: FileIdentity?
        /// A cell's number, short name and provider, for the status row and the filter.
        public var detail: (String) -> String?
    }

    /// Reads the file and its Add Channels, and hands the store its sources and companion.
    public static func load(_ store: ChannelFileStore, state: PlaylistState, catalogs paths: [String]) throws(StoreError) -> Loaded {
        let stored = try store.read()
        let document = stored?.document as? VDRDocument ?? .empty
        var catalogs: [VDRDocument] = []
        for path in paths { catalogs.append(try VDRDocument.catalog(at: path)) }
        store.attach(sources: catalogs, companion: state)
        var builder = BoardBuilder(capacity: document.cells.count)
        for channel in document.board.mine { try? builder.append(channel, to: .mine) }
        // Removed ones: each kept line read again as VDR reads it (one that fails is left out).
        var removed: [String: String] = [:]
        for id in state.removed.ids {
            guard let bytes = state.removed.entry(id: id), let line = (try? VDRLine.read(bytes.split(separator: 0x0A).first ?? [])) ?? nil else {
                continue
            }
            // A line already in the file (or kept twice) is refused by the builder.
            if (try? builder.append(Channel(id: id, name: line.name), to: .available)) != nil {
                removed[id] = VDRDocument.detail(line, number: nil)
            }
        }
        for catalog in catalogs {
            for cell in catalog.cells where document.cell(id: cell.id) == nil {
                try? builder.append(Channel(id: cell.id, name: cell.content.name), to: .available)
            }
        }
        let board = (try? builder.build()) ?? document.board
        let detail: (String) -> String? = { id in
            if let now = store.rememberedDocument as? VDRDocument, let detail = now.detail(id: id) { return detail }
            if let detail = removed[id] { return detail }
            return catalogs.lazy.compactMap { $0.detail(id: id) }.first
        }
        return Loaded(board: board, identity: stored?.identity, detail: detail)
    }
}
