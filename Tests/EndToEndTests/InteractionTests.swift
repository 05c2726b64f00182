import EditorKit
import Foundation
import Testing

/// Every behaviour of the README's "Keys" and "Mouse" (docs/ARCHITECTURE.md, "One key, end to end")
/// through the real binary in tmux, with the keyboard alone and
/// with the mouse alone; each test checks the screen and the saved file.
@Suite(.serialized)
struct InteractionTests {
    static let originalMine = ["top", "tech", "finance", "sports", "games"]
    static let originalAvailable = ["autos", "health", "travel", "food"]

    /// A running editor on the small fixture.
    struct Session {
        let scratch: Scratch
        let pilot: TmuxPilot
        var file: String { scratch.file("c.json") }

        init(shellCommand: String = "%CMD%") throws {
            scratch = try Scratch()
            let fixture = try Fixtures.smallBoard(in: scratch)
            pilot = try TmuxPilot(arguments: fixture.arguments, environment: fixture.environment, shellCommand: shellCommand)
            try pilot.waitForFrame()
        }

        func saved() throws -> SavedFile { try SavedFile(path: file) }

        /// Waits until the saved file's My Channels are `mine`; returns the file.
        @discardableResult
        func waitForSavedMine(_ mine: [String], timeout: Double = 5) throws -> SavedFile {
            let deadline = Date().addingTimeInterval(timeout)
            var last = try saved()
            while Date() < deadline, last.mine != mine {
                usleep(20_000)
                last = try saved()
            }
            return last
        }

        func screenMine() throws -> [String] { ScreenQueries.mineNames(try pilot.screen()) }

        /// Press on one cell, move over another in two steps, release there.
        func drag(_ name: String, onto target: String, release: Bool = true) throws {
            let screen = try pilot.screen()
            let from = try #require(ScreenQueries.cell(name, in: screen))
            let to = try #require(ScreenQueries.cell(target, in: screen))
            try pilot.mousePress(column: from.column + 3, row: from.row)
            try pilot.mouseDrag(column: (from.column + to.column) / 2 + 3, row: (from.row + to.row) / 2)
            try pilot.mouseDrag(column: to.column + 3, row: to.row)
            if release { try pilot.mouseRelease(column: to.column + 3, row: to.row) }
        }

        func quit() throws {
            try pilot.press("q")
            #expect(try pilot.waitForExit() == 0)
        }
    }

    @Test func enterAddsTheFocusedChannelToTheEnd() throws {
        let session = try Session()
        try session.pilot.press("Tab", "Enter")
        let file = try session.waitForSavedMine(Self.originalMine + ["autos"])
        #expect(file.mine == Self.originalMine + ["autos"])
        #expect(file.available == ["health", "travel", "food"])
        let screen = try session.pilot.waitForScreen { ScreenQueries.mineNames($0).last == "Autos" }
        #expect(ScreenQueries.mineNames(screen) == ["Top", "Tech", "Finance", "Sports", "Games", "Autos"])
        #expect(ScreenQueries.availableNames(screen) == ["Health", "Travel", "Food"])
        try session.quit()
    }

    @Test func clickAddsAChannel() throws {
        let session = try Session()
        let health = try #require(ScreenQueries.cell("Health", in: try session.pilot.screen()))
        try session.pilot.click(column: health.column + 2, row: health.row)
        let file = try session.waitForSavedMine(Self.originalMine + ["health"])
        #expect(file.mine == Self.originalMine + ["health"])
        #expect(try session.pilot.waitForScreen { ScreenQueries.mineNames($0).last == "Health" }.isEmpty == false)
        try session.quit()
    }

    @Test func editModeEnterRemovesToTheFrontOfAddChannels() throws {
        let session = try Session()
        try session.pilot.press("e")
        // The whole edit-mode frame: curses draws the header row before the cells (a capture
        // between the two saw [Done] above cells without their badges, in CI).
        let editing = try session.pilot.waitForScreen { $0.count > 1 && $0[0].contains("[Done]") && $0[1].contains("[×") && TmuxPilot.footerIsWhole($0.last { !$0.isEmpty } ?? "") }
        #expect(editing[0].contains("drag to reorder"), "edit mode shows its hint")
        #expect(editing[1].contains("[×Tech ]"), "movable cells show the remove badge")
        #expect(editing[1].contains("( Top )"), "locked cells show no badge, and their own brackets")
        try session.pilot.press("Enter")   // the focus starts on Tech, the current channel
        let file = try session.waitForSavedMine(["top", "finance", "sports", "games"])
        #expect(file.available.first == "tech")
        let screen = try session.pilot.waitForScreen { ScreenQueries.availableNames($0).first == "Tech" }
        #expect(ScreenQueries.availableNames(screen) == ["Tech", "Autos", "Health", "Travel", "Food"])
        try session.quit()
    }

