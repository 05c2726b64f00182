/// Makes user data (paths, ids, names, a `TERM` value) safe to put in a line of output: never a
/// raw control character, so a value cannot break a line or a tab-separated field, or drive the
/// terminal. The one home for this: the store's errors, the script commands' messages and
/// list fields, and every line `complain` writes go through it. Escapes are the channel
/// file's: `\n \t \r \b \f`, else `\u00XX`; bidirectional marks (`isBidiControl`) are
/// escaped as `\u202e` too.
public enum MessageText {
    /// Longest quoted value shown in a message, in characters; longer ones are cut with "…".
    static let quoteLimit = 64

    /// Control characters (C0, DEL, C1) escaped, everything else as it is.
    public static func escaped(_ text: String) -> String {
        escaping(text) { _ in false }
    }

    /// A list field: backslash as `\\` as well, so that the field can be read back.
    public static func field(_ text: String) -> String {
        escaping(text) { $0 == "\\" }
    }

    /// `"text"` for a message: `"` and `\` escaped as well, cut after `quoteLimit` characters.
    public static func quoted(_ text: String) -> String {
        var cut = text
        var suffix = ""
        let scalars = text.unicodeScalars
        if scalars.count > quoteLimit {
            cut = String(scalars[scalars.startIndex..<scalars.index(scalars.startIndex, offsetBy: quoteLimit)])
            suffix = "…"
        }
        return "\"" + escaping(cut) { $0 == "\\" || $0 == "\"" } + suffix + "\""
    }

    /// An id as `list` prints it, for a command to take back (`unescapedId`): control
    /// characters and bidi marks escaped, and a backslash doubled only where it would otherwise
    /// start an escape (before `\`, `u`, `n`, `t`, `r`, `b`, `f` or an escaped character), so
    /// that `C:\Users` prints as it is and two ids never print alike (issue 39 item 6).
    public static func id(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { needsEscape($0) || $0 == "\\" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for (index, scalar) in scalars.enumerated() {
            if needsEscape(scalar) {
                result += escape(scalar)
            } else if scalar == "\\", index + 1 < scalars.count, startsEscape(scalars[index + 1]) {
                result += "\\\\"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The id `id(_:)` printed: `\\`, `\n \t \r \b \f` and `\uXXXX` read as what they stand
    /// for; any other backslash is itself.
    public static func unescapedId(_ text: String) -> String {
        guard text.unicodeScalars.contains("\\") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            let simple: [Unicode.Scalar: Unicode.Scalar] = ["\\": "\\", "n": "\n", "t": "\t", "r": "\r", "b": "\u{08}", "f": "\u{0C}"]
            if let plain = simple[next] {
                result.append(plain)
                index += 2
            } else if next == "u", index + 6 <= scalars.count,
                let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                let decoded = Unicode.Scalar(value) {
                result.append(decoded)
                index += 6
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// Escaped in every line of output: control characters and bidi marks.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter || scalar.isBidiControl
    }

    /// True when a backslash before `scalar` would read as the start of an escape.
    private static func startsEscape(_ scalar: Unicode.Scalar) -> Bool {
        needsEscape(scalar) || "\\untrbf".unicodeScalars.contains(scalar)
    }

    private static func escaping(_ text: String, also extra: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) || extra($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
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

    /// Four lowercase hex digits: `001b`.
    public static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        default:
            return "\\u" + hex4(scalar.value)
        }
    }
}
