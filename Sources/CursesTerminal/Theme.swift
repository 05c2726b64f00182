import CNCursesW
import EditorKit

/// Maps a frame's styles to curses attributes and colour pairs, so that every style reads at
/// 4.5:1 or better (WCAG AA) in every terminal, on its light and its dark default palette
/// (docs/DECISIONS.md, "Styles that read in every terminal"; measured by `make terminals`).
///
/// Text is drawn in the terminal's own default colours, reversed for the focus: their contrast
/// is the user's choice and holds everywhere. No style relies on palette colours 0-15 (each
/// terminal defines them differently, and some draw bold black as grey) or on dim (some
/// terminals ignore it, others make text unreadable with it). Where the terminal has 256
/// colours, the lifted cell, a filter match and a notice get colours of the standard 6x6x6
/// cube, whose values are the same in every terminal; with fewer colours or under NO_COLOR
/// they are told apart by bold, underline and reverse alone (never bold and reverse together). Locked channels are marked by a
/// glyph in their label (the renderer's), not by their look.
package struct Theme {
    /// The curses look of one style: attributes and a colour pair (0 = terminal default).
    package struct Look: Hashable {
        package var attributes: attr_t
        package var pair: Int16
    }

    /// Whether colour pairs are used: only with 256 colours (and no NO_COLOR).
    let usesColour: Bool
    /// Each style's look once made, by `Style.index` (a frame asks for one per drawn cell).
    private var cache = [Look?](repeating: nil, count: Style.count)

    // Colour pairs, set up once by `installColours`: indexes of the 256-colour cube.
    private enum Pair: Int16 {
        case lifted = 1, matched, notice
    }

    private static let cubeBlack: Int16 = 16     // #000000
    private static let cubeWhite: Int16 = 231    // #ffffff
    private static let cubeYellow: Int16 = 226   // #ffff00: black on it 19.6:1
    private static let cubePaleYellow: Int16 = 229   // #ffffaf: black on it 20:1
    private static let cubeRed: Int16 = 160      // #d70000: white on it 5.4:1

    /// `usesColour`: the terminal can and the user did not ask for NO_COLOR (`wantsColour`);
    /// `colours`: how many it has (colour pairs only with the full 256-colour cube).
    package init(usesColour: Bool, colours: Int = Int(ce_colors())) {
        self.usesColour = usesColour && colours >= 256
    }

    /// Whether to use colour: the terminal can (`terminalHasColours`, curses' `has_colors` once
    /// it runs), and the user did not ask for NO_COLOR (https://no-color.org: set and not empty).
    package static func wantsColour(environment: [String: String], terminalHasColours: Bool = has_colors()) -> Bool {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return terminalHasColours
    }

    /// Defines the colour pairs (with 256 colours). Call after `start_color`.
    static func installColours() {
        use_default_colors()
        guard ce_colors() >= 256 else { return }
        init_pair(Pair.lifted.rawValue, cubeBlack, cubeYellow)
        init_pair(Pair.matched.rawValue, cubeBlack, cubePaleYellow)
        init_pair(Pair.notice.rawValue, cubeWhite, cubeRed)
    }

    package mutating func look(for style: Style) -> Look {
        if let cached = cache[style.index] { return cached }
        let look = usesColour ? colourLook(style) : monochromeLook(style)
        cache[style.index] = look
        return look
    }

    private func colourLook(_ style: Style) -> Look {
        var look = monochromeLook(style)
        switch style.role {
        case .lifted: look = Look(attributes: ce_a_bold(), pair: Pair.lifted.rawValue)
        case .notice: look = Look(attributes: ce_a_bold(), pair: Pair.notice.rawValue)
        default:
            if style.matched && !style.current && !style.focused {
                look = Look(attributes: ce_a_bold(), pair: Pair.matched.rawValue)
            }
        }
        return look
    }

    /// Default colours only: what every terminal draws at the contrast of its own text.
    private func monochromeLook(_ style: Style) -> Look {
        var attributes = ce_a_normal()
        switch style.role {
        // The badge is the × glyph in its cell's own look: a look of its own would make every
        // focus move in edit mode switch attributes twice per cell (about 100 bytes, not 45).
        case .plain, .mine, .available, .help, .footer, .badge, .hint, .gap, .locked: break
        case .title, .key: attributes |= ce_a_bold()
        case .button: attributes |= ce_a_bold() | ce_a_underline()
        case .lifted, .notice: attributes |= ce_a_reverse() | ce_a_underline()
        }
        if style.current || style.matched { attributes |= ce_a_bold() | ce_a_underline() }
        if style.focused { attributes |= ce_a_reverse() }
        // Never bold on reverse: qterminal draws it in the bright version of the background
        // colour, grey on light grey (2.6:1).
        if attributes & ce_a_reverse() != 0 { attributes &= ~ce_a_bold() }
        return Look(attributes: attributes, pair: 0)
    }
}
