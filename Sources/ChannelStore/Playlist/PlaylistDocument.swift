import ChannelCore
import Localization

/// An M3U/M3U8 playlist as a channels file (README "Playlists"; docs/FORMATS.md, "The
/// format layer"). Its entries are My Channels, in file order; every other byte (the `#EXTM3U`
/// line, comments, blank lines, unknown directives, line ends, a byte order mark, a missing
/// final newline) is kept, and `revised` changes only the entries that moved.
///
/// An entry is an `#EXTINF` line, the lines after it up to and including its URL line (the
/// first line that is neither blank nor starts with `#`: `#EXTGRP`, `#KODIPROP`, `#EXTVLCOPT`
/// and other directives between them belong to it); a URL line with no `#EXTINF` before it is
/// an entry alone, named by its URL (mpv and Kodi play it, with or without `#EXTM3U` first).
/// Lines between entries stay where they are.
///
/// An entry's id is its URL line (trimmed; with a `|header=value` suffix, if any); when other
/// entries have the same URL line, `URL #Name` (its name as shown), and `URL #Name #2` for a
/// second entry alike in that too (`EntryIds`). A catalog entry with the same id is the same
/// entry.
public struct PlaylistDocument: ChannelDocument, KeepsEarlierVersions {
    /// One entry: its bytes (`span`, with its last line end), its `#EXTINF` line (nil for a
    /// bare URL line) and its URL line, trimmed.
    struct Entry {
        // Offsets in 32 bits (a file is at most 256 MiB): 32 bytes an entry, not 80.
        private var spanStart, spanEnd, infoStart, infoEnd, locationStart, locationEnd, groupStart, groupEnd: Int32

        init(span: Range<Int>, info: Range<Int>?, location: Range<Int>, extgrp: Range<Int>?) {
            spanStart = Int32(span.lowerBound)
            spanEnd = Int32(span.upperBound)
            infoStart = Int32(info?.lowerBound ?? -1)
            infoEnd = Int32(info?.upperBound ?? -1)
            locationStart = Int32(location.lowerBound)
            locationEnd = Int32(location.upperBound)
            groupStart = Int32(extgrp?.lowerBound ?? -1)
            groupEnd = Int32(extgrp?.upperBound ?? -1)
        }

        var span: Range<Int> { Int(spanStart)..<Int(spanEnd) }
        var info: Range<Int>? { infoStart < 0 ? nil : Int(infoStart)..<Int(infoEnd) }
        var location: Range<Int> { Int(locationStart)..<Int(locationEnd) }
        /// The value of an `#EXTGRP:` line of the entry, if any.
        var extgrp: Range<Int>? { groupStart < 0 ? nil : Int(groupStart)..<Int(groupEnd) }
    }

    /// The file, with a line end added in memory when it had none at its end; empty for a
    /// catalog, which reads what it needs from `file` (`readBack`).
    private(set) var bytes: [UInt8]
    /// A catalog's path: its bytes are not kept (at 100,000 entries they were a third of the
    /// start's peak memory, issue 23 item 8); an entry is read back from the file when it is
    /// added, a group when it is shown.
    private(set) var file: String?
    /// A catalog's `tvg-id`s, read before its bytes are dropped (empty for one without): a
    /// favourite is matched by them (`FavouriteMatch`).
    var catalogTvgIds: [String] = []
    /// A catalog's entries' digests (keyed with this process's random seed, so a file cannot
    /// be made to match one): an entry read back is copied only when it is, byte for byte, the
    /// entry read at the start, whose name and id were shown (issue 39 item 1).
    private var digests: [Int] = []
    let missingFinalNewline: Bool
    let lineEnd: [UInt8]
    /// Everything before the first entry (byte order mark, `#EXTM3U` line, comments).
    let prefix: Range<Int>
    let entries: [Entry]
    /// The lines between entry `i` and entry `i + 1`.
    func gap(_ i: Int) -> Range<Int> { entries[i].span.upperBound..<entries[i + 1].span.lowerBound }
    /// Everything after the last entry.
    let suffix: Range<Int>
    /// Each entry's id and name, in file order.
    package let ids: [String]
    package let names: [String]
    /// Entry numbers by id.
    private let table: PlaylistIndex
    /// The versions this one was saved from (`EarlierVersions`): undo and redo write their bytes.
    package var earlier = EarlierVersions<PlaylistDocument>()

