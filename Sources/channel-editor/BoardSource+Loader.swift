import ChannelCore
import ChannelStore

/// A format that loads itself (`FileFormat.loader`, docs/ARCHITECTURE.md "The format layer"):
/// the catalogs given are handed to it as paths (what follows the last `none`), and it says what
/// the status row shows. Nothing here names a format.
extension BoardSource {
    mutating func load(through loader: any FormatLoader.Type) throws(StoreError) -> Loaded {
        let given = choices.split(separator: CatalogChoice.none, omittingEmptySubsequences: false).last ?? []
        let paths = given.compactMap { choice -> String? in
            switch choice {
            case .path(let path), .named(let path): return path
            case .automatic, .none: return nil
            }
        }
        let load = try loader.load(store, catalogs: paths)
        details.lookup = load.detail
        return Loaded(board: load.board, catalog: nil, identity: load.identity, notice: load.notice.map { $0.message(in: messages.translation) })
    }
}
