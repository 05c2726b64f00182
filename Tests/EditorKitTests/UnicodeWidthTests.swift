import EditorKit
import Testing
import TestSupport

/// `UnicodeWidth`, the pure table, is the C library's `wcwidth` (the table ncursesw draws with)
/// for every scalar: the layout measured with either is the same.
@Suite struct UnicodeWidthTests {
    @Test func everyScalarMeasuresAsTheCLibraryMeasuresIt() {
        #expect(TestWidth.localeIsSet)
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let (table, system) = (UnicodeWidth.of(scalar), TestWidth.wcwidth(scalar))
            if table != system { differences.append("U+\(String(value, radix: 16, uppercase: true)): \(table), wcwidth \(system)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(20).joined(separator: "; "))")
    }

    @Test(arguments: [
        (0x41, 1), (0x1B, -1), (0x0, 0), (0x9B, -1), (0xAD, 1), (0x301, 0), (0x200B, 0), (0x4E2D, 2),
        (0x1F600, 2), (0x2026, 1), (0x1160, 0), (0x2028, -1), (0xFF21, 2), (0x1FAE8, -1), (0xE000, 1),
    ] as [(UInt32, Int)])
    func samples(value: UInt32, width: Int) throws {
        #expect(UnicodeWidth.of(try #require(Unicode.Scalar(value))) == width)
    }
}
