import Foundation
import Testing

/// What dialog shows, on the editor's screen (issue 37): tag and item side by side, the
/// focused item's `--item-help` (dialog's bottom line: the status row here), `--backtitle`.
@Suite struct PickDialogScreenTests {
    @Test("Tag and item side by side, the focused item's help, the backtitle")
    func whatDialogShows() throws {
        let pilot = try TmuxPilot(
            arguments: ["--backtitle", "Setup", "--item-help", "--checklist", "Parts", "0", "0", "0",
                        "core", "Core files", "on", "the core, always needed", "docs", "Documentation", "off", "manuals"],
            shellCommand: "%CMD% 2>/dev/null")
        var screen = try pilot.waitForScreen(timeout: 10) { $0.joined().contains("Esc Cancel") }
        #expect(screen.contains { $0.hasPrefix(" [ core  Core files ") }, "\(screen)")
        #expect(screen.contains { $0.hasPrefix(" [+docs  Documentation ") }, "\(screen)")
        #expect(screen.contains { $0.contains("Chosen  Setup") }, "the backtitle before the title: \(screen)")
        #expect(screen.contains { $0.contains("the core, always needed") }, "\(screen)")
        try pilot.press("d")
        screen = try pilot.waitForScreen(timeout: 5) { $0.joined().contains("manuals") }
        #expect(!screen.joined().contains("the core, always needed"), "d: the focus on docs, its help shown")
        try pilot.press("Escape")
        #expect(try pilot.waitForExit(timeout: 5) == 255)
    }
}
