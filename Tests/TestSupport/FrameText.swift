import EditorKit

/// A frame as text, for whole-screen comparisons.
///
/// Lines are normalised the same way on both sides of a comparison: text lines lose trailing
/// spaces, style lines trailing `.` (plain), so expected screens can be written in the test
/// source without invisible padding. The number of lines always counts: one per screen row.
public enum FrameText {
    /// Each row's text (a wide character once; its continuation cell is not repeated), without
    /// trailing spaces.
    public static func lines(of frame: Frame) -> [String] {
        (0..<frame.rows).map { trimmedText(frame.line($0)) }
    }

    /// Each row's styles, one legend letter per column (a wide character's two columns both
    /// show its style), without trailing plain cells.
    public static func styleLines(of frame: Frame, legend: ScreenLegend = .standard) -> [String] {
        (0..<frame.rows).map { row in
            var line = ""
            for column in 0..<frame.columns { line.append(legend.letter(for: frame[column, row].style)) }
            return trimmedStyles(line)
        }
    }

    /// Splits a multi-line string literal into normalised text lines.
    public static func expectedText(_ literal: String) -> [String] {
        split(literal).map(trimmedText)
    }

    /// Splits a multi-line string literal into normalised style lines.
    public static func expectedStyles(_ literal: String) -> [String] {
        split(literal).map(trimmedStyles)
    }

    /// Lines as the body of a Swift multi-line string literal, to paste into a test once the
    /// screen has been checked by eye.
    public static func literal(_ lines: [String], indent: String = "        ") -> String {
        "\"\"\"\n" + lines.map { indent + $0 + "\n" }.joined() + indent + "\"\"\""
    }

    static func split(_ literal: String) -> [String] {
        literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func trimmedText(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    static func trimmedStyles(_ line: String) -> String {
        var line = Substring(line)
        while line.last == "." { line = line.dropLast() }
        return String(line)
    }
}
