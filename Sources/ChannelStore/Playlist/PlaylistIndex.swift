/// Where each id is among a playlist's entries: an open-addressed table of entry numbers, 4
/// bytes a slot, the ids themselves compared from the document's `ids`. A `[String: Int]` took
/// 24 bytes a slot: at 100,000 entries (262,144 slots) 6 MiB of the start's peak, now 1 MiB
/// (issue 23 item 8).
///
/// When every id is ASCII (a provider's URLs), a slot comes from the id's bytes, eight at a
/// time (`hash`): two ASCII strings are equal exactly when their bytes are. `String.hashValue`
/// (SipHash, and a look at every character for Unicode's equivalence) was a tenth of the
/// start's instructions at 100,000 entries; it is still what places ids otherwise.
struct PlaylistIndex {
    private var slots: [Int32]
    private let mask: Int
    private let ascii: Bool
    /// Chosen once a run, so that a file cannot be made to put its ids into one slot.
    private static let seed = UInt64.random(in: 0...UInt64.max)

    /// The index of `ids`; nil when two of them are the same.
    init?(_ ids: [String]) {
        var size = 16
        while size < ids.count * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        ascii = ids.allSatisfy { Self.asciiHash($0, 0) != nil }
        for (number, id) in ids.enumerated() {
            var slot = Self.slot(id, ascii: ascii) & mask
            while true {
                let found = slots[slot]
                if found < 0 {
                    slots[slot] = Int32(number)
                    break
                }
                if ids[Int(found)] == id { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The entry number of `id` among `ids` (the ids the index was made of).
    func number(of id: String, in ids: [String]) -> Int? {
        let start: Int
        if ascii {
            // An id that is not ASCII may still equal an ASCII one for Swift (U+212A KELVIN
            // SIGN is `K`): looked for one by one, as such ids are rare among ASCII ones.
            guard let hash = Self.asciiHash(id, Self.seed) else { return ids.firstIndex(of: id) }
            start = hash
        } else {
            start = id.hashValue
        }
        var slot = start & mask
        while true {
            let found = slots[slot]
            if found < 0 { return nil }
            if ids[Int(found)] == id { return Int(found) }
            slot = (slot + 1) & mask
        }
    }

    private static func slot(_ id: String, ascii: Bool) -> Int {
        ascii ? (asciiHash(id, seed) ?? 0) : id.hashValue
    }

    /// The hash of an ASCII id's bytes; nil when it is not ASCII.
    static func asciiHash(_ id: String, _ seed: UInt64) -> Int? {
        if let value = id.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0), seed) }) { return value }
        var copy = id
        return copy.withUTF8 { hash(UnsafeRawBufferPointer($0), seed) }
    }

    /// Eight bytes at a time, each word mixed in by a multiply (splitmix64's constants); nil
    /// when a byte is not ASCII.
    static func hash(_ bytes: UnsafeRawBufferPointer, _ seed: UInt64) -> Int? {
        var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var high: UInt64 = 0
        var offset = 0
        while offset < bytes.count {
            var word: UInt64 = 0
            if offset + 8 <= bytes.count {
                word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            } else {
                var shift: UInt64 = 0
                while offset < bytes.count {
                    word |= UInt64(bytes[offset]) << shift
                    shift += 8
                    offset += 1
                }
            }
            high |= word
            state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 31
        }
        guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
        state = (state ^ (state >> 30)) &* 0x94D0_49BB_1331_11EB
        state ^= state >> 31
        return Int(truncatingIfNeeded: state)
    }
}
