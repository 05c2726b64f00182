import ChannelCore
import Testing

/// `Unicode.Scalar.isControlCharacter`, the one test for control characters: C0, DEL and C1.
@Suite struct ControlCharacterTests {
    @Test func c0DelAndC1AreControlsAndTheirNeighboursAreNot() throws {
        for value: UInt32 in [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F] {
            #expect(try #require(Unicode.Scalar(value)).isControlCharacter, "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x20, 0x41, 0x7E, 0xA0, 0xAD, 0x200B, 0x202E, 0x4E2D] {
            #expect(try !#require(Unicode.Scalar(value)).isControlCharacter, "U+\(String(value, radix: 16))")
        }
    }
}
