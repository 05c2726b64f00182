/// The terminal's own key strings (terminfo's `kcuu1`, `khome`, `kf1`, ...), which win over the
/// built-in meaning of the same bytes in `EscapeSequence`. Only sequences that start with ESC
/// are kept: single control bytes (`kbs` = DEL or ^H) are decoded as characters already.
package struct KeySequences: Sendable {
    private var keys: [[UInt8]: TerminalInput.SpecialKey] = [:]

    package init(_ entries: [(bytes: [UInt8], key: TerminalInput.SpecialKey)] = []) {
        for entry in entries where entry.bytes.count >= 2 && entry.bytes[0] == EscapeSequence.escape {
            keys[entry.bytes] = entry.key
        }
    }

    /// The terminfo capabilities read for the keys the editor uses.
    static let capabilities: [(name: String, key: TerminalInput.SpecialKey)] = [
        ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home),
        ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown), ("kcbt", .backTab), ("kent", .enter),
        ("kdch1", .delete), ("kLFT", .shiftLeft), ("kRIT", .shiftRight), ("kf1", .help),
    ]

    package func key<Bytes: Collection<UInt8>>(for bytes: Bytes) -> TerminalInput.SpecialKey? {
        keys.isEmpty ? nil : keys[Array(bytes)]
    }

    /// True when `bytes` is the start of one of the terminal's strings (wait for the rest).
    func isPrefix(_ bytes: ArraySlice<UInt8>) -> Bool {
        keys.keys.contains { $0.count > bytes.count && $0.starts(with: bytes) }
    }
}
