/// What newsboat reads from one feed line: the URL (the first token) and the tags (the rest).
/// README "newsboat" says which tags mean what.
package struct NewsboatFeed: Hashable, Sendable {
    /// The first token: a feed URL, or `query:Name:expression`, `exec:…`, `filter:…`.
    package var url: String
    /// Every token after the URL, unquoted, in order.
    package var tags: [String]

    package init(url: String, tags: [String]) {
        self.url = url
        self.tags = tags
    }

    /// A query feed's name: newsboat splits `query:Name:expression` at colons (empty pieces
    /// dropped) and needs at least three pieces; nil for every other line.
    package var queryName: String? { query?.name }

    /// A query feed's name and expression (newsboat joins the pieces after the name with `:`
    /// again: `age between 0:7`).
    package var query: (name: String, expression: String)? {
        guard url.hasPrefix("query:") else { return nil }
        let pieces = url.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: true)
        guard pieces.count >= 3 else { return nil }
        let expression = pieces[2...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: ":")
        return (String(decoding: pieces[1], as: UTF8.self), expression)
    }

    /// What tells this feed apart in the file: the query's name for a query feed, else the URL
    /// (duplicates get a suffix, `EntryIds`).
    package var key: String { queryName ?? url }

    /// What tells this line apart from another line with the same key: its tags, as written
    /// between the quotes, joined by spaces (`EntryIds`).
    package var discriminator: String { EntryIds.discriminator(tags.joined(separator: " ")) }

    /// The title a `~Title` tag gives (newsboat takes the first tag that starts with `~`); nil
    /// without one, or when it is empty.
    package var customTitle: String? {
        guard let tag = tags.first(where: { $0.hasPrefix("~") }) else { return nil }
        let title = String(tag.dropFirst())
        return title.isEmpty ? nil : title
    }

    /// A tag starting with `!` hides the feed in newsboat's feed list.
    package var isHidden: Bool { tags.contains { $0.hasPrefix("!") } }

    /// The tags newsboat shows and filters by: not the `~` title, not the `!` marks.
    package var plainTags: [String] { tags.filter { !$0.hasPrefix("~") && !$0.hasPrefix("!") } }

    /// What the footer shows besides the name: the tags but the `~` title (`!` included, which
    /// hides the feed in newsboat), joined by `, `; for a query feed without tags, its expression.
    package var detail: String? {
        let shown = tags.filter { !$0.hasPrefix("~") }
        if !shown.isEmpty { return shown.joined(separator: ", ") }
        return query?.expression
    }

    /// newsboat's special URLs (`query:`, `exec:`, `filter:`), which it leaves out of an OPML export.
    package var isSpecial: Bool { url.hasPrefix("query:") || url.hasPrefix("exec:") || url.hasPrefix("filter:") }

    /// The line a new feed gets: the URL, in quotes when newsboat would otherwise split or skip it.
    package static func line(url: String) -> [UInt8] {
        let bytes = Array(url.utf8)
        let plain = !bytes.isEmpty && bytes.first != ASCII.quote && bytes.first != UInt8(ascii: "#")
            && !bytes.contains(where: NewsboatTokenizer.isDelimiter)
        if plain { return bytes }
        var line: [UInt8] = [ASCII.quote]
        for byte in bytes {
            switch byte {
            case ASCII.quote, ASCII.backslash: line += [ASCII.backslash, byte]
            case ASCII.lineFeed: line += [ASCII.backslash, UInt8(ascii: "n")]
            case ASCII.carriageReturn: line += [ASCII.backslash, UInt8(ascii: "r")]
            case ASCII.tab: line += [ASCII.backslash, UInt8(ascii: "t")]
            default: line.append(byte)
            }
        }
        line.append(ASCII.quote)
        return line
    }
}
