import Glibc

/// Whether the terminfo database has an entry for a terminal type, looked up the way ncurses
/// does, without starting curses: so that a start with an unknown `TERM` fails before anything
/// is created or moved (`--reset`, a new file), not after (issue 10.9 / 14.8).
enum TerminfoLookup {
    /// The folders ncurses searches, in order: `$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`
    /// (an empty entry stands for the system folders), then the system folders.
    static func folders(environment: [String: String]) -> [String] {
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        var result: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { result.append(own) }
        if let home = environment["HOME"], !home.isEmpty { result.append(home + "/.terminfo") }
        if let dirs = environment["TERMINFO_DIRS"] {
            for entry in dirs.split(separator: ":", omittingEmptySubsequences: false) {
                if entry.isEmpty { result += system } else { result.append(String(entry)) }
            }
        }
        return result + system
    }

    /// True when `name` is a plausible terminal type (no `/`, no control character, not `.`
    /// or `..`) with an entry in one of `folders` (`<folder>/<first letter>/<name>`, or the
    /// first letter in hex, as on case-insensitive file systems).
    static func knows(_ name: String, environment: [String: String]) -> Bool {
        guard isPlausible(name), let first = name.utf8.first else { return false }
        let letter = String(UnicodeScalar(first))
        let hex = String(first, radix: 16)
        for folder in folders(environment: environment) {
            for sub in [letter, hex] {
                var info = stat()
                if stat(folder + "/" + sub + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return true }
            }
        }
        return false
    }

    static func isPlausible(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
            && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 < 0x20 || $0 == 0x7F }
    }
}
