/// Writes a urls file back with a new list of active feeds, changing only what must change
/// (README "newsboat"):
/// - a feed that leaves the list is commented out where it is (`#` before its line, its tags
///   kept: newsboat's usual way to disable a feed);
/// - the feeds whose order already agrees with the new list (the longest run of them in file
///   order) stay where they are, uncommented if they were commented out;
/// - every other feed of the list moves: its line is taken out and put right after the line of
///   the feed before it in the list (before the first staying feed when it comes first), and a
///   feed new to the file (from a catalog) gets a line there;
/// - every other line (comments, blank lines, separators, duplicates, commented feeds that stay
///   out) keeps its bytes and its line end; a moved last line without a line end gets the
///   file's usual one, and the file ends without one again when it did.
package enum NewsboatRewriter {
    /// A feed line of the new list: an entry of the document by id, or a new line's text.
    package enum Item: Hashable, Sendable {
        case entry(String)
        case new([UInt8])
    }

    /// The file's bytes with `active` as the active feeds, in that order.
    package static func rewrite(_ document: NewsboatDocument, active: [Item]) -> [UInt8] {
        let lines = document.lines
        var lineOf = [Int?](repeating: nil, count: active.count)
        var activeLines = Set<Int>(minimumCapacity: active.count)
        for (index, item) in active.enumerated() {
            if case .entry(let id) = item, let entry = document.entry(id: id) {
                lineOf[index] = entry.line
                activeLines.insert(entry.line)
            }
        }
        let staying = LongestIncreasingRun.members(lineOf)

        // Where each moving item goes: after the line of the last staying item before it, or
        // ahead of the first staying line (or at the end of a file where nothing stays).
        var ahead: [Item] = []
        var after: [Int: [Item]] = [:]
        var movedAway = Set<Int>()
        var anchor: Int?
        for (index, item) in active.enumerated() {
            if staying.contains(index), let line = lineOf[index] {
                anchor = line
                continue
            }
            if let line = lineOf[index] { movedAway.insert(line) }
            if let anchor { after[anchor, default: []].append(item) } else { ahead.append(item) }
        }
        let firstStaying = active.indices.first { staying.contains($0) }.flatMap { lineOf[$0] }

        var output = Output(document: document)
        output.pieces.reserveCapacity(lines.count + ahead.count)
        for line in lines.indices {
            if line == firstStaying { for item in ahead { output.append(item) } }
            if !movedAway.contains(line) { output.appendLine(line, active: activeLines.contains(line)) }
            if let items = after[line] { for item in items { output.append(item) } }
        }
        if firstStaying == nil { for item in ahead { output.append(item) } }
        return output.bytes()
    }

    /// The new file as pieces: each line's text and the line end it had (nil: none, or new).
    private struct Output {
        let document: NewsboatDocument
        var pieces: [(text: ArraySlice<UInt8>, lineEnd: ArraySlice<UInt8>?)] = []
        /// Entries by line, for commenting out and back in.
        let entryAt: [Int: NewsboatDocument.Entry]

        init(document: NewsboatDocument) {
            self.document = document
            entryAt = Dictionary(uniqueKeysWithValues: document.entries.map { ($0.line, $0) })
        }

        mutating func append(_ item: Item) {
            switch item {
            case .new(let text): pieces.append((text[...], nil))
            case .entry(let id):
                if let entry = document.entry(id: id) { appendLine(entry.line, active: true) }
            }
        }

        /// A line of the file, commented out or back in as `active` says when it is a feed.
        mutating func appendLine(_ line: Int, active: Bool) {
            let span = document.lines[line]
            var text = document.bytes[span.start..<span.textEnd]
            if let entry = entryAt[line] {
                if active, !entry.isActive {
                    text = text.dropFirst(entry.commentPrefix)
                } else if !active, entry.isActive {
                    text = ([UInt8(ascii: "#")] + text)[...]
                }
            }
            pieces.append((text, span.hasLineEnd ? document.bytes[span.textEnd..<span.end] : nil))
        }

        func bytes() -> [UInt8] {
            let usual = document.usualLineEnd
            var result: [UInt8] = []
            result.reserveCapacity(document.bytes.count + 64 * 8)
            for (index, piece) in pieces.enumerated() {
                result.append(contentsOf: piece.text)
                if index == pieces.count - 1, document.lacksFinalLineEnd { break }
                result.append(contentsOf: piece.lineEnd ?? usual)
            }
            return result
        }
    }
}
