import ChannelCore

/// The bundled channel catalogs (`Resources/catalogs/<language>.json`, in the channel file
/// format): the starting board when there is no channel file yet, and the source of channels
/// that a newer release adds.
public enum Catalog {
    /// The languages a catalog exists for; the first is the fallback.
    public static let languages = ["en", "zh"]

    /// The catalog language for an environment: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` decides; a value starting with `zh` picks "zh", anything else "en".
    public static func language(environment: [String: String]) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return locale?.hasPrefix("zh") == true ? "zh" : "en"
    }

    /// Reads and validates a catalog file. Unlike the channel file, a missing catalog is an error.
    public static func load(path: String) throws(StoreError) -> Board {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: "catalog not found", kind: .configuration)
        }
        return try ChannelFileCodec.decode(bytes, path: path)
    }
}
