/// One line of an accessible session (`LineSession`), read: a verb and what follows it.
///
/// The verbs are English words and, in a translated session, the translation's words too
/// (`LineWords`): "move Tech to 2", "移动 科技 到 2" and "移动科技到2" read the same.
package enum LineCommand: Hashable, Sendable {
    /// `list`, or `list mine`, `list add`, `list WORDS` (the operand; empty for all).
    case list(String)
    /// `where X`: which list X is in, at which place.
    case `where`(String)
    case add(String)
    case remove(String)
    /// `move X to N` (or `to first`, `to last`): `place` is nil when no place ended the line;
    /// `whole` is everything after the verb (the name when the line named a channel whose name
    /// ends in a number, "Radio 1", and gave no place).
    case move(String, place: LinePlace?, whole: String)
    /// `filter TEXT`; an empty text clears the filter.
    case filter(String)
    case undo
    case redo
    case open(String)
    case help
    case quit
    /// A pick session's OK.
    case accept
    /// A pick session's Cancel.
    case cancel
    /// A line that starts with no known verb (its first word).
    case unknown(String)
    /// A line of nothing but blanks.
    case empty

    /// Reads `line` with the verbs of `words`.
    package static func parse(_ line: String, words: LineWords) -> LineCommand {
        let trimmed = line.trimmingBlanks()
        guard !trimmed.isEmpty else { return .empty }
        guard let (verb, rest) = words.verb(startingLine: trimmed) else {
            return .unknown(String(trimmed.prefix { !$0.isWhitespace }))
        }
        let operand = rest.trimmingBlanks()
        switch verb {
        case .list: return .list(operand)
        case .where: return .where(operand)
        case .add: return .add(operand)
        case .remove: return .remove(operand)
        case .move:
            let (target, place) = words.splitPlace(operand)
            return .move(target, place: place, whole: operand)
        case .filter: return .filter(operand)
        case .undo: return .undo
        case .redo: return .redo
        case .open: return .open(operand)
        case .help: return .help
        case .quit: return .quit
        case .accept: return .accept
        case .cancel: return .cancel
        }
    }
}

/// Where `move X to …` puts X: place N of My Channels, or first (right after the locked
/// channels) or last, as the command line's `move` takes them.
package enum LinePlace: Hashable, Sendable {
    case number(Int)
    case first
    case last
    /// A word after "to" that is no place ("move Tech to end"): refused, saying which are.
    case other(String)
}

/// A command's X as typed. In quotes (`"3"`, `“3”`, `「3」`) it is a name or an id, never a
/// number: the way to name a channel called "3" (README "Accessible mode").
struct LineName: Equatable {
    let text: String
    let quoted: Bool

    /// The quotes taken around a name: the ASCII one, and those a Chinese input method types.
    static let quotes: [(open: Character, close: Character)] = [
        ("\"", "\""), ("“", "”"), ("”", "”"), ("＂", "＂"), ("「", "」"), ("『", "』"),
    ]

    init(_ operand: String) {
        let trimmed = operand.trimmingBlanks()
        if let close = LineName.closingQuote(trimmed), trimmed.count >= 2, trimmed.last == close {
            text = String(trimmed.dropFirst().dropLast())
            quoted = true
        } else {
            // Digits as a Chinese input method's full-width mode types them (３) are digits.
            text = LineName.asciiDigits(trimmed) ?? trimmed
            quoted = false
        }
    }

    /// The quote that closes the one `text` starts with, nil when it starts with none.
    static func closingQuote(_ text: some StringProtocol) -> Character? {
        guard let first = text.first else { return nil }
        return quotes.first { $0.open == first }?.close
    }

    /// True when the text, unquoted, would be read as a number `list` shows.
    static func readsAsNumber(_ text: String) -> Bool {
        asciiDigits(text) != nil
    }

    /// True for 0 to 9, and the full-width ０ to ９.
    static func isDigit(_ character: Character) -> Bool {
        (character.isASCII && character.isNumber) || ("０"..."９").contains(character)
    }

    /// `text` in ASCII digits when it is nothing but digits (ASCII or full-width), else nil.
    static func asciiDigits(_ text: some StringProtocol) -> String? {
        guard !text.isEmpty, text.allSatisfy(isDigit) else { return nil }
        return String(text.unicodeScalars.map { scalar in
            scalar.value >= 0xFF10 && scalar.value <= 0xFF19 ? Character(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!) : Character(scalar)
        })
    }
}

extension StringProtocol {
    /// The text without blanks (spaces, tabs, a CR, the ideographic space) at either end.
    func trimmingBlanks() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
