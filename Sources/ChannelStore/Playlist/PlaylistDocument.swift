import ChannelCore
import Localization

/// An M3U/M3U8 playlist as a channels file (README "Playlists"; docs/ARCHITECTURE.md, "The
/// format layer"). Its entries are My Channels, in file order; every other byte (the `#EXTM3U`
/// line, comments, blank lines, unknown directives, line ends, a byte order mark, a missing
/// final newline) is kept, and `revised` changes only the entries that moved.
///
/// An entry is an `#EXTINF` line, the lines after it up to and including its URL line (the
/// first line that is neither blank nor starts with `#`: `#EXTGRP`, `#KODIPROP`, `#EXTVLCOPT`
/// and other directives between them belong to it); in a plain M3U (no `#EXTM3U` first line)
/// a URL line alone is an entry too. Lines between entries stay where they are.
///
/// An entry's id is its URL line (trimmed; with a `|header=value` suffix, if any); the second
/// entry with the same URL line is `URL #2`, the third `URL #3`, and so on (numbers already
/// taken by a URL are skipped). A catalog entry with the same id is the same entry.
public struct PlaylistDocument: ChannelDocument {
    /// One entry: its bytes (`span`, with its last line end), its `#EXTINF` line (nil for a
    /// bare URL line) and its URL line, trimmed.
    struct Entry {
        var span: Range<Int>
        var info: Range<Int>?
        var location: Range<Int>
        /// The value of an `#EXTGRP:` line of the entry, if any.
        var extgrp: Range<Int>?
    }

    /// The file, with a line end added in memory when it had none at its end.
    let bytes: [UInt8]
    let missingFinalNewline: Bool
    let lineEnd: [UInt8]
    /// Everything before the first entry (byte order mark, `#EXTM3U` line, comments).
    let prefix: Range<Int>
    let entries: [Entry]
    /// `gaps[i]`: the lines between entry `i` and entry `i + 1`.
    let gaps: [Range<Int>]
    /// Everything after the last entry.
    let suffix: Range<Int>
    /// Each entry's id and name, in file order.
    package let ids: [String]
    package let names: [String]
    /// Each entry's group (`group-title`, else `#EXTGRP`), in file order.
    package let groups: [String?]
    /// Entry index by id.
    let index: [String: Int]

    /// A playlist with no file yet: a new file starts with the `#EXTM3U` line.
    static let empty = try! PlaylistDocument(bytes: Array("#EXTM3U\n".utf8), path: "")

