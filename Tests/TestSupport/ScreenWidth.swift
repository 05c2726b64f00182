import CursesTerminal
import EditorKit
import Glibc

/// Display widths for tests, from the table the terminal front end uses at run time.
public enum TestWidth {
    /// `SystemWidth.wcwidth` (the C library's `wcwidth`, what ncursesw draws with) under the
    /// `C.UTF-8` locale: 2 for wide (CJK) characters, 0 for combining marks, 1 for most others,
    /// -1 for non-printable ones. glibc's table does not depend on which UTF-8 locale is chosen
    /// (ambiguous-width characters such as `…`, `×` and `─` are always 1). `UnicodeWidthTests`
    /// checks that the pure `UnicodeWidth` table is the same for every scalar.
    ///
    /// The locale is set once, the first time this is used (only `LC_CTYPE`, which is what
    /// `wcwidth` reads).
    public static let wcwidth: ScalarWidth = { scalar in
        _ = localeIsSet
        return SystemWidth.wcwidth(scalar)
    }

    /// True when `setlocale(LC_CTYPE, "C.UTF-8")` succeeded.
    public static let localeIsSet: Bool = setlocale(LC_CTYPE, "C.UTF-8") != nil

    /// The width of a whole string under `wcwidth` (non-printable scalars count as 0).
    public static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, wcwidth($1)) }
    }
}
