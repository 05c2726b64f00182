import Foundation
import Testing

/// The `/` filter and the `?` help overlay, in the real binary.
@Suite(.serialized)
struct FilterAndHelpTests {
    @Test func filterNarrowsAddChannelsAndEnterAddsTheMatch() throws {
        let session = try InteractionTests.Session()
        try session.pilot.press("/")
        try session.pilot.type("hea")
        let filtered = try session.pilot.waitForScreen {
            ScreenQueries.availableNames($0) == ["Health"] && $0.contains { $0.contains("/hea") }
        }
        #expect(ScreenQueries.availableNames(filtered) == ["Health"])
        #expect(filtered.contains { $0.contains("/hea") }, "the filter text is shown")
        try session.pilot.press("Enter")
        let file = try session.waitForSavedMine(InteractionTests.originalMine + ["health"])
        #expect(file.mine.last == "health")
        try session.pilot.press("Escape")
        let cleared = try session.pilot.waitForScreen { ScreenQueries.availableNames($0).count == 3 }
        #expect(ScreenQueries.availableNames(cleared) == ["Autos", "Travel", "Food"])
        try session.quit()
    }

    @Test func filterMatchesIdsIgnoringCaseAndSaysWhenNothingMatches() throws {
        let session = try InteractionTests.Session()
        try session.pilot.press("/")
        try session.pilot.type("TRAV")
        let byName = try session.pilot.waitForScreen { ScreenQueries.availableNames($0) == ["Travel"] }
        #expect(ScreenQueries.availableNames(byName) == ["Travel"])
        try session.pilot.press("BSpace", "BSpace", "BSpace", "BSpace")
        try session.pilot.type("zzz")
        let none = try session.pilot.waitForText("No match")
        #expect(ScreenQueries.availableNames(none).isEmpty)
        #expect(try session.saved().mine == InteractionTests.originalMine, "filtering changes nothing")
        // While typing, q is text: Esc stops typing and clears the filter first.
        try session.pilot.press("Escape")
        try session.pilot.waitForScreen { ScreenQueries.availableNames($0).count == 4 }
        try session.quit()
    }

    @Test func helpOverlayListsTheKeysAndAnyKeyClosesIt() throws {
        let session = try InteractionTests.Session()
        try session.pilot.press("?")
        // Wait for the last row (the footer says "Esc close"): the whole overlay is drawn.
        let help = try session.pilot.waitForScreen { $0.last { !$0.isEmpty }?.contains("Esc close") == true }
        let text = help.joined(separator: "\n")
        for expected in ["Enter", "Tab", "undo", "Quit"] {
            #expect(text.localizedCaseInsensitiveContains(expected), "help lacks \(expected)")
        }
        try session.pilot.press("x")
        let closed = try session.pilot.waitForScreen { !$0.joined().contains("Esc closes") }
        #expect(ScreenQueries.mineNames(closed) == ["Top", "Tech", "Finance", "Sports", "Games"])
        #expect(try session.saved().mine == InteractionTests.originalMine, "the key that closes help does nothing else")
        try session.quit()
    }
}
