/// Splits one line of a urls file into tokens exactly as newsboat does (`tokenize_quoted` with
/// the delimiters space, CR, LF and tab in newsboat's utils): delimiters between tokens; a token
/// starting with `"` runs to the next unescaped `"` (or to the end of the line: an unterminated
/// quote is closed there), with `\n \r \t \" \\` escapes (`\`` stays `\``, any other escaped
/// byte is itself, a lone `\` at the end is dropped); any other token runs to the next delimiter,
/// quotes included; a token that starts with `#` ends the line (a comment). Works on bytes: every
/// byte it looks at is ASCII, so UTF-8 passes through whole.
package enum NewsboatTokenizer {
    /// The tokens of `line` (no line terminator), decoded as UTF-8.
    package static func tokens(_ line: ArraySlice<UInt8>) -> [String] {
        var tokens: [String] = []
        var index = line.startIndex
        while let token = nextToken(line, from: &index) { tokens.append(token) }
        return tokens
    }

    /// The first token alone (the feed's URL), without reading the rest of the line.
    static func firstToken(_ line: ArraySlice<UInt8>) -> String? {
        var index = line.startIndex
        return nextToken(line, from: &index)
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn || byte == ASCII.lineFeed
    }

    private static let quote = ASCII.quote
    private static let backslash = ASCII.backslash
    private static let pound = UInt8(ascii: "#")

    private static func nextToken(_ line: ArraySlice<UInt8>, from index: inout Int) -> String? {
        while index < line.endIndex, isDelimiter(line[index]) { index += 1 }
        guard index < line.endIndex, line[index] != pound else { return nil }
        if line[index] == quote {
            var token: [UInt8] = []
            index += 1
            while index < line.endIndex {
                let byte = line[index]
                index += 1
                if byte == quote { break }
                if byte == backslash {
                    guard index < line.endIndex else { break }
                    appendEscaped(line[index], to: &token)
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
