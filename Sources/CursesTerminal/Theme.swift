import CNCursesW
import EditorKit

/// Maps a frame's styles to curses attributes and colour pairs. With colours: a small palette
/// on the terminal's own background. Without (no colour support, or NO_COLOR set): bold, dim,
/// reverse and underline carry the same meaning.
struct Theme {
    /// The curses look of one style: attributes and a colour pair (0 = terminal default).
    struct Look: Hashable {
        var attributes: attr_t
        var pair: Int16
    }

    let usesColour: Bool
    private var cache: [Style: Look] = [:]

    // Colour pairs, set up once by `installColours`.
    private enum Pair: Int16 {
        case notice = 1, current, lifted, muted
    }

    init(usesColour: Bool) {
        self.usesColour = usesColour
    }

    /// Whether to use colour: the terminal can, and the user did not ask for NO_COLOR.
    static func wantsColour(environment: [String: String]) -> Bool {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        return has_colors()
    }

    /// Defines the colour pairs. Call after `start_color`.
    static func installColours() {
        use_default_colors()
        // Text colours are few and strong (red, black on yellow), readable on dark and light
        // backgrounds alike; keys and the button stand out by bold and underline instead.
        init_pair(Pair.notice.rawValue, Int16(COLOR_RED), -1)
        init_pair(Pair.current.rawValue, Int16(COLOR_RED), -1)
        init_pair(Pair.lifted.rawValue, Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
        // Grey where the terminal has it: many terminals (xterm among them) draw A_DIM no
        // differently from normal text, and locked channels must look fixed.
        if ce_colors() >= 256 { init_pair(Pair.muted.rawValue, 244, -1) }
    }

    mutating func look(for style: Style) -> Look {
        if let cached = cache[style] { return cached }
        let look = usesColour ? colourLook(style) : monochromeLook(style)
        cache[style] = look
        return look
    }

    private func colourLook(_ style: Style) -> Look {
        var attributes = ce_a_normal()
        var pair: Int16 = 0
        switch style.role {
        case .plain, .mine, .available, .help: break
        case .title: attributes |= ce_a_bold()
        case .hint, .gap, .locked:
            attributes |= ce_a_dim()
            if ce_colors() >= 256 { pair = Pair.muted.rawValue }
        case .button: attributes |= ce_a_bold() | ce_a_underline()
        // The badge is the × glyph in its cell's own look: a colour of its own would make every
        // focus move in edit mode switch attributes twice per cell (about 100 bytes, not 45).
        case .badge: break
        case .lifted: attributes |= ce_a_bold(); pair = Pair.lifted.rawValue
        case .footer: break
        case .key: attributes |= ce_a_bold()
        case .notice: attributes |= ce_a_bold(); pair = Pair.notice.rawValue
        }
        if style.matched { attributes |= ce_a_bold() | ce_a_underline() }
        if style.current { pair = Pair.current.rawValue; attributes |= ce_a_bold() }
        if style.focused { attributes |= ce_a_reverse() }
        return Look(attributes: attributes, pair: pair)
    }

    private func monochromeLook(_ style: Style) -> Look {
        var attributes = ce_a_normal()
        switch style.role {
        case .plain, .mine, .available, .help, .footer: break
        case .badge: break
        case .title, .button, .key: attributes |= ce_a_bold()
        case .hint, .gap, .locked: attributes |= ce_a_dim()
        case .lifted: attributes |= ce_a_reverse() | ce_a_bold()
        case .notice: attributes |= ce_a_bold() | ce_a_underline()
        }
        if style.current || style.matched { attributes |= ce_a_bold() | ce_a_underline() }
        if style.focused { attributes |= ce_a_reverse() }
        return Look(attributes: attributes, pair: 0)
    }
}
