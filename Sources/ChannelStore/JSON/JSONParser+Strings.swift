import ChannelCore
import Localization

extension JSONParser {
    /// Reads a string starting at the opening quote: validates UTF-8, rejects raw control
    /// characters, decodes every escape (`\" \\ \/ \b \f \n \r \t \uXXXX`, surrogates in pairs).
    /// Strings without escapes are made straight from the input bytes.
    mutating func readString() throws(JSONSyntaxError) -> String {
        let openingQuote = index
        index += 1
        var segmentStart = index
        var decoded: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                let tail = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                index += 1
                guard var decoded else { return String(decoding: tail, as: UTF8.self) }
                decoded.append(contentsOf: tail)
                return String(decoding: decoded, as: UTF8.self)
            } else if byte == ASCII.backslash {
                var buffer = decoded ?? []
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try readEscape(into: &buffer)
                decoded = buffer
                segmentStart = index
            } else if byte < 0x20 {
                let name: Message = byte == ASCII.lineFeed ? .tr("a line break") : .tr("the control character %s", ASCII.describe(byte))
                throw JSONSyntaxError(.tr("%s must be escaped in a string", name), at: position(at: index))
            } else if byte < 0x80 {
                index += 1
            } else {
                let length = UTF8Sequence.length(in: bytes, at: index)
                guard length > 0 else { throw invalidUTF8(at: index) }
                index += length
            }
        }
        let start = position(at: openingQuote)
        throw JSONSyntaxError(.tr("unexpected end of file in the string that starts at %s", start.message), at: position(at: index))
    }

    /// Reads one escape sequence starting at the backslash and appends what it stands for.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        guard index + 1 < bytes.count else {
            throw JSONSyntaxError(.tr("unexpected end of file in an escape sequence"), at: position(at: bytes.count))
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: buffer.append(letter)
        case ASCII.lowerB: buffer.append(0x08)
        case ASCII.lowerF: buffer.append(0x0C)
        case ASCII.lowerN: buffer.append(ASCII.lineFeed)
        case ASCII.lowerR: buffer.append(ASCII.carriageReturn)
        case ASCII.lowerT: buffer.append(ASCII.tab)
        case ASCII.lowerU:
            let unit = try readHex4(escapeAt: backslash)
            let scalarValue: UInt32
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == ASCII.backslash, bytes[index + 1] == ASCII.lowerU else {
                    throw JSONSyntaxError(.tr("unpaired surrogate \\u%s (a low surrogate \\uDC00-\\uDFFF must follow)", hexText(unit)),
                                          at: position(at: backslash))
                }
                let lowStart = index
                index += 2
                let low = try readHex4(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(.tr("unpaired surrogate \\u%s (followed by \\u%s, not a low surrogate)", hexText(unit), hexText(low)),
                                          at: position(at: backslash))
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw JSONSyntaxError(.tr("unpaired surrogate \\u%s (a low surrogate with no high surrogate before it)", hexText(unit)),
                                      at: position(at: backslash))
            default:
                scalarValue = unit
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw JSONSyntaxError(.tr("invalid \\u escape"), at: position(at: backslash))
            }
            UTF8Sequence.append(scalar, to: &buffer)
        default:
            let shown: Message.Argument
            if letter < 0x80 {
                shown = letter >= 0x20 && letter < 0x7F
                    ? .text("'\\" + String(UnicodeScalar(letter)) + "'") : .message(.tr("\\ followed by %s", ASCII.describe(letter)))
            } else {
                shown = .message(.tr("\\ followed by a non-ASCII character"))
            }
            throw JSONSyntaxError(.tr("invalid escape %s (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", shown),
                                  at: position(at: backslash))
        }
    }

    /// Reads the four hex digits of a `\u` escape (the index is just after the `u`).
    private mutating func readHex4(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = ASCII.hexValue(bytes[index]) else {
                throw JSONSyntaxError(.tr("invalid \\u escape (expected 4 hex digits)"), at: position(at: backslash))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexText(_ value: UInt32) -> String {
        MessageText.hex4(value).uppercased()
    }
}
