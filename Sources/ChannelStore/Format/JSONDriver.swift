import ChannelCore
import Localization

/// channel-editor's own JSON file (`ChannelFile`, README "The file"): it owns every byte and is
/// written whole; its catalog is a bundled one or a `.json` file, merged in (`JSONLoading`).
public enum JSONDriver: FormatDriver {
    public static let name = "json"

    /// Any name no other format claims (`FormatRegistry`'s last driver).
    public static func claims(path: String, name: String) -> Bool { true }

    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        do {
            return try ChannelFileCodec.decodeFile(bytes, path: path)
        } catch let error where error.kind == .invalidData {
            // Not JSON: say so plainly when the first line shows which format it is.
            throw FormatGuess.of(bytes) == .json ? error : FormatGuess.misnamed(bytes, path: path) ?? error
        }
    }

    public static var emptyDocument: any ChannelDocument { ChannelFile(board: Board(), catalog: nil) }
    public static var keepsUnownedBytes: Bool { false }
    public static func loader(for store: ChannelFileStore) -> any FormatLoading { JSONLoading(store: store) }

    /// `{` first (past `#` lines).
    public static func looksLike(_ bytes: [UInt8]) -> Bool {
        FormatGuess.firstUncommented(bytes)?.first == UInt8(ascii: "{")
    }

    public static var misnamedAdvice: Message? {
        .tr("this looks like a channels file (JSON), not a playlist: open it with --format json")
    }

    public static func claimsCatalog(name: String) -> Bool { name.hasSuffix(".json") }
    /// `--catalog en`: the bundled catalog.
    public static var catalogNamesAreFiles: Bool { false }

    /// A new file only under a name that says it is one (a newcomer's `--file nb/url`, meant
    /// `nb/urls`, quietly started a second list beside the real one).
    public static func newFileRefusal(path: String) -> Message? {
        guard !PathText.name(of: path).lowercased().hasSuffix(".json") else { return nil }
        return .tr("%s does not exist: a new channels file is made only under a name ending in .json (or with --format json); nothing was made",
                   MessageText.escaped(path))
    }

    /// Any items make a channels file.
    public static func pickWrites(ownEntries: Bool) -> Bool { true }
}

extension FileFormat {
    /// channel-editor's own JSON file (`JSONDriver`).
    public static let json = FileFormat(driver: JSONDriver.self)
}
