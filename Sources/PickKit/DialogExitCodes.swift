import Glibc

/// dialog's exit statuses, and the `DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_HELP`, `DIALOG_EXTRA`,
/// `DIALOG_ITEM_HELP`, `DIALOG_TIMEOUT`, `DIALOG_ESC` and `DIALOG_ERROR` variables with which a
/// script remaps them, read as dialog 1.3 reads them (util.c, `dlg_exit` and
/// `dlg_getenv_num`): the whole value must be a C number (`strtol` base 0: leading blanks, a
/// sign, decimal, `0x` hex or `0` octal, nothing after it), else the variable is ignored; the
/// number is cut to an `int` and the shell sees its low 8 bits. Only in dialog's form: whiptail
/// reads none of them (README, "dialog's and whiptail's forms").
package struct DialogExitCodes: Equatable, Sendable {
    /// What ended the session, as dialog names it.
    package enum Exit: CaseIterable, Sendable {
        case ok, cancel, help, extra, itemHelp, timeout, escape, error

        /// dialog's own status (DLG_EXIT_*); `error` is -1, which the shell sees as 255.
        package var code: Int32 {
            switch self {
            case .ok: return 0
            case .cancel: return 1
            case .help: return 2
            case .extra: return 3
            case .itemHelp: return 4
            case .timeout: return 5
            case .escape: return 255
            case .error: return -1
            }
        }

        package var variable: String {
            switch self {
            case .ok: return "DIALOG_OK"
            case .cancel: return "DIALOG_CANCEL"
            case .help: return "DIALOG_HELP"
            case .extra: return "DIALOG_EXTRA"
            case .itemHelp: return "DIALOG_ITEM_HELP"
            case .timeout: return "DIALOG_TIMEOUT"
            case .escape: return "DIALOG_ESC"
            case .error: return "DIALOG_ERROR"
            }
        }
    }

    /// The variables that hold a number, as dialog's `int`.
    private let overrides: [Exit: Int32]

    package init(environment: [String: String]) {
        var overrides: [Exit: Int32] = [:]
        for exit in Exit.allCases {
            if let text = environment[exit.variable], let number = DialogExitCodes.number(text) { overrides[exit] = number }
        }
        self.overrides = overrides
    }

    /// True when the variable holds a number: `DIALOG_TIMEOUT` then makes a timeout an error
    /// of its own instead of Esc (ui_getc.c).
    package func isSet(_ exit: Exit) -> Bool { overrides[exit] != nil }

    /// The status the shell sees. Item help is Help's status unless `DIALOG_ITEM_HELP` is set
    /// (dialog's rule since 2004: the item-help button used to exit as OK).
    package func status(_ exit: Exit) -> Int32 {
        var code = exit.code
        if let override = overrides[exit] {
            code = override
        } else if exit == .itemHelp {
            return status(.help)
        }
        return code & 0xFF
    }

    /// An error's status: `DIALOG_ERROR` when set; else channel-editor's own (64 usage, 65 bad
    /// data, 66 missing input, …), where dialog says 255 for every error.
    package func errorStatus(otherwise status: Int32) -> Int32 {
        isSet(.error) ? self.status(.error) : status
    }

    /// `strtol(text, &end, 0)` that must end at the end of the text, cut to an `int`.
    package static func number(_ text: String) -> Int32? {
        text.withCString { start -> Int32? in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtol(start, &end, 0)
            guard let end, UnsafePointer(end) != start, end.pointee == 0 else { return nil }
            return Int32(truncatingIfNeeded: value)
        }
    }
}
