import Localization
import Testing

/// The `.mo` reader on catalogs built byte by byte here (both byte orders, plural and context
/// entries, damaged files); `CatalogCompletenessTests` reads the ones msgfmt compiled.
@Suite("Reading .mo files")
struct MOFileTests {
    /// A catalog as msgfmt lays it out: header, originals table, translations table, strings.
    static func catalog(_ pairs: [(String, String)], bigEndian: Bool = false, revision: UInt32 = 0) -> [UInt8] {
        func word(_ value: UInt32) -> [UInt8] {
            let bytes = [UInt8(value & 0xff), UInt8(value >> 8 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 24)]
            return bigEndian ? bytes.reversed() : bytes
        }
        let count = UInt32(pairs.count)
        let originals: UInt32 = 28
        let translations = originals + 8 * count
        var stringsStart = translations + 8 * count
        var tables: ([UInt8], [UInt8]) = ([], [])
        var strings: [UInt8] = []
        for (original, _) in pairs {
            tables.0 += word(UInt32(original.utf8.count)) + word(stringsStart + UInt32(strings.count))
            strings += Array(original.utf8) + [0]
        }
        for (_, translation) in pairs {
            tables.1 += word(UInt32(translation.utf8.count)) + word(stringsStart + UInt32(strings.count))
            strings += Array(translation.utf8) + [0]
        }
        stringsStart += 0
        return word(MOFile.magic) + word(revision) + word(count) + word(originals) + word(translations) + word(0) + word(0)
            + tables.0 + tables.1 + strings
    }

    @Test("Reads both byte orders", arguments: [false, true])
    func byteOrders(bigEndian: Bool) throws {
        let bytes = Self.catalog([("", "Content-Type: text/plain; charset=UTF-8\n"), ("My Channels", "我的频道"), ("%d of %d", "%d/%d 个")],
                                 bigEndian: bigEndian)
        #expect(try MOFile.messages(from: bytes) == ["My Channels": "我的频道", "%d of %d": "%d/%d 个"])
    }

    @Test("Plural entries keep the singular; empty translations are left out")
    func pluralAndEmpty() throws {
        let bytes = Self.catalog([("channel\0channels", "频道\0频道们"), ("untranslated", "")])
        #expect(try MOFile.messages(from: bytes) == ["channel": "频道"])
    }

    @Test("Minor revision 1 is read; major revision 2 is refused")
    func revisions() throws {
        #expect(try MOFile.messages(from: Self.catalog([("a", "b")], revision: 1)) == ["a": "b"])
        #expect(throws: MOFileError.unknownRevision(0x20000)) {
            try MOFile.messages(from: Self.catalog([("a", "b")], revision: 0x20000))
        }
    }

    @Test("Damaged files are refused, never read past the end")
    func damaged() throws {
        let good = Self.catalog([("My Channels", "我的频道")])
        #expect(throws: MOFileError.tooShort) { try MOFile.messages(from: Array(good.prefix(20))) }
        var magic = good
        magic[0] = 0
        #expect(throws: MOFileError.badMagic) { try MOFile.messages(from: magic) }
        #expect(throws: MOFileError.outOfBounds) { try MOFile.messages(from: Array(good.dropLast(3))) }
        var count = good
        count[8] = 0xff
        count[9] = 0xff
        #expect(throws: MOFileError.outOfBounds) { try MOFile.messages(from: count) }
        var invalid = good
        invalid[invalid.count - 2] = 0xff
        #expect(throws: MOFileError.notUTF8) { try MOFile.messages(from: invalid) }
        // Every truncation is refused or read, never a trap.
        for length in 0..<good.count { _ = try? MOFile.messages(from: Array(good.prefix(length))) }
    }
}
