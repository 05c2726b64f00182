import ChannelCore

/// A newsboat urls file as a channels file (README "newsboat"; docs/FORMATS.md, "The
/// format layer"): every byte of it, its lines, and its feed lines with their ids. My Channels
/// are the active feed lines (query feeds included) in file order; Add Channels the commented-
/// out feed lines. `revised` changes only the lines that moved or were commented out or back in
/// (`NewsboatRewriter`).
public struct NewsboatDocument: ChannelDocument, KeepsEarlierVersions {
    /// One feed line.
    package struct Entry: Hashable, Sendable {
        /// Its index in `lines`.
        package var line: Int
        package var feed: NewsboatFeed
        /// Stable across saves: the feed's key; for a duplicate key, with its tags (`EntryIds`).
        package var id: String
        /// The bytes that comment it out (`#` and the blanks after it); 0 for an active feed.
        package var commentPrefix: Int

        package var isActive: Bool { commentPrefix == 0 }
    }

    /// The file's bytes, checked (every line with a line end: one is added in memory to a last
    /// line without, and taken off again when writing).
    let text: TextLines
    /// Where each line is in `text.bytes`.
    let lines: [TextLines.Line]
    /// The feed lines, in file order.
    package let entries: [Entry]
    /// Where each id is in `entries`.
    private let entryIndex: [String: Int]
    /// For each line, its entry's index in `entries`, or -1.
    let entryAtLine: [Int32]
    /// Feed titles from newsboat's cache, by URL: the name of a feed without a `~` title.
    package let titles: [String: String]
    /// Why the cache could not be read, when it is damaged (shown once, never fatal).
    package let cacheNotice: StoreError?

    /// The versions this one was saved from (`EarlierVersions`): undo and redo write their bytes.
    package var earlier = EarlierVersions<NewsboatDocument>()

    /// A urls file with no file yet.
    static let empty = try! NewsboatDocument(bytes: [], path: "")

    /// Reads a urls file: what newsboat reads, this reads; what it cannot (not UTF-8, a NUL
    /// byte, a line over a MiB) is refused with the line (`TextLines`). `ids`, by line
    /// index, name the feed lines instead of the rule (the document a save wrote keeps the ids
    /// the editor has).
    package init(
        bytes: [UInt8], path: String, ids given: [Int: String] = [:], titles: [String: String] = [:], cacheNotice: StoreError? = nil
    ) throws(StoreError) {
        self.init(text: try TextLines(bytes, path: path), ids: given, titles: titles, cacheNotice: cacheNotice)
    }

    private init(text: TextLines, ids given: [Int: String] = [:], titles: [String: String] = [:], cacheNotice: StoreError? = nil) {
        self.text = text
        self.titles = titles
        self.cacheNotice = cacheNotice
        var lines: [TextLines.Line] = []
        lines.reserveCapacity(text.bytes.count / 48 + 1)
        text.bytes.withUnsafeBufferPointer { buffer in
            // Splitting never fails: the bytes were checked when `text` was made.
            try? text.forEachLine(buffer) { _, line in lines.append(line) }
        }
        self.lines = lines
        var entries: [Entry] = []
        entries.reserveCapacity(lines.count)
        var entryAtLine = [Int32](repeating: -1, count: lines.count)
        for (index, line) in lines.enumerated() {
            guard let (feed, prefix) = Self.feed(in: text.bytes[line.start..<line.contentEnd]) else { continue }
            entryAtLine[index] = Int32(entries.count)
            entries.append(Entry(line: index, feed: feed, id: "", commentPrefix: prefix))
        }
        let (ids, entryIndex) = EntryIds.indexed(
            entries.map(\.feed.key), discriminator: { entries[$0].feed.discriminator },
            given: given.isEmpty ? [] : entries.map { given[$0.line] })
        for (index, id) in ids.enumerated() { entries[index].id = id }
        self.entries = entries
        self.entryIndex = entryIndex
        self.entryAtLine = entryAtLine
    }

