import ChannelCore
import ChannelStore
import EditorKit

/// Where the board comes from: the file's format loads it (`FormatDriver.loader(for:)`, docs/
/// FORMATS.md "The format layer") with the catalogs given, and says what the status row
/// shows of each entry. Nothing here names a format.
struct BoardSource {
    let store: ChannelFileStore
    /// Every `--catalog` given, in order.
    let choices: [CatalogChoice]
    let environment: [String: String]
    /// The format's load for this run; it keeps what it read (catalogs) between loads.
    private let loader: any FormatLoading
    /// Whether `--catalog` choices are recorded beside the file for its next run; `list` only
    /// looks, so it records nothing (README: it never writes).
    var remembersCatalogs = true
    /// The screen's key that refreshes favourites (`R`), named by the load's notice; nil for
    /// the commands and the line mode, whose notice names the `refresh` command.
    var refreshKey: String?
    /// The entries' details (a playlist's groups), for the footer and the filter; filled on each load.
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
        choices = options.catalogs
        self.environment = environment
        loader = store.format.driver.loader(for: store)
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

    /// What the format is asked for.
    var request: LoadRequest {
        LoadRequest(catalogs: choices, environment: environment, remembersCatalogs: remembersCatalogs, translation: messages.translation,
                    refreshKey: refreshKey)
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
        let load = try loader.load(request)
        details.lookup = load.detail
        details.renewed = load.renewed
        // The fields the screen's r, g and n change (issue 36), as the file has them now.
        details.editableFields = store.format.emptyDocument.editableFields
        details.fieldText = { [store] field, id in (store.rememberedDocument as? any EntryFieldEditing)?.text(of: field, id: id) }
        return Loaded(board: load.board, catalog: load.catalog, identity: load.identity, notice: load.notice)
    }

    /// Records the `--catalog` files given for the file's next run, once a command has
    /// succeeded: a refused `add` records nothing (a newcomer's report).
    func commandSucceeded() throws(Failure) {
        do {
            try loader.commandSucceeded(request)
        } catch {
            throw Failure(error)
        }
    }

    /// Why an `add` found nothing, in the format's words (no catalog in use); nil when it has none.
    var addHint: String? { loader.addHint(request)?.text(in: messages.translation) }

    /// What to print for opened channels (one id a line): what the document says opening
    /// prints (a playlist entry's URL, a bouquet's stream URL: `ChannelDocument.opened`), else the id.
    func opened(_ ids: String) -> String {
        ids.split(separator: "\n", omittingEmptySubsequences: false).map { id in
            store.opened(id: String(id)) ?? String(id)
        }.joined(separator: "\n")
    }
}
