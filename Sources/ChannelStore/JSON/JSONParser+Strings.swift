import ChannelCore

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
                let name = byte == ASCII.lineFeed ? "a line break" : "the control character \(ASCII.describe(byte))"
                throw JSONSyntaxError("\(name) must be escaped in a string", at: position(at: index))
            } else if byte < 0x80 {
                index += 1
            } else {
                let length = UTF8Sequence.length(in: bytes, at: index)
                guard length > 0 else { throw invalidUTF8(at: index) }
                index += length
            }
        }
        let start = position(at: openingQuote)
        throw JSONSyntaxError("unexpected end of file in the string that starts at \(start)", at: position(at: index))
    }

    /// Reads one escape sequence starting at the backslash and appends what it stands for.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = index
        guard index + 1 < bytes.count else {
            throw JSONSyntaxError("unexpected end of file in an escape sequence", at: position(at: bytes.count))
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
                    throw JSONSyntaxError("unpaired surrogate \\u\(hexText(unit)) (a low surrogate \\uDC00-\\uDFFF must follow)",
                                          at: position(at: backslash))
                }
                let lowStart = index
                index += 2
                let low = try readHex4(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError("unpaired surrogate \\u\(hexText(unit)) (followed by \\u\(hexText(low)), not a low surrogate)",
                                          at: position(at: backslash))
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw JSONSyntaxError("unpaired surrogate \\u\(hexText(unit)) (a low surrogate with no high surrogate before it)",
                                      at: position(at: backslash))
            default:
                scalarValue = unit
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw JSONSyntaxError("invalid \\u escape", at: position(at: backslash))
            }
            UTF8Sequence.append(scalar, to: &buffer)
        default:
            let shown: String
            if letter < 0x80 {
                shown = letter >= 0x20 && letter < 0x7F ? "'\\" + String(UnicodeScalar(letter)) + "'" : "\\ followed by \(ASCII.describe(letter))"
            } else {
                shown = "\\ followed by a non-ASCII character"
            }
            throw JSONSyntaxError("invalid escape \(shown) (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                                  at: position(at: backslash))
        }
    }

    /// Reads the four hex digits of a `\u` escape (the index is just after the `u`).
    private mutating func readHex4(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = ASCII.hexValue(bytes[index]) else {
                throw JSONSyntaxError("invalid \\u escape (expected 4 hex digits)", at: position(at: backslash))
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