    /// The document a rewrite of this one wrote, made from this one's entries instead of reading
    /// every line again (at 10,000 feeds that is most of a save's time); only new lines are read.
    /// nil when the lines do not match up (then the bytes are read again).
    private func written(_ bytes: [UInt8], origins: [NewsboatRewriter.Origin]) -> NewsboatDocument? {
        guard let text = try? TextLines(bytes, path: "") else { return nil }
        var lines: [TextLines.Line] = []
        lines.reserveCapacity(origins.count)
        text.bytes.withUnsafeBufferPointer { buffer in
            try? text.forEachLine(buffer) { _, line in lines.append(line) }
        }
        guard lines.count == origins.count else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(self.entries.count + 1)
        var entryAtLine = [Int32](repeating: -1, count: lines.count)
        var entryIndex: [String: Int] = Dictionary(minimumCapacity: self.entries.count + 1)
        for (index, origin) in origins.enumerated() {
            let entry: Entry
            switch origin {
            case .other: continue
            case .entry(let number, let prefix):
                entry = Entry(line: index, feed: self.entries[number].feed, id: self.entries[number].id, commentPrefix: prefix)
            case .new(let id):
                // Read from a copy of the line: its tags would otherwise keep this whole file's
                // bytes alive in every later version.
                guard let (feed, prefix) = Self.feed(in: Array(text.bytes[lines[index].start..<lines[index].contentEnd])[...]) else { return nil }
                entry = Entry(line: index, feed: feed, id: id, commentPrefix: prefix)
            }
            guard entryIndex.updateValue(entries.count, forKey: entry.id) == nil else { return nil }
            entryAtLine[index] = Int32(entries.count)
            entries.append(entry)
        }
        return NewsboatDocument(text: text, lines: lines, entries: entries, entryIndex: entryIndex, entryAtLine: entryAtLine, titles: titles)
    }

    private init(
        text: TextLines, lines: [TextLines.Line], entries: [Entry], entryIndex: [String: Int], entryAtLine: [Int32],
        titles: [String: String]
    ) {
        self.text = text
        self.lines = lines
        self.entries = entries
        self.entryIndex = entryIndex
        self.entryAtLine = entryAtLine
        self.titles = titles
        cacheNotice = nil
    }

    /// Reads a urls file with the titles of newsboat's cache beside it (`NewsboatCache`).
    static func read(_ bytes: [UInt8], path: String) throws(StoreError) -> NewsboatDocument {
        let text = try TextLines(bytes, path: path)
        let cache = NewsboatCache.titles(at: NewsboatCache.path(forURLsFile: path, environment: ProcessEnvironment.current()))
        var notice: StoreError?
        if case .unreadable(let error) = cache { notice = error }
        return NewsboatDocument(text: text, titles: cache.titles, cacheNotice: notice)
    }

    /// The feed a line holds and the length of its comment prefix: an active feed as newsboat
    /// reads it (not empty, not starting with `#`, at least one token), or a commented-out one
    /// (`#`, blanks, then what reads as a feed whose URL looks like one: `looksLikeFeed`). nil
    /// for comments, blank lines and separators.
    static func feed(in text: ArraySlice<UInt8>) -> (NewsboatFeed, prefix: Int)? {
        guard let first = text.first else { return nil }
        // Only the URL is made a String; the tags stay the rest of the line (`NewsboatFeed`).
        if first != pound {
            var index = text.startIndex
            guard let token = NewsboatTokenizer.nextToken(text, from: &index) else { return nil }
            return (NewsboatFeed(url: NewsboatTokenizer.text(of: token, in: text), tagsIn: text[index...]), 0)
        }
        var rest = text.dropFirst()
        while let byte = rest.first, NewsboatTokenizer.isDelimiter(byte) { rest = rest.dropFirst() }
        var index = rest.startIndex
        guard let token = NewsboatTokenizer.nextToken(rest, from: &index) else { return nil }
        let url = NewsboatTokenizer.text(of: token, in: rest)
        guard looksLikeFeed(url) else { return nil }
        return (NewsboatFeed(url: url, tagsIn: rest[index...]), rest.startIndex - text.startIndex)
    }

    private static let pound = UInt8(ascii: "#")

    /// newsboat's special feeds, which a commented line may hold too.
    static let specialPrefixes = ["query:", "exec:", "filter:"]

    /// A commented line is a disabled feed when what follows the `#` starts with a URL (a scheme
    /// and `://`) or a special prefix; `# see https://…` and other prose stay comments.
    static func looksLikeFeed(_ url: String) -> Bool {
        if specialPrefixes.contains(where: { url.hasPrefix($0) }) { return true }
        let bytes = Array(url.utf8.prefix(64))
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, bytes[colon...].starts(with: Array("://".utf8)) else {
            return false
        }
        // A scheme: a letter, then letters, digits, `+`, `-`, `.` (RFC 3986).
        return bytes[..<colon].enumerated().allSatisfy { offset, byte in
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let other = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == ASCII.plus || byte == ASCII.minus || byte == ASCII.dot
            return letter || (offset > 0 && other)
        }
    }

