/// Makes user data (paths, ids, names, a `TERM` value) safe to put in a line of output: never a
/// raw control character, so a value cannot break a line or a tab-separated field, or drive the
/// terminal. The one home for this: the store's errors, the script commands' messages and
/// list fields, and every line `complain` writes go through it. Escapes are the channel
/// file's: `\n \t \r \b \f`, else `\u00XX`.
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

    private static func escaping(_ text: String, also extra: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0.isControlCharacter || extra($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar.isControlCharacter {
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
