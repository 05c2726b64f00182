/// Turns the bytes read from the terminal into `TerminalInput`: pure, with no curses and no
/// clock (time comes with each call), so every case is unit-tested without a terminal
/// (docs/DECISIONS.md, "Input: raw bytes, one decoder").
///
/// - Bytes may arrive in any split: an unfinished sequence or character waits for the next
///   `feed`. `deadline` says when waiting is over; `expire(now:)` then resolves it: a lone ESC
///   is the Esc key, an unfinished sequence or UTF-8 character is dropped (never typed).
/// - A bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) becomes one `.paste` with its text.
///   Markers nest: a start inside a paste is text, and so is its matching end, so the paste
///   runs to the end marker that matches its own start (issue 26, item 8: a `q` between two
///   end markers is pasted, never a key).
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
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private let keys: KeySequences
    /// Bytes not decoded yet: at most one unfinished sequence or character.
    private var pending: [UInt8] = []
    /// Inside a paste: its bytes so far.
    private var paste: [UInt8]?
    /// Start markers inside the paste still waiting for their end marker.
    private var pasteDepth = 0
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
                let (taken, closed) = takePaste(from: index)
                index = taken
                guard closed else { break decoding }
                inputs.append(.paste(UTF8Scalar.text(paste ?? [])))
                paste = nil
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
            pasteDepth = 0
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

    /// Adds the paste bytes from `index` up to the end marker that closes the paste (capped):
    /// a start marker inside opens a level, whose end marker is text too. Returns the index
    /// after what was taken (after the closing marker, or before a possible start of one that
    /// has not fully arrived) and whether the paste is closed.
    private mutating func takePaste(from index: Int) -> (index: Int, closed: Bool) {
        var from = index
        while let (marker, isEnd) = ByteDecoder.firstMarker(in: pending[from...]) {
            let closes = isEnd && pasteDepth == 0
            pasteDepth += isEnd ? -1 : 1
            let after = marker + ByteDecoder.pasteEnd.count
            keepPasted(from: from, upTo: closes ? marker : after)
            if closes {
                pasteDepth = 0
                return (after, true)
            }
            from = after
        }
        let upTo = pending.count - ByteDecoder.partialMarker(pending[from...])
        keepPasted(from: from, upTo: upTo)
        return (upTo, false)
    }

    /// Adds `pending[from..<upTo]` to the paste, as far as its cap allows.
    private mutating func keepPasted(from: Int, upTo: Int) {
        let room = max(0, ByteDecoder.pasteByteLimit - (paste?.count ?? 0))
        paste? += pending[from..<max(from, min(upTo, from + room))]
    }

    /// The first paste marker (start or end; both are `ESC [ 2 0 x ~`) in `bytes`: where it
    /// starts, and whether it is an end.
    static func firstMarker(in bytes: ArraySlice<UInt8>) -> (Int, isEnd: Bool)? {
        var start = bytes.startIndex
        while start + pasteEnd.count <= bytes.endIndex {
            if bytes[start] == EscapeSequence.escape {
                let candidate = bytes[start..<(start + pasteEnd.count)]
                if candidate.elementsEqual(pasteEnd) { return (start, true) }
                if candidate.elementsEqual(pasteStart) { return (start, false) }
            }
            start += 1
        }
        return nil
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

    /// How many bytes at the end of `bytes` could be the start of a paste marker.
    static func partialMarker(_ bytes: ArraySlice<UInt8>) -> Int {
        for length in stride(from: min(pasteEnd.count - 1, bytes.count), to: 0, by: -1) {
            let tail = bytes.suffix(length)
            if tail.elementsEqual(pasteEnd.prefix(length)) || tail.elementsEqual(pasteStart.prefix(length)) { return length }
        }
        return 0
    }
}
