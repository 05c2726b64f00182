/// One field of playlist entries changed in place (issue 36 item 3: `rename`, `group`,
/// `number`; README "Playlists"): the display name after the attributes, `group-title`, or
/// `tvg-chno`. Only that field's bytes change; an attribute that is missing is added just
/// before the comma that starts the display name, and an entry with no `#EXTINF` line gets
/// one (named by its URL, as it was shown).
package enum PlaylistFieldEdit {
    /// The file's bytes with entry `number`'s display name `name`; nil when it is so already.
    package static func renamed(_ document: PlaylistDocument, entry number: Int, to name: String) -> [UInt8]? {
        let entry = document.entries[number]
        guard let info = entry.info else {
            return apply(document, [(entry.span.lowerBound..<entry.span.lowerBound, Array("#EXTINF:-1,\(name)".utf8) + document.lineEnd)])
        }
        let line = parsed(document, info)
        if let title = line.title { return apply(document, [(title, Array(name.utf8))]) }
        let comma = titleComma(document, info, line)
        return apply(document, [(info.upperBound..<info.upperBound, Array(((comma == nil ? "," : "") + name).utf8))])
    }

    /// The file's bytes with entry `number`'s `group-title` `group`; nil when it is so already.
    package static func regrouped(_ document: PlaylistDocument, entry number: Int, to group: String) -> [UInt8]? {
        guard let change = attribute(document, entry: number, key: "group-title", value: group, current: \.groupTitle) else { return nil }
        return apply(document, [change])
    }

    /// The file's bytes with `tvg-chno` numbers from `first` in file order; nil when they are so.
    package static func numbered(_ document: PlaylistDocument, from first: Int) -> [UInt8]? {
        var changes: [(Range<Int>, [UInt8])] = []
        for number in document.entries.indices {
            if let change = attribute(document, entry: number, key: "tvg-chno", value: String(first + number), current: \.channelNumber) {
                changes.append(change)
            }
        }
        return apply(document, changes)
    }

    /// The change that gives entry `number` the attribute `key="value"`; nil when it has it.
    private static func attribute(
        _ document: PlaylistDocument, entry number: Int, key: String, value: String, current: KeyPath<ExtInfLine, Range<Int>?>
    ) -> (Range<Int>, [UInt8])? {
        let entry = document.entries[number]
        guard let info = entry.info else {
            // Named by its URL before: named so still.
            let url = String(decoding: document.bytes[entry.location], as: UTF8.self)
            let line = "#EXTINF:-1 \(key)=\"\(value)\",\(url)"
            return (entry.span.lowerBound..<entry.span.lowerBound, Array(line.utf8) + document.lineEnd)
        }
        let line = parsed(document, info)
        if let range = line[keyPath: current] {
            guard !document.bytes[range].elementsEqual(value.utf8) else { return nil }
            let quoted = range.lowerBound > info.lowerBound && document.bytes[range.lowerBound - 1] == 0x22
            return (range, Array((quoted ? value : "\"\(value)\"").utf8))
        }
        let at = titleComma(document, info, line) ?? info.upperBound
        return (at..<at, Array(" \(key)=\"\(value)\"".utf8))
    }

    private static func parsed(_ document: PlaylistDocument, _ info: Range<Int>) -> ExtInfLine {
        document.bytes.withUnsafeBufferPointer { ExtInfLine($0, start: info.lowerBound, end: info.upperBound) }
    }

    /// Where the comma that starts the display name is; nil when the line has none.
    private static func titleComma(_ document: PlaylistDocument, _ info: Range<Int>, _ line: ExtInfLine) -> Int? {
        var index = (line.title?.lowerBound ?? info.upperBound) - 1
        while index >= info.lowerBound, document.bytes[index] == 0x20 || document.bytes[index] == 0x09 { index -= 1 }
        return index >= info.lowerBound && document.bytes[index] == 0x2C ? index : nil
    }

    /// The file's bytes with `changes` (ranges of the document's bytes, in any order) made;
    /// nil when there are none.
    private static func apply(_ document: PlaylistDocument, _ changes: [(Range<Int>, [UInt8])]) -> [UInt8]? {
        guard !changes.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(document.bytes.count + changes.count * 16)
        var copied = 0
        for (range, bytes) in changes.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            out.append(contentsOf: document.bytes[copied..<range.lowerBound])
            out.append(contentsOf: bytes)
            copied = range.upperBound
        }
        out.append(contentsOf: document.bytes[copied...])
        guard out != document.bytes else { return nil }
        if document.missingFinalNewline, out.suffix(document.lineEnd.count).elementsEqual(document.lineEnd) {
            out.removeLast(document.lineEnd.count)
        }
        return out
    }
}
