import ChannelCore

/// The bytes of a channels.conf for a new order of its cells (README "VDR"): the longest run of
/// cells already in order stays where it is (`LongestIncreasingRun`), every other cell's line
/// goes right after the line of the cell before it, a removed cell's line goes, and one added
/// (a removed channel put back, a catalog's) is a new line. Blank lines and the lines that stay
/// keep every byte; new lines end as the file's lines do. A line VDR could not read is never
/// written: one from a source is read as VDR reads it first, and left out if it fails.
enum VDRRewriter {
    /// The new bytes and the ids of their cells in order; nil when nothing can be written.
    static func rewrite(_ document: VDRDocument, to channels: [Channel], context: RevisionContext) -> (bytes: [UInt8], ids: [String])? {
        enum Item {
            case old(Int)
            case new([UInt8])
        }
        var items: [(item: Item, id: String)] = []
        for channel in channels {
            if let number = document.cellNumber(id: channel.id) {
                items.append((.old(number), channel.id))
            } else if let line = newLine(context.entry(id: channel.id)) {
                items.append((.new(line), channel.id))
            }
        }
        let staying = LongestIncreasingRun.members(items.map { if case .old(let number) = $0.item { number } else { nil } })
        // What goes after each staying cell (by cell number; -1: before the first line).
        var after: [Int: [Int]] = [:]
        var anchor = -1
        for (position, entry) in items.enumerated() {
            if staying.contains(position), case .old(let number) = entry.item {
                anchor = number
            } else {
                after[anchor, default: []].append(position)
            }
        }
        let text = document.text
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.bytes.count + 256)
        func emit(_ positions: [Int]?) {
            for position in positions ?? [] {
                switch items[position].item {
                case .old(let number):
                    let line = document.lines[document.cells[number].line]
                    bytes += text.bytes[line.start..<line.end]
                case .new(let line):
                    bytes += line
                    bytes += text.lineEnd
                }
            }
        }
        emit(after[-1])
        let cellAtLine = Dictionary(uniqueKeysWithValues: document.cells.enumerated().map { ($1.line, $0) })
        let stayingCells = Set(staying.compactMap { if case .old(let number) = items[$0].item { number } else { nil } })
        for (lineNumber, line) in document.lines.enumerated() {
            guard let number = cellAtLine[lineNumber] else {
                bytes += text.bytes[line.start..<line.end]  // a blank line stays
                continue
            }
            guard stayingCells.contains(number) else { continue }  // moved or removed
            bytes += text.bytes[line.start..<line.end]
            emit(after[number])
        }
        if text.missingFinalNewline, bytes.last == 0x0A {
            bytes.removeLast(text.lineEnd.count)
        }
        return (bytes, items.map(\.id))
    }

    /// A source's entry as a line of this file: its first line, when VDR reads it as a channel
    /// or group line; nil otherwise.
    private static func newLine(_ entry: [UInt8]?) -> [UInt8]? {
        guard let entry else { return nil }
        var line = entry.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        if line.last == 0x0D { line = line.dropLast() }
        guard (try? VDRLine.read(line)).flatMap({ $0 }) != nil else { return nil }
        return Array(line)
    }
}
