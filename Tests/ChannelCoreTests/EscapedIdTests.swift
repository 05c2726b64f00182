import ChannelCore
import Testing

/// Issue 39 items 6 and 7: ids printed for a command to take back never collide, and
/// bidirectional marks never reach a line of output raw.
@Suite("Escaped ids and bidi marks")
struct EscapedIdTests {
    static let ids = [
        "http://x/\\u001b", "http://x/\u{1B}", "http://x/\\\u{1B}", "http://x/y\tz", "http://x/y\\tz", "C:\\Users\\tv.m3u",
        "a\\\\b", "end\\", "\\", "\\\\", "http://x/\u{202E}gpj.exe", "http://x/\\\u{202E}", "plain", "a\\u00zz", "\\n\n",
    ]

    @Test("an escaped id reads back as itself, and no two print alike", arguments: ids)
    func roundTrip(_ id: String) {
        let printed = MessageText.id(id)
        #expect(MessageText.unescapedId(printed) == id, "\(printed)")
        #expect(!printed.unicodeScalars.contains { $0.isControlCharacter || $0.isBidiControl }, "\(printed)")
    }

    @Test func distinctIdsPrintDistinctly() {
        #expect(Set(Self.ids.map(MessageText.id)).count == Self.ids.count)
    }

    @Test func plainIdsAndBackslashesThatStartNoEscapePrintAsTheyAre() {
        #expect(MessageText.id("http://a/b?c=1") == "http://a/b?c=1")
        #expect(MessageText.id("C:\\Users\\me") == "C:\\Users\\me")
        #expect(MessageText.id("http://x/\\u001b") == "http://x/\\\\u001b")
        #expect(MessageText.id("http://x/\u{1B}") == "http://x/\\u001b")
    }

    @Test("bidi marks are escaped in messages, fields and ids", arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C])
    func bidiMarks(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = "a" + String(Character(scalar)) + "b"
        let escaped = "a\\u" + MessageText.hex4(value) + "b"
        #expect(MessageText.escaped(text) == escaped)
        #expect(MessageText.field(text) == escaped)
        #expect(MessageText.quoted(text) == "\"" + escaped + "\"")
        #expect(MessageText.id(text) == escaped)
    }
}