    @Test func clickingTheButtonTogglesEditModeAndABadgeClickRemoves() throws {
        let session = try Session()
        let first = try session.pilot.screen()
        let button = try #require(first[0].range(of: "[Edit]").map { first[0].distance(from: first[0].startIndex, to: $0.lowerBound) })
        try session.pilot.click(column: button + 2, row: 0)
        let editing = try session.pilot.waitForText("[Done]")
        let finance = try #require(ScreenQueries.cell("Finance", in: editing))
        try session.pilot.click(column: finance.column + 1, row: finance.row)   // the × badge
        let file = try session.waitForSavedMine(["top", "tech", "sports", "games"])
        #expect(file.available.first == "finance")
        try session.pilot.click(column: button + 2, row: 0)
        // Row 0 is drawn before row 1: wait for the whole change, not for the header alone.
        let browsing = try session.pilot.waitForScreen { $0.count > 1 && $0[0].contains("[Edit]") && !$0[1].contains("×") }
        #expect(!browsing[1].contains("×"), "badges go away with edit mode")
        try session.quit()
    }

    @Test func keyboardPickUpMoveAndDrop() throws {
        let session = try Session()
        try session.pilot.press("e", "Space", "Right", "Right", "Space")
        let expected = ["top", "finance", "sports", "tech", "games"]
        let file = try session.waitForSavedMine(expected)
        #expect(file.mine == expected)
        let screen = try session.pilot.waitForScreen { ScreenQueries.mineNames($0) == ["Top", "Finance", "Sports", "Tech", "Games"] }
        #expect(ScreenQueries.mineNames(screen) == ["Top", "Finance", "Sports", "Tech", "Games"])
        try session.quit()
    }

    @Test func bracketsNudgeOnePlace() throws {
        let session = try Session()
        try session.pilot.press("e", "]")
        let file = try session.waitForSavedMine(["top", "finance", "tech", "sports", "games"])
        #expect(file.mine == ["top", "finance", "tech", "sports", "games"])
        try session.pilot.press("[")
        #expect(try session.waitForSavedMine(Self.originalMine).mine == Self.originalMine)
        try session.quit()
    }

    @Test func mouseDragReordersWithLiveReflow() throws {
        let session = try Session()
        let start = try session.pilot.screen()
        let tech = try #require(ScreenQueries.cell("Tech", in: start))
        try session.drag("Games", onto: "Tech", release: false)
        // Before the release: the grid has already reflowed (Games moved in front of Tech; the
        // lifted cell is drawn at the pointer, over its new slot) and nothing is saved yet.
        let live = try session.pilot.waitForScreen { ScreenQueries.mineNames($0) == ["Top", "Games", "Tech", "Finance", "Sports"] }
        #expect(ScreenQueries.mineNames(live) == ["Top", "Games", "Tech", "Finance", "Sports"])
        #expect(live[0].contains("[Done]"), "dragging enters edit mode")
        #expect(try session.saved().mine == Self.originalMine, "a drag in progress is not saved")
        try session.pilot.mouseRelease(column: tech.column + 3, row: tech.row)
        let expected = ["top", "games", "tech", "finance", "sports"]
        let file = try session.waitForSavedMine(expected)
        #expect(file.mine == expected)
        try session.quit()
    }

    @Test func dragOntoAddChannelsRemoves() throws {
        let session = try Session()
        try session.drag("Sports", onto: "Travel")
        let file = try session.waitForSavedMine(["top", "tech", "finance", "games"])
        #expect(file.available.first == "sports")
        try session.quit()
    }

