/// Appends JSON tokens to a byte buffer. Strings are escaped: `"` and `\`, every C0 control
/// character (`\n`, `\t`, ... or `\u00XX`), DEL and the C1 controls; all other text is written
/// as UTF-8 as it is. Appending only, so building a large document is linear.
///
/// A save encodes the whole channels file after every change (docs/PERFORMANCE.md, "Item move
/// with its save"), so the writer is made for speed: one block of memory written through a
/// pointer (no array append and its checks per token), and strings copied and checked eight
/// bytes at a time, byte by byte only around what needs an escape.
package struct JSONWriter: ~Copyable {
    /// The block the bytes are written into; `count` of them are written.
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// Where the bytes go a chunk at a time when streaming (nil: they all stay in the block).
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    private let chunkSize: Int

    package init(reservingCapacity capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
        sink = nil
        chunkSize = .max
    }

    /// A writer that hands its bytes to `sink` about `chunkSize` at a time (`flushIfFull`,
    /// `flush`), so the document is never in memory whole.
    package init(chunksOf chunkSize: Int, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
        self.chunkSize = max(1, chunkSize)
        capacity = self.chunkSize + 4096
        start = .allocate(capacity: capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written (and not yet handed to a sink).
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Hands the bytes so far to the sink once there are a chunk's worth (streaming only).
    mutating func flushIfFull() {
        if count >= chunkSize { flush() }
    }

    /// Hands every byte so far to the sink (streaming only).
    mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }

    /// Makes room for `needed` more bytes: the chunk so far goes to the sink first when
    /// streaming, and the block grows only for what still does not fit (a huge name).
    private mutating func reserve(_ needed: Int) {
        if capacity - count >= needed { return }
        grow(needed)
    }

    private mutating func grow(_ needed: Int) {
        if sink != nil { flush() }
        guard capacity - count < needed else { return }
        let larger = max(count + needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// Appends raw ASCII text (punctuation, indentation, keywords) as it is. Inlined, so a
    /// literal's length is known where it is written and the copy is a few stores.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        Self.copy(text.utf8Start, count: length, to: start + count)
        count += length
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func indent(_ spaces: Int) {
        if spaces <= 16 {
            let sixteen: StaticString = "                "
            reserve(spaces)
            Self.copy(sixteen.utf8Start, count: spaces, to: start + count)
            count += spaces
            return
        }
        reserve(spaces)
        (start + count).update(repeating: ASCII.space, count: spaces)
        count += spaces
    }

    /// Copies the few bytes of a token as two overlapping words (8 to 16 bytes) or halves (4 to
    /// 7), not a call to `memcpy` or a loop a byte at a time.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        if count >= 8, count <= 16 {
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4, count < 8 {
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 16 {
            to.copyMemory(from: from, byteCount: count)
        } else {
            for index in 0..<count { out[index] = source[index] }
        }
    }

    /// Appends `text` as a quoted, escaped JSON string.
    package mutating func string(_ text: String) {
        // Native strings (all of ours: no Foundation) hold their UTF-8 in one piece.
        if text.utf8.withContiguousStorageIfAvailable({ quoted($0) }) == nil {
            let copy = Array(text.utf8)
            copy.withUnsafeBufferPointer { quoted($0) }
        }
    }

    /// Appends the UTF-8 text quoted and escaped. Room for the worst case is made first: an
    /// escape is at most six bytes for one byte of text (`\u001b`; a C1 control, two bytes, also
    /// becomes six).
    private mutating func quoted(_ text: UnsafeBufferPointer<UInt8>) {
        let length = text.count
        reserve(6 * length + 2)
        var out = start + count
        out.pointee = ASCII.quote
        out += 1
        guard let source = text.baseAddress else {
            out.pointee = ASCII.quote
            count += 2
            return
        }
        if let end = Self.copyIfClean(source, count: length, to: out) {
            end.pointee = ASCII.quote
            count = end + 1 - start
            return
        }
        var index = 0
        // Eight bytes at a time: stored as they are, then checked; a word with a byte that may
        // need an escape is done again byte by byte from its start.
        while index + 8 <= length {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            if Self.mayNeedEscape(word) { break }
            UnsafeMutableRawPointer(out).storeBytes(of: word, as: UInt64.self)
            out += 8
            index += 8
        }
        while index < length {
            let byte = source[index]
            if byte >= 0x20, byte != ASCII.quote, byte != ASCII.backslash, byte != 0x7F, byte != 0xC2 {
                out.pointee = byte
                out += 1
                index += 1
                // Back to whole words after a byte that needed a look.
                while index + 8 <= length {
                    let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                    if Self.mayNeedEscape(word) { break }
                    UnsafeMutableRawPointer(out).storeBytes(of: word, as: UInt64.self)
                    out += 8
                    index += 8
                }
                continue
            }
            if byte == 0xC2 {
                // U+0080...U+009F (a C1 control) is 0xC2 0x80...0x9F; other 0xC2 pairs are text.
                if index + 1 < length, source[index + 1] < 0xA0 {
                    out = Self.escape(source[index + 1], at: out)
                    index += 2
                } else {
                    out.pointee = byte
                    out += 1
                    index += 1
                }
                continue
            }
            out = Self.escape(byte, at: out)
            index += 1
        }
        out.pointee = ASCII.quote
        out += 1
        count = out - start
    }

    /// Copies text with nothing to escape (nearly every name) to `out` in whole words and returns
    /// the position after it; nil, with nothing counted as written, when a byte may need an
    /// escape. The last word overlaps the one before it, and text under eight bytes is read as
    /// two overlapping halves (or, under four, its first, middle and last byte), so no byte is
    /// looked at alone and nothing is read outside the text.
    @inline(__always)
    private static func copyIfClean(_ source: UnsafePointer<UInt8>, count length: Int, to out: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>?
    {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(out)
        if length >= 8 {
            var index = 0
            while index + 8 <= length {
                let word = from.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if mayNeedEscape(word) { return nil }
                to.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
                index += 8
            }
            if index < length {
                let word = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                if mayNeedEscape(word) { return nil }
                to.storeBytes(of: word, toByteOffset: length - 8, as: UInt64.self)
            }
        } else if length >= 4 {
            let low = from.loadUnaligned(as: UInt32.self)
            let high = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            if mayNeedEscape(UInt64(low) | UInt64(high) << 32) { return nil }
            to.storeBytes(of: low, as: UInt32.self)
            to.storeBytes(of: high, toByteOffset: length - 4, as: UInt32.self)
        } else if length > 0 {
            let first = source[0]
            let middle = source[length / 2]
            let last = source[length - 1]
            // The five bytes not taken are "A": nothing to escape.
            if mayNeedEscape(0x4141_4141_4100_0000 | UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16) { return nil }
            out[0] = first
            out[length / 2] = middle
            out[length - 1] = last
        }
        return out + length
    }

    /// True when one of the eight bytes is below 0x20, `"`, `\`, DEL or 0xC2 (the lead byte of
    /// a C1 control): the classic "has a zero byte" test, `(x - 0x01..) & ~x & 0x80..`, on the
    /// word XORed with each byte looked for, and "has a byte below 0x20" the same way.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below = (word &- ones &* 0x20) & ~word & highs
        return (below | hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x5C))
            | hasZero(word ^ (ones &* 0x7F)) | hasZero(word ^ (ones &* 0xC2))) != 0
    }

    /// Writes the escape of `value` (a control character, `"` or `\`) at `out`; returns the
    /// position after it.
    private static func escape(_ value: UInt8, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        out[0] = ASCII.backslash
        let short: UInt8
        switch value {
        case 0x22: short = ASCII.quote
        case 0x5C: short = ASCII.backslash
        case 0x08: short = ASCII.lowerB
        case 0x0C: short = ASCII.lowerF
        case 0x0A: short = ASCII.lowerN
        case 0x0D: short = ASCII.lowerR
        case 0x09: short = ASCII.lowerT
        default:
            out[1] = ASCII.lowerU
            out[2] = ASCII.zero
            out[3] = ASCII.zero
            out[4] = hexDigit(value >> 4)
            out[5] = hexDigit(value & 0xF)
            return out + 6
        }
        out[1] = short
        return out + 2
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? ASCII.zero + value : ASCII.lowerA + (value - 10)
    }
}
