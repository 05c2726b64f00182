import ChannelCore

/// What a label does with one scalar of a name so that every common terminal draws the label
/// in exactly the columns the layout gives it (docs/DECISIONS.md, "Widths every terminal
/// agrees on", has the table and the terminals it was measured in).
package enum LabelScalar: Equatable {
    /// Drawn as itself, this many columns wide.
    case draw(width: Int)
    /// Left out: it only joins or restyles its neighbours, which terminals do differently.
    case drop
    /// Drawn as this text instead, this many columns wide.
    case replace(String, width: Int)

    /// The newest Unicode version whose scalars a label draws: terminals' width tables lag
    /// behind Unicode, and a scalar one of them does not know is drawn 0, 1 or 2 columns wide.
    static let newestVersion = (major: 12, minor: 1)

    static let questionMark = LabelScalar.replace("?", width: 1)

    /// The treatment of `scalar` when the terminal's width table (`systemWidth`) says `width`.
    package static func of(_ scalar: Unicode.Scalar, systemWidth width: Int) -> LabelScalar {
        let value = scalar.value
        if PrintableASCII.contains(value) { return width == 1 ? .draw(width: 1) : questionMark }
        // Latin letters, punctuation, arrows, box drawing (the footer's ↑↓←→, the badge ×, a
        // name's é): one column in `UnicodeWidth`, and what the checks below accept when the
        // terminal agrees, without looking up their properties (LabelWidthTests checks every
        // one of them against `checked`). They are drawn on every frame.
        if LabelScalar.commonNarrow.contains(where: { $0.contains(value) }), width == 1, UnicodeWidth.of(scalar) == 1 {
            return .draw(width: 1)
        }
        return checked(scalar, systemWidth: width)
    }

    /// The ranges `of` draws without the full checks when both tables say one column.
    package static let commonNarrow: [ClosedRange<UInt32>] = [
        0x00A1...0x00AC, 0x00AE...0x024F, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x257F,
    ]

    /// `of` without its shortcuts for common symbols: every check.
    package static func checked(_ scalar: Unicode.Scalar, systemWidth width: Int) -> LabelScalar {
        let value = scalar.value
        if PrintableASCII.contains(value) { return width == 1 ? .draw(width: 1) : questionMark }
        // CJK Unified Ideographs assigned by Unicode 12.1 (most of a Chinese name): letters, no
        // emoji, two columns in `UnicodeWidth`; what the checks below find, without looking up
        // their properties for every scalar (LabelWidthTests checks the premise).
        if (0x4E00...0x9FEF).contains(value) { return width == 2 ? .draw(width: 2) : questionMark }
        if scalar.isControlCharacter {
            // C0 in caret notation (ESC is ^[), DEL as ^?, C1 as ?.
            if value < 0x20 { return .replace("^" + String(Unicode.Scalar(UInt8(value + 0x40))), width: 2) }
            return value == 0x7F ? .replace("^?", width: 2) : questionMark
        }
        if isBidiControl(value) { return questionMark }
        if (0x1F1E6...0x1F1FF).contains(value) {
            // A regional indicator: alone, one or two columns; in pairs, a flag (two). Its letter
            // is one everywhere: the flag of the United States reads "US".
            return .replace(String(Unicode.Scalar(UInt8(value - 0x1F1E6) + UInt8(ascii: "A"))), width: 1)
        }
        let properties = scalar.properties
        if isJoiner(value, properties) { return .drop }
        guard let age = properties.age,
              age.major < newestVersion.major || (age.major == newestVersion.major && age.minor <= newestVersion.minor),
              !properties.isNoncharacterCodePoint
        else { return questionMark }
        switch properties.generalCategory {
        case .spacingMark, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .control:
            // Spacing marks (Devanagari's vowel signs) are one column in most terminals, none
            // in others; the separators are a line break to some.
            return questionMark
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return questionMark }
        let table = UnicodeWidth.of(scalar)
        if table < 0 || table != width { return questionMark }
        // Wide characters with a text presentation by default (〰, ㊗): narrow in some terminals.
        if table == 2, properties.isEmoji, !properties.isEmojiPresentation { return questionMark }
        return .draw(width: table)
    }

    /// Scalars that join, select a presentation for or restyle their neighbours, which some
    /// terminals then draw as one glyph: zero-width (non-)joiners, variation selectors, emoji
    /// skin-tone modifiers, tag characters, the enclosing keycap, and the other invisible format
    /// characters (soft hyphen, zero-width space, word joiner, byte-order mark, ...).
    private static func isJoiner(_ value: UInt32, _ properties: Unicode.Scalar.Properties) -> Bool {
        properties.isJoinControl || properties.isVariationSelector || properties.isEmojiModifier
            || value == 0x20E3 || properties.generalCategory == .format
    }

    /// Marks that reorder text (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM):
    /// shown as `?`, so a name cannot reverse the text after it.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
