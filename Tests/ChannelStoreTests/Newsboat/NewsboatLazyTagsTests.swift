import ChannelCore
import ChannelStore
import Testing

/// The start reads a feed line's URL alone and leaves its tags as bytes until they are asked for
/// (docs/PERFORMANCE.md, "Playlists and newsboat"). On seeded random urls files of every line
/// shape, that must give what the tokenizer gave when it made every token a String: the same
/// tokens, the same feed lines, URLs, tags, titles, ids and names, and the same errors.
@Suite("newsboat: tags read lazily")
struct NewsboatLazyTagsTests {
    /// The tokenizer as it was before tokens were places in the line: one String a token.
    enum Reference {
        static func tokens(_ line: ArraySlice<UInt8>) -> [String] {
            var tokens: [String] = []
            var index = line.startIndex
            while let token = nextToken(line, from: &index) { tokens.append(token) }
            return tokens
        }

        static func isDelimiter(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }

        private static func nextToken(_ line: ArraySlice<UInt8>, from index: inout Int) -> String? {
            while index < line.endIndex, isDelimiter(line[index]) { index += 1 }
            guard index < line.endIndex, line[index] != UInt8(ascii: "#") else { return nil }
            if line[index] == UInt8(ascii: "\"") {
                var token: [UInt8] = []
                index += 1
                while index < line.endIndex {
                    let byte = line[index]
                    index += 1
                    if byte == UInt8(ascii: "\"") { break }
                    if byte == UInt8(ascii: "\\") {
                        guard index < line.endIndex else { break }
                        switch line[index] {
                        case UInt8(ascii: "n"): token.append(0x0A)
                        case UInt8(ascii: "r"): token.append(0x0D)
                        case UInt8(ascii: "t"): token.append(0x09)
                        case UInt8(ascii: "`"): token += [UInt8(ascii: "\\"), UInt8(ascii: "`")]
                        default: token.append(line[index])
                        }
                        index += 1
                    } else {
                        token.append(byte)
                    }
                }
                return String(decoding: token, as: UTF8.self)
            }
            let start = index
            while index < line.endIndex, !isDelimiter(line[index]) { index += 1 }
            return String(decoding: line[start..<index], as: UTF8.self)
        }

        /// A commented line holds a feed when its first token starts with a scheme and `://`, or
        /// a special prefix (README "newsboat").
        static func looksLikeFeed(_ url: String) -> Bool {
            if ["query:", "exec:", "filter:"].contains(where: { url.hasPrefix($0) }) { return true }
            let bytes = Array(url.utf8.prefix(64))
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, bytes[colon...].starts(with: Array("://".utf8)) else {
                return false
            }
            return bytes[..<colon].enumerated().allSatisfy { offset, byte in
                let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                let other = (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                return letter || (offset > 0 && other)
            }
        }

        /// The feed lines of a file: (line index, URL, tags, comment prefix).
        static func feeds(_ bytes: [UInt8]) -> [(line: Int, url: String, tags: [String], prefix: Int)] {
            // A last line without a line end gets the file's first one, as `TextLines` does.
            var bytes = bytes
            if let last = bytes.last, last != 0x0A {
                let first = bytes.firstIndex(of: 0x0A)
                bytes += first.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? [0x0D, 0x0A] : [0x0A]
            }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.removeLast()
            var feeds: [(line: Int, url: String, tags: [String], prefix: Int)] = []
            for (index, raw) in lines.enumerated() {
                let line = raw.last == 0x0D ? raw.dropLast() : raw
                guard let first = line.first else { continue }
                if first != UInt8(ascii: "#") {
                    let tokens = Self.tokens(line)
                    if let url = tokens.first { feeds.append((index, url, Array(tokens.dropFirst()), 0)) }
                    continue
                }
                var rest = line.dropFirst()
                while let byte = rest.first, isDelimiter(byte) { rest = rest.dropFirst() }
                let tokens = Self.tokens(rest)
                if let url = tokens.first, looksLikeFeed(url) {
                    feeds.append((index, url, Array(tokens.dropFirst()), rest.startIndex - line.startIndex))
                }
            }
            return feeds
        }
    }

    /// Pieces lines are made of: every byte the tokenizer treats apart, escapes, tags newsboat
    /// gives a meaning, text that is not ASCII.
    static let pieces = [
        "\"", "\"", "\\", "\\\"", "\\\\", "\\n", "\\t", "\\r", "\\`", "\\~", "\\!", "\\q", " ", "  ", "\t", "\r", "#", "~", "!", "`",
        "a", "news", ":", "é", "日本", "query:", "query:Name:", "unread = \\\"yes\\\"", "https://", "feeds.example.org/", "x.xml",
        "~Title", "!", "\"~", "\"!\"", "\u{301}", "~\u{301}",
    ]

