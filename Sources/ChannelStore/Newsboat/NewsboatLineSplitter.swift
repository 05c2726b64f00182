import Localization

/// One line of a text file as it is on disk: where its text starts and ends, and where its line
/// end (`\n` or `\r\n`, or nothing on a last line without one) ends.
struct TextLineSpan: Hashable, Sendable {
    var start: Int
    /// The end of the text, before the line end.
    var textEnd: Int
    /// The end of the line end.
    var end: Int

    var hasLineEnd: Bool { end > textEnd }
}

/// Splits a urls file into lines, refusing what newsboat cannot read either: a NUL byte, bytes
/// that are not UTF-8, a line longer than `lineLimit` (each refusal names the line).
enum NewsboatLineSplitter {
    /// Longer lines are refused: a feed line with many tags is a few hundred bytes.
    static let lineLimit = 1 << 20

    static func lines(_ bytes: [UInt8], path: String) throws(StoreError) -> [TextLineSpan] {
        var lines: [TextLineSpan] = []
        lines.reserveCapacity(bytes.count / 40 + 1)
        var problem: (line: Int, message: Message)?
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == ASCII.lineFeed {
                    let textEnd = index > start && buffer[index - 1] == ASCII.carriageReturn ? index - 1 : index
                    lines.append(TextLineSpan(start: start, textEnd: textEnd, end: index + 1))
                    index += 1
                    start = index
                    continue
                }
                if index - start >= lineLimit {
                    problem = (lines.count + 1, .tr("line is longer than %s MiB", lineLimit >> 20))
                    return
                }
                if byte == 0 {
                    problem = (lines.count + 1, .tr("NUL byte at column %d", index - start + 1))
                    return
                }
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length = UTF8Sequence.length(in: buffer, at: index)
                guard length > 0 else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    problem = (lines.count + 1, .tr("invalid UTF-8 (byte 0x%s)", hex))
                    return
                }
                index += length
            }
            if start < buffer.count { lines.append(TextLineSpan(start: start, textEnd: buffer.count, end: buffer.count)) }
        }
        if let problem {
            throw StoreError(path: path, location: .tr("line %d", problem.line), problem: problem.message, kind: .invalidData)
        }
        return lines
    }
}
