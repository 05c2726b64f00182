/// What an escape sequence at the front of the input is. Knows CSI (`ESC [ params final`,
/// which covers xterm, vt220, rxvt and the linux console's keys, SGR and X10 mouse reports and
/// the paste brackets) and SS3 (`ESC O x`, the keys in application mode); `KeySequences` (the
/// terminal's terminfo strings) wins over the built-in meaning of the same bytes.
enum EscapeSequence: Equatable {
    /// A whole sequence of `length` bytes: an input, or nil for one the editor does not use
    /// (an insert key, a focus report, a cursor report): consumed, never typed.
    case complete(TerminalInput?, length: Int)
    /// `ESC [ 200 ~`: a bracketed paste starts after these `length` bytes.
    case pasteStart(length: Int)
    /// The start of a sequence; the rest has not arrived yet.
    case incomplete
    /// `ESC` followed by something that starts no sequence: the `ESC` alone is Esc.
    case lone

    static let escape: UInt8 = 0x1B
    /// Longer than any real sequence: garbage, dropped rather than waited for.
    static let longest = 64

    static func parse(_ bytes: ArraySlice<UInt8>, keys: KeySequences) -> EscapeSequence {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return csi(bytes, keys: keys)
        case UInt8(ascii: "O"): return ss3(bytes, keys: keys)
        default:
            if let key = keys.key(for: bytes.prefix(2)) { return .complete(.key(key), length: 2) }
            if keys.isPrefix(bytes) { return .incomplete }
            return .lone
        }
    }

    private static func csi(_ bytes: ArraySlice<UInt8>, keys: KeySequences) -> EscapeSequence {
        let start = bytes.startIndex
        guard bytes.count >= 3 else { return .incomplete }
        let third = bytes[start + 2]
        if third == UInt8(ascii: "M") {  // X10 mouse: three raw bytes follow
            guard bytes.count >= 6 else { return .incomplete }
            return .complete(MouseReportDecoder.x10(bytes[start + 3], bytes[start + 4], bytes[start + 5]), length: 6)
        }
        if third == UInt8(ascii: "[") {  // linux console F1-F5: ESC [ [ A..E
            guard bytes.count >= 4 else { return .incomplete }
            let key: TerminalInput? = bytes[start + 3] == UInt8(ascii: "A") ? .key(.help) : nil
            return .complete(keys.key(for: bytes.prefix(4)).map { .key($0) } ?? key, length: 4)
        }
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else {
            return bytes.count > longest ? .complete(nil, length: bytes.count) : .incomplete
        }
        let final = bytes[index]
        let length = index - start + 1
        // Not a final byte: the sequence is broken; drop what came before this byte.
        guard (0x40...0x7E).contains(final) else { return .complete(nil, length: length - 1) }
        let parameters = bytes[(start + 2)..<index]
        if let key = keys.key(for: bytes.prefix(length)) { return .complete(.key(key), length: length) }
        if final == UInt8(ascii: "~"), numbers(parameters).first == 200 { return .pasteStart(length: length) }
        return .complete(csiMeaning(parameters: parameters, final: final), length: length)
    }

    private static func csiMeaning(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalInput? {
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return MouseReportDecoder.sgr(parameters: parameters.dropFirst(), released: final == UInt8(ascii: "m"))
        }
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
        let values = numbers(parameters)
        let modifier = values.count > 1 ? values[1] ?? 1 : 1
        let shifted = modifier == 2
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): return .key(.up)
        case UInt8(ascii: "B"), UInt8(ascii: "b"): return .key(.down)
        case UInt8(ascii: "C"): return .key(shifted ? .shiftRight : .right)
        case UInt8(ascii: "D"): return .key(shifted ? .shiftLeft : .left)
        case UInt8(ascii: "c"): return .key(.shiftRight)  // rxvt
        case UInt8(ascii: "d"): return .key(.shiftLeft)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "Z"): return .key(.backTab)
        case UInt8(ascii: "P"): return .key(.help)  // xterm F1 with modifiers: ESC [ 1 ; 2 P
        case UInt8(ascii: "~"):
            switch values.first ?? nil {
            case 1, 7: return .key(.home)
            case 4, 8: return .key(.end)
            case 3: return .key(.delete)
            case 5: return .key(.pageUp)
            case 6: return .key(.pageDown)
            case 11: return .key(.help)
            default: return nil
            }
        default: return nil
        }
    }

    private static func ss3(_ bytes: ArraySlice<UInt8>, keys: KeySequences) -> EscapeSequence {
        let start = bytes.startIndex
        var index = start + 2
        // Old xterms put a modifier between O and the key: ESC O 2 P.
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ";") { index += 1 }
        guard index < bytes.endIndex else { return bytes.count > longest ? .complete(nil, length: bytes.count) : .incomplete }
        let length = index - start + 1
        if let key = keys.key(for: bytes.prefix(length)) { return .complete(.key(key), length: length) }
        let key: TerminalInput.SpecialKey?
        switch bytes[index] {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): key = .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): key = .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): key = .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "P"): key = .help
        case UInt8(ascii: "M"): key = .enter  // keypad Enter
        default: key = nil
        }
        return .complete(key.map { .key($0) }, length: length)
    }

    /// `;`-separated decimal numbers (nil for an empty or non-numeric field), each saturated
    /// at a billion so a hostile report cannot overflow.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
        var result: [Int?] = []
        var current: Int? = nil
        var valid = true
        for byte in bytes {
            if byte == UInt8(ascii: ";") {
                result.append(valid ? current : nil)
                current = nil
                valid = true
            } else if (0x30...0x39).contains(byte) {
                current = min(1_000_000_000, (current ?? 0) * 10 + Int(byte - 0x30))
            } else {
                valid = false
            }
        }
        result.append(valid ? current : nil)
        return result
    }
}
