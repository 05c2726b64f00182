import Glibc

import EditorKit

/// Display widths for tests, from the same table the terminal front end uses.
public enum TestWidth {
    /// The C library's `wcwidth` under the `C.UTF-8` locale: 2 for wide (CJK) characters, 0 for
    /// combining marks, 1 for most others, -1 for non-printable ones. glibc's table does not
    /// depend on which UTF-8 locale is chosen (ambiguous-width characters such as `…`, `×` and
    /// `─` are always 1), so the tests measure exactly what ncursesw draws.
    ///
    /// The locale is set once, the first time this is used (only `LC_CTYPE`, which is what
    /// `wcwidth` reads). `EditorKitTests` checks that the locale took (CJK measures 2).
    public static let wcwidth: ScalarWidth = { scalar in
        _ = localeIsSet
        guard let function = cWcwidth else { return -1 }
        return Int(function(wchar_t(bitPattern: scalar.value)))
    }

    /// glibc declares `wcwidth` only under `_XOPEN_SOURCE`, which Swift's Glibc module does not
    /// define, so the function is looked up in the C library at run time instead.
    private typealias CWcwidth = @convention(c) (wchar_t) -> Int32
    private static let cWcwidth: CWcwidth? = {
        guard let symbol = dlsym(nil, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: CWcwidth.self)
    }()

    /// True when `setlocale(LC_CTYPE, "C.UTF-8")` succeeded.
    public static let localeIsSet: Bool = setlocale(LC_CTYPE, "C.UTF-8") != nil

    /// The width of a whole string under `wcwidth` (non-printable scalars count as 0).
    public static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, wcwidth($1)) }
    }
}
