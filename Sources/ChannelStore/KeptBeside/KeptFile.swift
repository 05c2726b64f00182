import Glibc
import Localization

/// The file of what is kept beside a list file (`KeptBeside`), as lines any format's entries
/// fit between: a line naming the list, the catalogs, then each kept entry after a line
/// with the id it had in the list (a duplicate's id is not what its bytes say alone).
///
///     #X-CHANNEL-EDITOR-PLAYLIST:/home/me/tv.m3u8
///     #X-CHANNEL-EDITOR-CATALOG:/home/me/provider.m3u
///     #X-CHANNEL-EDITOR-ID:http://example.com/a.m3u8 #Channel A #2
///     #EXTINF:-1 tvg-id="a",Channel A
///     http://example.com/a.m3u8
///
/// The tags, the folder `playlists` and the `.m3u` ending are the playlist's, who kept files
/// first: every format's files keep them, so the files users have read as before.
public struct KeptFile: Sendable {
    /// The file's bytes as read or written.
    public let bytes: [UInt8]
    /// The catalogs recorded (the tag lines before the first entry's id).
    public let catalogs: [String]
    /// Each kept entry, in file order: the id recorded, and its bytes (the lines up to the
    /// next id line). Lines before the first id that are no tag (a file written before ids
    /// were recorded) are in `bytes` only: the format reads them by its own rule.
    public let records: [(id: String, entry: ArraySlice<UInt8>)]

    static let catalogTag = Array("#X-CHANNEL-EDITOR-CATALOG:".utf8)
    static let idTag = Array("#X-CHANNEL-EDITOR-ID:".utf8)
    /// The first line names the list (for a person who finds the file; never read back).
    static let listTag = Array("#X-CHANNEL-EDITOR-PLAYLIST:".utf8)

    /// Reads the lines of a kept file.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var catalogs: [String] = []
        var records: [(id: String, entry: ArraySlice<UInt8>)] = []
        var open: (id: String, start: Int)?
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            let line = bytes[start..<end]
            if line.starts(with: Self.idTag) {
                if let open { records.append((open.id, bytes[open.start..<start])) }
                open = (Self.value(line, after: Self.idTag), end)
            } else if open == nil, line.starts(with: Self.catalogTag) {
                let catalog = Self.value(line, after: Self.catalogTag)
                if !catalog.isEmpty { catalogs.append(catalog) }
            }
            start = end
        }
        if let open { records.append((open.id, bytes[open.start...])) }
        self.catalogs = catalogs
        self.records = records
    }

    /// The bytes of a kept file: the list's path, the catalogs, and each entry after its id.
    init(list: String, catalogs: [String], entries: [(String, [UInt8])]) {
        var bytes = Self.listTag + Self.oneLine(list).utf8
        bytes.append(0x0A)
        for catalog in catalogs {
            bytes += Self.catalogTag + Self.oneLine(catalog).utf8
            bytes.append(0x0A)
        }
        for (id, entry) in entries {
            bytes += Self.idTag + Self.oneLine(id).utf8
            bytes.append(0x0A)
            bytes += entry
        }
        self.init(bytes: bytes)
    }

    /// What follows a tag on its line (a `\r` before its `\n` left out).
    private static func value(_ line: ArraySlice<UInt8>, after tag: [UInt8]) -> String {
        var value = line.dropFirst(tag.count)
        if value.last == 0x0A { value = value.dropLast() }
        if value.last == 0x0D { value = value.dropLast() }
        return String(decoding: value, as: UTF8.self)
    }

    /// A path or id on one line (a newline in it would end the record).
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? "?" : $0 })
    }

    /// The kept file of the list at `list` (its real, absolute path): under the state home,
    /// named after the list and a hash of its path (two lists of one name in two folders get
    /// two files).
    static func path(for list: String, environment: [String: String]) throws(StoreError) -> String {
        let base: String
        if let state = environment["XDG_STATE_HOME"], PathText.isAbsolute(state) {
            base = state
        } else if let home = environment["HOME"].flatMap({ PathText.isAbsolute($0) ? $0 : nil }) ?? ConfigPath.accountHome() {
            base = PathText.join(PathText.join(home, ".local"), "state")
        } else {
            throw StoreError(path: list, problem: .tr("cannot find the state folder: XDG_STATE_HOME and HOME are unset or not absolute paths"), kind: .configuration)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in list.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        let name = PathText.name(of: list) + "-" + String(repeating: "0", count: 16 - digits.count) + digits + ".m3u"
        return PathText.join(PathText.join(PathText.join(base, "channel-editor"), "playlists"), name)
    }

    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        if PathText.isAbsolute(path) { return path }
        guard let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        return PathText.join(String(cString: folder), path)
    }
}
