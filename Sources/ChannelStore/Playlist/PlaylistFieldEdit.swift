import ChannelCore

/// One field of playlist entries changed in place (issue 36 item 3: `rename`, `group`,
/// `number`; README "Playlists"): the display name after the attributes, `group-title`, or
/// `tvg-chno`. Only that field's bytes change; an attribute that is missing is added just
/// before the comma that starts the display name, and an entry with no `#EXTINF` line gets
/// one (named by its URL, as it was shown). Every edit can be taken back to the same bytes
/// (`edited` with nil texts: undo on the screen).
package enum PlaylistFieldEdit {
    /// The file's bytes with entry `number`'s display name `name`; nil when it is so already.
    package static func renamed(_ document: PlaylistDocument, entry number: Int, to name: String) -> [UInt8]? {
        edited(document, .name, [(number, name)])
    }

    /// The file's bytes with entry `number`'s `group-title` `group`; nil when it is so already.
    package static func regrouped(_ document: PlaylistDocument, entry number: Int, to group: String) -> [UInt8]? {
        edited(document, .group, [(number, group)])
    }

    /// The file's bytes with `tvg-chno` numbers from `first` in file order (`perGroup`: each
    /// group's entries from `first` again, `ChannelNumbering`); nil when they are so.
    package static func numbered(_ document: PlaylistDocument, from first: Int, perGroup: Bool = false) -> [UInt8]? {
        let groups = perGroup ? document.entries.indices.map { document.groupTitle(entry: $0) } : nil
        let numbers = ChannelNumbering.numbers(count: document.entries.count, from: first, groups: groups)
        return edited(document, .number, zip(document.entries.indices, numbers).map { ($0, String($1)) })
    }

    /// The file's bytes with `field` of each entry given its text (nil: the field taken out, as
    /// undo does for a field that was not there); nil when nothing changes.
    package static func edited(_ document: PlaylistDocument, _ field: EntryEdit.Field, _ values: [(entry: Int, text: String?)]) -> [UInt8]? {
        var changes: [(Range<Int>, [UInt8])] = []
        for (number, text) in values where document.entries.indices.contains(number) {
            let change: (Range<Int>, [UInt8])?
            switch (field, text) {
            case (.name, let name?): change = renamed(document, number, name)
            case (.name, nil): change = untitled(document, number)
            case (.group, let group?): change = attribute(document, entry: number, key: "group-title", value: group, current: \.groupTitle)
            case (.number, let value?): change = attribute(document, entry: number, key: "tvg-chno", value: value, current: \.channelNumber)
            case (.group, nil): change = without(document, number, key: "group-title", current: \.groupTitle)
            case (.number, nil): change = without(document, number, key: "tvg-chno", current: \.channelNumber)
            }
            if let change { changes.append(change) }
        }
        return apply(document, changes)
    }

    private static func renamed(_ document: PlaylistDocument, _ number: Int, _ name: String) -> (Range<Int>, [UInt8])? {
        let entry = document.entries[number]
        guard let info = entry.info else {
            return (entry.span.lowerBound..<entry.span.lowerBound, Array("#EXTINF:-1,\(name)".utf8) + document.lineEnd)
        }
        let line = parsed(document, info)
        if let title = line.title {
            return document.bytes[title].elementsEqual(name.utf8) ? nil : (title, Array(name.utf8))
        }
        let comma = titleComma(document, info, line)
        return (info.upperBound..<info.upperBound, Array(((comma == nil ? "," : "") + name).utf8))
    }

    /// The change that takes the display name out (undo of a rename of an entry that had none):
    /// a line `#EXTINF:-1,` left with nothing, as a rename of a bare URL line made it, goes.
    private static func untitled(_ document: PlaylistDocument, _ number: Int) -> (Range<Int>, [UInt8])? {
        guard let info = document.entries[number].info, let title = parsed(document, info).title else { return nil }
        let rest = document.bytes[info.lowerBound..<title.lowerBound]
        if rest.elementsEqual("#EXTINF:-1,".utf8), title.upperBound == info.upperBound {
            return (info.lowerBound..<lineEnd(document, after: info.upperBound), [])
        }
        return (title, [])
    }

    /// The change that takes ` key="value"` out (undo of a field that was not there): a line
    /// `#EXTINF:-1,URL` left, as setting it on a bare URL line made it, goes.
    private static func without(
        _ document: PlaylistDocument, _ number: Int, key: String, current: KeyPath<ExtInfLine, Range<Int>?>
    ) -> (Range<Int>, [UInt8])? {
        let entry = document.entries[number]
        guard let info = entry.info, let range = parsed(document, info)[keyPath: current] else { return nil }
        let bytes = document.bytes
        var start = range.lowerBound
        var end = range.upperBound
        if start > info.lowerBound, bytes[start - 1] == 0x22 {
            start -= 1
            if end < info.upperBound, bytes[end] == 0x22 { end += 1 }
        }
        let name = Array("\(key)=".utf8)
        guard start - name.count >= info.lowerBound,
              bytes[(start - name.count)..<start].map(ExtInfLine.lower).elementsEqual(name) else { return nil }
        start -= name.count
        if start > info.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        let left = Array(bytes[info.lowerBound..<start] + bytes[end..<info.upperBound])
        if left.elementsEqual(Array("#EXTINF:-1,".utf8) + bytes[entry.location]) {
            return (info.lowerBound..<lineEnd(document, after: info.upperBound), [])
        }
        return (start..<end, [])
    }

    /// Where the line that ends at `end` (before its line end) ends with its line end.
    private static func lineEnd(_ document: PlaylistDocument, after end: Int) -> Int {
        guard let newline = document.bytes[end...].firstIndex(of: 0x0A) else { return document.bytes.count }
        return newline + 1
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
