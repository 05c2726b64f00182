import CNCursesW
import EditorKit
import Testing
@testable import CursesTerminal

/// What the front end makes of what curses reports.
struct InputTranslationTests {
    @Test func mouseButtonStatesMapToReports() {
        #expect(InputDecoder.kind(of: ce_button1_pressed()) == .press)
        #expect(InputDecoder.kind(of: ce_button1_released()) == .release)
        #expect(InputDecoder.kind(of: ce_button1_clicked()) == .click)
        #expect(InputDecoder.kind(of: ce_button1_double_clicked()) == .click)
        #expect(InputDecoder.kind(of: ce_report_mouse_position()) == .motion, "drag motion has no button bit")
        #expect(InputDecoder.kind(of: ce_button4_pressed()) == .wheelUp)
        #expect(InputDecoder.kind(of: ce_button5_pressed()) == .wheelDown)
        #expect(InputDecoder.kind(of: ce_button3_pressed()) == .other)
        #expect(InputDecoder.kind(of: 0) == nil)
        // A press that also carries the position flag is still a press.
        #expect(InputDecoder.kind(of: ce_button1_pressed() | ce_report_mouse_position()) == .press)
    }

    @Test func charactersBecomeKeys() {
        #expect(InputDecoder.decode(status: OK, character: 0x0D) == .key(.enter))
        #expect(InputDecoder.decode(status: OK, character: 0x7F) == .key(.backspace))
        #expect(InputDecoder.decode(status: OK, character: 0x61) == .character("a"))
        #expect(InputDecoder.decode(status: OK, character: 0x79D1) == .character("科"))
        #expect(InputDecoder.decode(status: ERR, character: 0) == nil)
        #expect(InputDecoder.decode(status: KEY_CODE_YES, character: wint_t(ce_key_up())) == .key(.up))
        #expect(InputDecoder.decode(status: KEY_CODE_YES, character: wint_t(ce_key_resize())) == .resize)
    }

    @Test func terminalInputBecomesEditorEvents() {
        #expect(TerminalInput.character("\u{3}").event == .key(.control("c")))
        #expect(TerminalInput.character("\u{1B}").event == .key(.escape))
        #expect(TerminalInput.character("q").event == .key(.character("q")))
        #expect(TerminalInput.key(.backTab).event == .key(.backTab))
        #expect(TerminalInput.mouse(.init(.press, column: 3, row: 4)).event == .press(.left, column: 3, row: 4))
        #expect(TerminalInput.mouse(.init(.motion, column: 5, row: 4)).event == .motion(column: 5, row: 4))
        #expect(TerminalInput.mouse(.init(.release, column: 5, row: 4)).event == .release(column: 5, row: 4))
        #expect(TerminalInput.mouse(.init(.click, column: 1, row: 2)).event == .click(.left, column: 1, row: 2))
        #expect(TerminalInput.mouse(.init(.wheelDown, column: 1, row: 2)).event == .wheel(.down, column: 1, row: 2))
        #expect(TerminalInput.mouse(.init(.other, column: 1, row: 2)).event == nil)
        #expect(TerminalInput.resize.event == nil, "the caller reads the new size")
    }

    @Test func mouseTrackingAsksForMotionAndSGROnlyWhereTheTerminalSendsIt() {
        #expect(MouseTracking.usesSGR(kmous: "\u{1B}[<"))
        #expect(!MouseTracking.usesSGR(kmous: "\u{1B}[M"))
        #expect(!MouseTracking.usesSGR(kmous: nil))
        #expect(MouseTracking.enableSequence(sgr: false) == "\u{1B}[?1002h")
        #expect(MouseTracking.enableSequence(sgr: true) == "\u{1B}[?1002h\u{1B}[?1006h")
        #expect(MouseTracking.disableSequence == "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
    }

    @Test func utf8CodesetNames() {
        #expect(LocaleSetup.isUTF8("UTF-8"))
        #expect(LocaleSetup.isUTF8("utf8"))
        #expect(!LocaleSetup.isUTF8("ANSI_X3.4-1968"))
    }

    @Test func noColourWhenNoColorIsSet() {
        #expect(!Theme.wantsColour(environment: ["NO_COLOR": "1"]))
    }

    @Test func monochromeKeepsEveryMeaningVisible() {
        var theme = Theme(usesColour: false)
        let plain = theme.look(for: Style(.mine))
        #expect(theme.look(for: Style(.mine, focused: true)).attributes & ce_a_reverse() != 0)
        #expect(theme.look(for: Style(.locked)).attributes & ce_a_dim() != 0)
        #expect(theme.look(for: Style(.mine, current: true)) != plain)
        #expect(theme.look(for: Style(.mine, matched: true)) != plain)
        #expect(theme.look(for: Style(.lifted)) != plain)
        for role in Style.Role.allCases { #expect(theme.look(for: Style(role)).pair == 0, "\(role) uses a colour") }
    }
}
