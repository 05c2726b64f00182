/// Where each id is among a playlist's entries: an open-addressed table of entry numbers, 4
/// bytes a slot, the ids themselves compared from the document's `ids`. A `[String: Int]` took
/// 24 bytes a slot: at 100,000 entries (262,144 slots) 6 MiB of the start's peak, now 1 MiB
/// (issue 23 item 8).
struct PlaylistIndex {
    private var slots: [Int32]
    private let mask: Int

    /// The index of `ids`; nil when two of them are the same.
    init?(_ ids: [String]) {
        var size = 16
        while size < ids.count * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (number, id) in ids.enumerated() {
            var slot = id.hashValue & mask
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
        var slot = id.hashValue & mask
        while true {
            let found = slots[slot]
            if found < 0 { return nil }
            if ids[Int(found)] == id { return Int(found) }
            slot = (slot + 1) & mask
        }
    }
}
