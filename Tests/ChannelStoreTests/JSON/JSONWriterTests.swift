import ChannelStore
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    private func written(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func escapesQuotesBackslashesAndControls() {
        #expect(written("plain") == "\"plain\"")
        #expect(written("a\"b\\c") == #""a\"b\\c""#)
        #expect(written("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
        #expect(written("\u{0}\u{1}\u{1B}[31m\u{1F}") == #""\u0000\u0001\u001b[31m\u001f""#)
        #expect(written("del\u{7F} c1\u{85}\u{9B}") == #""del\u007f c1\u0085\u009b""#)
    }

    @Test func keepsOtherTextAsUTF8() {
        #expect(written("财经 😀 é / \u{A0}") == "\"财经 😀 é / \u{A0}\"")
        #expect(written("") == "\"\"")
    }

    @Test func writtenStringsParseBack() throws {
        let samples = ["", "a\"b", "\\", "\u{0}x\u{1F}\u{7F}\u{80}\u{9F}", "中文😀", String(repeating: "é\n", count: 1000)]
        for sample in samples {
            var writer = JSONWriter()
            writer.string(sample)
            #expect(try JSONParser.parse(writer.bytes).value == .string(sample))
        }
    }
}
