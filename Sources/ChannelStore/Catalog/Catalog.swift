import ChannelCore
import Localization

/// The bundled channel catalogs (`Resources/catalogs/<name>.json`, in the channel file
/// format): the starting board when there is no channel file yet, and, for a file that follows
/// one (`"catalog": "en"`), the source of channels that a newer release adds.
public enum Catalog {
    /// The names of the bundled catalogs; the first is the fallback.
    package static let names = ["en", "zh-Hans", "zh-Hant"]

    /// Other spellings accepted for a name: `zh` was the Simplified Chinese catalog's first name.
    static let aliases = ["zh": "zh-Hans"]

    /// The bundled name for `text` (`en`, `zh-Hans`, `zh-Hant`, or the alias `zh`, ignoring
    /// case), or nil.
    public static func canonicalName(_ text: String) -> String? {
        let lower = text.lowercased()
        if let alias = aliases[lower] { return alias }
        return names.first { $0.lowercased() == lower }
    }

    /// The files that may hold a catalog, best first: `zh-Hans` is also found under its old
    /// name `zh.json`.
    package static func fileNames(for name: String) -> [String] {
        name == "zh-Hans" ? ["zh-Hans.json", "zh.json"] : [name + ".json"]
    }

    /// The catalog to use when the one for `name` is not installed: Traditional Chinese falls
    /// back to Simplified, nothing else falls back.
    public static func fallback(for name: String) -> String? {
        name == "zh-Hant" ? "zh-Hans" : nil
    }

    /// The catalog for an environment, by the rule that picks the language of the messages
    /// (`LocaleRule`: `LANGUAGE`, then the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`),
    /// so the channel names are in the language of the screen: `zh_TW`, `zh_HK`, `zh_MO` and
    /// `zh_Hant` get `zh-Hant`, other `zh` locales `zh-Hans`, anything else `en`.
    public static func language(environment: [String: String]) -> String {
        name(of: LocaleRule.language(environment: environment))
    }

    /// The bundled catalog of a language.
    package static func name(of language: Language) -> String {
        switch language {
        case .english: return "en"
        case .simplifiedChinese: return "zh-Hans"
        case .traditionalChinese: return "zh-Hant"
        }
    }

    /// A version 1 file (written before files recorded their catalog) follows `catalog` when it
    /// holds every locked channel of it: every file an earlier channel-editor wrote does, as it
    /// started from the catalog and locked channels can be neither removed nor dropped by the
    /// merge. A file made by hand with channels of its own does not, and is left alone.
    public static func isFollowed(byVersion1 file: Board, catalog: Board) -> Bool {
        let locked = catalog.mine.prefix(catalog.lockedCount)
        guard !locked.isEmpty else { return false }
        let ids = Set(file.mine.prefix(file.lockedCount).map(\.id))
        return locked.allSatisfy { ids.contains($0.id) }
    }

    /// Reads and validates a catalog file. Unlike the channel file, a missing catalog is an error.
    public static func load(path: String) throws(StoreError) -> Board {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try ChannelFileCodec.decode(bytes, path: path)
    }
}
