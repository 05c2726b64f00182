/// `--catalog`: which catalog this run merges in. Without the option the file decides
/// (the catalog it records), and a new file starts from the locale's catalog.
public enum CatalogChoice: Equatable, Sendable {
    /// The file's own record; the locale's catalog for a new file.
    case automatic
    /// `--catalog none`: merge nothing; a new file starts empty.
    case none
    /// `--catalog en|zh-Hans|zh-Hant` (or `zh`): that bundled catalog.
    case named(String)
    /// `--catalog PATH`: a catalog file of your own (a path holds a `/`, or its name says which
    /// format's catalog it is: `.json`, `.m3u`, `.opml`, `FormatRegistry.catalogFormat`).
    case path(String)

    /// Parses the option's value; nil for a name that is neither bundled nor a path.
    public static func parse(_ text: String) -> CatalogChoice? {
        if text == "none" { return CatalogChoice.none }
        if text.contains("/") || FormatRegistry.catalogFormat(of: text) != nil { return .path(text) }
        return Catalog.canonicalName(text).map { .named($0) }
    }
}
