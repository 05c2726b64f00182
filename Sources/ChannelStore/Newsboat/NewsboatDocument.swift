/// A newsboat urls file as read: every byte of it, its lines, and its feed lines (active ones
/// and commented-out ones) with their ids. Pure; `NewsboatRewriter` writes it back changing
/// only the lines that moved. README "newsboat" describes the format as newsboat reads it.
package struct NewsboatDocument: Sendable {
    /// One feed line.
    package struct Entry: Hashable, Sendable {
        /// Its index in `lines`.
        package var line: Int
        package var feed: NewsboatFeed
        /// Stable across saves: the feed's key, with `#2`, `#3`… for later duplicates (`NewsboatIds`).
        package var id: String
        /// The bytes that comment it out (`#` and the blanks after it); 0 for an active feed.
        package var commentPrefix: Int

        package var isActive: Bool { commentPrefix == 0 }
    }

    /// The file's bytes, unchanged.
    package let bytes: [UInt8]
    let lines: [TextLineSpan]
    /// The feed lines, in file order.
    package let entries: [Entry]
    /// Where each id is in `entries`.
    private let entryIndex: [String: Int]

    /// Reads a urls file: what newsboat reads, this reads; what it cannot (not UTF-8, a NUL
    /// byte, a line over a MiB) is refused with the line (`NewsboatLineSplitter`).
    package init(bytes: [UInt8], path: String) throws(StoreError) {
        self.bytes = bytes
        lines = try NewsboatLineSplitter.lines(bytes, path: path)
        var feeds: [(line: Int, feed: NewsboatFeed, prefix: Int)] = []
        for (index, span) in lines.enumerated() {
            let text = bytes[span.start..<span.textEnd]
            if let (feed, prefix) = Self.feed(in: text) { feeds.append((index, feed, prefix)) }
        }
        let ids = NewsboatIds.assign(feeds.map(\.feed.key))
        entries = feeds.indices.map { Entry(line: feeds[$0].line, feed: feeds[$0].feed, id: ids[$0], commentPrefix: feeds[$0].prefix) }
        entryIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    }

    /// The feed a line holds and the length of its comment prefix: an active feed as newsboat
    /// reads it (not empty, not starting with `#`, at least one token), or a commented-out one
    /// (`#`, blanks, then what reads as a feed whose URL starts with a scheme newsboat fetches
    /// or a special prefix). nil for comments, blank lines and separators.
    static func feed(in text: ArraySlice<UInt8>) -> (NewsboatFeed, prefix: Int)? {
        guard let first = text.first else { return nil }
        if first != pound {
            var tokens = NewsboatTokenizer.tokens(text)
            guard !tokens.isEmpty else { return nil }
            let url = tokens.removeFirst()
            return (NewsboatFeed(url: url, tags: tokens), 0)
        }
        var rest = text.dropFirst()
        while let byte = rest.first, byte != ASCII.lineFeed, NewsboatTokenizer.isDelimiter(byte) { rest = rest.dropFirst() }
        guard let url = NewsboatTokenizer.firstToken(rest), looksLikeFeed(url) else { return nil }
        var tokens = NewsboatTokenizer.tokens(rest)
        tokens.removeFirst()
        return (NewsboatFeed(url: url, tags: tokens), rest.startIndex - text.startIndex)
    }

    private static let pound = UInt8(ascii: "#")

    /// A commented line is a disabled feed when what follows the `#` starts with one of these
    /// (`# see https://…` and other prose stay comments).
    static let feedPrefixes = ["http://", "https://", "file://", "query:", "exec:", "filter:"]

    static func looksLikeFeed(_ url: String) -> Bool {
        // Schemes are case-insensitive (`HTTPS://`); the special prefixes are lowercase anyway.
        let head = url.utf8.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return feedPrefixes.contains { head.starts(with: $0.utf8) }
    }

    /// The entry with this id.
    package func entry(id: String) -> Entry? {
        entryIndex[id].map { entries[$0] }
    }

    /// The text of a line, without its line end.
    func text(ofLine index: Int) -> ArraySlice<UInt8> {
        bytes[lines[index].start..<lines[index].textEnd]
    }

    /// The line end a new line gets: the file's first (`\r\n` in a CRLF file), else `\n`.
    var usualLineEnd: ArraySlice<UInt8> {
        guard let span = lines.first(where: \.hasLineEnd) else { return [ASCII.lineFeed] }
        return bytes[span.textEnd..<span.end]
    }

    /// True when the file's last line has no line end (the rewrite keeps it that way).
    var lacksFinalLineEnd: Bool { lines.last.map { !$0.hasLineEnd } ?? false }
}
