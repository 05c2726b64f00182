import Foundation
import Testing

/// Issue 10 through the real binary in tmux, on the small fixture: each test checks the screen
/// and the saved file. Item 2 (the close control, the clickable footer), 3 (the help at 40x12,
/// read with the mouse alone), 5 (refusals say why), 6 (the current channel's rule) and 7 (the
/// filter keeps its word). Mouse reports are X10, tmux's own encoding.
@Suite(.serialized)
struct MouseAloneTests {
    typealias Session = InteractionTests.Session

    /// A session on the small fixture in a pane of the given size.
    static func session(columns: Int, rows: Int) throws -> (Scratch, TmuxPilot) {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let pilot = try TmuxPilot(arguments: fixture.arguments, columns: columns, rows: rows,
                                  environment: fixture.environment)
        try pilot.waitForFrame()
        return (scratch, pilot)
    }

    /// Where `text` starts on the screen, or nil (columns count characters).
    static func find(_ text: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (row, line) in screen.enumerated() {
            let characters = Array(line)
            let needle = Array(text)
            guard needle.count <= characters.count else { continue }
            for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
                return (start, row)
            }
        }
        return nil
    }

    /// A click on the first place that shows `text`.
    static func click(_ text: String, _ pilot: TmuxPilot) throws {
        let screen = try pilot.screen()
        let spot = try #require(find(text, in: screen), "\(text) is not on screen:\n\(screen.joined(separator: "\n"))")
        try pilot.click(column: spot.column + 1, row: spot.row)
    }

    /// One notch of the wheel down (X10: button 65, plus 32).
    static func wheelDown(_ pilot: TmuxPilot, column: Int, row: Int) throws {
        try pilot.send(bytes: [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + 65), UInt8(33 + column), UInt8(33 + row)])
    }

    // MARK: Item 2

    @Test func theCloseControlQuitsAndSavesNothing() throws {
        let session = try Session()
        let before = try String(contentsOfFile: session.file, encoding: .utf8)
        try Self.click("[×]", session.pilot)
        #expect(try session.pilot.waitForExit() == 0, "the close control quits like q")
        #expect(try String(contentsOfFile: session.file, encoding: .utf8) == before, "quitting saved nothing")
    }

    @Test func theFootersHintsAreClickable() throws {
        let session = try Session()
        // Add Health with a click, undo it with the footer's u undo.
        let health = try #require(ScreenQueries.cell("Health", in: try session.pilot.screen()))
        try session.pilot.click(column: health.column + 2, row: health.row)
        #expect(try session.waitForSavedMine(InteractionTests.originalMine + ["health"]).mine.last == "health")
        try Self.click("u undo", session.pilot)
        #expect(try session.waitForSavedMine(InteractionTests.originalMine).mine == InteractionTests.originalMine)
        // e edit, clicked, enters edit mode; the header's [Done] leaves it.
        try Self.click("e edit", session.pilot)
        #expect(try session.pilot.waitFor("[Done]"))
        try Self.click("[Done]", session.pilot)
        #expect(try session.pilot.waitFor("[Edit]"))
        // / filter, clicked, starts typing; Esc clear, clicked, ends it.
        try Self.click("/ filter", session.pilot)
        try session.pilot.waitForText("Esc clear")
        try session.pilot.type("tr")
        let filtered = try session.pilot.waitForScreen { ScreenQueries.availableNames($0) == ["Travel"] }
        #expect(ScreenQueries.availableNames(filtered) == ["Travel"])
        try Self.click("Esc clear", session.pilot)
        let cleared = try session.pilot.waitForScreen { ScreenQueries.availableNames($0).count == 4 }
        #expect(ScreenQueries.availableNames(cleared).count == 4)
        // q quit, clicked, quits.
        try session.pilot.waitForFrame()
        try Self.click("q quit", session.pilot)
        #expect(try session.pilot.waitForExit() == 0)
        #expect(try session.saved().mine == InteractionTests.originalMine)
    }

    // MARK: Item 3

    @Test func theWholeHelpCanBeReadWithTheMouseAtFortyByTwelve() throws {
        let (scratch, pilot) = try Self.session(columns: 40, rows: 12)
        try Self.click("? help", pilot)
        let first = try pilot.waitForText("Help")
        #expect(first.contains { $0.contains("Editing") }, "the help names the file")
        var seen = first.joined(separator: "\n")
        for _ in 0..<40 where !seen.contains("( Name )") {
            try Self.wheelDown(pilot, column: 20, row: 5)
            usleep(30_000)
            seen += "\n" + (try pilot.screen()).joined(separator: "\n")
        }
        for entry in ["│ q ", "Ctrl-Z", "F1", "Mouse", "wheel", "long", "( Name )"] {
            #expect(seen.contains(entry), "\(entry) never reached")
        }
        // A click outside the box closes it and does nothing else.
        try pilot.click(column: 0, row: 11)
        let closed = try pilot.waitForScreen { !$0.joined().contains("Esc closes") }
        #expect(closed.contains { $0.contains("Add Channels") })
        #expect(try SavedFile(path: scratch.file("c.json")).mine == InteractionTests.originalMine)
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    // MARK: Item 5

    @Test func refusalsSayWhyOnce() throws {
        let session = try Session()
        // ] on the last channel.
        try session.pilot.press("End")
        try session.pilot.press("]")
        #expect(try session.pilot.waitFor("Games is already last"))
        // Lifted, q is refused and the editor stays.
        try session.pilot.press("e")
        try session.pilot.waitForText("[Done]")
        try session.pilot.press("Space")
        try session.pilot.waitForText("Space drop")
        try session.pilot.press("q")
        #expect(try session.pilot.waitFor("Games is lifted"))
        #expect(try !session.pilot.hasExited())
        try session.pilot.press("Escape")
        // A drag from the locked cell.
        let top = try #require(ScreenQueries.cell("Top", in: try session.pilot.waitForScreen { !$0.joined().contains("lifted") }))
        try session.pilot.mousePress(column: top.column + 2, row: top.row)
        try session.pilot.mouseDrag(column: top.column + 8, row: top.row)
        #expect(try session.pilot.waitFor("Top is locked"))
        try session.pilot.mouseRelease(column: top.column + 8, row: top.row)
        #expect(try session.saved().mine == InteractionTests.originalMine, "nothing refused was saved")
        try session.quit()
    }

    @Test func theTooSmallNoticeGoesWhenTheWindowGrows() throws {
        let session = try Session()
        try session.pilot.resize(columns: 20, rows: 6)
        try session.pilot.waitForText("small")
        try session.pilot.press("e")
        try session.pilot.resize(columns: 80, rows: 24)
        let grown = try session.pilot.waitForFrame()
        #expect(!grown.joined().contains("larger"), "the notice went with the size")
        #expect(grown.last { !$0.isEmpty }?.contains("q quit") == true)
        #expect(try session.saved().mine == InteractionTests.originalMine)
        try session.quit()
    }

    // MARK: Item 6

    @Test func removingTheCurrentChannelLeavesNoneCurrent() throws {
        let session = try Session()
        #expect(try session.saved().current == "tech")
        try session.pilot.press("e")
        try session.pilot.waitForText("[Done]")
        let tech = try #require(ScreenQueries.cell("Tech", in: try session.pilot.screen()))
        try session.pilot.click(column: tech.column + 3, row: tech.row)
        let file = try session.waitForSavedMine(["top", "finance", "sports", "games"])
        #expect(file.available.first == "tech")
        let list = try Shell.run(TmuxPilot.binary, ["list", "--file", session.file],
                                 environment: ["CHANNEL_EDITOR_DATA": session.scratch.file("data"), "LANG": "C.UTF-8"])
        #expect(list.status == 0)
        #expect(!list.output.contains("current"), "list marks no channel current:\n\(list.output)")
        // Undo brings it back, current again.
        try session.pilot.press("u")
        _ = try session.waitForSavedMine(InteractionTests.originalMine)
        let again = try Shell.run(TmuxPilot.binary, ["list", "--file", session.file],
                                  environment: ["CHANNEL_EDITOR_DATA": session.scratch.file("data"), "LANG": "C.UTF-8"])
        #expect(again.output.contains("mine\t2\ttech\tcurrent\tTech"), "\(again.output)")
        try session.quit()
    }

    // MARK: Item 7

    @Test func theFilterStaysUntilEscAlsoAfterItsLastMatchWasAdded() throws {
        let session = try Session()
        try session.pilot.press("/")
        try session.pilot.type("food")
        try session.pilot.waitForScreen { ScreenQueries.availableNames($0) == ["Food"] }
        try session.pilot.press("Enter")
        let file = try session.waitForSavedMine(InteractionTests.originalMine + ["food"])
        #expect(file.mine.last == "food")
        let after = try session.pilot.waitForText("No match")
        #expect(after.contains { $0.contains("/food") }, "the filter is still there")
        // Typing has stopped (q would quit) and the focus is on Food: the next Enter only asks
        // before it opens Food and leaves.
        try session.pilot.waitForScreen { $0.contains { $0.contains("/food") && !$0.contains("/food_") } }
        try session.pilot.press("Enter")
        #expect(try session.pilot.waitFor("Enter again to open Food and exit"))
        #expect(try !session.pilot.hasExited())
        // In edit mode the first Esc clears the filter, the second leaves edit mode.
        try session.pilot.press("e")
        // The footer is drawn after the header: wait for the frame, not for [Done] alone.
        let edit = try session.pilot.waitForScreen { $0.contains { $0.contains("[Done]") } && $0.last { !$0.isEmpty }?.contains("Esc clear") == true }
        #expect(edit.last { !$0.isEmpty }?.contains("Esc clear") == true, "the edit footer shows that Esc")
        try session.pilot.press("Escape")
        let cleared = try session.pilot.waitForScreen { !$0.joined().contains("/food") }
        #expect(cleared.contains { $0.contains("[Done]") })
        try session.pilot.press("Escape")
        #expect(try session.pilot.waitFor("[Edit]"))
        #expect(try session.saved().mine == InteractionTests.originalMine + ["food"])
        try session.quit()
    }
}
