import ChannelCore

/// A channels file's board (docs/DECISIONS.md, "Catalogs"): the file merged with the catalog
/// it follows (so channels a newer catalog adds show up in Add Channels), or a catalog alone
/// when there is no file yet. Which catalog: `--catalog` when given; else the one the file
/// records (version 2); a version 1 file follows the locale's catalog when it holds all of that
/// catalog's locked channels (`Catalog.isFollowed`), else none; a new file starts from the
/// locale's catalog and records it. Catalogs are read once per run.
final class JSONLoading: FormatLoading {
    let store: ChannelFileStore
    /// Catalogs read so far, by name or path, or why they could not be.
    private var catalogs: [String: Result<Board, StoreError>] = [:]
    private var environment: [String: String] = [:]

    init(store: ChannelFileStore) {
        self.store = store
    }

    func load(_ request: LoadRequest) throws(StoreError) -> FormatLoad {
        environment = request.environment
        guard let stored = try store.read() else { return try startingBoard(request.choice) }
        guard let file = stored.file else { return FormatLoad(board: stored.document.board, identity: stored.identity) }
        var record = file.catalog
        if file.version == 1 {
            let locale = Catalog.language(environment: environment)
            if let (name, catalog) = bundled(locale), Catalog.isFollowed(byVersion1: file.board, catalog: catalog) {
                record = name
            }
        }
        let merging: Board?
        switch request.choice {
        case .automatic: merging = record.flatMap { bundled($0)?.board }
        case .none: merging = nil
        case .named(let name): merging = try required(name)
        case .path(let path): merging = try catalogFile(path)
        }
        let board = merging.map { Catalog.merge(file: file.board, catalog: $0) } ?? file.board
        return FormatLoad(board: board, catalog: record, identity: stored.identity)
    }

    /// No file yet: the catalog chosen, recorded when it is a bundled one.
    private func startingBoard(_ choice: CatalogChoice) throws(StoreError) -> FormatLoad {
        switch choice {
        case .automatic: return try starting(from: Catalog.language(environment: environment))
        case .named(let name): return try starting(from: name)
        case .path(let path): return FormatLoad(board: try catalogFile(path), identity: nil)
        case .none: return FormatLoad(board: Board(), identity: nil)
        }
    }

    private func starting(from name: String) throws(StoreError) -> FormatLoad {
        if let (found, board) = bundled(name) { return FormatLoad(board: board, catalog: found, identity: nil) }
        _ = try required(name) // throws the reason it is missing
        return FormatLoad(board: Board(), identity: nil)
    }

    /// A bundled catalog by name, or its fallback; nil when neither is installed or valid.
    private func bundled(_ name: String) -> (name: String, board: Board)? {
        if let board = try? required(name) { return (name, board) }
        if let other = Catalog.fallback(for: name), let board = try? required(other) { return (other, board) }
        return nil
    }

    /// A bundled catalog by name, read once.
    private func required(_ name: String) throws(StoreError) -> Board {
        let environment = self.environment
        return try cached(name) { () throws(StoreError) in
            try Catalog.load(path: Catalog.locate(language: name, environment: environment, executablePath: Catalog.executablePath()))
        }
    }

    /// A catalog file given by path, read once.
    private func catalogFile(_ path: String) throws(StoreError) -> Board {
        try cached("path:" + path) { () throws(StoreError) in try Catalog.load(path: path) }
    }

    private func cached(_ key: String, _ read: () throws(StoreError) -> Board) throws(StoreError) -> Board {
        let result: Result<Board, StoreError>
        if let known = catalogs[key] {
            result = known
        } else {
            do { result = .success(try read()) } catch { result = .failure(error) }
            catalogs[key] = result
        }
        return try result.get()
    }
}
