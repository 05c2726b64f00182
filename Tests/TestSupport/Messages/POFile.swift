import Localization

/// A gettext `.po` (or `.pot`) file, read the way the tests need it: each entry's msgid,
/// msgstr, flags (`#, fuzzy`, `#, c-format`) and references. Obsolete entries (`#~`) and the
/// header (the empty msgid) are left out; plural forms keep `msgstr[0]`.
public struct POFile: Sendable {
    public struct Entry: Hashable, Sendable {
        public var msgid: String
        public var msgstr: String
        public var flags: Set<String>
        public var references: [String]
        /// Where the entry starts, for messages.
        public var line: Int
    }

    public var entries: [Entry]

    public var byMsgid: [String: Entry] {
        Dictionary(entries.map { ($0.msgid, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The translations as the program would get them from the compiled file: fuzzy and
    /// untranslated entries are left out, as msgfmt leaves them out.
    public var translation: [String: String] {
        var messages: [String: String] = [:]
        for entry in entries where !entry.msgstr.isEmpty && !entry.flags.contains("fuzzy") {
            messages[entry.msgid] = entry.msgstr
        }
        return messages
    }

    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var problem: String
        public var description: String { "line \(line): \(problem)" }
    }

    public init(text: String) throws {
        var entries: [Entry] = []
        var flags: Set<String> = []
        var references: [String] = []
        var msgid: String?
        var msgstr: String?
        var field: String?  // which string the next continuation line extends
        var start = 0

        func finish() {
            if let id = msgid, !id.isEmpty {
                entries.append(Entry(msgid: id, msgstr: msgstr ?? "", flags: flags, references: references, line: start))
            }
            msgid = nil
            msgstr = nil
            flags = []
            references = []
            field = nil
        }

        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty { continue }
            if line.hasPrefix("#~") { continue }
            if line.hasPrefix("#") {
                if field == "msgstr" { finish() }
                if line.hasPrefix("#,") {
                    for flag in line.dropFirst(2).split(separator: ",") {
                        flags.insert(flag.trimmingPrefix(while: { $0 == " " }).trimmingSuffixSpaces)
                    }
                } else if line.hasPrefix("#:") {
                    references += line.dropFirst(2).split(separator: " ").map(String.init)
                }
                continue
            }
            if line.hasPrefix("\"") {
                let piece = try POFile.unquote(line, line: number)
                switch field {
                case "msgid": msgid = (msgid ?? "") + piece
                case "msgstr": msgstr = (msgstr ?? "") + piece
                case "ignored": break
                default: throw ParseError(line: number, problem: "a string outside msgid or msgstr")
                }
                continue
            }
            let keyword = line.prefix { $0 != " " }
            let rest = line.dropFirst(keyword.count).trimmingPrefix(while: { $0 == " " })
            switch keyword {
            case "msgctxt":
                if field == "msgstr" { finish() }
                field = "ignored"
            case "msgid":
                if field == "msgstr" || msgid != nil { finish() }
                start = number
                msgid = try POFile.unquote(rest, line: number)
                field = "msgid"
            case "msgid_plural":
                field = "ignored"
            case "msgstr", "msgstr[0]":
                msgstr = try POFile.unquote(rest, line: number)
                field = "msgstr"
            default:
                if keyword.hasPrefix("msgstr[") { field = "ignored"; continue }
                throw ParseError(line: number, problem: "unknown keyword \(keyword)")
            }
        }
        finish()
        self.entries = entries
    }

    /// A quoted PO string: `"..."` with C escapes.
    static func unquote(_ text: Substring, line: Int) throws -> String {
        var text = text
        while text.last == " " || text.last == "\r" { text.removeLast() }
        guard text.count >= 2, text.first == "\"", text.last == "\"" else {
            throw ParseError(line: line, problem: "not a quoted string: \(text)")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\": result.append("\\")
                case "\"": result.append("\"")
                default: throw ParseError(line: line, problem: "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { throw ParseError(line: line, problem: "a string ends with a backslash") }
        return result
    }

    /// A string as a PO file writes it: quoted, escaped, and split after each newline the way
    /// msgmerge does (`""` first when it holds more than one line).
    public static func quoted(_ keyword: String, _ text: String) -> String {
        func escape(_ piece: Substring) -> String {
            var out = "\""
            for character in piece {
                switch character {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                default: out.append(character)
                }
            }
            return out + "\""
        }
        var lines: [Substring] = []
        var rest = Substring(text)
        while let newline = rest.firstIndex(of: "\n"), rest.index(after: newline) < rest.endIndex {
            lines.append(rest[...newline])
            rest = rest[rest.index(after: newline)...]
        }
        lines.append(rest)
        if lines.count == 1 { return keyword + " " + escape(lines[0]) }
        return keyword + " \"\"\n" + lines.map(escape).joined(separator: "\n")
    }
}

extension Substring {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
