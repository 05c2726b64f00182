import ChannelCore
import ChannelStore
import Glibc

/// Each kind of file takes its own kind of catalog (`FormatDriver.claimsCatalog`): a playlist a
/// playlist, a newsboat urls file an OPML file, a channels file a bundled catalog or a `.json`
/// one. A catalog of another kind is refused by name before it is read, instead of with its
/// parser's complaint about the first byte and advice about the wrong file (a newcomer's report).
enum CatalogKindCheck {
    /// The first `--catalog` choice of the wrong kind for `format`, or nil.
    static func wrongKind(in choices: [CatalogChoice], for format: FileFormat) -> String? {
        for choice in choices {
            switch choice {
            case .automatic, .none: continue
            case .named(let name):
                // Where a name is a file name, `en` with no file `en` meant the bundled catalog.
                if format.driver.catalogNamesAreFiles, access(name, F_OK) != 0 { return name }
            case .path(let path):
                if let kind = kind(of: path), kind != format { return path }
            }
        }
        return nil
    }

    /// The format whose catalog a file's name says it is; nil when the name does not say.
    static func kind(of path: String) -> FileFormat? {
        FormatRegistry.catalogFormat(of: path)
    }

    /// The usage error for `catalog`.
    static func message(_ catalog: String) -> String {
        tr("%s is not a catalog for this file: a playlist takes a playlist (.m3u, .m3u8), a newsboat urls file an OPML file (.opml), a channels file en, zh-Hans, zh-Hant or a .json catalog",
           MessageText.quoted(catalog))
    }
}
