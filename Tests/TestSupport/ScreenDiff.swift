/// A readable report of two screens that differ: both listed in full with row numbers, every
/// differing row marked with `>`, and where the first difference is.
public enum ScreenDiff {
    /// nil when `expected` and `actual` are the same lines; otherwise the report.
    public static func report(expected: [String], actual: [String], title: String, note: String? = nil) -> String? {
        guard expected != actual else { return nil }
        let rows = max(expected.count, actual.count)
        var differing: [Int] = []
        for row in 0..<rows where line(expected, row) != line(actual, row) { differing.append(row) }
        var text = "\(title) differs"
        if expected.count != actual.count { text += " (expected \(expected.count) rows, got \(actual.count))" }
        if let first = differing.first {
            let column = firstDifference(line(expected, first) ?? "", line(actual, first) ?? "")
            text += "; first at row \(first), character \(column)"
        }
        text += "\n"
        if let note { text += note + "\n" }
        text += block("expected", expected, marking: differing)
        text += block("actual", actual, marking: differing)
        return text
    }

    private static func line(_ lines: [String], _ row: Int) -> String? {
        lines.indices.contains(row) ? lines[row] : nil
    }

    private static func firstDifference(_ a: String, _ b: String) -> Int {
        var index = 0
        for (x, y) in zip(a, b) {
            if x != y { return index }
            index += 1
        }
        return index
    }

    private static func block(_ name: String, _ lines: [String], marking differing: [Int]) -> String {
        var text = "--- \(name):\n"
        for (row, content) in lines.enumerated() {
            let mark = differing.contains(row) ? ">" : " "
            let number = String(row)
            text += "\(mark)\(String(repeating: " ", count: max(0, 3 - number.count)))\(number)|\(content)|\n"
        }
        return text
    }
}
