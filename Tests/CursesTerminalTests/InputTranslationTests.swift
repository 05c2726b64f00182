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
}
