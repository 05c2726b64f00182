import ChannelCore
import Localization

/// VDR's channels.conf as a channels file (README "VDR"; docs/FORMATS.md, "The format
/// layer"). My Channels are its lines in order, channels and `:Group` lines alike (each group
/// a cell of its own); ids are VDR's channel IDs (a group's: its line, `:Name` or `:@N Name`).
/// The file is read as strictly as VDR reads it: a line VDR cannot read (a comment, a field it
/// cannot parse, a channel without an ID) would make VDR start with no channels at all, so it is
/// refused here with its line, and nothing is written. `revised` moves only the lines that moved
/// (`VDRRewriter`); blank lines and every byte of the other lines stay.
public struct VDRDocument: ChannelDocument, KeepsEarlierVersions {
    /// One channel or group line.
    package struct Cell: Sendable {
        /// Its index in `lines`.
        package var line: Int
        package var content: VDRLine
        package var id: String
        /// A channel's number as VDR gives it; a group's `@N`, if any.
        package var number: Int32?
    }

    let text: TextLines
    let lines: [TextLines.Line]
    package let cells: [Cell]
    private let index: [String: Int]
    /// The versions this one was saved from: undo and redo write an earlier version's very
    /// bytes (`EarlierVersions`, as a playlist's do).
    package var earlier = EarlierVersions<VDRDocument>()

    /// A channels.conf with no file yet.
    static let empty = try! VDRDocument(bytes: [], path: "")

    /// Reads channels.conf as VDR does; `ids`, in cell order, name the cells instead of the rule
    /// (the document a save wrote keeps the ids the editor has).
    package init(bytes: [UInt8], path: String, ids given: [String] = []) throws(StoreError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw TextLines.failure(path, 1, .tr("starts with a byte order mark, which VDR reads as part of the first line"))
        }
        let text = try TextLines(bytes, path: path)
        var lines: [TextLines.Line] = []
        var cells: [Cell] = []
        try text.bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in
            try text.forEachLine(buffer) { (number, line) throws(StoreError) in
                lines.append(line)
                do throws(VDRLine.Refusal) {
                    guard let content = try VDRLine.read(text.bytes[line.start..<line.contentEnd]) else { return }
                    cells.append(Cell(line: number, content: content, id: "", number: nil))
                } catch {
                    throw TextLines.failure(path, number + 1, error.problem)
                }
            }
        }
        // cChannels::ReNumber: a channel takes the next number; `:@N` makes it N when N is higher.
        var next: Int32 = 1
        for position in cells.indices {
            switch cells[position].content {
            case .group(let group):
                cells[position].number = group.number
                if let number = group.number, number > next { next = number }
            case .channel:
                cells[position].number = next
                next &+= 1
            }
        }
        let (ids, index) = EntryIds.indexed(
            cells.map(\.content.key), discriminator: { EntryIds.discriminator(cells[$0].content.name) },
            given: given.count == cells.count ? given : [])
        for position in cells.indices { cells[position].id = ids[position] }
        self.text = text
        self.lines = lines
        self.cells = cells
        self.index = index
    }

    /// A channels.conf used as a catalog (another VDR's list, a scan's result): read, never
    /// written. A missing file is an error, as for any catalog.
    public static func catalog(at path: String) throws(StoreError) -> VDRDocument {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try VDRDocument(bytes: bytes, path: path)
    }

    /// The cell with this id.
    package func cell(id: String) -> Cell? { index[id].map { cells[$0] } }

    /// The index in `cells` of the cell with this id.
    func cellNumber(id: String) -> Int? { index[id] }

    /// What the status row shows of a cell beside its name: a channel's number, short name and
    /// provider; a group's `@N`.
    public func detail(id: String) -> String? {
        guard let cell = cell(id: id) else { return nil }
        return Self.detail(cell.content, number: cell.number)
    }

    static func detail(_ content: VDRLine, number: Int32?) -> String? {
        switch content {
        case .group(let group):
            return group.number.map { "@\($0)" }
        case .channel(let channel):
            let parts = [number.map { String($0) }, channel.shortName, channel.provider].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.joined(separator: " · ")
        }
    }

    /// The text of a line, without its line end.
    func content(ofLine line: Int) -> ArraySlice<UInt8> { text.bytes[lines[line].start..<lines[line].contentEnd] }

    /// The file's bytes as they are on disk.
    package var diskBytes: ArraySlice<UInt8> {
        text.missingFinalNewline ? text.bytes.dropLast(text.lineEnd.count) : text.bytes[...]
    }

    package var keptSize: Int { text.bytes.count }

    // MARK: ChannelDocument

    public var board: Board {
        Board(checkedMine: cells.map { Channel(id: $0.id, name: $0.content.name) }, available: [], current: nil)
    }

    public var catalog: String? { nil }

    public func entry(id: String) -> [UInt8]? {
        guard let cell = cell(id: id) else { return nil }
        return Array(content(ofLine: cell.line)) + [0x0A]
    }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? {
        guard let (bytes, written) = revision(to: board, context: context) else { return nil }
        return DocumentRevision(written: written) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// `revised`'s bytes and the document they make; nil when they are this document's bytes.
    package func revision(to board: Board, context: RevisionContext) -> (bytes: [UInt8], document: VDRDocument?)? {
        let wanted = board.mine.map(\.id)
        // Back to a version this one came from: its very bytes.
        switch recall(where: { $0.cells.map(\.id) == wanted }) {
        case .unchanged: return nil
        case .earlier(let version): return (Array(version.diskBytes), version)
        case .none: break
        }
        guard let (bytes, ids) = VDRRewriter.rewrite(self, to: board.mine, context: context), !bytes.elementsEqual(diskBytes) else {
            return nil
        }
        let written = try? VDRDocument(bytes: bytes, path: "", ids: ids)
        return (bytes, written.map(followed(by:)))
    }
}
