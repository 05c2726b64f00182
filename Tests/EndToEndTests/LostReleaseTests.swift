import Foundation
import Testing

/// A lost release never drops (issue 10): a press that comes while a mouse drag is still
/// lifted (its release never arrived) is a press, decided from the raw report, and only puts
/// the lifted cell down where it is: nothing is removed, added or moved where the press lands.
/// For both encodings, through tmux: X10 with TERM=tmux-256color, SGR with TERM=xterm-256color.
@Suite(.serialized)
struct LostReleaseTests {
    enum Encoding: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case x10, sgr
        var testDescription: String { rawValue }
        var term: String { self == .x10 ? "tmux-256color" : "xterm-256color" }

        /// One report: `button` 0 press, 32 motion with button 1, 3 release; 0-based cell.
        func report(_ button: Int, column: Int, row: Int) -> [UInt8] {
            switch self {
            case .x10:
                return [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)]
            case .sgr:
                let code = button == 3 ? 0 : button
                return Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(button == 3 ? "m" : "M")".utf8)
            }
        }
    }

    /// Travel is a movable My Channels cell; Health and Food wait in Add Channels.
    static let board = """
        {
          "version": 1,
          "current": "tech",
          "mine": [
            {"id": "top", "name": "Top", "locked": true},
            {"id": "travel", "name": "Travel"},
            {"id": "tech", "name": "Tech"},
            {"id": "finance", "name": "Finance"},
            {"id": "sports", "name": "Sports"}
          ],
          "available": [
            {"id": "autos", "name": "Autos"},
            {"id": "health", "name": "Health"},
            {"id": "food", "name": "Food"}
          ]
        }

        """

    static let targets = ["Health", "Sports"]

    @Test("Press on Travel, motion onto Tech, no release, then a click elsewhere: Travel is only put down",
          arguments: Encoding.allCases, targets)
    func aPressDuringALiftOnlyPutsItDown(_ encoding: Encoding, _ target: String) throws {
        let scratch = try Scratch()
        try scratch.write("c.json", Self.board)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", Self.board)
        let path = scratch.file("c.json")
        let pilot = try TmuxPilot(arguments: ["--file", path],
                                     environment: ["TERM": encoding.term, "CHANNEL_EDITOR_DATA": scratch.file("data")])
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil, "no board")
        let screen = try pilot.screen()
        let travel = try #require(ScreenQueries.cell("Travel", in: screen))
        let tech = try #require(ScreenQueries.cell("Tech", in: screen))

        // Press on Travel, then motion onto Tech: Travel is lifted and floats past Tech.
        try pilot.send(bytes: encoding.report(0, column: travel.column + 2, row: travel.row))
        usleep(50_000)
        try pilot.send(bytes: encoding.report(32, column: travel.column + 5, row: travel.row))
        try pilot.send(bytes: encoding.report(32, column: tech.column + 3, row: tech.row))
        let during = try pilot.waitForScreen { screen in
            guard let tech = ScreenQueries.cell("Tech", in: screen), let travel = ScreenQueries.cell("Travel", in: screen) else { return false }
            return screen.contains { $0.contains("[Done]") } && tech.row == travel.row && tech.column < travel.column
        }
        try #require(during.contains { $0.contains("[Done]") }, "no drag under way:\n\(during.joined(separator: "\n"))")

        // The release is lost. A click on the target: a press, then its release.
        let drawn = during
        let aim = try #require(ScreenQueries.cell(target, in: drawn))
        try pilot.send(bytes: encoding.report(0, column: aim.column + 3, row: aim.row))
        usleep(50_000)
        try pilot.send(bytes: encoding.report(3, column: aim.column + 3, row: aim.row))
        let down = try pilot.waitForScreen { !$0.contains { $0.contains("·[") } }
        #expect(!down.contains { $0.contains("·[") }, "still lifted:\n\(down.joined(separator: "\n"))")
        let put = down
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0, "q did not quit: the press did not end the lift")

        #expect(ScreenQueries.mineNames(put) == ["Top", "Tech", "Travel", "Finance", "Sports"], "\(put.joined(separator: "\n"))")
        #expect(ScreenQueries.availableNames(put) == ["Autos", "Health", "Food"])
        let saved = try SavedFile(path: path)
        #expect(saved.mine == ["top", "tech", "travel", "finance", "sports"], "\(target): the lifted channel was moved or removed: \(saved.mine)")
        #expect(saved.available == ["autos", "health", "food"], "\(target): \(saved.available)")
    }
}
