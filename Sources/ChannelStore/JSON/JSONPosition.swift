import Localization

/// A place in a JSON text: 1-based line, and 1-based column counted in Unicode scalars
/// (a tab, a CJK character and an emoji each count as one column).
/// Stored in 32 bits each: every value of a large file carries one.
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    private let storedLine: Int32
    private let storedColumn: Int32

    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    /// `line 3, column 12`, in the user's language.
    var message: Message { .tr("line %d, column %d", line, column) }

    /// `line 3, column 12`.
    package var description: String { message.english }
}
