/// Finds the msgids in Swift source text: the string literal that is the first argument of
/// each call of `tr(` (a `Translation`'s or a helper's: `tr("My Channels")`,
/// `text.tr("%d of %d", shown, total)`). Plain and multi-line (`"""`) literals are read with
/// Swift's escapes and indentation rule. A literal with an interpolation is an error: a msgid
/// must be a fixed text (placeholders are `%s`/`%d`).
public enum SourceMessages {
    public struct Found: Hashable, Sendable {
        public var msgid: String
        public var line: Int
        /// A `// Translators: ...` comment just above the call, for the template.
        public var note: String? = nil
    }

    public struct Problem: Error, CustomStringConvertible {
        public var line: Int
        public var problem: String
        public var description: String { "line \(line): \(problem)" }
    }

    public static func msgids(in source: String) throws -> [Found] {
        try scan(source).msgids
    }

    /// The other literals that read as English prose (two words of letters or more, with the
    /// interpolations left out): text a person would read that does not go through `tr(`.
    public static func prose(in source: String) throws -> [Found] {
        try scan(source).others.filter { found in
            // A word: letters, with `-` or `_` inside (`channel-editor` is a name, not two words).
            let words = found.msgid.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_")) })
                .filter { $0.filter(\.isLetter).count >= 2 }
            return words.count >= 2 && found.msgid.contains(" ")
        }
    }

    static func scan(_ source: String) throws -> (msgids: [Found], others: [Found]) {
        let characters = Array(source)
        var found: [Found] = []
        var others: [Found] = []
        var index = 0
        var line = 1
        // The last "Translators:" comment and the line it ended on (it applies to a call on the
        // next line or two).
        var note: (text: String, line: Int)?
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1 }
            // Skip comments and other string literals whole, so `tr(` inside them is not a call.
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                let start = index
                while index < characters.count, characters[index] != "\n" { index += 1 }
                let comment = String(characters[start..<index]).drop(while: { $0 == "/" }).trimmingPrefix(" ")
                if comment.hasPrefix("Translators:") {
                    note = (String(comment.dropFirst("Translators:".count).trimmingPrefix(" ")), line)
                }
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if character == "\"" {
                let startLine = line
                let (text, end, lines) = try literal(characters, at: index, line: startLine, allowInterpolation: true)
                others.append(Found(msgid: text, line: startLine))
                line += lines
                index = end
                continue
            }
            if character == "t", index + 2 < characters.count, characters[index + 1] == "r", characters[index + 2] == "(",
               index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_") {
                var cursor = index + 3
                while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\n" {
                    if characters[cursor] == "\n" { line += 1 }
                    cursor += 1
                }
                if cursor < characters.count, characters[cursor] == "\"" {
                    let (text, end, lines) = try literal(characters, at: cursor, line: line, allowInterpolation: false)
                    let attached = note.flatMap { line - $0.line <= 2 ? $0.text : nil }
                    note = nil
                    found.append(Found(msgid: text, line: line, note: attached))
                    line += lines
                    index = end
                    continue
                }
                index = cursor
                continue
            }
            index += 1
        }
        return (found, others)
    }

    /// Reads the literal starting at `start` (its first `"`): its value, the index after it,
    /// and how many newlines it spans.
    static func literal(
        _ characters: [Character], at start: Int, line: Int, allowInterpolation: Bool
    ) throws -> (String, Int, Int) {
        let multiline = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        var index = start + (multiline ? 3 : 1)
        var raw: [Character] = []
        var newlines = 0
        while true {
            guard index < characters.count else { throw Problem(line: line, problem: "unterminated string literal") }
            let character = characters[index]
            if multiline {
                if character == "\"", index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    index += 3
                    break
                }
            } else if character == "\"" {
                index += 1
                break
            } else if character == "\n" {
                throw Problem(line: line, problem: "unterminated string literal")
            }
            if character == "\n" { newlines += 1 }
            if character == "\\", index + 1 < characters.count {
                if characters[index + 1] == "(" {
                    guard allowInterpolation else {
                        throw Problem(line: line + newlines, problem: "a msgid with an interpolation: use %s or %d")
                    }
                    // Skip to the matching parenthesis.
                    var depth = 0
                    index += 1
                    repeat {
                        if characters[index] == "(" { depth += 1 }
                        if characters[index] == ")" { depth -= 1 }
                        if characters[index] == "\"" {
                            let (_, end, lines) = try literal(characters, at: index, line: line + newlines, allowInterpolation: true)
                            newlines += lines
                            index = end
                            continue
                        }
                        index += 1
                    } while depth > 0 && index < characters.count
                    continue
                }
                raw.append(character)
                raw.append(characters[index + 1])
                if characters[index + 1] == "\n" { newlines += 1 }
                index += 2
                continue
            }
            raw.append(character)
            index += 1
        }
        let text = multiline ? try stripIndentation(raw, line: line) : raw
        return (try unescape(text, line: line), index, newlines)
    }

    /// A multi-line literal's content: the first line break dropped, the closing delimiter's
    /// indentation removed from every line, the last line break dropped.
    static func stripIndentation(_ raw: [Character], line: Int) throws -> [Character] {
        var lines = String(raw).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.first?.allSatisfy({ $0 == " " }) == true else {
            throw Problem(line: line, problem: "a multi-line literal must start on its own line")
        }
        let indentation = lines.removeLast()
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw Problem(line: line, problem: "the closing \"\"\" must be on its own line")
        }
        lines.removeFirst()
        let stripped = lines.map { piece -> Substring in
            piece.hasPrefix(indentation) ? piece.dropFirst(indentation.count) : piece.drop(while: { $0 == " " })
        }
        return Array(stripped.joined(separator: "\n"))
    }

    /// Swift's escapes; a backslash before a line break joins the lines.
    static func unescape(_ raw: [Character], line: Int) throws -> String {
        var result = ""
        var index = 0
        while index < raw.count {
            let character = raw[index]
            guard character == "\\", index + 1 < raw.count else {
                result.append(character)
                index += 1
                continue
            }
            let next = raw[index + 1]
            index += 2
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "\n": break
            case "u":
                guard index < raw.count, raw[index] == "{", let close = raw[index...].firstIndex(of: "}"),
                      let value = UInt32(String(raw[(index + 1)..<close]), radix: 16),
                      let scalar = Unicode.Scalar(value) else {
                    throw Problem(line: line, problem: "bad \\u{...} escape")
                }
                result.unicodeScalars.append(scalar)
                index = close + 1
            default:
                throw Problem(line: line, problem: "unknown escape \\\(next)")
            }
        }
        return result
    }
}
