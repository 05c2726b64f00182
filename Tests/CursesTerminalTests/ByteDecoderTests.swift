import Testing
import CursesTerminal

/// The byte decoder on its own: keys, mouse reports of both encodings, pastes, UTF-8, and
/// every one of them split across reads.
struct ByteDecoderTests {
    /// Decodes `text`'s bytes in one read, then lets every deadline pass.
    static func decode(_ bytes: [UInt8], keys: KeySequences = KeySequences()) -> [TerminalInput] {
        var decoder = ByteDecoder(keys: keys)
        return decoder.feed(bytes, now: 0) + decoder.expire(now: 100)
    }

    static func decode(_ text: String) -> [TerminalInput] { decode(Array(text.utf8)) }

    /// The same bytes fed one byte per read, each read a millisecond apart: must decode alike.
    static func decodeBytewise(_ bytes: [UInt8]) -> [TerminalInput] {
        var decoder = ByteDecoder()
        var inputs: [TerminalInput] = []
        for (index, byte) in bytes.enumerated() { inputs += decoder.feed([byte], now: Double(index) * 0.001) }
        return inputs + decoder.expire(now: 100)
    }

    @Test func textAndControlBytes() {
        #expect(Self.decode("q") == [.character("q")])
        #expect(Self.decode("\u{3}") == [.character("\u{3}")], "Ctrl-C is a character the keymap binds")
        #expect(Self.decode("\r\n") == [.key(.enter), .key(.enter)])
        #expect(Self.decode("\u{7F}\u{8}") == [.key(.backspace), .key(.backspace)])
        #expect(Self.decode("科技 é") == [.character("科"), .character("技"), .character(" "), .character("é")])
        #expect(Self.decode("👍") == [.character("👍")])
    }

    @Test func invalidUTF8IsDroppedAndWhatFollowsSurvives() {
        #expect(Self.decode([0xFF, 0x61]) == [.character("a")])
        #expect(Self.decode([0x80, 0xBF, 0x62]) == [.character("b")], "stray continuation bytes")
        #expect(Self.decode([0xC0, 0xAF, 0x63]) == [.character("c")], "an overlong slash")
        #expect(Self.decode([0xED, 0xA0, 0x80, 0x64]) == [.character("d")], "a surrogate")
        #expect(Self.decode([0xE7, 0xA7, 0x65]) == [.character("e")], "a character cut short by another")
        #expect(Self.decode([0xF4, 0x90, 0x80, 0x80]) == [], "past U+10FFFF")
        #expect(Self.decode([0xE7, 0xA7]) == [], "a character never finished is dropped at the deadline")
    }

    @Test func utf8SplitAcrossReads() {
        var decoder = ByteDecoder()
        #expect(decoder.feed([0xE7], now: 0) == [])
        #expect(decoder.deadline != nil)
        #expect(decoder.feed([0xA7, 0x91], now: 0.001) == [.character("科")])
        #expect(decoder.deadline == nil)
    }

    @Test func escapeAloneIsEscOnlyAfterTheDelay() {
        var decoder = ByteDecoder()
        #expect(decoder.feed([0x1B], now: 1) == [])
        #expect(decoder.expire(now: 1 + ByteDecoder.escapeDelay / 2) == [], "too early")
        #expect(decoder.deadline == 1 + ByteDecoder.escapeDelay)
        #expect(decoder.expire(now: 1 + ByteDecoder.escapeDelay) == [.character("\u{1B}")])
        #expect(decoder.deadline == nil)
    }

    @Test func escapeBeforeAnotherKeyIsEscAtOnce() {
        #expect(Self.decode("\u{1B}q") == [.character("\u{1B}"), .character("q")])
        var decoder = ByteDecoder()
        #expect(decoder.feed([0x1B, 0x1B], now: 0) == [.character("\u{1B}")])
        #expect(decoder.expire(now: 1) == [.character("\u{1B}")])
    }

