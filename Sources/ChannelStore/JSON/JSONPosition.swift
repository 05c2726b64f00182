/// A place in a JSON text: 1-based line, and 1-based column counted in Unicode scalars
/// (a tab, a CJK character and an emoji each count as one column).
struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 3, column 12`.
    var description: String { "line \(line), column \(column)" }
}
