import ChannelStore

/// `--catalog`: which catalog this run merges in. Without the option the file decides
/// (the catalog it records), and a new file starts from the locale's catalog.
enum CatalogChoice: Equatable {
    /// The file's own record; the locale's catalog for a new file.
    case automatic
    /// `--catalog none`: merge nothing; a new file starts empty.
    case none
    /// `--catalog en|zh-Hans|zh-Hant` (or `zh`): that bundled catalog.
    case named(String)
    /// `--catalog PATH`: a catalog file of your own (a path holds a `/` or ends in `.json`).
    case path(String)

    /// Parses the option's value; nil for a name that is neither bundled nor a path.
    static func parse(_ text: String) -> CatalogChoice? {
        if text == "none" { return CatalogChoice.none }
        if text.contains("/") || text.hasSuffix(".json") || FileFormat.of(path: text) == .m3u || text.hasSuffix(".opml") { return .path(text) }
        return Catalog.canonicalName(text).map { .named($0) }
    }
}
