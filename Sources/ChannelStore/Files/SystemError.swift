import Glibc

/// Text for operating-system error numbers.
enum SystemError {
    /// `strerror(code)`, e.g. "Permission denied".
    static func text(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    /// The text for the current `errno`.
    static var current: String { text(errno) }
}