    /// Reads a playlist; refuses (with the line) text that is not UTF-8, a NUL byte, a line over
    /// 1 MiB, a URL line without `#EXTINF` in a file that starts with `#EXTM3U`, and an `#EXTINF`
    /// without a URL line. `ids`, when given, name the entries instead of the rule above (the
    /// document a save wrote keeps the ids the editor has).
    package init(bytes input: [UInt8], path: String, ids given: [String]? = nil) throws(StoreError) {
        let split = try PlaylistLines(input, path: path)
        bytes = split.bytes
        missingFinalNewline = split.missingFinalNewline
        lineEnd = split.lineEnd
        let lines = split.lines
        var entries: [Entry] = []
        var gapStarts: [Int] = []  // where the lines after each entry start
        var firstEntryStart: Int?
        var extended = false
        try bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in
            if let first = lines.first, ExtInfLine.hasPrefix(buffer, first.start, first.contentEnd, Self.header) {
                extended = true
            }
            var open: (line: Int, start: Int, info: Range<Int>)?
            var extgrp: Range<Int>?
            for (number, line) in lines.enumerated() {
                let text = ExtInfLine.trimmed(buffer, line.start, line.contentEnd)
                guard let text else { continue }  // blank: the entry's, or between entries
                if buffer[text.lowerBound] == 0x23 {  // '#'
                    guard ExtInfLine.isInfo(buffer, text.lowerBound, text.upperBound) else {
                        if open != nil, extgrp == nil, ExtInfLine.hasPrefix(buffer, text.lowerBound, text.upperBound, Self.groupTag) {
                            extgrp = ExtInfLine.trimmed(buffer, text.lowerBound + Self.groupTag.count, text.upperBound)
                        }
                        continue
                    }
                    if let open {
                        throw PlaylistLines.failure(path, open.line + 1, .tr("#EXTINF with no URL line after it"))
                    }
                    open = (number, line.start, text)
                    continue
                }
                let start: Int
                if let entry = open {
                    start = entry.start
                } else {
                    if extended, number > 0 {
                        throw PlaylistLines.failure(path, number + 1, .tr("URL line with no #EXTINF before it (the file starts with #EXTM3U)"))
                    }
                    start = line.start
                }
                if firstEntryStart == nil { firstEntryStart = start }
                entries.append(Entry(span: start..<line.end, info: open?.info, location: text, extgrp: extgrp))
                gapStarts.append(line.end)
                open = nil
                extgrp = nil
            }
            if let open {
                throw PlaylistLines.failure(path, open.line + 1, .tr("#EXTINF with no URL line after it"))
            }
        }
        let end = bytes.count
        prefix = 0..<(firstEntryStart ?? end)
        var gaps: [Range<Int>] = []
        gaps.reserveCapacity(max(0, entries.count - 1))
        for index in entries.indices.dropLast() { gaps.append(gapStarts[index]..<entries[index + 1].span.lowerBound) }
        self.gaps = gaps
        suffix = (entries.last?.span.upperBound ?? end)..<end
        self.entries = entries
        var index: [String: Int] = Dictionary(minimumCapacity: entries.count)
        var ids: [String] = []
        var names: [String] = []
        var groups: [String?] = []
        ids.reserveCapacity(entries.count)
        names.reserveCapacity(entries.count)
        groups.reserveCapacity(entries.count)
        bytes.withUnsafeBufferPointer { buffer in
            for (number, entry) in entries.enumerated() {
                let location = String(decoding: buffer[entry.location], as: UTF8.self)
                var id = given.flatMap { $0.count == entries.count ? $0[number] : nil } ?? location
                if index[id] != nil {
                    var occurrence = 2
                    repeat {
                        id = location + " #" + String(occurrence)
                        occurrence += 1
                    } while index[id] != nil
                }
                index[id] = number
                ids.append(id)
                let (name, group) = Self.nameAndGroup(buffer, entry)
                names.append(name ?? location)
                groups.append(group)
            }
        }
        self.index = index
        self.ids = ids
        self.names = names
        self.groups = groups
    }

    static let header = Array("#EXTM3U".utf8)

    /// The display name after the attributes, else `tvg-name` (nil when neither is there); the
    /// `group-title`, else the `#EXTGRP` value (nil when neither is there).
    private static func nameAndGroup(_ buffer: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> (String?, String?) {
        let extgrp = entry.extgrp.map { String(decoding: buffer[$0], as: UTF8.self) }
        guard let info = entry.info else { return (nil, extgrp) }
        let line = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound)
        var name: String?
        if let title = line.title {
            name = String(decoding: buffer[title], as: UTF8.self)
        } else if let tvgName = line.tvgName, !tvgName.isEmpty {
            name = String(decoding: buffer[tvgName], as: UTF8.self)
        }
        if let group = line.groupTitle, !group.isEmpty { return (name, String(decoding: buffer[group], as: UTF8.self)) }
        return (name, extgrp)
    }

    public var board: Board {
        var builder = BoardBuilder(capacity: ids.count)
        for (id, name) in zip(ids, names) { try? builder.append(Channel(id: id, name: name), to: .mine) }
        return (try? builder.build()) ?? Board()
    }

    public var catalog: String? { nil }

    /// The first line when it is the `#EXTM3U` line (with its attributes and line end, after a
    /// byte order mark if any); empty for a plain M3U. A new playlist made of this one's entries
    /// starts with it.
    public var headerLine: [UInt8] {
        let end = entries.first?.span.lowerBound ?? bytes.count
        guard let newline = bytes[prefix.lowerBound..<end].firstIndex(of: 0x0A) else { return [] }
        let line = Array(bytes[prefix.lowerBound...newline])
        let text = line.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(line.dropFirst(3)) : line
        return text.starts(with: Self.header) ? line : []
    }

    public func entry(id: String) -> [UInt8]? {
        guard let number = index[id] else { return nil }
        return Self.withNewlines(bytes[entries[number].span])
    }

    /// An entry's bytes with every line ended by `\n` (the form `entry(id:)` hands out).
    static func withNewlines(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        guard slice.contains(0x0D) else { return Array(slice) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 0x0D, index + 1 < slice.endIndex, slice[index + 1] == 0x0A {
                index += 1
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// The `group-title` of an entry (else its `#EXTGRP` line), for the footer and the filter.
    public func group(id: String) -> String? {
        index[id].flatMap { groups[$0] }
    }

    static let groupTag = Array("#EXTGRP:".utf8)

    /// The URL an entry plays: its URL line without a Kodi `|header=value` suffix.
    public func url(id: String) -> String? {
        guard let number = index[id] else { return nil }
        let location = bytes[entries[number].location]
        if let bar = location.firstIndex(of: 0x7C), location[(bar + 1)...].contains(0x3D) {
            return String(decoding: location[..<bar], as: UTF8.self)
        }
        return String(decoding: location, as: UTF8.self)
    }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? {
        guard let written = PlaylistWriter(document: self, board: board, context: context).bytes() else { return nil }
        let ids = written.ids
        let document = try? PlaylistDocument(bytes: written.bytes, path: "", ids: ids)
        let bytes = written.bytes
        return DocumentRevision(written: document) { emit in bytes.withUnsafeBytes { emit($0) } }
    }
}

extension PlaylistDocument {
    /// A provider's playlist used as a catalog: read, never written or locked. A missing file is
    /// an error, as for a JSON catalog.
    public static func catalog(at path: String) throws(StoreError) -> PlaylistDocument {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try PlaylistDocument(bytes: bytes, path: path)
    }
}
