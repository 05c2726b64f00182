import ChannelCore

/// One key as the editor understands it, whatever terminal bytes produced it.
public enum Key: Hashable, Sendable {
    /// A printable character: letters, digits, punctuation, space, CJK text.
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case backspace
    case delete
    /// F1: help, everywhere (also while typing a filter, where `?` is text).
    case f1
    /// Ctrl plus a letter, the letter lowercased: `.control("r")` is Ctrl-R.
    case control(Character)

    /// The key a terminal sends as this single Unicode scalar (what `wget_wch` returns as `OK`):
    /// CR and LF are Enter, HT is Tab, ESC is Esc, DEL and BS are Backspace, the other C0
    /// codes are Ctrl-letters; nil for a scalar that is no key (NUL, the C1 controls, and the
    /// C0 codes with no letter).
    public init?(scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0D, 0x0A: self = .enter
        case 0x09: self = .tab
        case 0x1B: self = .escape
        case 0x7F, 0x08: self = .backspace
        case 0x01...0x1A:
            self = .control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))
        default:
            // The rest of C0 and C1: ChannelCore's one test for control characters.
            if scalar.isControlCharacter { return nil }
            self = .character(Character(scalar))
        }
    }

    /// The same key with a Ctrl-letter lowercased, so `.control("R")` matches `.control("r")`.
    var normalized: Key {
        if case .control(let letter) = self { return .control(Character(letter.lowercased())) }
        return self
    }

    /// True for a character that can be typed into the filter (no control characters).
    var isText: Bool {
        guard case .character(let character) = self else { return false }
        return Key.isPrintable(character)
    }

    /// No scalar of the character is a control character (C0, DEL, C1).
    static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains(where: \.isControlCharacter)
    }
}
