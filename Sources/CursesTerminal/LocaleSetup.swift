import CNCursesW

/// Makes the C library speak UTF-8 before curses starts: under the C locale wide characters
/// come out blank and `wcwidth` says -1 for every CJK name.
package enum LocaleSetup {
    /// Takes the user's locale; falls back to C.UTF-8 when it is not UTF-8.
    /// Returns the codeset in use.
    @discardableResult
    static func useUTF8() -> String {
        setlocale(LC_ALL, "")
        if !isUTF8(currentCodeset) {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        return currentCodeset
    }

    static var currentCodeset: String {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: codeset)
    }

    package static func isUTF8(_ codeset: String) -> Bool {
        let lower = codeset.lowercased()
        return lower == "utf-8" || lower == "utf8"
    }
}
