import ChannelCore

/// The item list of `channel-editor pick` on stdin: one item a line, `ID<TAB>NAME[<TAB>FLAGS]`,
/// FLAGS comma-separated from `on`, `off`, `locked`, `current` in any case (or `-`, none); a line
/// with no tab is both id and name. A CR before the newline is dropped; the last line needs no
/// newline; blank lines are skipped. `--read0`: NUL ends an item instead of a newline.
/// The whole input is one byte buffer: a line costs its two strings, no more.
package enum PickLines {
    /// How the items are cut out of stdin.
    package struct Framing: Equatable, Sendable {
        /// What ends an item: a newline, or NUL (`--read0`, as `find -print0` writes).
        package var terminator: UInt8 = UInt8(ascii: "\n")
        /// `--no-fields`: an item is one field, tabs and all (both its id and its name).
        package var wholeItems = false

        package init(terminator: UInt8 = UInt8(ascii: "\n"), wholeItems: Bool = false) {
            self.terminator = terminator
            self.wholeItems = wholeItems
        }

        /// NUL-terminated items may hold a newline, a tab or any control character in the id
        /// (a file name can); the screen shows them escaped.
        package var allowsControls: Bool { terminator == 0 }
    }

    package static func board(from bytes: [UInt8], framing: Framing = Framing()) throws(PickInputError) -> Board {
        try items(from: bytes, framing: framing).board()
    }

    /// The items, checked. A blank line (or an empty NUL-terminated item) is skipped, so a
    /// trailing blank line or a final NUL is no error; a CR before a newline is dropped.
    package static func items(from bytes: [UInt8], framing: Framing = Framing()) throws(PickInputError) -> PickItems {
        var items = PickItems(capacity: bytes.count / 16)
        let terminator = framing.terminator
        let splitsFields = !framing.wholeItems
        // NUL-terminated items are counted as items, not lines, in a message.
        func place(_ number: Int) -> PickItems.Place { terminator == 0 ? .entry(number) : .line(number) }
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            var firstTab: Int?
            var secondTab: Int?
            while end < bytes.count, bytes[end] != terminator {
                if splitsFields, bytes[end] == UInt8(ascii: "\t") {
                    if firstTab == nil {
                        firstTab = end
                    } else if secondTab == nil {
                        secondTab = end
                    } else {
                        throw PickInputError(message: PickText.tabInName(place(lineNumber).text))
                    }
                }
                end += 1
            }
            let next = end + 1
            if terminator == UInt8(ascii: "\n"), end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end == start {
                start = next
                continue
            }
            // A tab is ASCII, so the line is valid UTF-8 exactly when each field is.
            func field(_ range: Range<Int>) throws(PickInputError) -> String {
                guard let text = String(validating: bytes[range], as: UTF8.self) else {
                    throw PickInputError(message: PickText.invalidUTF8(place(lineNumber).text))
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
                    flags = try Flags(field((secondTab + 1)..<max(secondTab + 1, end)), place: place(lineNumber))
                }
            } else {
                id = try field(start..<end)
                name = id
            }
            try items.add(
                id: id, name: name, on: flags.on, locked: flags.locked, current: flags.current,
                place: place(lineNumber), allowsControls: framing.allowsControls)
            start = next
        }
        return items
    }

    /// The third field.
    struct Flags {
        var on = false
        var locked = false
        var current = false

        init() {}

        init(_ text: String, place: PickItems.Place) throws(PickInputError) {
            guard text != "-" else { return }
            // Any case, as dialog takes its STATUS; `off` says the default out loud.
            for word in text.split(separator: ",") {
                switch word.trimmingSpaces.lowercased() {
                case "", "off": continue
                case "on": on = true
                case "locked": locked = true
                case "current": current = true
                case let other:
                    throw PickInputError(message: PickText.unknownFlag(place.text, String(other)))
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
