import Glibc
import Localization

/// The lines of a text list's bytes (a playlist, a urls file, a bouquet, a channels.conf),
/// checked as they are split: valid UTF-8, no NUL byte, no line longer than `lineLimit`. A line ends with `\n` (a `\r` before it belongs to the line
/// end); a file that does not end with one gets one added in memory, and the writer takes it
/// off again (`missingFinalNewline`).
struct TextLines {
    /// One line: its text is `start..<contentEnd`, its line end `contentEnd..<end`.
    struct Line {
        var start: Int
        var contentEnd: Int
        var end: Int
    }

    /// The bytes, with a line end added when the file had none at its end.
    let bytes: [UInt8]
    let missingFinalNewline: Bool
    /// The file's line end (its first line's): `\r\n` or `\n`.
    let lineEnd: [UInt8]
    /// Where the text starts: after a UTF-8 byte order mark, if any.
    let textStart: Int

    /// Longer lines are refused: a URL with its headers, or an `#EXTINF` with its attributes,
    /// is a few kilobytes at most.
    static let lineLimit = 1 << 20

    init(_ input: [UInt8], path: String) throws(StoreError) {
        var bytes = input
        missingFinalNewline = !bytes.isEmpty && bytes.last != 0x0A
        let textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.textStart = textStart
        var firstEnd: [UInt8]?
        try bytes.withUnsafeBufferPointer { (buffer) throws(StoreError) in
            var start = textStart
            var lineNumber = 1
            let count = buffer.count
            while start < count {
                // A line at a time (memchr finds its end), checked up to the limit; a sequence
                // that starts past the limit is what makes the line too long.
                let newline = Self.newline(in: buffer, from: start) ?? count
                let checked = try Self.check(buffer, from: start, to: min(newline, start + Self.lineLimit), path, lineNumber)
                if checked < newline {
                    throw Self.failure(path, lineNumber, .tr("line is longer than %s MiB", Self.lineLimit >> 20))
                }
                guard newline < count else { break }
                if firstEnd == nil { firstEnd = newline > start && buffer[newline - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A] }
                lineNumber += 1
                start = newline + 1
            }
        }
        // Lines ended by CR alone (classic Mac OS) are one line to mpv and to newsboat, so
        // this reads no entries from them either: said, not taken as empty (issue 39 item 10).
        if firstEnd == nil, let carriageReturn = input.firstIndex(of: 0x0D), carriageReturn + 1 < input.count {
            throw Self.failure(path, 1, .tr("lines end with a carriage return alone (CR, as on classic Mac OS); save the file with LF or CRLF line ends"))
        }
        lineEnd = firstEnd ?? [0x0A]
        if missingFinalNewline { bytes.append(contentsOf: lineEnd) }
        self.bytes = bytes
    }

    /// Where the next `\n` at or after `start` is; nil when there is none.
    static func newline(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress,
            let found = memchr(base + start, 0x0A, buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Checks the text from `start` (a line's, with no `\n` before `end`) for NUL bytes and
    /// UTF-8, eight ASCII bytes at a time; returns where the last sequence checked ends (at or
    /// after `end`: a sequence may run past it).
    private static func check(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ path: String, _ lineNumber: Int
    ) throws(StoreError) -> Int {
        guard let base = buffer.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        while index < end {
            if index + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // No byte >= 0x80 and no zero byte: eight ASCII characters.
                if word & high == 0, (word &- ones) & ~word & high == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte == 0 { throw Self.failure(path, lineNumber, .tr("NUL byte (not a text file)")) }
            if byte < 0x80 {
                index += 1
                continue
            }
            // Unicode's well-formed sequences (Table 3-7), as the JSON reader checks them.
            let length = UTF8Sequence.length(in: buffer, at: index)
            guard length > 0 else { throw Self.failure(path, lineNumber, .tr("not UTF-8 text")) }
            index += length
        }
        return index
    }

    /// Calls `body` with each line's number (from 0) and place, in order, on `buffer` (the
    /// bytes): the lines are not kept, a provider's playlist has hundreds of thousands.
    func forEachLine(
        _ buffer: UnsafeBufferPointer<UInt8>, _ body: (Int, Line) throws(StoreError) -> Void
    ) throws(StoreError) {
        var start = textStart
        var number = 0
        while let index = Self.newline(in: buffer, from: start) {
            let contentEnd = index > start && buffer[index - 1] == 0x0D ? index - 1 : index
            try body(number, Line(start: start, contentEnd: contentEnd, end: index + 1))
            number += 1
            start = index + 1
        }
    }

    static func failure(_ path: String, _ line: Int, _ problem: Message) -> StoreError {
        StoreError(path: path, location: .tr("line %d", line), problem: problem, kind: .invalidData)
    }
}
