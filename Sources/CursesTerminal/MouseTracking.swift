/// The xterm private modes for mouse tracking, which ncurses alone does not fully set:
/// it asks for clicks (1000) but never for motion while a button is held (1002), which a drag
/// needs. SGR encoding (1006) lifts the 223-column limit; it is only asked for when the
/// terminal description says the terminal sends it (`kmous` = `ESC [ <`).
enum MouseTracking {
    static func enableSequence(sgr: Bool) -> String {
        "\u{1B}[?1002h" + (sgr ? "\u{1B}[?1006h" : "")
    }

    /// Turns every mode off, newest first; harmless on terminals that never had them on.
    static let disableSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// True when terminfo's `kmous` is the SGR form.
    static func usesSGR(kmous: String?) -> Bool {
        kmous?.hasPrefix("\u{1B}[<") ?? false
    }
}
