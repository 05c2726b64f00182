import ChannelCore
import Localization

/// newsboat's feed list, its `urls` file (README "newsboat"; `NewsboatDocument`): active feed
/// lines are My Channels, commented-out ones Add Channels; every byte of a line that did not
/// move stays. Its catalogs are OPML files (`NewsboatLoading`).
public enum NewsboatDriver: FormatDriver {
    public static let name = "newsboat"

    /// `~/.newsboat/urls`, `~/.config/newsboat/urls`: any file named `urls`.
    public static func claims(path: String, name: String) -> Bool { name == "urls" }

    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        try NewsboatDocument.read(bytes, path: path)
    }

    public static var emptyDocument: any ChannelDocument { NewsboatDocument.empty }
    public static func loader(for store: ChannelFileStore) -> any FormatLoading { NewsboatLoading(store: store) }
    public static func listKind(path: String) -> ListKind { .feeds }

    /// A URL first (past `#` lines): a feed list, or a plain playlist of URLs.
    public static func looksLike(_ bytes: [UInt8]) -> Bool {
        guard let line = FormatGuess.firstUncommented(bytes) else { return false }
        let schemes = ["http://", "https://", "query:", "exec:", "filter:", "file://"]
        return schemes.contains { line.starts(with: Array($0.utf8)) }
    }

    public static var misnamedAdvice: Message? {
        .tr("this looks like a newsboat feed list or a plain playlist, not a channels file: open it with --format newsboat or --format m3u")
    }

    /// A feed list takes OPML files.
    public static func claimsCatalog(name: String) -> Bool { name.hasSuffix(".opml") }

    /// newsboat reads the file and nothing is kept beside it.
    public static func resetRefusal(path: String) -> StoreError? {
        StoreError(path: "", problem: .tr("%s: reset does not move newsboat's feed list aside and nothing is kept beside it; remove feeds to comment them out",
                                          MessageText.escaped(path)), kind: .configuration)
    }

    public static var takesTypedURLs: Bool { true }
    public static var listOutputs: Set<ListOutput> { [.opml] }

    /// `list --output opml`: My Channels in order as an OPML feed list (`OPMLWriter`), for any
    /// feed reader's import (`newsboat -i`): a feed's URL is its line's URL (its query feeds and
    /// `exec:`/`filter:` feeds are left out, as `newsboat -e` leaves them out), else its id.
    public static func list(_ board: Board, as output: ListOutput, store: ChannelFileStore) -> [UInt8] {
        var feeds: [(url: String, name: String)] = []
        feeds.reserveCapacity(board.mine.count)
        for channel in board.mine {
            if let urls = store.document(holding: channel.id) as? NewsboatDocument, let entry = urls.entry(forID: channel.id) {
                if !entry.feed.isSpecial { feeds.append((entry.feed.url, channel.name)) }
            } else {
                feeds.append((channel.id, channel.name))
            }
        }
        return Array(OPMLWriter.document(feeds).utf8)
    }
}

extension FileFormat {
    /// newsboat's urls file (`NewsboatDriver`).
    public static let newsboat = FileFormat(driver: NewsboatDriver.self)
}
