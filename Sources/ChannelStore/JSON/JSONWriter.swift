/// Appends JSON tokens to a byte buffer. Strings are escaped: `"` and `\`, every C0 control
/// character (`\n`, `\t`, ... or `\u00XX`), DEL and the C1 controls; all other text is written
/// as UTF-8 as it is. Appending only, so building a large document is linear.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []

    /// Where the bytes go a chunk at a time when streaming (nil: they all stay in `bytes`).
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    private let chunkSize: Int

    package init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        sink = nil
        chunkSize = .max
    }

    /// A writer that hands its bytes to `sink` about `chunkSize` at a time (`flushIfFull`,
    /// `flush`), so the document is never in memory whole.
    package init(chunksOf chunkSize: Int, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
        self.chunkSize = max(1, chunkSize)
        bytes.reserveCapacity(self.chunkSize + 4096)
    }

    /// Hands the bytes so far to the sink once there are a chunk's worth (streaming only).
    mutating func flushIfFull() {
        if bytes.count >= chunkSize { flush() }
    }

    /// Hands every byte so far to the sink (streaming only).
    mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends raw ASCII text (punctuation, indentation, keywords) as it is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `count` spaces.
    mutating func indent(_ count: Int) {
        bytes.append(contentsOf: repeatElement(ASCII.space, count: count))
    }

    /// Appends `text` as a quoted, escaped JSON string.
    package mutating func string(_ text: String) {
        bytes.append(ASCII.quote)
        var text = text
        text.withUTF8 { escape($0) }
        bytes.append(ASCII.quote)
    }

    /// Escapes the UTF-8 text into `bytes`, copying the runs that need no escape in one go.
    private mutating func escape(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            var length = 1
            let needsEscape: Bool
            if byte < 0x20 || byte == ASCII.quote || byte == ASCII.backslash || byte == 0x7F {
                needsEscape = true
            } else if byte == 0xC2, index + 1 < text.count, text[index + 1] >= 0x80, text[index + 1] < 0xA0 {
                needsEscape = true // a C1 control, U+0080...U+009F
                length = 2
            } else {
                needsEscape = false
            }
            if needsEscape {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                let value = length == 2 ? UInt32(text[index + 1]) : UInt32(byte)
                appendEscape(for: value)
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
    }

    private mutating func appendEscape(for value: UInt32) {
        switch value {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        default:
            raw("\\u00")
            bytes.append(hexDigit(value >> 4))
            bytes.append(hexDigit(value & 0xF))
        }
    }

    private func hexDigit(_ value: UInt32) -> UInt8 {
        value < 10 ? ASCII.zero + UInt8(value) : ASCII.lowerA + UInt8(value - 10)
    }
}