    static func randomLine(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return ""
        case 1: return "# ---- " + (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        case 2, 3:
            // A feed line as people write them, commented out now and then.
            let prefix = ["", "", "#", "# ", "#\t", "##"].randomElement(using: &random)!
            let url = ["https://feeds.example.org/\(Int.random(in: 0..<8, using: &random))/rss.xml", "\"query:Unread:unread = \\\"yes\\\"\"",
                "exec:~/bin/w.sh", "http://a.example/?q=\"x\""].randomElement(using: &random)!
            let tags = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                ["news", "\"news\"", "\"~Title \(Int.random(in: 0..<3, using: &random))\"", "\"!\"", "\"odd   spacing\"", "\"tech",
                    "~x", "\"~\"", "\"\\~esc\"", "# comment"].randomElement(using: &random)!
            }
            let spacing = [" ", "  ", "\t", " \t "].randomElement(using: &random)!
            return prefix + ([url] + tags).joined(separator: spacing) + (Bool.random(using: &random) ? "" : spacing)
        default:
            return (0..<Int.random(in: 1...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    static func randomFile(_ random: inout SeededGenerator) -> [UInt8] {
        let lineEnd = Bool.random(using: &random) ? "\r\n" : "\n"
        var text = (0..<Int.random(in: 0...30, using: &random)).map { _ in randomLine(&random) }.joined(separator: lineEnd)
        if !text.isEmpty, Bool.random(using: &random) { text += lineEnd }
        // A lone `\r` would end no line; it is a byte of the line like any other.
        return Array(text.utf8)
    }

    @Test func tokensAreTheReferenceTokens() {
        var random = SeededGenerator(seed: 24_6)
        for round in 0..<5000 {
            let line = Array(Self.randomLine(&random).utf8)[...]
            let tokens = NewsboatTokenizer.tokens(line)
            #expect(tokens == Reference.tokens(line), "round \(round): \(String(decoding: line, as: UTF8.self))")
            var index = line.startIndex
            var firsts: [UInt8?] = []
            while let token = NewsboatTokenizer.nextToken(line, from: &index) { firsts.append(NewsboatTokenizer.firstByte(of: token, in: line)) }
            #expect(firsts == tokens.map(\.utf8.first), "round \(round)")
        }
    }

    @Test func feedsTagsTitlesAndIdsAreTheReferenceOnes() throws {
        var random = SeededGenerator(seed: 2024)
        for round in 0..<800 {
            let bytes = Self.randomFile(&random)
            // One line holding a CR before its end and no LF reads as classic Mac OS line ends:
            // refused with its line, not read as one feed (issue 39 item 10).
            if !bytes.contains(0x0A), let carriageReturn = bytes.firstIndex(of: 0x0D), carriageReturn + 1 < bytes.count {
                #expect(throws: StoreError.self, "round \(round)") { try NewsboatDocument(bytes: bytes, path: "urls") }
                continue
            }
            let document = try NewsboatDocument(bytes: bytes, path: "urls")
            let expected = Reference.feeds(bytes)
            let entries = document.entries
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(entries.map(\.line) == expected.map(\.line), "round \(round): \(text)")
            #expect(entries.map(\.commentPrefix) == expected.map(\.prefix), "round \(round): \(text)")
            guard entries.count == expected.count else { continue }
            for (entry, feed) in zip(entries, expected) {
                let listed = NewsboatFeed(url: feed.url, tags: feed.tags)
                #expect(entry.feed.url == feed.url, "round \(round)")
                #expect(entry.feed.tags == feed.tags, "round \(round): \(text)")
                #expect(entry.feed == listed, "round \(round)")
                #expect(entry.feed.hashValue == listed.hashValue, "round \(round)")
                #expect(entry.feed.customTitle == feed.tags.first { $0.hasPrefix("~") }.map { String($0.dropFirst()) }.flatMap { $0.isEmpty ? nil : $0 })
                #expect(entry.feed.customTitle == listed.customTitle, "round \(round): \(text)")
                #expect(entry.feed.isHidden == feed.tags.contains { $0.hasPrefix("!") }, "round \(round): \(text)")
                #expect(entry.feed.plainTags == listed.plainTags)
                #expect(entry.feed.detail == listed.detail)
                #expect(entry.feed.key == listed.key)
                #expect(document.name(of: entry.feed) == listed.customTitle ?? listed.queryName ?? feed.url)
            }
            let ids = EntryIds.indexed(
                expected.map { NewsboatFeed(url: $0.url, tags: $0.tags).key },
                discriminator: { NewsboatFeed(url: expected[$0].url, tags: expected[$0].tags).discriminator }
            ).ids
            #expect(entries.map(\.id) == ids, "round \(round): \(text)")
            #expect(document.board.mine.map(\.name) == entries.filter(\.isActive).map { document.name(of: $0.feed) })
        }
    }

    @Test func errorsNameTheLineAsBefore() {
        var random = SeededGenerator(seed: 65)
        for round in 0..<200 {
            var lines = (0..<Int.random(in: 1...20, using: &random)).map { _ in Array(Self.randomLine(&random).utf8) }
            let bad = Int.random(in: 0..<lines.count, using: &random)
            let (byte, problem): (UInt8, String) = Bool.random(using: &random) ? (0, "NUL byte (not a text file)") : (0xFF, "not UTF-8 text")
            // At a character's start, so that the bad byte is the line's first problem.
            let starts = lines[bad].indices.filter { lines[bad][$0] & 0xC0 != 0x80 } + [lines[bad].count]
            lines[bad].insert(byte, at: starts.randomElement(using: &random)!)
            let bytes = Array(lines.joined(separator: [0x0A]))
            #expect(throws: StoreError.self, "round \(round)") { try NewsboatDocument(bytes: bytes, path: "urls") }
            do {
                _ = try NewsboatDocument(bytes: bytes, path: "urls")
            } catch {
                #expect(error.message == "urls: line \(bad + 1): \(problem)", "round \(round)")
                #expect(error.kind == .invalidData)
            }
        }
    }
}