    @Test func escapeCancelsADragAndRestoresTheOrder() throws {
        let session = try Session()
        let before = try session.scratch.bytes("c.json")
        try session.drag("Games", onto: "Tech", release: false)
        try session.pilot.waitForScreen { ScreenQueries.mineNames($0) == ["Top", "Games", "Tech", "Finance", "Sports"] }
        try session.pilot.press("Escape")
        let screen = try session.pilot.waitForScreen { ScreenQueries.mineNames($0) == ["Top", "Tech", "Finance", "Sports", "Games"] }
        #expect(ScreenQueries.mineNames(screen) == ["Top", "Tech", "Finance", "Sports", "Games"])
        // A late release after the cancel must not reorder either.
        try session.pilot.mouseRelease(column: 10, row: 1)
        usleep(200_000)
        #expect(ScreenQueries.mineNames(try session.pilot.screen()) == ["Top", "Tech", "Finance", "Sports", "Games"])
        #expect(try session.scratch.bytes("c.json") == before, "a cancelled drag never touches the file")
        try session.quit()
    }

    @Test func lockedChannelsCannotBeDraggedOrJumpedOver() throws {
        let session = try Session()
        try session.drag("Top", onto: "Finance")
        usleep(200_000)
        #expect(try session.saved().mine == Self.originalMine)
        try session.drag("Finance", onto: "Top")
        // Dropping on the locked cell clamps to just after it.
        let file = try session.waitForSavedMine(["top", "finance", "tech", "sports", "games"])
        #expect(file.mine.first == "top")
        try session.quit()
    }

    @Test func longPressEntersEditMode() throws {
        let session = try Session()
        let tech = try #require(ScreenQueries.cell("Tech", in: try session.pilot.screen()))
        try session.pilot.mousePress(column: tech.column + 2, row: tech.row)
        let editing = try session.pilot.waitForText("[Done]", timeout: 3 + InputMachine.longPressDelay)
        #expect(editing[0].contains("[Done]"))
        try session.pilot.mouseRelease(column: tech.column + 2, row: tech.row)
        usleep(200_000)
        #expect(try session.saved().mine == Self.originalMine, "the release after a long press is not a tap")
        try session.quit()
    }

    @Test func undoAndRedoEveryChange() throws {
        let session = try Session()
        try session.pilot.press("Tab", "Enter")
        try session.waitForSavedMine(Self.originalMine + ["autos"])
        try session.pilot.press("u")
        let undone = try session.waitForSavedMine(Self.originalMine)
        #expect(undone.available == Self.originalAvailable)
        #expect(ScreenQueries.mineNames(try session.pilot.waitForScreen { ScreenQueries.mineNames($0).count == 5 }).count == 5)
        try session.pilot.press("C-r")
        #expect(try session.waitForSavedMine(Self.originalMine + ["autos"]).mine == Self.originalMine + ["autos"])
        try session.quit()
    }

    @Test func openingAChannelPrintsItsIDAndSavesIt() throws {
        let scratch = try Scratch()
        let fixture = try Fixtures.smallBoard(in: scratch)
        let out = scratch.file("out.txt")
        let pilot = try TmuxPilot(arguments: fixture.arguments, environment: fixture.environment,
                                  shellCommand: "sh -c '%CMD% > \(out); echo STATUS=$?; sleep 30'")
        try pilot.waitForFrame()
        try pilot.press("Right", "Enter")   // from Tech, the current channel, to Finance
        #expect(try pilot.waitFor("Enter again to open Finance and exit"), "the first Enter only asks")
        try pilot.press("Enter")
        let after = try pilot.waitForText("STATUS=")
        #expect(after.contains("STATUS=0"))
        #expect(try scratch.read("out.txt") == "finance\n")
        #expect(try SavedFile(path: scratch.file("c.json")).current == "finance")
    }
}

extension InteractionTests {
    @Test func aFileChangedByHandWhileOpenIsReloadedAndNeverOverwritten() throws {
        let session = try Session()
        // Someone edits the file in another window (as an editor does: write, rename).
        let edited = Fixtures.small.replacingOccurrences(of: "\"Tech\"", with: "\"Technology\"")
        try session.scratch.write("c.json.new", edited)
        #expect(rename(session.scratch.file("c.json.new"), session.file) == 0)
        let screen = try session.pilot.waitForText("Reloaded: changed on disk")
        #expect(screen.joined().contains("Technology"), "the screen shows the hand edit")
        try session.pilot.press("Tab", "Enter")
        let saved = try session.waitForSavedMine(Self.originalMine + ["autos"])
        #expect(saved.mine == Self.originalMine + ["autos"])
        #expect(try session.scratch.read("c.json").contains("\"Technology\""), "the hand edit is kept")
        try session.pilot.press("q")
        #expect(try session.pilot.waitForExit() == 0)
    }
}
