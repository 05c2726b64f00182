import ChannelCore

/// A pure width table equal to glibc 2.36's `wcwidth` under a UTF-8 locale (Unicode 14.0): the
/// table ncursesw and most terminals draw with, without a locale or a C library. Labels check
/// every scalar against it and against the run-time width (`LabelMaker`); the benchmark and the
/// tests measure with it. `WidthTableTests` compares it with the C library's `wcwidth`.
///
/// - -1: controls, surrogates, unassigned scalars (and those newer than Unicode 14.0), U+2028
///   and U+2029;
/// - 0: nonspacing and enclosing marks, format characters (but U+00AD and the prepended
///   concatenation marks, which glibc draws), Hangul medial vowels and final consonants;
/// - 2: East Asian Wide and Fullwidth (`UnicodeWidth.wide`), emoji presentation included;
/// - 1: everything else, East Asian Ambiguous included (as in every UTF-8 locale).
package enum UnicodeWidth {
    package static let table: ScalarWidth = { of($0) }

    /// The columns of one scalar.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.isControlCharacter { return value == 0 ? 0 : -1 }
        if value < 0x7F { return 1 }
        let properties = scalar.properties
        guard let age = properties.age, age.major < 14 || (age.major == 14 && age.minor == 0) else { return -1 }
        switch properties.generalCategory {
        case .control, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator:
            return -1
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format:
            return drawnFormat(value) ? 1 : 0
        default:
            break
        }
        // Hangul medial vowels and final consonants; U+1171E, a nonspacing mark until Unicode 15.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x1171E { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// The width of a whole string (non-printable scalars count as 0).
    package static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, of($1)) }
    }

    /// Format characters glibc gives a column: the soft hyphen and the prepended concatenation
    /// marks (Arabic number signs and the like, which carry a visible glyph).
    private static func drawnFormat(_ value: UInt32) -> Bool {
        value == 0xAD || (0x600...0x605).contains(value) || value == 0x6DD || value == 0x70F
            || value == 0x890 || value == 0x891 || value == 0x8E2 || value == 0x110BD || value == 0x110CD
    }

    /// True for East Asian Wide and Fullwidth scalars.
    static func isWide(_ value: UInt32) -> Bool {
        let index = wide.partitionPoint { $0.upperBound < value }
        return index < wide.endIndex && wide[index].contains(value)
    }
}
