import CNCursesW
import EditorKit
import Testing
import CursesTerminal

/// What the front end makes of decoded terminal input, and the modes it asks for.
struct InputTranslationTests {
    @Test func terminalInputBecomesEditorEvents() {
        #expect(TerminalInput.character("\u{3}").event == .key(.control("c")))
        #expect(TerminalInput.character("\u{1B}").event == .key(.escape))
        #expect(TerminalInput.character("q").event == .key(.character("q")))
        #expect(TerminalInput.key(.backTab).event == .key(.backTab))
        #expect(TerminalInput.mouse(.init(.press, column: 3, row: 4)).event == .press(.left, column: 3, row: 4))
        #expect(TerminalInput.mouse(.init(.motion, column: 5, row: 4)).event == .motion(column: 5, row: 4))
        #expect(TerminalInput.mouse(.init(.release, column: 5, row: 4)).event == .release(column: 5, row: 4))
        #expect(TerminalInput.mouse(.init(.wheelDown, column: 1, row: 2)).event == .wheel(.down, column: 1, row: 2))
        #expect(TerminalInput.mouse(.init(.other, column: 1, row: 2)).event == nil)
        #expect(TerminalInput.paste("a\nb").event == .paste("a\nb"), "a paste stays one event, never keys")
        #expect(TerminalInput.resize.event == nil, "the caller reads the new size")
    }

    @Test func modesAskForButtonMotionSGRAndPasteWhateverKmousSays() {
        #expect(PrivateModes.enableSequence(mouse: true) == "\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(PrivateModes.enableSequence(mouse: false) == "\u{1B}[?2004h", "no mouse modes without kmous")
        #expect(PrivateModes.disableSequence == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
    }

    @Test func sizesAreClampedToWhatCanBeDrawn() {
        #expect(TerminalSize.clamp(columns: 65535, rows: 65535) == (TerminalSize.maximumColumns, TerminalSize.maximumRows))
        #expect(TerminalSize.clamp(columns: 80, rows: 24) == (80, 24))
        #expect(TerminalSize.clamp(columns: 0, rows: -3) == (1, 1))
    }

    @Test func utf8CodesetNames() {
        #expect(LocaleSetup.isUTF8("UTF-8"))
        #expect(LocaleSetup.isUTF8("utf8"))
        #expect(!LocaleSetup.isUTF8("ANSI_X3.4-1968"))
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
