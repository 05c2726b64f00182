/// Reads a compiled gettext catalog (`.mo`, as `msgfmt` writes it) from its bytes. The format:
/// a magic number (which also tells the byte order), a revision, the number of strings N, the
/// offsets of two tables of N (length, offset) pairs — the originals, sorted, and their
/// translations — and an optional hash table, not needed here because the strings go into a
/// dictionary. Each string is `length` bytes at `offset`, followed by a NUL.
///
/// Plural entries keep their singular forms (`msgid\0msgid_plural` -> the first form); the
/// header entry (the empty msgid) and empty translations are left out.
public enum MOFile {
    package static let magic: UInt32 = 0x9504_12de

    public static func messages(from bytes: [UInt8]) throws(MOFileError) -> [String: String] {
        guard bytes.count >= 28 else { throw .tooShort }
        let bigEndian: Bool
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0xde, 0x12, 0x04, 0x95): bigEndian = false
        case (0x95, 0x04, 0x12, 0xde): bigEndian = true
        default: throw .badMagic
        }
        func word(_ offset: Int) throws(MOFileError) -> Int {
            guard offset >= 0, offset <= bytes.count - 4 else { throw .outOfBounds }
            let b = (UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]), UInt32(bytes[offset + 3]))
            let value = bigEndian ? (b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3) : (b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0)
            return Int(value)
        }
        let revision = try word(4)
        guard revision >> 16 <= 1 else { throw .unknownRevision(revision) }
        let count = try word(8)
        let originals = try word(12)
        let translations = try word(16)
        guard count <= bytes.count / 16 else { throw .outOfBounds }
        func string(table: Int, index: Int) throws(MOFileError) -> String {
            let length = try word(table + 8 * index)
            let start = try word(table + 8 * index + 4)
            guard start <= bytes.count, length < bytes.count - start, bytes[start + length] == 0 else { throw .outOfBounds }
            guard let text = String(validating: bytes[start..<(start + length)], as: UTF8.self) else { throw .notUTF8 }
            return text
        }
        var messages: [String: String] = [:]
        messages.reserveCapacity(count)
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let translation = try string(table: translations, index: index)
            let msgid = singular(original)
            let msgstr = singular(translation)
            guard !msgid.isEmpty, !msgstr.isEmpty else { continue }
            messages[msgid] = msgstr
        }
        return messages
    }

    /// The text before the first NUL (a plural entry's first form).
    private static func singular(_ text: String) -> String {
        guard let nul = text.firstIndex(of: "\0") else { return text }
        return String(text[..<nul])
    }
}

/// Why a `.mo` file could not be read.
public enum MOFileError: Error, Hashable, Sendable {
    case tooShort
    case badMagic
    case unknownRevision(Int)
    case outOfBounds
    case notUTF8

    /// A few words for the one-line message that names the file.
    public var problem: String {
        switch self {
        case .tooShort: return "too short for a message catalog"
        case .badMagic: return "not a message catalog (bad magic number)"
        case .unknownRevision(let revision): return "unknown message catalog revision \(revision)"
        case .outOfBounds: return "damaged message catalog (a string lies outside the file)"
        case .notUTF8: return "message catalog is not UTF-8"
        }
    }
}
