/// One UTF-8 encoded scalar at the front of some bytes: complete, not yet complete (more bytes
/// may come in the next read), or invalid (a stray continuation byte, an overlong form, a
/// surrogate, a value past U+10FFFF), in which case only its first byte is to be dropped.
enum UTF8Scalar: Equatable {
    case scalar(Unicode.Scalar, length: Int)
    case incomplete
    case invalid

    static func decode(_ bytes: ArraySlice<UInt8>) -> UTF8Scalar {
        guard let lead = bytes.first else { return .incomplete }
        let length: Int
        let initial: UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: (length, initial) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, initial) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, initial) = (4, UInt32(lead & 0x07))
        default: return .invalid  // 0x80-0xC1 (continuation, overlong lead), 0xF5-0xFF
        }
        var value = initial
        var index = bytes.startIndex + 1
        for _ in 1..<length {
            guard index < bytes.endIndex else { return .incomplete }
            let byte = bytes[index]
            guard byte & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
            index += 1
        }
        let smallest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }

    /// The valid scalars of `bytes` as text; invalid and unfinished sequences are dropped.
    static func text(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var rest = bytes[...]
        while !rest.isEmpty {
            switch decode(rest) {
            case .scalar(let scalar, let length):
                scalars.append(scalar)
                rest = rest.dropFirst(length)
            case .incomplete, .invalid:
                rest = rest.dropFirst()
            }
        }
        return String(scalars)
    }
}
