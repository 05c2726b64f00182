import ChannelCore

/// The item list of `channel-editor pick` on stdin: one item a line, `ID<TAB>NAME[<TAB>FLAGS]`,
/// FLAGS comma-separated from `on`, `locked`, `current` (or `-`, none); a line with no tab is
/// both id and name. A CR before the newline is dropped; the last line needs no newline.
/// The whole input is one byte buffer: a line costs its two strings, no more.
package enum PickLines {
    package static func board(from bytes: [UInt8]) throws(PickInputError) -> Board {
        var items = PickItems(capacity: bytes.count / 16)
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            var firstTab: Int?
            var secondTab: Int?
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] == UInt8(ascii: "\t") {
                    if firstTab == nil {
                        firstTab = end
                    } else if secondTab == nil {
                        secondTab = end
                    } else {
                        throw PickInputError(message: PickText.tabInName(PickText.linePlace(lineNumber)))
                    }
                }
                end += 1
            }
            let next = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            // A tab is ASCII, so the line is valid UTF-8 exactly when each field is.
            func field(_ range: Range<Int>) throws(PickInputError) -> String {
                guard let text = String(validating: bytes[range], as: UTF8.self) else {
                    throw PickInputError(message: PickText.invalidUTF8(PickText.linePlace(lineNumber)))
                }
                return text
            }
            let id: String
            let name: String
            var flags = Flags()
            if let firstTab {
                id = try field(start..<firstTab)
                name = try field((firstTab + 1)..<(secondTab ?? end))
                if let secondTab {
                    flags = try Flags(field((secondTab + 1)..<max(secondTab + 1, end)), line: lineNumber)
                }
            } else {
                id = try field(start..<end)
                name = id
            }
            try items.add(
                id: id, name: name, on: flags.on, locked: flags.locked, current: flags.current,
                place: .line(lineNumber))
            start = next
        }
        return items.board()
    }

    /// The third field.
    struct Flags {
        var on = false
        var locked = false
        var current = false

        init() {}

        init(_ text: String, line: Int) throws(PickInputError) {
            guard text != "-" else { return }
            for word in text.split(separator: ",") {
                switch word.trimmingSpaces {
                case "": continue
                case "on": on = true
                case "locked": locked = true
                case "current": current = true
                case let other:
                    throw PickInputError(message: PickText.unknownFlag(PickText.linePlace(line), String(other)))
                }
            }
        }
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
