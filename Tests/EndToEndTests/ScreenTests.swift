import Foundation
import Testing

/// The screen in a real terminal (tmux): both sections, reflow on resize, the too-small notice,
/// and a terminal left as it was found.
@Suite(.serialized)
struct ScreenTests {
    @Test func drawsBothSectionsWithButtonAndFooter() throws {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let pilot = try TmuxPilot(arguments: fixture.arguments, environment: fixture.environment)
        let screen = try pilot.waitForFrame()
        #expect(screen[0].hasPrefix(" My Channels"))
        #expect(screen[0].hasSuffix("[Edit] [×]"))
        #expect(ScreenQueries.mineNames(screen) == ["Top", "Tech", "Finance", "Sports", "Games"])
        #expect(ScreenQueries.availableNames(screen) == ["Autos", "Health", "Travel", "Food"])
        #expect(screen[23].contains("q quit"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test func reflowsWhenTheTerminalNarrows() throws {
        let scratch = try Scratch()
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("c.json")])
        let wide = try pilot.waitForFrame()
        let wideAvailable = ScreenQueries.availableNames(wide)
        let wideRows = wide.filter { $0.hasPrefix(" [") }.count
        try pilot.resize(columns: 40, rows: 24)
        let narrow = try pilot.waitForScreen { screen in
            screen.allSatisfy { $0.count <= 40 } && screen.filter { $0.hasPrefix(" [") }.count > wideRows
        }
        #expect(narrow.filter { $0.hasPrefix(" [") }.count > wideRows, "rows wrap more at 40 columns")
        #expect(narrow[0].hasSuffix("[Edit] [×]"), "the buttons follow the right edge")
        // Same order, just wrapped differently (the part that fits on screen).
        let narrowAvailable = ScreenQueries.availableNames(narrow)
        #expect(!narrowAvailable.isEmpty)
        #expect(Array(wideAvailable.prefix(narrowAvailable.count)) == narrowAvailable)
        for line in narrow where line.hasPrefix(" [") {
            #expect(line.count <= 39, "a cell crosses the right margin: \(line)")
        }
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test func tooSmallShowsANoticeAndRecovers() throws {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let pilot = try TmuxPilot(arguments: fixture.arguments, environment: fixture.environment)
        try pilot.waitForText("Add Channels")
        try pilot.resize(columns: 20, rows: 5)
        let small = try pilot.waitForText("too small")
        #expect(!small.joined().contains("My Channels"))
        try pilot.resize(columns: 80, rows: 24)
        let back = try pilot.waitForFrame()
        #expect(ScreenQueries.mineNames(back) == ["Top", "Tech", "Finance", "Sports", "Games"])
        #expect(!back.joined().contains("too small"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test func chineseNamesAlignWithTheGrid() throws {
        let scratch = try Scratch()
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("c.json")], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""])
        let screen = try pilot.waitForText("推荐")
        // Every cell row starts at the margin and every cell closes: wide characters were
        // measured as two columns by both the layout and the terminal.
        let cellRows = screen.filter { $0.hasPrefix(" [") }
        #expect(cellRows.count >= 3)
        for row in cellRows {
            #expect(row.hasSuffix("]"), "a cell row ends mid-cell: \(row)")
            let opens = row.filter { $0 == "[" }.count
            let closes = row.filter { $0 == "]" }.count
            #expect(opens == closes)
        }
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test func quittingLeavesAUsableTerminal() throws {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let pilot = try TmuxPilot(
            arguments: fixture.arguments, environment: fixture.environment,
            shellCommand: "sh -c '%CMD%; echo STATUS=$?; stty -a | tr \" ;\" \"\\n\\n\" | grep -xE -- \"-?(icanon|echo|isig)\"; echo CHECKED; sleep 30'")
        try pilot.waitForText("Add Channels")
        #expect(try pilot.tmux(["display-message", "-p", "-t", pilot.session, "#{mouse_button_flag}"]).hasPrefix("1"),
                "drag tracking (1002) is on while the editor runs")
        try pilot.press("q")
        // grep writes to the tty a line at a time: wait for the line after its last one.
        let after = try pilot.waitForText("CHECKED")
        #expect(after.contains("STATUS=0"))
        #expect(after.contains("icanon") && after.contains("echo") && after.contains("isig"),
                "line editing, echo and signals are back: \(after.filter { !$0.isEmpty })")
        let flags = try pilot.tmux(["display-message", "-p", "-t", pilot.session,
                                    "#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}#{alternate_on}"])
        #expect(flags.trimmingCharacters(in: .whitespacesAndNewlines) == "0000", "mouse modes and alternate screen off")
    }
}