    /// The entry number of an id.
    package func number(of id: String) -> Int? { table.number(of: id, in: ids) }

    /// A playlist with no file yet: a new file starts with the `#EXTM3U` line.
    public static let empty = try! PlaylistDocument(bytes: Array("#EXTM3U\n".utf8), path: "")

    /// Reads a playlist; refuses (with the line) text that is not UTF-8, a NUL byte, a line over
    /// 1 MiB, and an `#EXTINF` without a URL line (players skip it or give it to the next
    /// entry). `ids`, when given, name the entries instead of the rule above (the
    /// document a save wrote keeps the ids the editor has).
    /// `catalogFile`: the document is that catalog (`catalog(at:)`): its `tvg-id`s and digests
    /// are read, then its bytes dropped before its ids' index is made (at 100,000 entries the
    /// index's 2 MiB was the start's peak with the file's 15 MB beside it).
    package init(bytes input: consuming [UInt8], path: String, ids given: [String]? = nil, catalogFile: String? = nil) throws(StoreError) {
        let split = try TextLines(consume input, path: path)
        bytes = split.bytes
        file = nil
        missingFinalNewline = split.missingFinalNewline
        lineEnd = split.lineEnd
        var entries: [Entry] = []
        var firstEntryStart: Int?
        try bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in
            var open: (line: Int, start: Int, info: Range<Int>)?
            var extgrp: Range<Int>?
            try split.forEachLine(buffer) { (number, line) throws(StoreError) in
                let text = ExtInfLine.trimmed(buffer, line.start, line.contentEnd)
                guard let text else { return }  // blank: the entry's, or between entries
                if buffer[text.lowerBound] == 0x23 {  // '#'
                    guard ExtInfLine.isInfo(buffer, text.lowerBound, text.upperBound) else {
                        if open != nil, extgrp == nil, ExtInfLine.hasPrefix(buffer, text.lowerBound, text.upperBound, Self.groupTag) {
                            extgrp = ExtInfLine.trimmed(buffer, text.lowerBound + Self.groupTag.count, text.upperBound)
                        }
                        return
                    }
                    if let open {
                        throw TextLines.failure(path, open.line + 1, .tr("#EXTINF with no URL line after it"))
                    }
                    open = (number, line.start, text)
                    return
                }
                // A URL line without `#EXTINF` is an entry alone, as mpv and Kodi play it.
                let start = open?.start ?? line.start
                if firstEntryStart == nil { firstEntryStart = start }
                entries.append(Entry(span: start..<line.end, info: open?.info, location: text, extgrp: extgrp))
                open = nil
                extgrp = nil
            }
            if let open {
                throw TextLines.failure(path, open.line + 1, .tr("#EXTINF with no URL line after it"))
            }
        }
        _ = consume split  // its reference to the bytes: `bytes = []` below frees them
        let end = bytes.count
        prefix = 0..<(firstEntryStart ?? end)
        suffix = (entries.last?.span.upperBound ?? end)..<end
        self.entries = entries
        var locations: [String] = []
        var names: [String] = []
        locations.reserveCapacity(entries.count)
        names.reserveCapacity(entries.count)
        bytes.withUnsafeBufferPointer { buffer in
            for entry in entries {
                let location = String(decoding: buffer[entry.location], as: UTF8.self)
                locations.append(location)
                names.append(Self.name(buffer, entry) ?? location)
            }
        }
        if let catalogFile {
            catalogTvgIds = bytes.withUnsafeBufferPointer { Self.tvgIds($0, entries) }
            let read = bytes
            digests = entries.map { Self.digest(read[$0.span]) }
            bytes = []
            file = catalogFile
        }
        // The name tells duplicates of a URL apart (EntryIds; README "Playlists").
        // Unique URL lines (a provider's list): they are the ids, and the one table is the index.
        let givenIds = given.flatMap { $0.count == entries.count ? $0 : nil }
        let ids: [String]
        let table: PlaylistIndex
        if givenIds == nil, let unique = PlaylistIndex(locations) {
            (ids, table) = (locations, unique)
        } else {
            ids = EntryIds.assign(
                locations, discriminator: { names[$0] == locations[$0] ? "" : EntryIds.discriminator(names[$0]) }, given: givenIds ?? [])
            table = PlaylistIndex(ids) ?? PlaylistIndex([])!  // assign's ids are distinct
        }
        self.table = table
        self.ids = ids
        self.names = names
    }

    static let header = Array("#EXTM3U".utf8)

    /// The display name after the attributes, else `tvg-name`; nil when neither is there.
    private static func name(_ buffer: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> String? {
        guard let info = entry.info else { return nil }
        // The display name alone first; the attributes' keys are compared only without one.
        if let title = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound, attributes: false).title {
            return String(decoding: buffer[title], as: UTF8.self)
        }
        let line = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound)
        if let tvgName = line.tvgName, !tvgName.isEmpty { return String(decoding: buffer[tvgName], as: UTF8.self) }
        return nil
    }

    /// The `group-title`, else the `#EXTGRP` value; nil when neither is there. Read from the
    /// bytes when asked (the footer, the filter), not kept for every entry.
    static func group(_ buffer: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> String? {
        if let info = entry.info {
            let line = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound)
            if let group = line.groupTitle, !group.isEmpty { return String(decoding: buffer[group], as: UTF8.self) }
        }
        return entry.extgrp.map { String(decoding: buffer[$0], as: UTF8.self) }
    }

    /// Every entry, in file order: ids are distinct by construction (`EntryIds`), none locked.
    public var board: Board {
        Board(checkedMine: zip(ids, names).map { Channel(id: $0, name: $1) }, available: [], current: nil)
    }

    public var catalog: String? { nil }

    /// The first line when it is the `#EXTM3U` line (with its attributes and line end, after a
    /// byte order mark if any); empty for a plain M3U. A new playlist made of this one's entries
    /// starts with it.
    public var headerLine: [UInt8] {
        let end = entries.first?.span.lowerBound ?? suffix.upperBound
        guard let head = readBack(prefix.lowerBound..<end), let newline = head.firstIndex(of: 0x0A) else { return [] }
        let line = Array(head[...newline])
        let text = line.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(line.dropFirst(3)) : line
        return text.starts(with: Self.header) ? line : []
    }

    /// True when an entry has this id.
    public func holds(id: String) -> Bool { number(of: id) != nil }

    /// `URL #Name` for the one entry of that URL line left, when Name is its name (README
    /// "Playlists": the one left alone of its URL is `URL` again).
    /// Also the entry whose URL line is `id` with a Kodi `|header=value` suffix, when one alone
    /// is: `open` prints the URL without it (what a player plays), and that URL names the entry
    /// back (a newcomer's `open URL`, copied from the output, had no such id).
    public func currentId(for id: String) -> String? {
        if let (key, rest) = splitDiscriminated(id), let number = number(of: key), ids[number] == key,
           restNames(rest, EntryIds.discriminator(names[number])) {
            return key
        }
        return Self.entryId(playedAs: id, among: ids)
    }

    /// The one id among `ids` that is `url` with a Kodi `|header=value` suffix; nil when none
    /// or several are, or when `url` has a suffix itself.
    public static func entryId(playedAs url: String, among ids: some Sequence<String>) -> String? {
        guard !url.contains("|") else { return nil }
        let prefix = url + "|"
        var found: String?
        for id in ids where id.hasPrefix(prefix) && id.dropFirst(prefix.count).contains("=") {
            guard found == nil else { return nil }
            found = id
        }
        return found
    }

    public func entry(id: String) -> [UInt8]? {
        guard let number = self.number(of: id), let span = entryBytes(number) else { return nil }
        return LineEnds.withNewlines(span[...])
    }

    /// `entry(id:)` for a save: an entry this catalog showed whose bytes on disk are no longer
    /// the ones read (the provider rewrote, truncated or replaced the file) is refused with a
    /// sentence, never copied nor silently left out (issue 39 items 1 and 2).
    public func copiedEntry(id: String) throws(StoreError) -> [UInt8]? {
        guard let number = self.number(of: id) else { return nil }
        guard let span = entryBytes(number) else {
            // The catalog named in the problem: the screen's "Not saved: ..." shows the problem alone.
            throw StoreError(
                path: "",
                problem: .tr("the catalog %1$s changed since it was read: %2$s is not the entry shown, so it was not added; start again to read it as it is now",
                             MessageText.escaped(file ?? ""), MessageText.quoted(id)),
                kind: .locked)
        }
        return LineEnds.withNewlines(span[...])
    }

    /// Entry `number`'s bytes; from a catalog's file, only when they are still the bytes read.
    func entryBytes(_ number: Int) -> [UInt8]? {
        guard let span = readBack(entries[number].span) else { return nil }
        guard file == nil || (digests.indices.contains(number) && Self.digest(span[...]) == digests[number]) else { return nil }
        return span
    }

    /// A keyed digest of an entry's bytes (SipHash with the process's random seed).
    static func digest(_ bytes: ArraySlice<UInt8>) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The bytes of `range`: from memory, or read back from a catalog's file (its last line
    /// end, added in memory, made up again); nil when the file cannot be read.
    func readBack(_ range: Range<Int>) -> [UInt8]? {
        guard let file else { return Array(bytes[range]) }
        guard let bytes = FileRange.read(file, range) else { return nil }
        if bytes.count < range.count, missingFinalNewline, range.upperBound == suffix.upperBound {
            return bytes + lineEnd.prefix(range.count - bytes.count)
        }
        return bytes.count == range.count ? bytes : nil
    }

    /// A playlist of `entries` (each with `\n` line ends, as `entry(id:)` hands them out) after
    /// this one's `#EXTM3U` line (a bare one when it has none), every line ended as this file
    /// ends its lines, as a save writes them (`list --output m3u`).
    public func listing(_ entries: [[UInt8]]) -> [UInt8] {
        var bytes = headerLine
        if bytes.isEmpty { bytes = Self.header + lineEnd }
        for entry in entries { bytes += LineEnds.withLineEnd(entry, lineEnd) }
        return bytes
    }

    /// The `group-title` of an entry (else its `#EXTGRP` line), for the footer and the filter.
    public func group(id: String) -> String? {
        guard let number = self.number(of: id) else { return nil }
        if file == nil { return bytes.withUnsafeBufferPointer { Self.group($0, entries[number]) } }
        guard let span = entryBytes(number) else { return nil }
        return group(ofEntry: number, readBack: span)
    }

    /// A catalog's entry `number`'s group from its bytes read back (`entryBytes`): its offsets
    /// made relative to its span.
    func group(ofEntry number: Int, readBack span: [UInt8]) -> String? {
        let entry = entries[number]
        let start = entry.span.lowerBound
        func shifted(_ range: Range<Int>?) -> Range<Int>? { range.map { ($0.lowerBound - start)..<($0.upperBound - start) } }
        let local = Entry(
            span: 0..<span.count, info: shifted(entry.info), location: shifted(entry.location) ?? 0..<0, extgrp: shifted(entry.extgrp))
        return span.withUnsafeBufferPointer { Self.group($0, local) }
    }

    static let groupTag = Array("#EXTGRP:".utf8)

    /// The URL an entry plays: its URL line without a Kodi `|header=value` suffix.
    public func url(id: String) -> String? {
        guard let number = self.number(of: id), let span = entryBytes(number) else { return nil }
        let entry = entries[number]
        let location = span[(entry.location.lowerBound - entry.span.lowerBound)..<(entry.location.upperBound - entry.span.lowerBound)]
        if let bar = location.firstIndex(of: 0x7C), location[(bar + 1)...].contains(0x3D) {
            return String(decoding: location[..<bar], as: UTF8.self)
        }
        return String(decoding: location, as: UTF8.self)
    }

    public func revised(to board: Board, context: RevisionContext) throws(StoreError) -> DocumentRevision? {
        switch recall(where: { $0.ids.elementsEqual(board.mine.lazy.map(\.id)) }) {
        case .unchanged: return nil
        case .earlier(let version):
            let bytes = Array(version.diskBytes)
            return DocumentRevision(written: version) { emit in bytes.withUnsafeBytes { emit($0) } }
        case .none: break
        }
        guard let written = try PlaylistWriter(document: self, board: board, context: context).bytes() else { return nil }
        let ids = written.ids
        let document = (try? PlaylistDocument(bytes: written.bytes, path: "", ids: ids)).map(followed(by:))
        let bytes = written.bytes
        return DocumentRevision(written: document) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// The file's bytes as they are on disk (without the line end added in memory).
    package var diskBytes: ArraySlice<UInt8> {
        missingFinalNewline ? bytes.dropLast(lineEnd.count) : bytes[...]
    }

    package var keptSize: Int { bytes.count }
}

extension PlaylistDocument {
    /// A provider's playlist used as a catalog: read, never written or locked. A missing file is
    /// an error, as for a JSON catalog.
    public static func catalog(at path: String) throws(StoreError) -> PlaylistDocument {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try PlaylistDocument(bytes: consume bytes, path: path, catalogFile: path)
    }
}
