import ChannelCore
import Glibc
import Localization

/// A channels.conf's board (README "VDR"): My Channels are its lines in order; Add Channels the
/// channels removed from it (kept beside it, `KeptBeside`, their lines as VDR wrote them), then each
/// `--catalog` channels.conf's channels and groups that it does not have, in catalog order.
/// Catalogs are read, never written or locked.
public enum VDRBoard {
    /// The format's loading (`FileFormat.loader`): the removed channels kept beside the file
    /// (`KeptBeside`), and a running VDR at the store's live address (`--svdrp`).
    public static func load(_ store: ChannelFileStore, catalogs: [String], environment: [String: String] = ProcessEnvironment.current(),
                            translation: Translation = .english) throws(StoreError) -> FormatLoad {
        let state = try KeptBeside<KeptEntries>(listPath: store.path, environment: environment)
        return try load(store, state: state, catalogs: catalogs, svdrp: store.liveAddress.flatMap(SVDRPAddress.init(option:)),
                        translation: translation)
    }

    /// Reads the file and its Add Channels, and hands the store its sources and companion.
    /// When a VDR answers at `svdrp` (`--svdrp`; else localhost:6419, VDR's default) with this
    /// file's channels, the store takes it as the live channel: from then on VDR's list (`LSTC`)
    /// is the board, and every change goes through SVDRP (`VDRLive`). An `svdrp` given and not
    /// answering is an error.
    public static func load(_ store: ChannelFileStore, state: KeptBeside<KeptEntries>, catalogs paths: [String], svdrp: SVDRPAddress?,
                            translation: Translation = .english) throws(StoreError) -> FormatLoad
    {
        var stored = try store.read()
        var document = stored?.document as? VDRDocument ?? .empty
        var notice: StoreError?
        if let live = store.live, let listing = try live.current() as? VDRDocument {
            document = listing
        } else if stored != nil {
            let address = svdrp ?? .standard
            var (live, listing) = try VDRLive.running(at: address, for: document, path: store.path, required: svdrp != nil)
            // VDR saves its file a moment after a change made through SVDRP: wait for it (2 s).
            for _ in 0..<10 where live == nil && listing != nil {
                usleep(200_000)
                stored = try store.read()
                document = stored?.document as? VDRDocument ?? .empty
                (live, listing) = try VDRLive.running(at: address, for: document, path: store.path, required: true)
            }
            if let live, let listing {
                store.attach(live: live, listing: listing)
                document = listing
            } else if listing != nil {
                notice = StoreError(path: store.path, problem: .tr("the VDR at %s has other channels than this file: the file is edited as a file, and that VDR does not see the changes", address.description), kind: .configuration)
            }
        }
        var catalogs: [VDRDocument] = []
        for path in paths { catalogs.append(try VDRDocument.catalog(at: path)) }
        store.attach(sources: catalogs, companion: state)
        var builder = BoardBuilder(capacity: document.cells.count)
        for channel in document.board.mine { try? builder.append(channel, to: .mine) }
        // Removed ones: each kept line read again as VDR reads it (one that fails is left out).
        var removed: [String: String] = [:]
        for id in state.removed.keptIds {
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
        // Every id was checked as it was appended, and nothing is locked: the board as built.
        let board = Board(checkedMine: builder.channels(in: .mine), available: builder.channels(in: .available), current: nil)
        let detail: (String) -> String? = { id in
            if let now = store.rememberedDocument as? VDRDocument, let detail = now.detail(id: id) { return detail }
            if let detail = removed[id] { return detail }
            return catalogs.lazy.compactMap { $0.detail(id: id) }.first
        }
        return FormatLoad(board: board, identity: stored?.identity, notice: notice?.message(in: translation), detail: detail)
    }
}
