import ChannelCore

/// The new bytes of a playlist for an edited board (docs/FORMATS.md, "The format layer";
/// README "Playlists"): every byte that is not an entry that moved stays as it was.
///
/// The entries that keep their order (the longest run of the old order that the new order
/// keeps) stay where they are, with the lines between them; every other entry is taken out of
/// its old place and put into its new one, so a diff shows exactly the entries that moved. A
/// removed (or moved) entry takes the blank lines right after it along; the lines after those
/// (a comment) stay where they were. An entry put in a new place goes after the blank lines
/// that follow the entry before it and before the comments after those, with the separation
/// the file's entries mostly have (a blank line, or nothing): so an entry put back where it was
/// removed from is where it was (README "Playlists"). One added from a catalog is copied with
/// the file's line ends.
/// Where entries carry `tvg-chno`, the numbers they hold are given out again in the new file
/// order (Kodi orders by them), so only entries whose number changes are rewritten beyond
/// those that moved.
struct PlaylistWriter {
    let document: PlaylistDocument
    let board: Board
    let context: RevisionContext

    /// One entry of the new file: one of the document's, or bytes from a catalog (`\n` ends).
    private enum Source {
        case own(Int)
        case foreign([UInt8])
    }

    /// The new bytes and the id of each entry in them; nil when they would be the document's.
    /// Throws when a catalog that showed an added entry no longer has its bytes: the save is
    /// refused rather than made without it (issue 39 item 2).
    func bytes() throws(StoreError) -> (bytes: [UInt8], ids: [String])? {
        var plan: [Source] = []
        var ids: [String] = []
        plan.reserveCapacity(board.mine.count)
        ids.reserveCapacity(board.mine.count)
        var unchanged = board.mine.count == document.entries.count
        for channel in board.mine {
            if let number = document.number(of: channel.id) {
                if number != plan.count { unchanged = false }
                plan.append(.own(number))
            } else if let entry = try context.copiedEntry(id: channel.id) {
                unchanged = false
                plan.append(.foreign(entry))
            } else {
                continue  // no source holds it: nothing to write (never happens for a board loaded with its sources)
            }
            ids.append(channel.id)
        }
        if unchanged { return nil }
        let gaps = slotGaps(plan)
        let numbers = channelNumbers(plan)
        var out: [UInt8] = []
        out.reserveCapacity(document.bytes.count + 256)
        out.append(contentsOf: document.bytes[document.prefix])
        for range in gaps.lead { out.append(contentsOf: document.bytes[range]) }
        for (slot, source) in plan.enumerated() {
            let entry: [UInt8]
            switch source {
            case .own(let number): entry = Array(document.bytes[document.entries[number].span])
            case .foreign(let bytes): entry = withLineEnds(bytes)
            }
            if let (range, value) = numbers[slot] {
                out.append(contentsOf: entry[..<range.lowerBound])
                out.append(contentsOf: String(value).utf8)
                out.append(contentsOf: entry[range.upperBound...])
            } else {
                out.append(contentsOf: entry)
            }
            for range in gaps.after[slot] { out.append(contentsOf: document.bytes[range]) }
        }
        out.append(contentsOf: document.bytes[gaps.suffix])
        if document.missingFinalNewline, out.count >= document.lineEnd.count, out.suffix(document.lineEnd.count).elementsEqual(document.lineEnd) {
            out.removeLast(document.lineEnd.count)
        }
        return (out, ids)
    }

    /// Which of the document's entries stay in place: the longest subsequence of the new
    /// order that is in the old order (`LongestIncreasingRun`, shared with newsboat's writer).
    private func staying(_ plan: [Source]) -> [Bool] {
        var order: [Int?] = []
        for case .own(let number) in plan { order.append(number) }
        var stays = [Bool](repeating: false, count: document.entries.count)
        for position in LongestIncreasingRun.members(order) {
            if let number = order[position] { stays[number] = true }
        }
        return stays
    }

    /// The lines after each slot of the new file, and lines to put before the first slot.
    private func slotGaps(_ plan: [Source]) -> (lead: [Range<Int>], after: [[Range<Int>]], suffix: Range<Int>) {
        let count = document.entries.count
        let kept = staying(plan)
        var lead: [Range<Int>] = []
        var slots: [[Range<Int>]] = []
        slots.reserveCapacity(plan.count)
        let empty = document.suffix.lowerBound..<document.suffix.lowerBound
        for number in 0..<count {
            let gap = number < count - 1 ? document.gap(number) : empty
            if kept[number] {
                slots.append([gap])
                continue
            }
            // Taken out with the blank lines right after it; what follows them stays.
            let rest = leadingBlankEnd(gap)..<gap.upperBound
            guard !rest.isEmpty else { continue }
            if let last = slots.indices.last { slots[last].append(rest) } else { lead.append(rest) }
        }
        // The last entry is followed by nothing but the file's end.
        if let last = slots.indices.last, slots[last].allSatisfy(isBlank) { slots[last] = [] }
        // New and moved entries get slots of their own where they are in the new order.
        let separator = self.separator
        var suffix = document.suffix
        for (position, source) in plan.enumerated() {
            if case .own(let number) = source, kept[number] { continue }
            // After the lines that follow the entry before it (so an entry moved away and back
            // is where it was, and a comment stays in front of the entries it was in front of).
            if position == slots.count {
                if let last = slots.indices.last, slots[last].allSatisfy(isBlank) { slots[last] = [separator] }
                // After the comments that end the file too (an entry moved or removed from the
                // end and put back is where it was); before its trailing blank lines.
                let content = suffix.lowerBound..<lastContentEnd(suffix)
                if !content.isEmpty {
                    if let last = slots.indices.last { slots[last].append(content) } else { lead.append(content) }
                    suffix = content.upperBound..<suffix.upperBound
                }
                slots.append([])
            } else if position > 0 {
                // Between the blank lines after the entry before it and the comments after those.
                let (blank, rest) = splitAtFirstContent(slots[position - 1])
                slots[position - 1] = blank
                slots.insert([separator] + rest, at: position)
            } else {
                slots.insert([separator], at: position)
            }
        }
        return (lead, slots, suffix)
    }

