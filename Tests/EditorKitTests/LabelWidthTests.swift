import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The width rules of labels (`LabelScalar`, docs/DECISIONS.md "Widths every terminal agrees
/// on"): a label draws only what every common terminal draws at the same width, whatever the
/// name, so the layout's columns are the columns the user sees.
@Suite struct LabelWidthTests {
    private let maker = LabelMaker(maxWidth: 40, widthOf: TestWidth.wcwidth)

    /// `LabelScalar` draws U+4E00...U+9FEF without looking up their properties: they must all be
    /// what the full checks would accept, a Unicode 12.1 letter, not emoji, two columns wide in
    /// `UnicodeWidth` and in the C library's table; then a name of one is drawn as it is.
    @Test func cjkIdeographsUpToU9FEFAreDrawnAsTheyAre() throws {
        for value in UInt32(0x4E00)...0x9FEF {
            let scalar = try #require(Unicode.Scalar(value))
            let properties = scalar.properties
            let age = try #require(properties.age)
            #expect(age.major < 12 || (age.major == 12 && age.minor <= 1), "U+\(String(value, radix: 16))")
            #expect(properties.generalCategory == .otherLetter && !properties.isEmoji && !properties.isNoncharacterCodePoint)
            #expect(UnicodeWidth.of(scalar) == 2 && TestWidth.wcwidth(scalar) == 2)
            if value % 97 == 0 {
                #expect(maker.label(for: String(scalar)) == CellLabel(text: String(scalar), width: 2))
            }
        }
        // U+9FF0 is Unicode 13: not drawn.
        #expect(maker.label(for: "\u{9FF0}") == CellLabel(text: "?", width: 1))
    }

    /// `LabelScalar.of` draws common narrow symbols without looking up their properties: for
    /// every one of them, and every width the terminal's table may say, it must do what the
    /// full checks do.
    @Test func commonNarrowSymbolsAreTreatedAsTheFullChecksTreatThem() throws {
        var drawn = 0
        for range in LabelScalar.commonNarrow {
            for value in range {
                let scalar = try #require(Unicode.Scalar(value))
                for width in -1...2 {
                    let fast = LabelScalar.of(scalar, systemWidth: width)
                    #expect(fast == LabelScalar.checked(scalar, systemWidth: width), "U+\(String(value, radix: 16)) at width \(width)")
                    if fast == .draw(width: 1) { drawn += 1 }
                }
            }
        }
        #expect(drawn > 700, "most of them are drawn as they are")
    }

    @Test(arguments: [
        // An emoji ZWJ sequence: one glyph of 2 columns in tmux and konsole, 8 in xterm.
        ("Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "Family \u{1F468}\u{1F469}\u{1F467}\u{1F466}", 15),
        ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{1F3F3}\u{1F308}", 3),  // rainbow flag: 1, 3 or 4
        ("\u{2764}\u{FE0F}", "\u{2764}", 1),  // VS16: 2 in kitty, 1 elsewhere
        ("\u{231A}\u{FE0E}", "\u{231A}", 2),  // VS15: 1 in kitty, 2 elsewhere
        ("\u{8FBA}\u{E0100}", "\u{8FBA}", 2),  // an ideographic variation selector
        ("\u{1F44D}\u{1F3FD}", "\u{1F44D}", 2),  // skin tone: 2 in konsole and kitty, 4 elsewhere
        ("\u{1F3FD}", "", 0),  // a skin tone alone: 0 in kitty, 2 elsewhere
        ("1\u{FE0F}\u{20E3}", "1", 1),  // keycap: 2 in kitty
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{1F3F4}", 2),  // tags
        ("soft\u{AD}hyphen", "softhyphen", 10),  // 0 in kitty, 1 elsewhere
        ("zero\u{200B}width\u{2060}joiner\u{FEFF}\u{200C}", "zerowidthjoiner", 15),  // 1 in mlterm
    ])
    func joinersAndSelectorsAreLeftOut(name: String, text: String, width: Int) {
        #expect(maker.label(for: name) == CellLabel(text: text, width: width))
    }

    @Test(arguments: [
        ("\u{1F1FA}\u{1F1F8} News", "US News", 7),  // a flag: a regional indicator alone is 1 or 2
        ("\u{1F1EF}", "J", 1),
    ])
    func regionalIndicatorsAreSpelledAsLetters(name: String, text: String, width: Int) {
        #expect(maker.label(for: name) == CellLabel(text: text, width: width))
    }

    @Test(arguments: [
        ("\u{378}", "?"),  // unassigned: 0, 1 or 2
        ("\u{1F972}", "?"),  // Unicode 13.0: 1 in mlterm, 2 elsewhere
        ("\u{1FAE8}", "?"),  // Unicode 15.0: 0 in tmux 3.3a, 1 in xterm, 2 elsewhere
        ("\u{915}\u{93E}", "\u{915}?"),  // a spacing mark: 1 column in tmux, 0 in kitty
        ("\u{1100}\u{1161}\u{11A8}", "\u{1100}??"),  // conjoining jamo: 2 in tmux, 4 in kitty
        ("\u{3030}\u{3297}", "??"),  // wide but text presentation: 1 in kitty, 2 elsewhere
        ("a\u{2029}b", "a?b"),  // a paragraph separator
    ])
    func disputedScalarsBecomeQuestionMarks(name: String, text: String) {
        let label = maker.label(for: name)
        #expect(label.text == text)
        #expect(label.width == UnicodeWidth.width(of: text))
    }

    @Test func aNoncharacterBecomesAQuestionMark() throws {
        let name = "a" + String(try #require(Unicode.Scalar(0xFDD0))) + String(try #require(Unicode.Scalar(0x10FFFF)))
        #expect(maker.label(for: name) == CellLabel(text: "a??", width: 3))
    }

    @Test(arguments: [
        ("Tech", 4), ("财经", 4), ("\u{231A}\u{2B50}\u{1F004}\u{1F600}", 8),  // emoji presentation: 2
        ("Caf\u{E9} \u{416}\u{3B1}", 7), ("\u{2026}\u{D7}\u{B7}\u{2500}\u{2605}\u{2460}\u{2192}", 7),  // ambiguous: 1
        ("e\u{301}", 1), ("\u{E000}", 1), ("\u{2764}\u{263A}\u{2708}\u{1F336}", 4),  // text presentation
        ("\u{FF21}\u{FF76}", 3), ("\u{20000}\u{AC00}", 4), ("\u{5D0}\u{5B8}\u{627}", 2), ("\u{E01}\u{E35}", 1),
    ])
    func agreedScalarsAreKeptAtTheirWidth(name: String, width: Int) {
        #expect(maker.label(for: name) == CellLabel(text: name, width: width))
    }

    /// The run-time table may differ from `UnicodeWidth` (another C library, a CJK locale that
    /// makes ambiguous characters wide): a scalar the two measure differently becomes `?`, so
    /// the label's width is right under either table.
    @Test func aScalarTheTwoTablesDisagreeOnBecomesAQuestionMark() {
        let ambiguousWide: ScalarWidth = { scalar in
            [0xE9, 0x416, 0x2605].contains(scalar.value) ? 2 : UnicodeWidth.of(scalar)
        }
        let label = LabelMaker(widthOf: ambiguousWide).label(for: "Caf\u{E9} \u{416}\u{2605}!")
        #expect(label == CellLabel(text: "Caf? ??!", width: 8))
        let narrowEmoji: ScalarWidth = { $0.value == 0x1F600 ? 1 : UnicodeWidth.of($0) }
        #expect(LabelMaker(widthOf: narrowEmoji).label(for: "\u{1F600}a") == CellLabel(text: "?a", width: 2))
    }

    /// Whatever the name, a label measures what it draws under both tables, and making a label
    /// of a label changes nothing: every scalar left in it is one the rules draw as itself.
    @Test func everyLabelIsStableAndMeasuresWhatItDraws() {
        let pieces: [String] = [
            "a", " ", "中", "\u{1F468}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{1F1FA}", "\u{301}", "\u{93E}",
            "\u{1B}", "\u{85}", "\u{202E}", "\u{378}", "\u{1FAE8}", "\u{2026}", "\u{E9}", "\u{3030}", "\u{20E3}",
            "\u{E0067}", "\u{AD}", "\u{1161}", "\u{2764}", "\u{231A}",
        ]
        var generator = SeededGenerator(seed: 14_2)
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let label = maker.label(for: name)
            #expect(label.width == UnicodeWidth.width(of: label.text), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(label.width == TestWidth.width(of: label.text))
            #expect(label.width <= 40)
            #expect(maker.label(for: label.text) == label, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The layout measures names with `width(for:maxWidth:cut:)`: for every kind of name and
    /// every width it is the width of the label `label(for:maxWidth:cut:)` draws.
    @Test func aNamesMeasuredWidthIsItsLabelsWidth() {
        let names = ["", "News", "News and everything around it 1234", "科技12", "科技财经体育娱乐国际视频健康旅游", "e\u{301}",
                     "\u{301}x", "a\u{1B}[31mb", "🙂🙂🙂", "tab\there", String(repeating: "x", count: 300), "ab…cd", "\u{7F}"]
        for name in names {
            for maxWidth in [-1, 0, 1, 2, 3, 4, 5, 8, 13, 20, 40, 400] {
                for cut in [LabelCut.end, .middle] {
                    #expect(maker.width(for: name, maxWidth: maxWidth, cut: cut) == maker.label(for: name, maxWidth: maxWidth, cut: cut).width,
                            "\(name.debugDescription) at \(maxWidth), \(cut)")
                }
            }
        }
    }
}
