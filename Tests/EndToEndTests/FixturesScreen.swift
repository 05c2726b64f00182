import Foundation

/// The board as the screen shows it: the names in My Channels and Add Channels, in screen
/// order, and which cell has the focus (drawn in reverse video). Read from
/// `tmux capture-pane -p -e`, whose SGR sequences carry the reverse attribute.
struct ScreenBoard: Equatable, CustomStringConvertible {
    enum Section: Equatable { case mine, available }

    var mine: [String]
    var available: [String]
    var focus: (section: Section, index: Int)?

    static func == (lhs: ScreenBoard, rhs: ScreenBoard) -> Bool {
        lhs.mine == rhs.mine && lhs.available == rhs.available
            && lhs.focus?.section == rhs.focus?.section && lhs.focus?.index == rhs.focus?.index
    }

    /// Same channels in the same places (focus ignored).
    func sameOrder(as other: ScreenBoard) -> Bool {
        mine == other.mine && available == other.available
    }

    var description: String {
        let focusText = focus.map { "\($0.section == .mine ? "mine" : "available")[\($0.index)]" } ?? "none"
        return "mine \(mine) available \(available) focus \(focusText)"
    }

    /// The focus as text (`mine[3]`), for comparing two screens.
    var focusKey: String? {
        focus.map { "\($0.section == .mine ? "mine" : "available")[\($0.index)]" }
    }

    /// The focused name, if any.
    var focusedName: String? {
        guard let focus else { return nil }
        let names = focus.section == .mine ? mine : available
        return names.indices.contains(focus.index) ? names[focus.index] : nil
    }

    /// Parses escaped capture lines; nil when either section header is missing.
    static func parse(escapedLines: [String]) -> ScreenBoard? {
        let rows = escapedLines.map(StyledLine.init)
        guard let mineHeader = rows.firstIndex(where: { $0.text.hasPrefix(" My Channels") }),
              let availableHeader = rows.firstIndex(where: { $0.text.hasPrefix(" Add Channels") }),
              mineHeader < availableHeader
        else { return nil }
        var board = ScreenBoard(mine: [], available: [], focus: nil)
        func collect(from start: Int, section: Section) -> [String] {
            var names: [String] = []
            var row = start
            while row < rows.count, !rows[row].text.trimmingCharacters(in: .whitespaces).isEmpty,
                  !rows[row].text.hasPrefix(" Add Channels") {
                for cell in rows[row].cells() {
                    if cell.focused { board.focus = (section, names.count) }
                    names.append(cell.name)
                }
                row += 1
            }
            return names
        }
        board.mine = collect(from: mineHeader + 1, section: .mine)
        board.available = collect(from: availableHeader + 1, section: .available)
        return board
    }
}

/// One captured line: its characters and, for each, whether reverse video was on.
struct StyledLine {
    var characters: [Character] = []
    var reversed: [Bool] = []

    var text: String { String(characters) }

    /// Reads SGR sequences (`ESC [ ... m`): 7 turns reverse on, 27 and 0 (or no parameter)
    /// turn it off; every other escape sequence is skipped.
    init(_ escaped: String) {
        var reverse = false
        var scalars = Array(escaped.unicodeScalars)[...]
        var pending = String.UnicodeScalarView()
        func flush() {
            for character in String(pending) {
                characters.append(character)
                reversed.append(reverse)
            }
            pending = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                pending.append(scalar)
                continue
            }
            flush()
            guard scalars.first == "[" else {
                _ = scalars.popFirst()
                continue
            }
            _ = scalars.popFirst()
            var parameters = ""
            while let next = scalars.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    if next == "m" {
                        let codes = parameters.isEmpty ? ["0"] : parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                        for code in codes {
                            switch code {
                            case "", "0": reverse = false
                            case "7": reverse = true
                            case "27": reverse = false
                            default: break
                            }
                        }
                    }
                    break
                }
                parameters.unicodeScalars.append(next)
            }
        }
        flush()
    }

    /// The `[ name ]` cells of the line (`( name )` when locked): the name without the badge
    /// or marker in the cell's first column, and whether the opening bracket is drawn reversed
    /// (the focus).
    func cells() -> [(name: String, focused: Bool)] {
        var result: [(String, Bool)] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "[" || characters[index] == "(" else {
                index += 1
                continue
            }
            let closing: Character = characters[index] == "[" ? "]" : ")"
            guard let close = characters[index...].firstIndex(of: closing) else { break }
            let inside = characters[(index + 1)..<close]
            let name = String(inside.dropFirst()).trimmingCharacters(in: .whitespaces)
            result.append((name, reversed[index]))
            index = close + 1
        }
        return result
    }
}

extension TmuxPilot {
    /// The board as drawn now, or nil when the screen does not show both sections.
    /// Nil too while the first frame is still being written: curses draws top to bottom, so
    /// until the footer (the last row) is there, rows above it may be missing.
    func screenBoard() throws -> ScreenBoard? {
        let lines = try escapedScreen()
        guard lines.count >= rows, lines[rows - 1].contains(where: { $0.isLetter }) else { return nil }
        return ScreenBoard.parse(escapedLines: lines)
    }

    /// Polls until the drawn board satisfies `condition`; returns the last board seen.
    @discardableResult
    func waitForBoard(timeout: Double = 5, _ condition: (ScreenBoard) -> Bool) throws -> ScreenBoard? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: ScreenBoard?
        repeat {
            last = try screenBoard()
            if let last, condition(last) { return last }
            usleep(15_000)
        } while Date() < deadline
        return last
    }
}
