import ChannelCore

/// The format of a channels file: its driver (`FormatDriver`, docs/FORMATS.md "The format
/// layer"), found by `--format` (`init?(option:)`) or by the file (`of(path:)`) among
/// `FormatRegistry.drivers`. Two are equal when their drivers' names are; each driver's folder
/// declares its constant (`FileFormat.json`, `.m3u`, …) for tests and its own code.
public struct FileFormat: Hashable, Sendable, CustomStringConvertible {
    /// The driver that makes every decision of the format.
    public let driver: any FormatDriver.Type

    public init(driver: any FormatDriver.Type) {
        self.driver = driver
    }

    /// The format named by `--format` (`json`, `m3u`, `m3u8`, …); nil otherwise.
    public init?(option: String) {
        guard let driver = FormatRegistry.driver(named: option) else { return nil }
        self.driver = driver
    }

    /// The format of the file at `path`: the first driver that claims it (by name, or VDR's
    /// by content); the JSON file's for any other name.
    public static func of(path: String) -> FileFormat {
        let name = PathText.name(of: path).lowercased()
        let driver = FormatRegistry.drivers.first { $0.claims(path: path, name: name) } ?? JSONDriver.self
        return FileFormat(driver: driver)
    }

    /// True when a format claims the file at `path` by its name (or VDR's by content), rather
    /// than the JSON file taking it as any other name (`FormatRegistry`'s last driver).
    public static func isClaimed(path: String) -> Bool {
        let name = PathText.name(of: path).lowercased()
        return FormatRegistry.drivers.dropLast().contains { $0.claims(path: path, name: name) }
    }

    /// The `--format` name.
    public var name: String { driver.name }
    public var description: String { driver.name }

    public static func == (left: FileFormat, right: FileFormat) -> Bool { left.driver.name == right.driver.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(driver.name) }

    /// Reads a file's bytes as a document of this format; `path` only names it in errors.
    public func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        try driver.decode(bytes, path: path)
    }

    /// What the list holds, for the words the editor says about it (issue 40.4).
    public var listKind: ListKind { driver.listKind(path: "") }

    /// What the file at `path` holds: an Enigma2 `bouquets.tv` holds bouquets, not services.
    public func listKind(path: String) -> ListKind { driver.listKind(path: path) }

    /// What a save starts from when there is no file yet.
    public var emptyDocument: any ChannelDocument { driver.emptyDocument }

    /// See `FormatDriver.keepsUnownedBytes`.
    var keepsUnownedBytes: Bool { driver.keepsUnownedBytes }
}
