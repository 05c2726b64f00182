import Foundation

/// Pane state the reliability tests read from tmux: the terminal modes a program left
/// switched on, and the size tmux really gave the window.
extension TmuxPilot {
    /// Mouse reporting of any kind, button-event tracking (1002), SGR encoding (1006) and the
    /// alternate screen, as tmux's pane flags show them.
    func terminalModes() throws -> TerminalModes {
        let values = try tmux(["display-message", "-p", "-t", session,
                               "#{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{alternate_on}"])
            .split(whereSeparator: \.isWhitespace).map { $0 == "1" }
        guard values.count == 4 else { throw PilotError("unexpected pane flags: \(values)") }
        return TerminalModes(mouseAny: values[0], mouseButton: values[1], mouseSGR: values[2], alternateScreen: values[3])
    }

    /// The pane size tmux actually gave.
    func paneSize() throws -> (columns: Int, rows: Int) {
        let parts = try tmux(["display-message", "-p", "-t", session, "#{pane_width} #{pane_height}"])
            .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard parts.count == 2 else { throw PilotError("unexpected pane size: \(parts)") }
        return (parts[0], parts[1])
    }
}

/// Terminal modes as tmux sees them in a pane.
struct TerminalModes: Equatable, CustomStringConvertible {
    var mouseAny: Bool
    var mouseButton: Bool
    var mouseSGR: Bool
    var alternateScreen: Bool

    /// Everything off: what a shell expects after a full-screen program leaves.
    static let restored = TerminalModes(mouseAny: false, mouseButton: false, mouseSGR: false, alternateScreen: false)

    var description: String {
        "mouse_any=\(mouseAny) mouse_button=\(mouseButton) mouse_sgr=\(mouseSGR) alternate=\(alternateScreen)"
    }
}
