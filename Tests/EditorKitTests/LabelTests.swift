import ChannelCore
import EditorKit
import Synchronization
import Testing
import TestSupport

/// `LabelMaker` (names are data: nothing in a name can reach the terminal as a command) and
/// `LabelBook`, measured with the terminal's own width table.
@Suite struct LabelTests {
    private let maker = LabelMaker(widthOf: TestWidth.wcwidth)

    @Test func plainNamesAreKeptAsTheyAre() {
        #expect(maker.label(for: "Tech") == CellLabel(text: "Tech", width: 4))
        #expect(maker.label(for: "财经") == CellLabel(text: "财经", width: 4))
        #expect(maker.label(for: "") == CellLabel(text: "", width: 0))
    }

    @Test(arguments: [
        ("a\u{1B}[31mb", "a^[[31mb", 8),  // ESC: a colour escape shows as text
        ("tab\there", "tab^Ihere", 9),
        ("nul\u{0}", "nul^@", 5),
        ("line\nbreak", "line^Jbreak", 11),
        ("cr\r", "cr^M", 4),
        ("del\u{7F}", "del^?", 5),
        ("\u{1F}", "^_", 2),
    ])
    func controlCharactersUseCaretNotation(name: String, text: String, width: Int) {
        #expect(maker.label(for: name) == CellLabel(text: text, width: width))
    }

    @Test(arguments: [
        ("x\u{85}y", "x?y"),  // NEL, a C1 control
        ("\u{9B}31m", "?31m"),  // CSI, the C1 form of ESC [
        ("\u{202E}evil", "?evil"),  // RIGHT-TO-LEFT OVERRIDE
        ("a\u{2066}b\u{2069}", "a?b?"),  // LEFT-TO-RIGHT ISOLATE, POP DIRECTIONAL ISOLATE
        ("\u{200F}\u{200E}\u{061C}", "???"),  // RLM, LRM, ALM
        ("line\u{2028}sep", "line?sep"),  // the width table calls it non-printable
        ("\u{378}", "?"),  // unassigned
    ])
    func c1BidiAndNonPrintableBecomeQuestionMarks(name: String, text: String) {
        let label = maker.label(for: name)
        #expect(label.text == text)
        #expect(label.width == TestWidth.width(of: text))
    }

    @Test func aLeadingCombiningMarkGetsASpaceToSitOn() {
        let label = maker.label(for: "\u{301}abc")
        #expect(label.text == " \u{301}abc")
        #expect(label.width == 4)
        // Inside a name it stays on its base character.
        #expect(maker.label(for: "e\u{301}") == CellLabel(text: "e\u{301}", width: 1))
    }

    @Test func longNamesAreCutToTheMaximumWithAnEllipsis() {
        let label = maker.label(for: "abcdefghijklmnopqrstuvwxyz")
        #expect(label == CellLabel(text: "abcdefghijklmnopqrs\u{2026}", width: 20))
        #expect(maker.label(for: String(repeating: "a", count: 21)).width == 20)
        #expect(maker.label(for: String(repeating: "a", count: 20)).text == String(repeating: "a", count: 20))
    }

    @Test func aWideCharacterThatWouldCrossTheMaximumIsLeftOut() {
        // 11 two-column characters (22): 9 of them (18) + "…" = 19; a tenth would make 21.
        #expect(maker.label(for: "一二三四五六七八九十百") == CellLabel(text: "一二三四五六七八九\u{2026}", width: 19))
        // One narrow in front shifts the boundary: 1 + 18 + 1 = 20.
        #expect(maker.label(for: "a一二三四五六七八九十百") == CellLabel(text: "a一二三四五六七八九\u{2026}", width: 20))
    }

    @Test func cutLabelsNeverExceedTheMaximumAndMeasureWhatTheyDraw() {
        let names = [
            "The Extremely Long Channel Name", "中国国家地理杂志精选频道", "a中b国c家d地e理f杂g志",
            "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", "\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}",
            "😀😀😀😀😀😀😀😀😀😀😀😀", "ＡＢＣＤＥＦＧＨＩＪＫ",
        ]
        for maximum in 2...24 {
            let maker = LabelMaker(maxWidth: maximum, widthOf: TestWidth.wcwidth)
            for name in names {
                let label = maker.label(for: name)
                #expect(label.width <= maximum, "\(name) at \(maximum)")
                #expect(label.width == TestWidth.width(of: label.text), "\(name) at \(maximum)")
                #expect(!label.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                // A cut label keeps whole characters: never a combining mark cut off its base.
                #expect(TestWidth.wcwidth(label.text.unicodeScalars.first ?? "a") != 0)
            }
        }
    }

    @Test func theMaximumIsAtLeastTwo() {
        let tiny = LabelMaker(maxWidth: 0, widthOf: TestWidth.wcwidth)
        #expect(tiny.maxWidth == 2)
        #expect(tiny.label(for: "abc") == CellLabel(text: "a\u{2026}", width: 2))
    }

    @Test func theBookMakesEachLabelFromTheChannelsName() throws {
        let board = try Board(mine: [Channel(id: "t", name: "T\u{1B}")], available: [Channel(id: "c", name: "财经")])
        let book = LabelBook(maker: maker)
        #expect(book.label(for: board.mine[0]) == CellLabel(text: "T^[", width: 3))
        #expect(book.label(for: board.available[0]).width == 4)
        #expect(book.label(for: Channel(id: "new", name: "New")) == CellLabel(text: "New", width: 3))
    }

    /// Printable ASCII is measured by its length: the same label as through the table, which
    /// is not asked; anything else (a control, a wide or a long name) still goes through it.
    @Test func plainASCIINamesAreMeasuredWithoutTheTable() {
        let calls = CallCounter()
        let counting = LabelMaker(widthOf: { scalar in
            calls.count.add(1, ordering: .relaxed)
            return TestWidth.wcwidth(scalar)
        })
        for name in ["News", " ", "~Tilde and space~", "12345678901234567890"] {
            #expect(counting.label(for: name) == maker.label(for: name))
            #expect(counting.label(for: name) == CellLabel(text: name, width: name.utf8.count))
        }
        // Too long: cut as the general path cuts (only the ellipsis is measured).
        for name in ["123456789012345678901", "Weather and everything around it"] {
            #expect(counting.label(for: name) == CellLabel(text: String(name.prefix(19)) + "…", width: 20))
        }
        #expect(calls.count.load(ordering: .relaxed) == 2)
        let tiny = LabelMaker(maxWidth: 2, widthOf: { $0 == "…" ? 2 : 1 })
        #expect(tiny.label(for: "abc") == CellLabel(text: "…", width: 2))
        #expect(counting.label(for: "财经") == CellLabel(text: "财经", width: 4))
        #expect(counting.label(for: "a\u{7F}") == CellLabel(text: "a^?", width: 3))
        #expect(calls.count.load(ordering: .relaxed) > 0)
    }
}

/// Counts calls from any thread.
private final class CallCounter: Sendable {
    let count = Atomic<Int>(0)
}
