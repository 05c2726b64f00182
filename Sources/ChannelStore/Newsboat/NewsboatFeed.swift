/// What newsboat reads from one feed line: the URL (the first token) and the tags (the rest).
/// README "newsboat" says which tags mean what. A feed read from a file keeps its tags as the
/// bytes of the line after the URL, read into Strings only when asked: the start needs only a
/// `~` title of each (docs/PERFORMANCE.md, "Playlists and newsboat"). Two feeds are equal when
/// their URLs and tags are, however they are kept.
package struct NewsboatFeed: Hashable, Sendable {
    /// The first token: a feed URL, or `query:Name:expression`, `exec:…`, `filter:…`.
    package var url: String
    private var tagSource: TagSource

    /// Tags as a list, or as the rest of the line they were read from (`NewsboatTokenizer`).
    private enum TagSource: Sendable {
        case list([String])
        case line(ArraySlice<UInt8>)
    }

    /// Every token after the URL, unquoted, in order.
    package var tags: [String] {
        get {
            switch tagSource {
            case .list(let tags): return tags
            case .line(let line): return NewsboatTokenizer.tokens(line)
            }
        }
        set { tagSource = .list(newValue) }
    }

    package init(url: String, tags: [String]) {
        self.url = url
        tagSource = .list(tags)
    }

    /// A feed whose tags are the tokens of `rest`, the line after its URL.
    package init(url: String, tagsIn rest: ArraySlice<UInt8>) {
        self.url = url
        tagSource = .line(rest)
    }

    package static func == (left: NewsboatFeed, right: NewsboatFeed) -> Bool {
        left.url == right.url && left.tags == right.tags
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(tags)
    }

    /// The first tag that starts with `prefix`, an ASCII character newsboat gives a meaning
    /// (`~`, `!`; `byte` is its byte), reading only the tags that could.
    private func firstTag(startingWith prefix: String, byte: UInt8) -> String? {
        switch tagSource {
        case .list(let tags): return tags.first { $0.hasPrefix(prefix) }
        case .line(let line): return NewsboatTokenizer.firstToken(startingWith: byte, in: line) { $0.hasPrefix(prefix) }
        }
    }

    /// A query feed's name: newsboat splits `query:Name:expression` at colons (empty pieces
    /// dropped) and needs at least three pieces; nil for every other line.
    package var queryName: String? { query?.name }

    /// A query feed's name and expression (newsboat joins the pieces after the name with `:`
    /// again: `age between 0:7`).
    package var query: (name: String, expression: String)? {
        // The first byte first: `hasPrefix` compares characters, and is asked of every feed.
        guard url.utf8.first == UInt8(ascii: "q"), url.hasPrefix("query:") else { return nil }
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
        guard let tag = firstTag(startingWith: "~", byte: UInt8(ascii: "~")) else { return nil }
        // The `~` is one byte (and one character: `hasPrefix` said so).
        let title = String(decoding: tag.utf8.dropFirst(), as: UTF8.self)
        return title.isEmpty ? nil : title
    }

    /// A tag starting with `!` hides the feed in newsboat's feed list.
    package var isHidden: Bool { firstTag(startingWith: "!", byte: UInt8(ascii: "!")) != nil }

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
        return plain ? bytes : quoted(url)
    }

    /// `text` in quotes, with newsboat's escapes: a tag as newsboat's import writes it
    /// (`"Tech/Linux"`, always quoted), or a URL that needs them.
    package static func quoted(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
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
