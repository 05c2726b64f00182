/// Makes user data safe to put in a one-line error message.
enum MessageText {
    /// Longest quoted value shown in a message, in characters; longer ones are cut with "…".
    static let quoteLimit = 64

    /// `text` with every control character (C0, DEL, C1) written as an escape, so the result
    /// is one line and cannot drive a terminal.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` in double quotes, escaped like JSON and cut to `quoteLimit` characters.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == quoteLimit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if isControl(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// True for C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// `\n`, `\t`, `\r`, or `\u001b` style.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return "\\u" + hex4(scalar.value)
        }
    }

    /// Four lowercase hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