    /// The entry with this id.
    package func entry(forID id: String) -> Entry? {
        entryIndex[id].map { entries[$0] }
    }

    /// The index in `entries` of the entry with this id.
    func entryNumber(forID id: String) -> Int? {
        entryIndex[id]
    }

    /// The text of a line, without its line end.
    func text(ofLine index: Int) -> ArraySlice<UInt8> {
        text.bytes[lines[index].start..<lines[index].contentEnd]
    }

    /// The file's bytes as they are on disk.
    package var fileBytes: ArraySlice<UInt8> {
        text.missingFinalNewline ? text.bytes.dropLast(text.lineEnd.count) : text.bytes[...]
    }

    /// The name a feed is shown with: its `~` title, else a query's name, else the title in
    /// newsboat's cache, else the URL.
    package func name(of feed: NewsboatFeed) -> String {
        // No look-up in an empty table (no cache.db): it would hash every URL for nothing.
        feed.customTitle ?? feed.queryName ?? (titles.isEmpty ? nil : titles[feed.url]) ?? feed.url
    }

    // MARK: ChannelDocument

    public var board: Board {
        // The ids are unique (`entryIndex` holds each once) and no feed is locked: the board's
        // checks would only hash every URL again.
        assert(entryIndex.count == entries.count)
        var mine: [Channel] = []
        var available: [Channel] = []
        mine.reserveCapacity(entries.count)
        for entry in entries {
            let channel = Channel(id: entry.id, name: name(of: entry.feed))
            if entry.isActive { mine.append(channel) } else { available.append(channel) }
        }
        return Board(checkedMine: mine, available: available, current: nil)
    }

    public var catalog: String? { nil }

    /// A feed line as an active line (a commented one without its `#`), ended with `\n`.
    /// `URL #tags` for the one line of that URL left, when the tags are its tags (README
    /// "newsboat"; `EntryIds`).
    public func currentId(for id: String) -> String? {
        guard let (key, rest) = splitDiscriminated(id), let index = entryIndex[key], entries[index].id == key,
              restNames(rest, entries[index].feed.discriminator)
        else { return nil }
        return key
    }

    public func entry(id: String) -> [UInt8]? {
        guard let entry = entry(forID: id) else { return nil }
        return Array(text(ofLine: entry.line).dropFirst(entry.commentPrefix)) + [ASCII.lineFeed]
    }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? {
        guard let (bytes, written) = revision(to: board, context: context) else { return nil }
        return DocumentRevision(written: written) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// `revised`'s bytes and the document they make (nil when they are this document's bytes).
    package func revision(to board: Board, context: RevisionContext) -> (bytes: [UInt8], document: NewsboatDocument?)? {
        var items: [NewsboatRewriter.Item] = []
        items.reserveCapacity(board.mine.count)
        for channel in board.mine {
            if let number = entryIndex[channel.id] {
                items.append(.number(number))
            } else if let bytes = context.entry(id: channel.id) {
                // A line from a catalog (or another urls file): its first line, without the line end.
                let line = bytes.split(separator: ASCII.lineFeed, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
                items.append(.new(id: channel.id, line: Array(line.last == ASCII.carriageReturn ? line.dropLast() : line)))
            }
        }
        let wanted = board.mine.map(\.id)
        switch recall(where: { $0.entries.lazy.filter(\.isActive).map(\.id).elementsEqual(wanted) }) {
        case .unchanged: return nil
        case .earlier(let version): return (Array(version.diskBytes), version)
        case .none: break
        }
        let rewritten = NewsboatRewriter.rewrite(self, active: items)
        guard !rewritten.bytes.elementsEqual(fileBytes) else { return nil }
        let written = self.written(rewritten.bytes, origins: rewritten.origins)
            ?? (try? NewsboatDocument(bytes: rewritten.bytes, path: "", ids: NewsboatRewriter.ids(of: rewritten.origins, in: self), titles: titles))
        return (rewritten.bytes, written.map(followed(by:)))
    }

    package var diskBytes: ArraySlice<UInt8> { fileBytes }
    package var keptSize: Int { text.bytes.count }
}
