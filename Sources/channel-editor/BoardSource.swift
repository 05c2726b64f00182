import ChannelCore
import ChannelStore
import EditorKit

/// Where the board comes from: the user's file, merged with the catalog it follows (so channels
/// a newer catalog adds show up in Add Channels); or a catalog alone when there is no file yet.
///
/// Which catalog (docs/ARCHITECTURE.md, "Catalogs"): `--catalog` when given; else the one the
/// file records (version 2); a version 1 file follows the locale's catalog when it holds all of
/// that catalog's locked channels (`Catalog.isFollowed`), else none; a new file starts from the
/// locale's catalog and records it. Catalogs are read once per run.
struct BoardSource {
    let store: ChannelFileStore
    let choice: CatalogChoice
    /// Every `--catalog` given, in order (a playlist takes several: BoardSource+Playlist.swift).
    let choices: [CatalogChoice]
    let environment: [String: String]
    /// Catalogs read so far, by name or path, or why they could not be.
    private var catalogs: [String: Result<Board, StoreError>] = [:]
    /// Playlist catalogs read so far, by path.
    var playlistCatalogs: [String: Result<PlaylistDocument, StoreError>] = [:]
    /// What is kept beside a playlist (its catalogs, its removed entries), read once.
    var playlistState: PlaylistState?
    /// Whether `--catalog` choices are recorded beside a playlist for its next run; `list` only
    /// looks, so it records nothing (README: it never writes).
    var remembersCatalogs = true
    /// The entries' groups (a playlist's), for the footer and the filter; filled on each load.
    let details = ChannelDetails()

    /// What a load found.
    struct Loaded {
        /// The file's board merged with its catalog (the catalog alone when there is no file).
        var board: Board
        /// The catalog the file follows, to record on the next save.
        var catalog: String?
        /// The version of the file that was read; nil when there is no file.
        var identity: FileIdentity?
        /// Something to tell once, that did not stop the load (a damaged newsboat cache.db).
        var notice: String? = nil
    }

    init(store: ChannelFileStore, options: Options, environment: [String: String] = ProcessEnvironment.current()) {
        self.store = store
        choice = options.catalog
        choices = options.catalogs
        self.environment = environment
    }

    /// The store of the file to use, in its format (`--format`, else its name's).
    static func store(_ options: Options) throws(Failure) -> ChannelFileStore {
        let store = ChannelFileStore(path: try path(options), format: options.format)
        store.attach(liveAddress: options.svdrp)
        return store
    }

    /// The channels file to use.
    static func path(_ options: Options) throws(Failure) -> String {
        if let file = options.file {
            do {
                try ChannelFileStore(path: file).checkFolderExists()
            } catch {
                throw Failure(error)
            }
            return file
        }
        do {
            return try ConfigPath.defaultFile()
        } catch {
            throw Failure(error)
        }
    }

    /// Loads the board. A missing catalog is only fatal when there is no file or `--catalog`
    /// named it; otherwise the file is used as it is.
    mutating func load() throws(Failure) -> Loaded {
        if let wrong = CatalogKindCheck.wrongKind(in: choices, for: store.format) {
            throw Failure(message: CatalogKindCheck.message(wrong), status: ExitStatus.usage)
        }
        do {
            return try loadStored()
        } catch {
            throw Failure(error)
        }
    }

    /// `load`, failing with the store's error (the screen shows it in the footer).
    mutating func loadStored() throws(StoreError) -> Loaded {
        if store.format == .m3u { return try loadPlaylist() }
        if store.format == .newsboat { return try loadNewsboat() }
        if let loader = store.format.loader { return try load(through: loader) }
        do {
            guard let stored = try store.read() else { return try startingBoard() }
            guard let file = stored.file else { return Loaded(board: stored.document.board, catalog: nil, identity: stored.identity) }
            var record = file.catalog
            if file.version == 1 {
                let locale = Catalog.language(environment: environment)
                if let (name, catalog) = bundled(locale), Catalog.isFollowed(byVersion1: file.board, catalog: catalog) {
                    record = name
                }
            }
            let merging: Board?
            switch choice {
            case .automatic: merging = record.flatMap { bundled($0)?.board }
            case .none: merging = nil
            case .named(let name): merging = try required(name)
            case .path(let path): merging = try catalogFile(path)
            }
            let board = merging.map { Catalog.merge(file: file.board, catalog: $0) } ?? file.board
            return Loaded(board: board, catalog: record, identity: stored.identity)
        }
    }


    /// No file yet: the catalog chosen, recorded when it is a bundled one.
    private mutating func startingBoard() throws(StoreError) -> Loaded {
        switch choice {
        case .automatic: return try starting(from: Catalog.language(environment: environment))
        case .named(let name): return try starting(from: name)
        case .path(let path): return Loaded(board: try catalogFile(path), catalog: nil, identity: nil)
        case .none: return Loaded(board: Board(), catalog: nil, identity: nil)
        }
    }

    private mutating func starting(from name: String) throws(StoreError) -> Loaded {
        if let (found, board) = bundled(name) { return Loaded(board: board, catalog: found, identity: nil) }
        _ = try required(name) // throws the reason it is missing
        return Loaded(board: Board(), catalog: nil, identity: nil)
    }

    /// A bundled catalog by name, or its fallback; nil when neither is installed or valid.
    private mutating func bundled(_ name: String) -> (name: String, board: Board)? {
        if let board = try? required(name) { return (name, board) }
        if let other = Catalog.fallback(for: name), let board = try? required(other) { return (other, board) }
        return nil
    }

    /// A bundled catalog by name, read once.
    private mutating func required(_ name: String) throws(StoreError) -> Board {
        let environment = self.environment
        return try cached(name) { () throws(StoreError) in
            try Catalog.load(path: Catalog.locate(language: name, environment: environment, executablePath: Catalog.executablePath()))
        }
    }

    /// A catalog file given by path, read once.
    private mutating func catalogFile(_ path: String) throws(StoreError) -> Board {
        try cached("path:" + path) { () throws(StoreError) in try Catalog.load(path: path) }
    }

    private mutating func cached(_ key: String, _ read: () throws(StoreError) -> Board) throws(StoreError) -> Board {
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
