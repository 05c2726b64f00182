/// Writes a urls file back with a new list of active feeds, changing only what must change
/// (README "newsboat"):
/// - a feed that leaves the list is commented out where it is (`#` before its line, its tags
///   kept: newsboat's usual way to disable a feed);
/// - the feeds whose order already agrees with the new list (the longest run of them in file
///   order, `LongestIncreasingRun`; the lines that were active counted first, so a line
///   commented back in moves rather than one that kept its place) stay where they are,
///   uncommented if they were commented out;
/// - every other feed of the list moves: its line is taken out and put right after the line of
///   the feed before it in the list (before the first staying feed when it comes first), and a
///   feed new to the file (from a catalog) gets a line there;
/// - every other line (comments, blank lines, separators, duplicates, commented feeds that stay
///   out) keeps its bytes and its line end, and so does the byte order mark; new lines take the
///   file's line end, and the file ends without one again when it did.
package enum NewsboatRewriter {
    /// A feed line of the new list: an entry of the document by id, or by its index in
    /// `entries` (found already: no id hashed again), or a new line (its text).
    package enum Item: Hashable, Sendable {
        case entry(String)
        case number(Int)
        case new(id: String, line: [UInt8])
    }

    /// Where a line of the new file came from: a feed line of the document (its index in
    /// `entries`, and its comment prefix now), a new line (its id), or any other line.
    package enum Origin: Hashable, Sendable {
        case entry(Int, prefix: Int)
        case new(String)
        case other
    }

    /// The file's bytes with `active` as the active feeds, in that order, and where each line
    /// came from (`ids(of:in:)` names its feed lines).
    package static func rewrite(_ document: NewsboatDocument, active: [Item]) -> (bytes: [UInt8], origins: [Origin]) {
        // Each item's entry, found once; lines as flags, not sets (10,000 of each at every save).
        var numbers = [Int?](repeating: nil, count: active.count)
        var lineOf = [Int?](repeating: nil, count: active.count)
        var activeLines = [Bool](repeating: false, count: document.lines.count)
        for (index, item) in active.enumerated() {
            let number: Int?
            switch item {
            case .entry(let id): number = document.entryNumber(forID: id)
            case .number(let found): number = found
            case .new: number = nil
            }
            if let number {
                let line = document.entries[number].line
                numbers[index] = number
                lineOf[index] = line
                activeLines[line] = true
            }
        }
        // A line that was active counts above every line commented back in: uncommenting a line
        // in place or moving it changes that one line either way, but keeping a commented line
        // in place at the cost of an active one moves a line the user never touched.
        let activeWeight = active.count + 1
        let staying = LongestIncreasingRun.heaviest(lineOf) { index in
            numbers[index].map { document.entries[$0].isActive ? activeWeight : 1 } ?? 0
        }

        // Where each moving item goes: after the line of the last staying item before it, or
        // ahead of the first staying line (or at the end of a file where nothing stays).
        var ahead: [Int] = []
        var after: [Int: [Int]] = [:]
        var movedAway = [Bool](repeating: false, count: document.lines.count)
        var anchor: Int?
        for index in active.indices {
            if staying.contains(index), let line = lineOf[index] {
                anchor = line
                continue
            }
            if let line = lineOf[index] { movedAway[line] = true }
            if let anchor { after[anchor, default: []].append(index) } else { ahead.append(index) }
        }
        let firstStaying = active.indices.first { staying.contains($0) }.flatMap { lineOf[$0] }

        var output = Output(document: document)
        func append(_ index: Int) {
            if let number = numbers[index] {
                output.appendLine(document.entries[number].line, active: true)
            } else if case .new(let id, let line) = active[index] {
                output.appendNew(id: id, line: line)
            }
        }
        for line in document.lines.indices {
            if line == firstStaying { ahead.forEach(append) }
            if !movedAway[line] { output.appendLine(line, active: activeLines[line]) }
            if let indices = after[line] { indices.forEach(append) }
        }
        if firstStaying == nil { ahead.forEach(append) }
        return output.finished()
    }

    /// The id of each feed line of a rewrite, by line index.
    package static func ids(of origins: [Origin], in document: NewsboatDocument) -> [Int: String] {
        var ids: [Int: String] = [:]
        for (line, origin) in origins.enumerated() {
            switch origin {
            case .entry(let number, _): ids[line] = document.entries[number].id
            case .new(let id): ids[line] = id
            case .other: continue
            }
        }
        return ids
    }

    /// The new file, a line at a time.
    private struct Output {
        let document: NewsboatDocument
        var bytes: [UInt8]
        var origins: [Origin] = []
        /// Where the last line's line end starts (taken off when the file had none at its end).
        var lastLineEnd: Int?

        init(document: NewsboatDocument) {
            self.document = document
            let text = document.text
            bytes = Array(text.bytes[..<(document.lines.first?.start ?? text.textStart)])  // the byte order mark
            bytes.reserveCapacity(text.bytes.count + 256)
        }

        mutating func appendNew(id: String, line: [UInt8]) {
            origins.append(.new(id))
            add(line[...], lineEnd: document.text.lineEnd[...])
        }

        /// A line of the file, commented out or back in as `active` says when it is a feed.
        mutating func appendLine(_ index: Int, active: Bool) {
            let line = document.lines[index]
            var text = document.text.bytes[line.start..<line.contentEnd]
            let number = Int(document.entryAtLine[index])
            if number >= 0 {
                let prefix = document.entries[number].commentPrefix
                if active, prefix > 0 {
                    text = text.dropFirst(prefix)
                    origins.append(.entry(number, prefix: 0))
                } else if !active, prefix == 0 {
                    bytes.append(UInt8(ascii: "#"))
                    // Read again, the `#` and the blanks the line started with are its prefix.
                    let blanks = text.prefix(while: NewsboatTokenizer.isDelimiter).count
                    let disabled = NewsboatDocument.looksLikeFeed(document.entries[number].feed.url)
                    origins.append(disabled ? .entry(number, prefix: 1 + blanks) : .other)
                } else {
                    origins.append(.entry(number, prefix: prefix))
                }
            } else {
                origins.append(.other)
            }
            add(text, lineEnd: document.text.bytes[line.contentEnd..<line.end])
        }

        private mutating func add(_ text: ArraySlice<UInt8>, lineEnd: ArraySlice<UInt8>) {
            bytes.append(contentsOf: text)
            lastLineEnd = bytes.count
            bytes.append(contentsOf: lineEnd)
        }

        consuming func finished() -> (bytes: [UInt8], origins: [Origin]) {
            if document.text.missingFinalNewline, let lastLineEnd { bytes.removeSubrange(lastLineEnd...) }
            return (bytes, origins)
        }
    }
}
