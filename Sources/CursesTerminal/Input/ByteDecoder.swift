/// Turns the bytes read from the terminal into `TerminalInput`: pure, with no curses and no
/// clock (time comes with each call), so every case is unit-tested without a terminal
/// (docs/ARCHITECTURE.md, "Input: raw bytes, one decoder").
///
/// - Bytes may arrive in any split: an unfinished sequence or character waits for the next
///   `feed`. `deadline` says when waiting is over; `expire(now:)` then resolves it: a lone ESC
///   is the Esc key, an unfinished sequence or UTF-8 character is dropped (never typed).
/// - A bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) becomes one `.paste` with its text.
///   One that is never closed ends after `pasteIdleLimit` without a byte; its text is capped at
///   `pasteByteLimit` bytes (the rest, up to the closing bracket, is dropped).
/// - Invalid UTF-8 is dropped byte by byte; C0 controls come out as characters (Ctrl-C is
///   U+0003), CR and LF as Enter, DEL and BS as Backspace.
package struct ByteDecoder {
    /// An ESC followed by nothing for this long (seconds) is the Esc key.
    package static let escapeDelay = 0.05
    /// An open paste with no byte for this long (seconds) is over.
    package static let pasteIdleLimit = 1.0
    package static let pasteByteLimit = 65_536
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private let keys: KeySequences
    /// Bytes not decoded yet: at most one unfinished sequence or character.
    private var pending: [UInt8] = []
    /// Inside a paste: its bytes so far.
    private var paste: [UInt8]?
    private var lastByte: Double = 0

    package init(keys: KeySequences = KeySequences()) {
        self.keys = keys
    }

    /// When `expire` has something to resolve, or nil when nothing waits.
    package var deadline: Double? {
        if paste != nil { return lastByte + ByteDecoder.pasteIdleLimit }
        return pending.isEmpty ? nil : lastByte + ByteDecoder.escapeDelay
    }

    /// True while a paste is open.
    package var isInPaste: Bool { paste != nil }

    /// Decodes `bytes`, read at `now`, after whatever was pending.
    package mutating func feed(_ bytes: [UInt8], now: Double) -> [TerminalInput] {
        guard !bytes.isEmpty else { return [] }
        lastByte = now
        pending += bytes
        var inputs: [TerminalInput] = []
        var index = 0
        decoding: while index < pending.count {
            if paste != nil {
                guard let end = takePaste(from: index) else {
                    index = pending.count - ByteDecoder.partialEnd(pending[index...])
                    break decoding
                }
                inputs.append(.paste(UTF8Scalar.text(paste ?? [])))
                paste = nil
                index = end
                continue
            }
            switch step(pending[index...]) {
            case .input(let input, let length):
                if let input { inputs.append(input) }
                index += length
            case .pasteStart(let length):
                paste = []
                index += length
            case .incomplete:
                break decoding
            }
        }
        pending.removeFirst(index)
        return inputs
    }

    /// Resolves what waited past its deadline: a lone ESC is Esc, an open paste is over, an
    /// unfinished sequence or character is dropped.
    package mutating func expire(now: Double) -> [TerminalInput] {
        guard let deadline, now >= deadline else { return [] }
        defer { pending.removeAll() }
        if let collected = paste {
            paste = nil
            return [.paste(UTF8Scalar.text(collected + pending))]
        }
        return pending == [EscapeSequence.escape] ? [.character("\u{1B}")] : []
    }

    private enum Step {
        case input(TerminalInput?, length: Int)
        case pasteStart(length: Int)
        case incomplete
    }

    private func step(_ bytes: ArraySlice<UInt8>) -> Step {
        let first = bytes[bytes.startIndex]
        if first == EscapeSequence.escape {
            switch EscapeSequence.parse(bytes, keys: keys) {
            case .complete(let input, let length): return .input(input, length: length)
            case .pasteStart(let length): return .pasteStart(length: length)
            case .incomplete: return .incomplete
            case .lone: return .input(.character("\u{1B}"), length: 1)
            }
        }
        switch UTF8Scalar.decode(bytes) {
        case .scalar(let scalar, let length): return .input(ByteDecoder.meaning(of: scalar), length: length)
        case .incomplete: return .incomplete
        case .invalid: return .input(nil, length: 1)
        }
    }

    /// Some control bytes are keys: terminals send DEL or BS for Backspace, CR for Enter.
    static func meaning(of scalar: Unicode.Scalar) -> TerminalInput {
        switch scalar.value {
        case 0x7F, 0x08: return .key(.backspace)
        case 0x0D, 0x0A: return .key(.enter)
        default: return .character(scalar)
        }
    }

    /// Adds the paste bytes from `index` up to the closing bracket (capped); returns the index
    /// after the bracket, or nil when it has not arrived (all but a possible start of it kept).
    private mutating func takePaste(from index: Int) -> Int? {
        let bytes = pending[index...]
        let end = ByteDecoder.find(ByteDecoder.pasteEnd, in: bytes)
        let upTo = end ?? (pending.count - ByteDecoder.partialEnd(bytes))
        let room = max(0, ByteDecoder.pasteByteLimit - (paste?.count ?? 0))
        paste? += pending[index..<min(upTo, index + room)]
        return end.map { $0 + ByteDecoder.pasteEnd.count }
    }

    /// The index where `needle` starts in `bytes`, if it does.
    static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var start = bytes.startIndex
        while start + needle.count <= bytes.endIndex {
            if bytes[start] == needle[0], bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start += 1
        }
        return nil
    }

    /// How many bytes at the end of `bytes` could be the start of the closing bracket.
    static func partialEnd(_ bytes: ArraySlice<UInt8>) -> Int {
        for length in stride(from: min(pasteEnd.count - 1, bytes.count), to: 0, by: -1)
        where bytes.suffix(length).elementsEqual(pasteEnd.prefix(length)) {
            return length
        }
        return 0
    }
}
