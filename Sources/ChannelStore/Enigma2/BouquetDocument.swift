import ChannelCore
import Localization

/// An Enigma2 bouquet file (`userbouquet.NAME.tv`, `bouquets.tv`, their `.radio` kin) as a
/// channels file (README "Enigma2"; docs/FORMATS.md, "The format layer"), read by the
/// rules of the box's own loader (lib/dvb/db.cpp):
/// - it stops at the first line shorter than two bytes with its line end (`\n` alone; `\r\n`
///   is long enough): a file with entries after such a line is refused at that line;
/// - an entry is a `#SERVICE` line and every line up to the next one, of which the first
///   `#DESCRIPTION` names it (`#SERVICE: ` and `#DESCRIPTION: ` are read too): so a move
///   carries the description, and any line the box ignores stays with its entry;
/// - the lines before the first entry (`#NAME`) stay first, the stop line and what follows it
///   stay last.
/// `revised` writes the entries in the new order and nothing else: an entry that kept its
/// place keeps its bytes and its line ends; a new one takes the file's line end.
public struct BouquetDocument: ChannelDocument, KeepsEarlierVersions {
    package struct Entry: Sendable {
        /// The `#SERVICE` line and the line after the entry's last (the next entry's, the stop
        /// line, or the end).
        package var firstLine: Int
        package var endLine: Int
        /// The reference as written (after `#SERVICE `), and as the box reads it (nil when it
        /// cannot: the box skips such a line too).
        package var referenceText: String
        package var reference: ServiceReference?
        /// The first `#DESCRIPTION` after the `#SERVICE` line.
        package var description: String?
        /// The reference; for one of several alike, with its description (`EntryIds`).
        package var id: String
    }

    let text: TextLines
    let lines: [TextLines.Line]
    package let entries: [Entry]
    private let index: [String: Int]
    /// The first entry's line (the lines before it are the head), or the stop line.
    private let headEnd: Int
    /// The line the box stops reading at, or `lines.count`.
    package let stopLine: Int
    /// The bouquet's `#NAME`, if it has one.
    package let name: String?
    /// The line end new lines take: the file's, or the box's own `\r\n` for a new file.
    let lineEnd: [UInt8]
    package var earlier = EarlierVersions<BouquetDocument>()

    /// A bouquet with no file yet.
    static let empty = try! BouquetDocument(bytes: [], path: "")

    /// Reads a bouquet; `ids`, when given (one for each entry), name the entries instead of the
    /// rule (the document a save wrote keeps the ids the editor has).
    package init(bytes: [UInt8], path: String, ids given: [String]? = nil) throws(StoreError) {
        let text = try TextLines(bytes, path: path)
        var lines: [TextLines.Line] = []
        lines.reserveCapacity(bytes.count / 40 + 1)
        text.bytes.withUnsafeBufferPointer { buffer in
            try? text.forEachLine(buffer) { _, line in lines.append(line) }
        }
        self.text = text
        self.lines = lines
        lineEnd = lines.isEmpty ? [0x0D, 0x0A] : text.lineEnd
        var stopLine = lines.count
        var entries: [Entry] = []
        var name: String?
        for (number, line) in lines.enumerated() {
            let content = text.bytes[line.start..<line.contentEnd]
            // A last line without its line end is as long as its text.
            let length = text.missingFinalNewline && number == lines.count - 1 ? content.count : line.end - line.start
            if length < 2 {
                stopLine = number
                break
            }
            if content.starts(with: Self.serviceTag) {
                let offset = content.count > 8 && content[content.startIndex + 8] == 0x3A ? 10 : 9
                let reference = content.dropFirst(offset)
                if var last = entries.popLast() {
                    last.endLine = number
                    entries.append(last)
                }
                entries.append(Entry(
                    firstLine: number, endLine: lines.count, referenceText: String(decoding: reference, as: UTF8.self),
                    reference: ServiceReference(Substring(decoding: reference, as: UTF8.self)), description: nil, id: ""))
            } else if content.starts(with: Self.descriptionTag), let last = entries.indices.last, entries[last].description == nil {
                let offset = content.count > 12 && content[content.startIndex + 12] == 0x3A ? 14 : 13
                entries[last].description = String(decoding: content.dropFirst(offset), as: UTF8.self)
            } else if content.starts(with: Self.nameTag) {
                name = String(decoding: content.dropFirst(Self.nameTag.count), as: UTF8.self)
            }
        }
        if stopLine < lines.count {
            if var last = entries.popLast() {
                last.endLine = stopLine
                entries.append(last)
            }
            // Entries after the stop line: the box would never read them.
            if let hidden = lines[(stopLine + 1)...].firstIndex(where: { text.bytes[$0.start..<$0.contentEnd].starts(with: Self.serviceTag) }) {
                throw TextLines.failure(path, stopLine + 1, .tr(
                    "an empty line (shorter than two bytes with its line end): Enigma2 stops reading the bouquet here, so the entries from line %d on are hidden from it; remove the line",
                    hidden + 1))
            }
        }
        headEnd = entries.first?.firstLine ?? stopLine
        self.stopLine = stopLine
        self.name = name
        let (ids, index) = EntryIds.indexed(
            entries.map(\.referenceText), discriminator: { EntryIds.discriminator(entries[$0].description ?? "") },
            given: given.flatMap { $0.count == entries.count ? $0 : nil } ?? [])
        for number in entries.indices { entries[number].id = ids[number] }
        self.entries = entries
        self.index = index
    }

