/// Line ends of a text list's entries: entries are handed between documents with `\n` line
/// ends (`ChannelDocument.entry(id:)`), and written with the line end of the file they go in.
enum LineEnds {
    /// An entry's bytes with every line ended by `\n` (the form `entry(id:)` hands out).
    static func withNewlines(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        guard slice.contains(0x0D) else { return Array(slice) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 0x0D, index + 1 < slice.endIndex, slice[index + 1] == 0x0A {
                index += 1
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    /// `\n`-ended lines with `lineEnd` (`\r\n` or `\n`) instead.
    static func withLineEnd(_ bytes: [UInt8], _ lineEnd: [UInt8]) -> [UInt8] {
        guard lineEnd.count == 2 else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        for byte in bytes {
            if byte == 0x0A { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }
}
