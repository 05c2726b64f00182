/// Splits one line of a urls file into tokens exactly as newsboat does (`tokenize_quoted` with
/// the delimiters space, CR, LF and tab in newsboat's utils): delimiters between tokens; a token
/// starting with `"` runs to the next unescaped `"` (or to the end of the line: an unterminated
/// quote is closed there), with `\n \r \t \" \\` escapes (`\`` stays `\``, any other escaped
/// byte is itself, a lone `\` at the end is dropped); any other token runs to the next delimiter,
/// quotes included; a token that starts with `#` ends the line (a comment). Works on bytes: every
/// byte it looks at is ASCII, so UTF-8 passes through whole.
///
/// A token is found as a place in the line (`Token`) and made a String only when asked
/// (`text(of:in:)`): the start reads 10,000 feed lines and needs only their URLs
/// (docs/PERFORMANCE.md, "Playlists and newsboat").
package enum NewsboatTokenizer {
    /// Where a token is in its line: the bytes between its quotes (escapes still in them), or the
    /// whole token when it is not quoted.
    package struct Token: Hashable, Sendable {
        package var start: Int
        package var end: Int
        package var quoted: Bool
    }

    /// The tokens of `line` (no line terminator), decoded as UTF-8.
    package static func tokens(_ line: ArraySlice<UInt8>) -> [String] {
        var tokens: [String] = []
        var index = line.startIndex
        while let token = nextToken(line, from: &index) { tokens.append(text(of: token, in: line)) }
        return tokens
    }

    /// The first token alone (the feed's URL), without reading the rest of the line.
    static func firstToken(_ line: ArraySlice<UInt8>) -> String? {
        var index = line.startIndex
        return nextToken(line, from: &index).map { text(of: $0, in: line) }
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn || byte == ASCII.lineFeed
    }

    private static let quote = ASCII.quote
    private static let backslash = ASCII.backslash
    private static let pound = UInt8(ascii: "#")

    /// The next token of `line` from `index` (moved past it), or nil at the end of the line or
    /// of its tokens (a `#` token).
    package static func nextToken(_ line: ArraySlice<UInt8>, from index: inout Int) -> Token? {
        let end = line.endIndex
        while index < end, isDelimiter(line[index]) { index += 1 }
        guard index < end, line[index] != pound else { return nil }
        if line[index] == quote {
            index += 1
            let start = index
            while index < end {
                let byte = line[index]
                if byte == quote {
                    index += 1
                    return Token(start: start, end: index - 1, quoted: true)
                }
                // An escaped byte never ends the token; a lone `\` at the end is dropped.
                index = byte == backslash ? min(index + 2, end) : index + 1
            }
            return Token(start: start, end: end, quoted: true)
        }
        let start = index
        while index < end, !isDelimiter(line[index]) { index += 1 }
        return Token(start: start, end: index, quoted: false)
    }

    /// A token's text, its escapes undone.
    package static func text(of token: Token, in line: ArraySlice<UInt8>) -> String {
        let bytes = line[token.start..<token.end]
        guard token.quoted, bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = token.start
        while index < token.end {
            let byte = line[index]
            if byte == backslash {
                guard index + 1 < token.end else { break }
                appendEscaped(line[index + 1], to: &text)
                index += 2
            } else {
                text.append(byte)
                index += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The first byte of a token's text (nil when it is empty), without making the text.
    package static func firstByte(of token: Token, in line: ArraySlice<UInt8>) -> UInt8? {
        guard token.start < token.end else { return nil }
        let byte = line[token.start]
        guard token.quoted, byte == backslash else { return byte }
        guard token.start + 1 < token.end else { return nil }
        var text: [UInt8] = []
        appendEscaped(line[token.start + 1], to: &text)
        return text.first
    }

    /// The text of the first token whose text starts with `byte` and passes `accept`, reading
    /// only the tokens that could: nil when none does, or when no byte of `line` is `byte` (an
    /// ASCII byte that is not `\` nor a letter an escape makes: then no token's text holds it).
    package static func firstToken(
        startingWith byte: UInt8, in line: ArraySlice<UInt8>, where accept: (String) -> Bool = { _ in true }
    ) -> String? {
        guard line.contains(byte) else { return nil }
        var index = line.startIndex
        while let token = nextToken(line, from: &index) {
            guard firstByte(of: token, in: line) == byte else { continue }
            let text = text(of: token, in: line)
            if accept(text) { return text }
        }
        return nil
    }

    private static func appendEscaped(_ byte: UInt8, to token: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "n"): token.append(ASCII.lineFeed)
        case UInt8(ascii: "r"): token.append(ASCII.carriageReturn)
        case UInt8(ascii: "t"): token.append(ASCII.tab)
        // newsboat keeps an escaped backtick escaped (its config parser un-escapes it later).
        case UInt8(ascii: "`"): token.append(contentsOf: [backslash, byte])
        default: token.append(byte)
        }
    }
}
