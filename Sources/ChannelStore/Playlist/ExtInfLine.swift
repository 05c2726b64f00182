import Glibc

/// The parts of an `#EXTINF` line that channel-editor reads: `#EXTINF:<duration> key="value"
/// key=value ...,<display name>`. An attribute's value in quotes may hold commas, spaces and
/// `=`; the first comma outside quotes starts the display name. Everything else on the line is
/// kept as it is and never read.
package struct ExtInfLine: Equatable {
    /// The display name, trimmed (may be empty).
    package var title: Range<Int>?
    /// `tvg-name`, `group-title`, `tvg-chno` and `tvg-id` values (inside the quotes, when quoted).
    package var tvgName: Range<Int>?
    package var groupTitle: Range<Int>?
    package var channelNumber: Range<Int>?
    package var tvgId: Range<Int>?

    static let tag = Array("#EXTINF:".utf8)

    /// True when the line `start..<end` of `bytes` is an `#EXTINF` line (the tag in any case):
    /// its first eight bytes compared as one word, the letters' case bit set.
    package static func isInfo(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 8, let base = bytes.baseAddress else { return false }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        // "#extinf:" in little-endian order; 0x20 on the six letters only.
        return word | 0x0020_2020_2020_2000 == 0x3A66_6E69_7478_6523
    }

    /// Case-insensitive ASCII prefix test.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: [UInt8]) -> Bool {
        guard end - start >= prefix.count else { return false }
        for offset in 0..<prefix.count where lower(bytes[start + offset]) != lower(prefix[offset]) { return false }
        return true
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// Nothing read (for tests that build the expected parts).
    package init() {}

    /// Every part read.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.init(bytes, start: start, end: end, attributes: true)
    }

    /// `attributes` false reads the display name only (the start reads 100,000 of them, issue
    /// 23 item 8): the same walk over the line, without comparing the keys.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, attributes: Bool) {
        var index = start + 8  // after the tag
        // The duration: up to the first space or comma.
        while index < end, !Self.stops(bytes[index], Self.valueEnds) { index += 1 }
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
                continue
            }
            if byte == 0x2C {
                title = Self.trimmed(bytes, index + 1, end)
                return
            }
            let keyStart = index
            while index < end, !Self.stops(bytes[index], Self.keyEnds) { index += 1 }
            let key = keyStart..<index
            guard index < end, bytes[index] == 0x3D else { continue }  // a bare word: skipped
            index += 1
            let value: Range<Int>
            if index < end, bytes[index] == 0x22 {
                let valueStart = index + 1
                index = Self.quote(in: bytes, from: valueStart, to: end)
                value = valueStart..<index
                if index < end { index += 1 }
            } else {
                let valueStart = index
                while index < end, !Self.stops(bytes[index], Self.valueEnds) { index += 1 }
                value = valueStart..<index
            }
            guard attributes else { continue }
            if Self.equals(bytes, key, Self.tvgNameKey) {
                tvgName = value
            } else if Self.equals(bytes, key, Self.groupTitleKey) {
                groupTitle = value
            } else if Self.equals(bytes, key, Self.channelNumberKey) {
                channelNumber = value
            } else if Self.equals(bytes, key, Self.tvgIdKey) {
                tvgId = value
            }
        }
    }

    /// The bytes that end a duration or a bare value (space, comma, tab) and a key (those and
    /// `=`), as bits of a word: one test a byte instead of four comparisons.
    private static var valueEnds: UInt64 { 1 << 0x20 | 1 << 0x2C | 1 << 0x09 }
    private static var keyEnds: UInt64 { valueEnds | 1 << 0x3D }

    private static func stops(_ byte: UInt8, _ set: UInt64) -> Bool { byte < 64 && (set >> UInt64(byte)) & 1 != 0 }

    /// Where the closing quote at or after `start` is (memchr), else `end`.
    private static func quote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, 0x22, end - start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    static let tvgNameKey = Array("tvg-name".utf8)
    static let groupTitleKey = Array("group-title".utf8)
    static let channelNumberKey = Array("tvg-chno".utf8)
    static let tvgIdKey = Array("tvg-id".utf8)

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ key: [UInt8]) -> Bool {
        range.count == key.count && hasPrefix(bytes, range.lowerBound, range.upperBound, key)
    }

    /// `start..<end` without spaces and tabs at either end; nil when nothing is left.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int>? {
        var low = start
        var high = end
        while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
        while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
        return low < high ? low..<high : nil
    }
}
