import ChannelCore

/// Kept entries as bytes and nothing more, for a format whose entries are read again from
/// their bytes when loaded (VDR's lines, `VDRBoard`): each record of the kept file, the first
/// of an id kept twice winning. Its board names each entry by its id (the format reads the
/// names); a save copies entries from it, and it is never itself saved.
public struct KeptEntries: KeptDocument {
    public let keptIds: [String]
    private let entries: [String: [UInt8]]

    /// Refuses, as a playlist would, a kept file that is not text (not UTF-8, a NUL byte).
    public static func kept(_ file: KeptFile, path: String) throws(StoreError) -> KeptEntries {
        _ = try TextLines(file.bytes, path: path)
        var ids: [String] = []
        var entries: [String: [UInt8]] = [:]
        for (id, entry) in file.records where entries[id] == nil {
            ids.append(id)
            entries[id] = Array(entry)
        }
        return KeptEntries(keptIds: ids, entries: entries)
    }

    public var board: Board {
        Board(checkedMine: keptIds.map { Channel(id: $0, name: $0) }, available: [], current: nil)
    }

    public var catalog: String? { nil }

    public func entry(id: String) -> [UInt8]? { entries[id] }

    public func holds(id: String) -> Bool { entries[id] != nil }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }
}
