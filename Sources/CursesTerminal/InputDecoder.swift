import CNCursesW

/// Turns what `wget_wch` and `getmouse` return into `TerminalInput`.
enum InputDecoder {
    static func decode(status: Int32, character: wint_t) -> TerminalInput? {
        if status == ERR { return nil }
        if status == KEY_CODE_YES { return decodeKey(Int32(bitPattern: character)) }
        guard let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
        // Some terminals send DEL or Ctrl-H for Backspace, and CR for Enter.
        switch scalar.value {
        case 0x7F, 0x08: return .key(.backspace)
        case 0x0D, 0x0A: return .key(.enter)
        default: return .character(scalar)
        }
    }

    private static func decodeKey(_ code: Int32) -> TerminalInput? {
        switch code {
        case ce_key_resize(): return .resize
        case ce_key_mouse(): return decodeMouse()
        case ce_key_up(): return .key(.up)
        case ce_key_down(): return .key(.down)
        case ce_key_left(): return .key(.left)
        case ce_key_right(): return .key(.right)
        case ce_key_home(): return .key(.home)
        case ce_key_end(): return .key(.end)
        case ce_key_ppage(): return .key(.pageUp)
        case ce_key_npage(): return .key(.pageDown)
        case ce_key_btab(): return .key(.backTab)
        case ce_key_enter(): return .key(.enter)
        case ce_key_backspace(): return .key(.backspace)
        case ce_key_dc(): return .key(.delete)
        case ce_key_sleft(): return .key(.shiftLeft)
        case ce_key_sright(): return .key(.shiftRight)
        case ce_key_f1(): return .key(.help)
        default: return nil
        }
    }

    private static func decodeMouse() -> TerminalInput? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return report(event)
    }

    /// One curses mouse event as input, or nil for a button state the editor ignores.
    private static func report(_ event: MEVENT) -> TerminalInput? {
        kind(of: event.bstate).map { .mouse(.init($0, column: Int(event.x), row: Int(event.y))) }
    }

    /// Further mouse events curses queued while reading one report: when several reports
    /// arrive in one read (a fast drag, a slow link) curses takes them all at once and hands
    /// out one KEY_MOUSE; the rest wait in its queue, and would be lost if not drained.
    static func queuedMouseEvents() -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        var event = MEVENT()
        while inputs.count < 256, getmouse(&event) == OK {
            if let input = report(event) { inputs.append(input) }
        }
        return inputs
    }

    /// Classifies a button state. Order matters: a report may carry the position flag as well.
    static func kind(of state: mmask_t) -> TerminalInput.MouseReport.Kind? {
        if state & ce_button4_pressed() != 0 { return .wheelUp }
        if ce_button5_pressed() != 0, state & ce_button5_pressed() != 0 { return .wheelDown }
        if state & ce_button1_pressed() != 0 { return .press }
        if state & ce_button1_released() != 0 { return .release }
        if state & (ce_button1_clicked() | ce_button1_double_clicked() | ce_button1_triple_clicked()) != 0 { return .click }
        if state & ce_report_mouse_position() != 0 { return .motion }
        if state & (ce_button2_pressed() | ce_button3_pressed()) != 0 { return .other }
        return nil
    }
}
