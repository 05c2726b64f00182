import ChannelCore
import Localization

/// The load of one file for a run (`FormatDriver.loader(for:)`): reads the file and what goes
/// with it (its catalogs, what is kept beside it), hands the store its entry sources, and keeps
/// what it read for the next load (a catalog is read once a run).
public protocol FormatLoading: AnyObject {
    /// Loads the board.
    func load(_ request: LoadRequest) throws(StoreError) -> FormatLoad
    /// Called once a command has succeeded: a playlist records the `--catalog` files given
    /// (a refused `add` records nothing).
    func commandSucceeded(_ request: LoadRequest) throws(StoreError)
    /// Why an `add` found nothing, when the format has a hint (no catalog in use).
    func addHint(_ request: LoadRequest) -> Message?
}

extension FormatLoading {
    public func commandSucceeded(_ request: LoadRequest) throws(StoreError) {}
    public func addHint(_ request: LoadRequest) -> Message? { nil }
}

/// What a load is asked for: the command line's part.
public struct LoadRequest {
    /// Every `--catalog` given, in order.
    public var catalogs: [CatalogChoice]
    /// The environment (the locale's catalog, `$XDG_STATE_HOME`).
    public var environment: [String: String]
    /// Whether `--catalog` choices are recorded beside the file for its next run; `list` only
    /// looks, so it records nothing.
    public var remembersCatalogs: Bool
    /// The run's language, for what the load has to say.
    public var translation: Translation
    /// The screen's key that refreshes favourites from their catalog (`R`), which the load's
    /// notice names; nil: the notice names the `refresh` command (issue 36 item 2).
    public var refreshKey: String?

    public init(catalogs: [CatalogChoice] = [], environment: [String: String] = ProcessEnvironment.current(),
                remembersCatalogs: Bool = true, translation: Translation = .english, refreshKey: String? = nil) {
        self.catalogs = catalogs
        self.environment = environment
        self.remembersCatalogs = remembersCatalogs
        self.translation = translation
        self.refreshKey = refreshKey
    }

    /// The last `--catalog`, or `.automatic` when none was given.
    public var choice: CatalogChoice { catalogs.last ?? .automatic }

    /// The catalog files given: what follows the last `none`; a name is a file name here.
    public var givenPaths: [String] {
        let given = catalogs.split(separator: CatalogChoice.none, omittingEmptySubsequences: false).last ?? []
        return given.compactMap { choice in
            switch choice {
            case .path(let path), .named(let path): return path
            case .automatic, .none: return nil
            }
        }
    }
}

/// What a load found.
public struct FormatLoad {
    /// My Channels from the file, Add Channels from what the format offers.
    public var board: Board
    /// The catalog the file follows, to record on the next save (JSON's).
    public var catalog: String?
    /// The version of the file that was read; nil when there is no file.
    public var identity: FileIdentity?
    /// Something to tell once that did not stop the load, in the request's language.
    public var notice: String?
    /// An entry's detail for the status row and the filter.
    public var detail: (String) -> String?
    /// How many of My Channels the catalogs offer under a new URL (what `refresh` would update).
    public var renewed: Int

    public init(board: Board, catalog: String? = nil, identity: FileIdentity?, notice: String? = nil,
                detail: @escaping (String) -> String? = { _ in nil }, renewed: Int = 0) {
        self.board = board
        self.catalog = catalog
        self.identity = identity
        self.notice = notice
        self.detail = detail
        self.renewed = renewed
    }
}

/// A format's load that keeps nothing between loads.
final class PlainLoading: FormatLoading {
    let read: (LoadRequest) throws(StoreError) -> FormatLoad

    init(_ read: @escaping (LoadRequest) throws(StoreError) -> FormatLoad) {
        self.read = read
    }

    func load(_ request: LoadRequest) throws(StoreError) -> FormatLoad { try read(request) }
}
