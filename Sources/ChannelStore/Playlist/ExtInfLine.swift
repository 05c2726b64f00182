/// The parts of an `#EXTINF` line that channel-editor reads: `#EXTINF:<duration> key="value"
/// key=value ...,<display name>`. An attribute's value in quotes may hold commas, spaces and
/// `=`; the first comma outside quotes starts the display name. Everything else on the line is
/// kept as it is and never read.
struct ExtInfLine {
    /// The display name, trimmed (may be empty).
    var title: Range<Int>?
    /// `tvg-name`, `group-title` and `tvg-chno` values (inside the quotes, when quoted).
    var tvgName: Range<Int>?
    var groupTitle: Range<Int>?
    var channelNumber: Range<Int>?

    static let tag = Array("#EXTINF:".utf8)

    /// True when the line `start..<end` of `bytes` is an `#EXTINF` line (the tag in any case).
    static func isInfo(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        hasPrefix(bytes, start, end, tag)
    }

    /// Case-insensitive ASCII prefix test.
    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: [UInt8]) -> Bool {
        guard end - start >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where lower(bytes[start + offset]) != lower(byte) { return false }
        return true
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        var index = start + Self.tag.count
        // The duration: up to the first space or comma.
        while index < end, bytes[index] != 0x20, bytes[index] != 0x2C, bytes[index] != 0x09 { index += 1 }
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
            while index < end, bytes[index] != 0x3D, bytes[index] != 0x20, bytes[index] != 0x2C, bytes[index] != 0x09 {
                index += 1
            }
            let key = keyStart..<index
            guard index < end, bytes[index] == 0x3D else { continue }  // a bare word: skipped
            index += 1
            let value: Range<Int>
            if index < end, bytes[index] == 0x22 {
                let valueStart = index + 1
                index = valueStart
                while index < end, bytes[index] != 0x22 { index += 1 }
                value = valueStart..<index
                if index < end { index += 1 }
            } else {
                let valueStart = index
                while index < end, bytes[index] != 0x20, bytes[index] != 0x2C, bytes[index] != 0x09 { index += 1 }
                value = valueStart..<index
            }
            if Self.equals(bytes, key, Self.tvgNameKey) {
                tvgName = value
            } else if Self.equals(bytes, key, Self.groupTitleKey) {
                groupTitle = value
            } else if Self.equals(bytes, key, Self.channelNumberKey) {
                channelNumber = value
            }
        }
    }

    static let tvgNameKey = Array("tvg-name".utf8)
    static let groupTitleKey = Array("group-title".utf8)
    static let channelNumberKey = Array("tvg-chno".utf8)

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
