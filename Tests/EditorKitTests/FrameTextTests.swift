import EditorKit
import Testing
import TestSupport

/// The test-support pieces the screen tests stand on: the width table, frame text, style maps,
/// the legend and the diff report. If these were wrong, every screen test could pass wrongly.
@Suite struct FrameTextTests {
    @Test func theTestWidthTableIsTheTerminals() {
        #expect(TestWidth.localeIsSet)
        #expect(TestWidth.wcwidth("a") == 1)
        #expect(TestWidth.wcwidth("财") == 2)  // CJK ideograph
        #expect(TestWidth.wcwidth("Ａ") == 2)  // fullwidth Latin
        #expect(TestWidth.wcwidth("😀") == 2)
        #expect(TestWidth.wcwidth("\u{301}") == 0)  // combining acute accent
        #expect(TestWidth.wcwidth("\u{200D}") == 0)  // zero width joiner
        #expect(TestWidth.wcwidth("\u{1B}") == -1)  // ESC
        // The renderer's glyphs are one column here, so it draws them rather than ASCII.
        for glyph in ["…", "×", "·", "↑", "↓", "—", "─", "│", "┌", "┐", "└", "┘"] {
            #expect(TestWidth.width(of: glyph) == 1, "\(glyph)")
        }
        #expect(TestWidth.width(of: "NBA直播") == 7)
    }

    @Test func framesBecomeTrimmedLinesAndStyleMaps() {
        var frame = Frame(columns: 8, rows: 3)
        frame.put("My", column: 1, row: 0, style: Style(.title), widthOf: TestWidth.wcwidth)
        frame.put("[财]", column: 1, row: 1, style: Style(.mine, focused: true), widthOf: TestWidth.wcwidth)
        frame.put("x", column: 6, row: 1, style: Style(.badge), widthOf: TestWidth.wcwidth)
        #expect(FrameText.lines(of: frame) == [" My", " [财] x", ""])
        // A wide character's two columns both carry its letter; trailing plain cells are trimmed.
        #expect(FrameText.styleLines(of: frame) == [".tt", ".MMMM.x", ""])
        #expect(FrameText.expectedText(" My  \n [财] x   \n") == [" My", " [财] x", ""])
        #expect(FrameText.expectedStyles(".tt...\n.MMMM.x\n") == [".tt", ".MMMM.x", ""])
    }

    @Test func theLegendNamesEveryStyleTheRendererUses() {
        let legend = ScreenLegend.standard
        #expect(legend.letter(for: .plain) == ".")
        #expect(legend.letter(for: Style(.mine)) == "m")
        #expect(legend.letter(for: Style(.mine, focused: true)) == "M")
        #expect(legend.letter(for: Style(.mine, current: true)) == "c")
        #expect(legend.letter(for: Style(.mine, focused: true, current: true)) == "C")
        #expect(legend.letter(for: Style(.mine, matched: true)) == "u")
        #expect(legend.letter(for: Style(.mine, current: true, matched: true)) == "v")
        #expect(legend.letter(for: Style(.locked, focused: true, current: true)) == "O")
        #expect(legend.letter(for: Style(.locked, matched: true)) == "i")
        #expect(legend.letter(for: Style(.locked, focused: true, current: true, matched: true)) == "J")
        #expect(legend.letter(for: Style(.badge, focused: true)) == "X")
        #expect(legend.letter(for: Style(.available, focused: true)) == "A")
        // A combination the renderer should never make shows up as "?".
        #expect(legend.letter(for: Style(.available, current: true)) == "?")
        #expect(legend.letter(for: Style(.title, focused: true)) == "?")
        #expect(legend.letter(for: Style(.lifted, focused: true)) == "?")
        // Every letter stands for one style.
        #expect(Set(legend.letters.values).count == legend.letters.count)
        #expect(legend.description.contains("x=badge"))
    }

    @Test func aDiffMarksEveryDifferingRowAndNamesTheFirst() throws {
        #expect(ScreenDiff.report(expected: ["a", "b"], actual: ["a", "b"], title: "Screen text") == nil)
        let report = try #require(
            ScreenDiff.report(expected: ["same", "left", "same", "x"], actual: ["same", "lift", "same", "y"], title: "Screen text"))
        #expect(report.hasPrefix("Screen text differs; first at row 1, character 1\n"))
        #expect(report.contains("--- expected:\n   0|same|\n>  1|left|\n   2|same|\n>  3|x|\n"))
        #expect(report.contains("--- actual:\n   0|same|\n>  1|lift|\n   2|same|\n>  3|y|\n"))
        let shorter = try #require(ScreenDiff.report(expected: ["a", "b"], actual: ["a"], title: "Style map", note: "legend"))
        #expect(shorter.hasPrefix("Style map differs (expected 2 rows, got 1); first at row 1, character 0\nlegend\n"))
    }

    @Test func literalsRoundTrip() {
        let lines = [" My Channels", "", " [ 财经 ]"]
        let literal = FrameText.literal(lines, indent: "")
        #expect(literal == "\"\"\"\n My Channels\n\n [ 财经 ]\n\"\"\"")
    }
}
