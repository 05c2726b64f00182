import ChannelCore
import Localization

/// An Enigma2 receiver's bouquet (README "Enigma2"; `BouquetDocument`): entries are My
/// Channels, lamedb's services Add Channels (`Enigma2Loader`); every byte of an entry that did
/// not move stays.
public enum Enigma2Driver: FormatDriver {
    public static let name = "enigma2"

    /// `userbouquet.*.tv` / `.radio`, and the lists of bouquets `bouquets.tv` / `.radio`.
    public static func claims(path: String, name: String) -> Bool {
        if Enigma2Loader.isBouquetList(name) { return true }
        return name.hasPrefix("userbouquet.") && (name.hasSuffix(".tv") || name.hasSuffix(".radio"))
    }

    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        try BouquetDocument(bytes: bytes, path: path)
    }

    public static var emptyDocument: any ChannelDocument { BouquetDocument.empty }

    public static func loader(for store: ChannelFileStore) -> any FormatLoading {
        PlainLoading { request throws(StoreError) in
            try Enigma2Loader.load(store, catalogs: request.givenPaths, translation: request.translation)
        }
    }

    /// A bouquet's services; `bouquets.tv`'s bouquets.
    public static func listKind(path: String) -> ListKind {
        Enigma2Loader.isBouquetList(PathText.name(of: path)) ? .bouquets : .services
    }

    /// `#NAME ` or `#SERVICE` first.
    public static func looksLike(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return start.starts(with: BouquetDocument.nameTag) || start.starts(with: BouquetDocument.serviceTag)
    }

    public static var misnamedAdvice: Message? {
        .tr("this looks like an Enigma2 bouquet, not a channels file: open it with --format enigma2 (or name it userbouquet.NAME.tv)")
    }

    public static func resetRefusal(path: String) -> StoreError? {
        StoreError(path: path, problem: .tr("reset does not move an Enigma2 bouquet aside (the receiver reads it) and nothing is kept beside it; remove entries instead"), kind: .configuration)
    }
}

extension FileFormat {
    /// An Enigma2 receiver's bouquet (`Enigma2Driver`).
    public static let enigma2 = FileFormat(driver: Enigma2Driver.self)
}
