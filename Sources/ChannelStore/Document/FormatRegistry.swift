/// Every format channel-editor reads (issue 33): adding one is its folder and a line here.
///
/// The order is the order of recognition: a file is the first driver's that claims its name
/// (VDR's also by content, so after those named; JSON last, it takes any other name), and a
/// misnamed file is said to look like the first driver's whose `looksLike` it meets.
public enum FormatRegistry {
    public static let drivers: [any FormatDriver.Type] = [
        Enigma2Driver.self, PlaylistDriver.self, NewsboatDriver.self, VDRDriver.self, JSONDriver.self,
    ]

    /// The format named by `--format`; nil for no known name.
    static func driver(named option: String) -> (any FormatDriver.Type)? {
        let word = option.lowercased()
        return drivers.first { $0.optionNames.contains(word) }
    }

    /// True when a format's running program can be reached at `address` (`--svdrp`).
    public static func isLiveAddress(_ address: String) -> Bool {
        drivers.contains { $0.acceptsLiveAddress(address) }
    }

    /// The format whose catalog a file's name says it is; nil when the name does not say.
    public static func catalogFormat(of path: String) -> FileFormat? {
        let name = PathText.name(of: path).lowercased()
        return drivers.first { $0.claimsCatalog(name: name) }.map(FileFormat.init(driver:))
    }
}