    @Test("Cursor keys in normal and application mode, and what xterm, vt220, rxvt and the linux console send")
    func keys() {
        let cases: [(String, TerminalInput.SpecialKey)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
            ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
            ("\u{1B}OP", .help), ("\u{1B}[11~", .help), ("\u{1B}[[A", .help), ("\u{1B}[1;2P", .help),
            ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft), ("\u{1B}[c", .shiftRight), ("\u{1B}[d", .shiftLeft),
            ("\u{1B}[1;5C", .right), ("\u{1B}OM", .enter),
        ]
        for (sequence, key) in cases {
            #expect(Self.decode(sequence) == [.key(key)], "\(sequence.debugDescription)")
            #expect(Self.decodeBytewise(Array(sequence.utf8)) == [.key(key)], "\(sequence.debugDescription) one byte per read")
        }
    }

    @Test func sequencesTheEditorDoesNotUseAreSwallowedNotTyped() {
        #expect(Self.decode("\u{1B}[2~x") == [.character("x")], "Insert")
        #expect(Self.decode("\u{1B}[I\u{1B}[O") == [], "focus reports")
        #expect(Self.decode("\u{1B}[12;40R") == [], "a cursor position report")
        #expect(Self.decode("\u{1B}[15;2~") == [], "Shift-F5")
        #expect(Self.decode("\u{1B}[201~") == [], "a paste end without a start")
    }

    @Test func aBrokenOrEndlessSequenceIsDroppedNotTyped() {
        #expect(Self.decode("\u{1B}[12") == [], "never finished")
        #expect(Self.decode("\u{1B}[12\u{1}q") == [.character("\u{1}"), .character("q")], "cut by a control byte")
        var decoder = ByteDecoder()
        #expect(decoder.feed([0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 200), now: 0) == [])
        #expect(decoder.deadline == nil, "past any real sequence's length: dropped, not waited for")
        #expect(decoder.feed([0x71], now: 0.001) == [.character("q")])
    }

    @Test func terminfoStringsWinOverTheBuiltInMeaning() {
        let keys = KeySequences([(bytes: Array("\u{1B}[5~".utf8), key: .home), (bytes: Array("\u{1B}x".utf8), key: .end)])
        #expect(Self.decode(Array("\u{1B}[5~".utf8), keys: keys) == [.key(.home)])
        #expect(Self.decode(Array("\u{1B}x".utf8), keys: keys) == [.key(.end)])
        #expect(Self.decode(Array("\u{1B}[6~".utf8), keys: keys) == [.key(.pageDown)])
        #expect(KeySequences([(bytes: [0x7F], key: .delete)]).key(for: [0x7F]) == nil, "single bytes are characters")
    }

    // MARK: Mouse

    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> [UInt8] {
        Array("\u{1B}[<\(code);\(x);\(y)\(release ? "m" : "M")".utf8)
    }

    static func x10(_ code: Int, _ x: Int, _ y: Int) -> [UInt8] {
        [0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(32 + x), UInt8(32 + y)]
    }

    @Test func sgrReportsPastColumn223() {
        #expect(Self.decode(Self.sgr(0, 230, 2)) == [.mouse(.init(.press, column: 229, row: 1))])
        #expect(Self.decode(Self.sgr(32, 1000, 2)) == [.mouse(.init(.motion, column: 999, row: 1))])
        #expect(Self.decode(Self.sgr(0, 230, 2, release: true)) == [.mouse(.init(.release, column: 229, row: 1))])
        #expect(Self.decode(Self.sgr(64, 5, 5)) == [.mouse(.init(.wheelUp, column: 4, row: 4))])
        #expect(Self.decode(Self.sgr(65, 5, 5)) == [.mouse(.init(.wheelDown, column: 4, row: 4))])
        #expect(Self.decode(Self.sgr(2, 5, 5)) == [.mouse(.init(.other, column: 4, row: 4))], "right button")
        #expect(Self.decode(Self.sgr(4, 5, 5)) == [.mouse(.init(.press, column: 4, row: 4))], "shift-click is a click")
        #expect(Self.decode(Self.sgr(35, 5, 5)) == [.mouse(.init(.other, column: 4, row: 4))], "motion, no button")
    }

    @Test func x10ReportsWithBytesPast127() {
        #expect(Self.decode(Self.x10(0, 11, 3)) == [.mouse(.init(.press, column: 10, row: 2))])
        #expect(Self.decode(Self.x10(32, 12, 3)) == [.mouse(.init(.motion, column: 11, row: 2))])
        #expect(Self.decode(Self.x10(3, 12, 3)) == [.mouse(.init(.release, column: 11, row: 2))])
        #expect(Self.decode(Self.x10(65, 1, 1)) == [.mouse(.init(.wheelDown, column: 0, row: 0))])
        // Column 200 is byte 232: not UTF-8, and must not be taken as text.
        #expect(Self.decode(Self.x10(0, 200, 1) + [0x71]) == [.mouse(.init(.press, column: 199, row: 0)), .character("q")])
    }

    @Test("A press after a lost release is a press in both encodings, not motion")
    func aPressIsAPressWhateverCameBefore() {
        let sgr = Self.sgr(0, 10, 2) + Self.sgr(32, 20, 2) + Self.sgr(0, 30, 5)
        #expect(Self.decode(sgr).map(Self.kind) == [.press, .motion, .press])
        let x10 = Self.x10(0, 10, 2) + Self.x10(32, 20, 2) + Self.x10(0, 30, 5)
        #expect(Self.decode(x10).map(Self.kind) == [.press, .motion, .press])
    }

    static func kind(_ input: TerminalInput) -> TerminalInput.MouseReport.Kind? {
        if case .mouse(let report) = input { return report.kind }
        return nil
    }

    @Test func mouseReportsSplitAcrossReads() {
        let bytes = Self.sgr(0, 230, 2) + Self.x10(32, 12, 3) + Self.sgr(0, 231, 2, release: true)
        let expected: [TerminalInput] = [.mouse(.init(.press, column: 229, row: 1)), .mouse(.init(.motion, column: 11, row: 2)),
                                         .mouse(.init(.release, column: 230, row: 1))]
        #expect(Self.decodeBytewise(bytes) == expected)
        for cut in 1..<bytes.count {
            var decoder = ByteDecoder()
            let inputs = decoder.feed(Array(bytes[..<cut]), now: 0) + decoder.feed(Array(bytes[cut...]), now: 0.01)
            #expect(inputs == expected, "cut at \(cut)")
        }
    }

    @Test func hostileNumbersDoNotOverflow() {
        let inputs = Self.decode("\u{1B}[<0;99999999999999999999999;3M")
        #expect(inputs.count == 1)
        #expect(Self.decode("\u{1B}[<0;;3M") == [], "a missing coordinate")
        #expect(Self.decode("\u{1B}[<0;1M") == [], "two numbers")
    }

    // MARK: Paste

    static func pasted(_ text: String) -> [UInt8] { Array("\u{1B}[200~\(text)\u{1B}[201~".utf8) }

    @Test func aPasteIsOneEventWithItsText() {
        #expect(Self.decode(Self.pasted("sudo apt-get install -y tmux jq\r")) == [.paste("sudo apt-get install -y tmux jq\r")])
        #expect(Self.decode(Self.pasted("q\u{1B}[A\u{3}")) == [.paste("q\u{1B}[A\u{3}")], "keys inside are text")
        #expect(Self.decode(Array("a".utf8) + Self.pasted("科技") + Array("b".utf8))
                == [.character("a"), .paste("科技"), .character("b")])
        #expect(Self.decode(Self.pasted("")) == [.paste("")])
        #expect(Self.decode(Array("\u{1B}[200~".utf8) + [0xFF, 0x61] + Array("\u{1B}[201~".utf8)) == [.paste("a")],
                "invalid UTF-8 dropped")
    }

    @Test func aPasteSplitAnywhereIsStillOnePaste() {
        let bytes = Self.pasted("Tech\nq") + Array("x".utf8)
        #expect(Self.decodeBytewise(bytes) == [.paste("Tech\nq"), .character("x")])
        for cut in 1..<bytes.count {
            var decoder = ByteDecoder()
            let inputs = decoder.feed(Array(bytes[..<cut]), now: 0) + decoder.feed(Array(bytes[cut...]), now: 0.01)
            #expect(inputs == [.paste("Tech\nq"), .character("x")], "cut at \(cut)")
        }
    }

    @Test func aPasteNeverClosedEndsAfterItsIdleLimit() {
        var decoder = ByteDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~qqq\u{1B}[20".utf8), now: 0) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.expire(now: ByteDecoder.pasteIdleLimit / 2) == [], "still open")
        #expect(decoder.deadline == ByteDecoder.pasteIdleLimit)
        #expect(decoder.expire(now: ByteDecoder.pasteIdleLimit) == [.paste("qqq\u{1B}[20")])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(Array("q".utf8), now: 2) == [.character("q")], "keys are keys again")
    }

    @Test func aHugePasteIsCappedAndTheRestNeverBecomesKeys() {
        var decoder = ByteDecoder()
        var inputs = decoder.feed(Array("\u{1B}[200~".utf8), now: 0)
        let chunk = [UInt8](repeating: UInt8(ascii: "q"), count: 10_000)
        for index in 0..<20 { inputs += decoder.feed(chunk, now: Double(index) * 0.01) }
        inputs += decoder.feed(Array("\u{1B}[201~x".utf8), now: 0.5)
        #expect(inputs.count == 2)
        if case .paste(let text) = inputs.first { #expect(text.utf8.count == ByteDecoder.pasteByteLimit) }
        #expect(inputs.last == .character("x"))
    }

    @Test("Nested paste markers: the paste runs to the end marker matching its start (issue 26, item 8)")
    func nestedPasteMarkersAreOnePaste() {
        let start = "\u{1B}[200~"
        let end = "\u{1B}[201~"
        let bytes = Array("\(start)abc \(start)def \(end) q \(end)x".utf8)
        let whole: [TerminalInput] = [.paste("abc \(start)def \(end) q "), .character("x")]
        #expect(Self.decode(bytes) == whole, "the q between the end markers is text, not a key")
        #expect(Self.decodeBytewise(bytes) == whole, "split anywhere")
        for cut in 1..<bytes.count {
            var decoder = ByteDecoder()
            let inputs = decoder.feed(Array(bytes[..<cut]), now: 0) + decoder.feed(Array(bytes[cut...]), now: 0.001)
            #expect(inputs == whole, "cut at \(cut)")
        }
        let deep = Array("\(start)1\(start)2\(start)3\(end)\(end)q\(end)w".utf8)
        #expect(Self.decode(deep) == [.paste("1\(start)2\(start)3\(end)\(end)q"), .character("w")])
        // A start that is never matched: the paste stays open until its idle limit, keys stay text.
        var decoder = ByteDecoder()
        #expect(decoder.feed(Array("\(start)a\(start)b\(end)q".utf8), now: 0) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.expire(now: ByteDecoder.pasteIdleLimit) == [.paste("a\(start)b\(end)q")])
        #expect(decoder.feed(Array("\(start)z\(end)".utf8), now: 2) == [.paste("z")], "the next paste starts afresh")
    }
}
