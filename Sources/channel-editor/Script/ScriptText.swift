/// Makes text from the file or the command line safe to print: never a raw control character,
/// so a name or an id cannot break a line, a tab-separated field, or drive the terminal.
/// Escapes are the ones the channels file uses: `\n \t \r \b \f`, else `\u00XX`.
enum ScriptText {
    /// Longest id shown in a message, in characters; longer ones are cut with "…".
    static let quoteLimit = 64

    /// A list field: backslash as `\\`, control characters (C0, DEL, C1) escaped.
    static func field(_ text: String) -> String {
        escaping(text) { $0 == "\\" }
    }

    /// Control characters escaped, everything else as it is (for paths in messages).
    static func escaped(_ text: String) -> String {
        escaping(text) { _ in false }
    }

    /// `"text"` for a message: `"` and `\` escaped as well, cut after `quoteLimit` characters.
    static func quoted(_ text: String) -> String {
        var cut = Substring(text)
        var suffix = ""
        if text.unicodeScalars.count > quoteLimit {
            let scalars = text.unicodeScalars
            cut = Substring(scalars[scalars.startIndex..<scalars.index(scalars.startIndex, offsetBy: quoteLimit)])
            suffix = "…"
        }
        return "\"" + escaping(String(cut)) { $0 == "\\" || $0 == "\"" } + suffix + "\""
    }

    /// A JSON string: `"`, `\` and control characters escaped, nothing cut (a pick's result).
    static func json(_ text: String) -> String {
        "\"" + escaping(text) { $0 == "\\" || $0 == "\"" } + "\""
    }

    /// True for C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    private static func escaping(_ text: String, also extra: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || extra($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += escape(scalar)
            } else if extra(scalar) {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        default:
            let digits = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
    }
}
