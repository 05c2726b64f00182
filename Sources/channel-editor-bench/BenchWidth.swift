import EditorKit

/// A small, deterministic width table for the benchmark (no locale, no libc): printable ASCII
/// and most scalars are one column, the common CJK blocks two, combining marks zero, controls
/// non-printable. Close enough to `wcwidth` for the names the benchmark makes.
enum BenchWidth {
    static let table: ScalarWidth = { scalar in
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return -1 }
        if value < 0x7F { return 1 }
        if (0x0300...0x036F).contains(value) { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x2_0000...0x3_FFFD).contains(value) {
            return 2
        }
        return 1
    }
}
