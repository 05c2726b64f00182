/// Checks UTF-8 sequences against the well-formed byte sequences of Unicode (Table 3-7):
/// no overlong forms, no surrogates, nothing above U+10FFFF, no stray continuation bytes. The
/// one check of every format's text (the JSON reader's, `TextLines`').
enum UTF8Sequence {
    /// The length (1...4) of the well-formed sequence starting at `index`, or 0 when the bytes
    /// there are not valid UTF-8 (including a sequence cut short by the end of the buffer).
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        func byte(_ offset: Int, in range: ClosedRange<UInt8>) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        let tail: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return byte(1, in: tail) ? 2 : 0
        case 0xE0:
            return byte(1, in: 0xA0...0xBF) && byte(2, in: tail) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return byte(1, in: tail) && byte(2, in: tail) ? 3 : 0
        case 0xED:
            return byte(1, in: 0x80...0x9F) && byte(2, in: tail) ? 3 : 0
        case 0xF0:
            return byte(1, in: 0x90...0xBF) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        case 0xF1...0xF3:
            return byte(1, in: tail) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        case 0xF4:
            return byte(1, in: 0x80...0x8F) && byte(2, in: tail) && byte(3, in: tail) ? 4 : 0
        default:
            return 0
        }
    }

    /// Appends the UTF-8 encoding of `scalar` to `bytes`.
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