    static let serviceTag = Array("#SERVICE".utf8)
    static let descriptionTag = Array("#DESCRIPTION".utf8)
    static let nameTag = Array("#NAME ".utf8)

    /// The entry with this id.
    package func entry(forID id: String) -> Entry? {
        index[id].map { entries[$0] }
    }

    /// The name an entry has without lamedb: its description, else the reference's name, else
    /// the reference.
    package static func plainName(_ entry: Entry) -> String? {
        if let description = entry.description, !description.isEmpty { return description }
        if let name = entry.reference?.name, !name.isEmpty { return name }
        return nil
    }

    /// The bytes of lines `range` (in memory every line has its line end).
    private func bytes(ofLines range: Range<Int>) -> ArraySlice<UInt8> {
        guard !range.isEmpty else { return [] }
        return text.bytes[lines[range.lowerBound].start..<lines[range.upperBound - 1].end]
    }

    // MARK: ChannelDocument

    public var board: Board {
        assert(index.count == entries.count)
        return Board(
            checkedMine: entries.map { Channel(id: $0.id, name: Self.plainName($0) ?? $0.referenceText) }, available: [], current: nil)
    }

    public var catalog: String? { nil }

    /// An entry's lines, ended with `\n`.
    public func entry(id: String) -> [UInt8]? {
        guard let entry = entry(forID: id) else { return nil }
        return LineEnds.withNewlines(bytes(ofLines: entry.firstLine..<entry.endLine))
    }

    /// `REF #Description` for the one entry of that reference left, when that is its description.
    public func currentId(for id: String) -> String? {
        guard let (key, rest) = splitDiscriminated(id), let number = index[key], entries[number].id == key,
              restNames(rest, EntryIds.discriminator(entries[number].description ?? ""))
        else { return nil }
        return key
    }

    /// A stream's URL, else the reference as written.
    public func opened(id: String) -> String? {
        guard let entry = entry(forID: id) else { return nil }
        if case .stream(let url)? = entry.reference?.kind { return url }
        return entry.referenceText
    }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? {
        guard !board.mine.lazy.map(\.id).elementsEqual(entries.lazy.map(\.id)) else { return nil }
        switch recall(where: { $0.entries.lazy.map(\.id).elementsEqual(board.mine.lazy.map(\.id)) }) {
        case .unchanged: return nil
        case .earlier(let version):
            let bytes = Array(version.diskBytes)
            return DocumentRevision(written: version) { emit in bytes.withUnsafeBytes { emit($0) } }
        case .none: break
        }
        var output = Array(text.bytes[..<(headEnd < lines.count ? lines[headEnd].start : text.bytes.count)])
        output.reserveCapacity(text.bytes.count + 256)
        var ids: [String] = []
        ids.reserveCapacity(board.mine.count)
        // Whether the file's last line is still last (then it stays without a line end, if it had none).
        var endsWithLastLine = headEnd >= lines.count
        for channel in board.mine {
            if let number = index[channel.id] {
                let entry = entries[number]
                output += bytes(ofLines: entry.firstLine..<entry.endLine)
                endsWithLastLine = entry.endLine == lines.count
            } else if let copied = context.entry(id: channel.id) {
                output += LineEnds.withLineEnd(LineEnds.withNewlines(copied[...]), lineEnd)
                endsWithLastLine = false
            } else {
                continue
            }
            ids.append(channel.id)
        }
        if stopLine < lines.count {
            output += text.bytes[lines[stopLine].start...]
            endsWithLastLine = true
        }
        if text.missingFinalNewline, endsWithLastLine { output.removeLast(text.lineEnd.count) }
        guard !output.elementsEqual(diskBytes) else { return nil }
        let written = (try? BouquetDocument(bytes: output, path: "", ids: ids)).map(followed(by:))
        let bytes = output
        return DocumentRevision(written: written) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    package var diskBytes: ArraySlice<UInt8> {
        text.missingFinalNewline ? text.bytes.dropLast(text.lineEnd.count) : text.bytes[...]
    }

    package var keptSize: Int { text.bytes.count }
}