    /// Where the first line of `range` that is not blank starts (its end when all are blank).
    private func leadingBlankEnd(_ range: Range<Int>) -> Int {
        var lineStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = document.bytes[index]
            if byte == 0x0A {
                lineStart = index + 1
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                return lineStart
            }
            index += 1
        }
        return range.upperBound
    }

    /// The lines of `ranges` up to the first line that is not blank, and the rest.
    private func splitAtFirstContent(_ ranges: [Range<Int>]) -> (blank: [Range<Int>], rest: [Range<Int>]) {
        for (position, range) in ranges.enumerated() {
            let end = leadingBlankEnd(range)
            guard end == range.upperBound else {
                let blank = Array(ranges[..<position]) + (end > range.lowerBound ? [range.lowerBound..<end] : [])
                return (blank, [end..<range.upperBound] + ranges[(position + 1)...])
            }
        }
        return (ranges, [])
    }

    /// Where the last line of `range` that is not blank ends (its start when all are blank).
    private func lastContentEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        var lineEnd = range.upperBound
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            let byte = document.bytes[index]
            if byte == 0x0A {
                lineEnd = index + 1
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                return lineEnd
            }
            end = index
        }
        return end
    }

    /// The gap most entries of the file have between them, when it is only blank lines: a blank
    /// line, or nothing.
    private var separator: Range<Int> {
        var emptyGaps = 0
        var blankGap: Range<Int>?
        var blankGaps = 0
        for number in 0..<max(0, document.entries.count - 1) {
            let gap = document.gap(number)
            guard isBlank(gap) else { continue }
            if gap.isEmpty {
                emptyGaps += 1
            } else {
                blankGaps += 1
                if blankGap == nil { blankGap = gap }
            }
        }
        if let blankGap, blankGaps > emptyGaps { return blankGap }
        return document.prefix.upperBound..<document.prefix.upperBound
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        document.bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    /// `\n`-ended lines with the file's line ends.
    private func withLineEnds(_ bytes: [UInt8]) -> [UInt8] {
        LineEnds.withLineEnd(bytes, document.lineEnd)
    }

    /// For each slot whose `tvg-chno` must change: where its value is in the entry's bytes and
    /// the new value. The numbers the entries carry (an added entry's own, or one past the
    /// largest when it is taken) are sorted and given out in the new order.
    private func channelNumbers(_ plan: [Source]) -> [Int: (Range<Int>, Int)] {
        var carriers: [(slot: Int, range: Range<Int>, value: Int, own: Bool)] = []
        for (slot, source) in plan.enumerated() {
            switch source {
            case .own(let number):
                let entry = document.entries[number]
                guard let info = entry.info else { continue }
                let found: (Range<Int>, Int)? = document.bytes.withUnsafeBufferPointer { buffer in
                    let line = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound)
                    guard let range = line.channelNumber, let value = Self.number(buffer[range]) else { return nil }
                    return ((range.lowerBound - entry.span.lowerBound)..<(range.upperBound - entry.span.lowerBound), value)
                }
                if let (range, value) = found { carriers.append((slot, range, value, true)) }
            case .foreign(let bytes):
                // Ranges in the bytes as written: with `\r\n` line ends, one more byte a line before.
                let converted = withLineEnds(bytes)
                let found: (Range<Int>, Int)? = converted.withUnsafeBufferPointer { buffer in
                    var start = 0
                    while start < buffer.count {
                        var end = start
                        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                        let contentEnd = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
                        if ExtInfLine.isInfo(buffer, start, contentEnd) {
                            let line = ExtInfLine(buffer, start: start, end: contentEnd)
                            guard let range = line.channelNumber, let value = Self.number(buffer[range]) else { return nil }
                            return (range, value)
                        }
                        start = end + 1
                    }
                    return nil
                }
                if let (range, value) = found { carriers.append((slot, range, value, false)) }
            }
        }
        guard !carriers.isEmpty else { return [:] }
        var taken = Set(carriers.lazy.filter(\.own).map(\.value))
        var largest = taken.max() ?? 0
        var values: [Int] = []
        for carrier in carriers {
            if carrier.own {
                values.append(carrier.value)
            } else {
                var value = carrier.value
                if taken.contains(value) { value = max(largest, value) + 1 }
                taken.insert(value)
                largest = max(largest, value)
                values.append(value)
            }
        }
        values.sort()
        var changes: [Int: (Range<Int>, Int)] = [:]
        for (carrier, value) in zip(carriers, values) where carrier.value != value {
            changes[carrier.slot] = (carrier.range, value)
        }
        return changes
    }

    /// A `tvg-chno` value as a number: decimal digits only.
    private static func number(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !slice.isEmpty, slice.count <= 9, slice.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return slice.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
