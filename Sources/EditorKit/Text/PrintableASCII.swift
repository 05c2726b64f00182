/// Printable ASCII (space to `~`): one column in every terminal and every width table, so the
/// labels and the frame take it as one column without asking the width table (docs/
/// DECISIONS.md, "Widths every terminal agrees on"). Most of what a frame draws is such text.
enum PrintableASCII {
    static func contains(_ value: UInt32) -> Bool { value >= 0x20 && value < 0x7F }

    /// True when every byte of `text` is printable ASCII: a tight loop over a native string's
    /// contiguous bytes.
    static func all(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.withContiguousStorageIfAvailable { $0.allSatisfy { contains(UInt32($0)) } }
            ?? bytes.allSatisfy { contains(UInt32($0)) }
    }
}
