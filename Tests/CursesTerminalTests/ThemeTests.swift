import CNCursesW
import CursesTerminal
import EditorKit
import Testing

/// The theme's rules for legibility in every terminal (docs/DECISIONS.md, "Styles that read
/// in every terminal"); the contrast itself is measured in real emulators by `make terminals`.
struct ThemeTests {
    static let everyStyle: [Style] = Style.Role.allCases.flatMap { role in
        [false, true].flatMap { focused in
            [false, true].flatMap { current in
                [false, true].map { matched in Style(role, focused: focused, current: current, matched: matched) }
            }
        }
    }

    @Test("No style is dim: terminals draw it from invisible to unchanged", arguments: [8, 16, 88, 256])
    func noDim(colours: Int) {
        for usesColour in [false, true] {
            var theme = Theme(usesColour: usesColour, colours: colours)
            for style in Self.everyStyle {
                #expect(theme.look(for: style).attributes & ce_a_dim() == 0, "\(style) is dim with \(colours) colours")
            }
        }
    }

    @Test("Never bold on reverse video (qterminal draws it grey on light grey)", arguments: [8, 256])
    func noBoldOnReverse(colours: Int) {
        for usesColour in [false, true] {
            var theme = Theme(usesColour: usesColour, colours: colours)
            for style in Self.everyStyle {
                let attributes = theme.look(for: style).attributes
                #expect(attributes & ce_a_bold() == 0 || attributes & ce_a_reverse() == 0, "\(style)")
            }
        }
    }

    @Test("Below 256 colours no colour pair is used (palette colours 0-15 differ between terminals)",
          arguments: [8, 16, 88])
    func fewColoursMeansNoPairs(colours: Int) {
        var theme = Theme(usesColour: true, colours: colours)
        var monochrome = Theme(usesColour: false)
        for style in Self.everyStyle {
            #expect(theme.look(for: style) == monochrome.look(for: style), "\(style)")
        }
    }

    @Test func theFocusAndTheCurrentChannelUseTheTerminalsOwnColours() {
        for usesColour in [false, true] {
            var theme = Theme(usesColour: usesColour, colours: 256)
            for style in [Style(.mine, focused: true), Style(.mine, current: true), Style(.mine, focused: true, current: true),
                          Style(.locked), Style(.locked, focused: true), Style(.available, focused: true)] {
                #expect(theme.look(for: style).pair == 0, "\(style) has a colour pair")
            }
        }
    }

    @Test func withTheCubeTheLiftedCellIsColouredAndStaysSoWhenFocused() {
        var theme = Theme(usesColour: true, colours: 256)
        let lifted = theme.look(for: Style(.lifted))
        #expect(lifted.pair != 0)
        #expect(theme.look(for: Style(.lifted, focused: true)) == lifted)
        #expect(theme.look(for: Style(.notice)).pair != 0)
    }

    @Test("Every meaning is told apart without colour")
    func distinctWithoutColour() {
        var theme = Theme(usesColour: false)
        // (The lifted cell is the focus and at the pointer: it may look like a focused current one.)
        let looks = [Style(.mine), Style(.mine, focused: true), Style(.mine, current: true),
                     Style(.mine, focused: true, current: true)].map { theme.look(for: $0) }
        #expect(theme.look(for: Style(.lifted)) != theme.look(for: Style(.mine, focused: true)))
        #expect(Set(looks).count == looks.count, "\(looks)")
    }

    /// Both sides, on a terminal that has colours: NO_COLOR set and not empty turns them off,
    /// absent or empty leaves them on; a terminal without colours never gets them.
    @Test func noColourWhenNoColorIsSet() {
        #expect(!Theme.wantsColour(environment: ["NO_COLOR": "1"], terminalHasColours: true))
        #expect(!Theme.wantsColour(environment: ["NO_COLOR": "yes", "TERM": "xterm-256color"], terminalHasColours: true))
        #expect(Theme.wantsColour(environment: [:], terminalHasColours: true))
        #expect(Theme.wantsColour(environment: ["NO_COLOR": ""], terminalHasColours: true))
        #expect(!Theme.wantsColour(environment: [:], terminalHasColours: false))
    }

    @Test func monochromeKeepsEveryMeaningVisible() {
        var theme = Theme(usesColour: false)
        let plain = theme.look(for: Style(.mine))
        #expect(theme.look(for: Style(.mine, focused: true)).attributes & ce_a_reverse() != 0)
        #expect(theme.look(for: Style(.locked)) == plain, "locked channels are marked by a glyph, not dim")
        #expect(theme.look(for: Style(.mine, current: true)) != plain)
        #expect(theme.look(for: Style(.mine, matched: true)) != plain)
        #expect(theme.look(for: Style(.lifted)) != plain)
        for role in Style.Role.allCases { #expect(theme.look(for: Style(role)).pair == 0, "\(role) uses a colour") }
    }
}
