/// Where each id is among a playlist's entries: an open-addressed table of entry numbers and
/// hash tags, 8 bytes a slot, the ids themselves compared from the document's `ids`. A
/// `[String: Int]` took 24 bytes a slot: at 100,000 entries (262,144 slots) 6 MiB of the
/// start's peak, now 2 MiB (issue 23 item 8).
///
/// When every id is ASCII (a provider's URLs), a slot comes from the id's bytes, eight at a
/// time (`hash`): two ASCII strings are equal exactly when their bytes are. `String.hashValue`
/// (SipHash, and a look at every character for Unicode's equivalence) was a tenth of the
/// start's instructions at 100,000 entries; it is still what places ids otherwise.
struct PlaylistIndex {
    /// 0 for an empty slot, else the entry number + 1 in the low 32 bits and the high 32 bits
    /// of the id's hash above them: a probe compares ids only when those agree, so it does
    /// not fetch another id's characters (string compares were a sixth of the index's time).
    private var slots: [UInt64]
    private let mask: Int
    private let ascii: Bool
    /// Chosen once a run, so that a file cannot be made to put its ids into one slot.
    private static let seed = UInt64.random(in: 0...UInt64.max)

    /// The index of `ids`; nil when two of them are the same.
    init?(_ ids: [String]) {
        var size = 16
        while size < ids.count * 2 { size <<= 1 }
        mask = size - 1
        // Each id hashed once: by its bytes while they are all ASCII, else (the first id that is
        // not tells) all again by `hashValue`.
        if let table = Self.table(ids, size: size, hash: { Self.asciiHash($0, Self.seed) }) {
            ascii = true
            guard let table else { return nil }
            slots = table
        } else {
            ascii = false
            guard let table = Self.table(ids, size: size, hash: { $0.hashValue }), let table else { return nil }
            slots = table
        }
    }

    /// The slots of `ids`; nil when `hash` gives nil for one of them, .some(nil) when two ids
    /// are the same.
    private static func table(_ ids: [String], size: Int, hash: (String) -> Int?) -> [UInt64]?? {
        var slots = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        var duplicate = false
        let hashed = slots.withUnsafeMutableBufferPointer { table -> Bool in
            for number in ids.indices {
                guard let value = hash(ids[number]) else { return false }
                let tag = Self.tag(value)
                var slot = value & mask
                while true {
                    let found = table[slot]
                    if found == 0 {
                        table[slot] = tag | UInt64(number + 1)
                        break
                    }
                    if found & Self.tagMask == tag, ids[Int(found & ~Self.tagMask) - 1] == ids[number] {
                        duplicate = true
                        return true
                    }
                    slot = (slot + 1) & mask
                }
            }
            return true
        }
        guard hashed else { return nil }
        return duplicate ? .some(nil) : slots
    }

    private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
    private static func tag(_ hash: Int) -> UInt64 { UInt64(bitPattern: Int64(hash)) & tagMask }

    /// The entry number of `id` among `ids` (the ids the index was made of).
    func number(of id: String, in ids: [String]) -> Int? {
        let hash: Int
        if ascii {
            // An id that is not ASCII may still equal an ASCII one for Swift (U+212A KELVIN
            // SIGN is `K`): looked for one by one, as such ids are rare among ASCII ones.
            guard let value = Self.asciiHash(id, Self.seed) else { return ids.firstIndex(of: id) }
            hash = value
        } else {
            hash = id.hashValue
        }
        let tag = Self.tag(hash)
        var slot = hash & mask
        while true {
            let found = slots[slot]
            if found == 0 { return nil }
            if found & Self.tagMask == tag {
                let number = Int(found & ~Self.tagMask) - 1
                if ids[number] == id { return number }
            }
            slot = (slot + 1) & mask
        }
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
