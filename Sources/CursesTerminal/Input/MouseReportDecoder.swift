/// Mouse reports as xterm sends them, SGR (`ESC [ < b ; x ; y M`, release `m`, coordinates
/// from 1, any size) and X10 (`ESC [ M` and three bytes, each value + 32). Both carry the
/// same button code: the low two bits the button (3 = release in X10), +4 shift, +8 meta,
/// +16 ctrl, +32 motion, +64 wheel, +128 buttons 8-11. The kind is decided from the report
/// alone (a press is a press even while a drag is believed to be under way).
enum MouseReportDecoder {
    static func report(code: Int, column: Int, row: Int, released: Bool) -> TerminalInput.MouseReport {
        TerminalInput.MouseReport(kind(code: code, released: released), column: column, row: row)
    }

    static func kind(code: Int, released: Bool) -> TerminalInput.MouseReport.Kind {
        let button = code & 3
        if code & 128 != 0 { return .other }
        if code & 64 != 0 {
            if released { return .other }
            switch button {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return .other  // horizontal wheel
            }
        }
        if released { return button == 0 ? .release : .other }
        if button == 3 { return code & 32 != 0 ? .other : .release }  // hover motion / X10 release
        if code & 32 != 0 { return button == 0 ? .motion : .other }
        return button == 0 ? .press : .other
    }

    /// The three X10 bytes after `ESC [ M`.
    static func x10(_ code: UInt8, _ x: UInt8, _ y: UInt8) -> TerminalInput {
        .mouse(report(code: Int(code) - 32, column: Int(x) - 33, row: Int(y) - 33, released: false))
    }

    /// The parameters of an SGR report (the bytes after `<`, before `M`/`m`), or nil when they
    /// are not three numbers.
    static func sgr(parameters: ArraySlice<UInt8>, released: Bool) -> TerminalInput? {
        let numbers = EscapeSequence.numbers(parameters)
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return nil }
        return .mouse(report(code: code, column: x - 1, row: y - 1, released: released))
    }
}
