import CNCursesW
import EditorKit

/// The C library's `wcwidth`: the table ncurses draws with. Valid once a UTF-8 locale is set
/// (see `LocaleSetup`), which also makes the layout agree with the terminal.
public enum SystemWidth {
    public static let wcwidth: ScalarWidth = { scalar in
        Int(ce_wcwidth(scalar.value))
    }
}
