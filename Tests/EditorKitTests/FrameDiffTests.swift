import ChannelCore
import EditorKit
import Testing
import TestSupport

/// `Frame.changes(since:)`: what the presenter draws to turn one frame into the next, and a
/// recording screen that applies it as a terminal would.
struct FrameDiffTests {
    static let width = TestWidth.wcwidth

    static func frame(_ lines: [String], columns: Int = 6, style: Style = .plain) -> Frame {
        var frame = Frame(columns: columns, rows: lines.count)
        for (row, line) in lines.enumerated() { frame.put(line, column: 0, row: row, style: style, widthOf: width) }
        return frame
    }

    static func drawn(_ changes: FrameChanges) -> [String] {
        changes.cells.map { "\($0.column),\($0.row):\($0.cell.text)" }
    }

    @Test func theFirstFrameAndANewSizeAreDrawnWhole() {
        let first = Self.frame(["ab"], columns: 3)
        let changes = first.changes(since: nil)
        #expect(changes.clearsFirst)
        #expect(Self.drawn(changes) == ["0,0:a", "1,0:b", "2,0: "])
        #expect(Self.frame(["ab"], columns: 4).changes(since: first).clearsFirst)
    }

    @Test func anUnchangedFrameDrawsNothing() {
        let frame = Self.frame(["科技ab", "x"])
        let changes = frame.changes(since: frame)
        #expect(!changes.clearsFirst)
        #expect(changes.cells.isEmpty)
    }

    @Test func aWideCharacterReplacingTwoNarrowOnesIsDrawnOnceFromItsLeftHalf() {
        let changes = Self.frame(["科cd"]).changes(since: Self.frame(["abcd"]))
        #expect(Self.drawn(changes) == ["0,0:科"], "the right half is never drawn itself")
    }

    @Test func twoNarrowCharactersReplacingAWideOneAreBothDrawn() {
        let changes = Self.frame(["abcd"]).changes(since: Self.frame(["科cd"]))
        #expect(Self.drawn(changes) == ["0,0:a", "1,0:b"])
    }

    @Test func aWideCharacterWhoseRightHalfAloneChangedIsDrawnAgain() {
        var old = Self.frame(["科"])
        var new = old
        old[1, 0] = Frame.Cell("", style: Style(.mine))
        new[1, 0] = Frame.Cell("", style: Style(.mine, focused: true))
        #expect(Self.drawn(new.changes(since: old)) == ["0,0:科"])
    }

    @Test func aWideCharacterMovingOneColumnRight() {
        let changes = Self.frame([" 科"]).changes(since: Self.frame(["科 "]))
        #expect(Self.drawn(changes) == ["0,0: ", "1,0:科"])
    }

    @Test func aCellAtTheRightEdge() {
        let changes = Self.frame(["abcdeF"]).changes(since: Self.frame(["abcdef"]))
        #expect(Self.drawn(changes) == ["5,0:F"])
        // A wide character cannot start in the last column: the frame leaves it blank.
        let edge = Self.frame(["abcde科"])
        #expect(edge[5, 0].text == " ")
        #expect(Self.drawn(edge.changes(since: Self.frame(["abcdef"]))) == ["5,0: "])
    }

    @Test func theCursorComesWithTheChanges() {
        var frame = Self.frame(["ab"])
        frame.cursor = Frame.Cursor(column: 1, row: 0)
        #expect(frame.changes(since: nil).cursor == Frame.Cursor(column: 1, row: 0))
        frame.cursor = Frame.Cursor(column: 6, row: 0)
        #expect(frame.cursor == nil, "a cursor outside the frame is not kept")
    }

    @Test("A recording screen that shows one random frame, given the changes to another, shows the other")
    func recordedScreensMatchTheirFrames() {
        var random = SeededGenerator(seed: 16)
        let pieces = ["a", "b", " ", "科", "技", "é", "e\u{301}", "ｘ", "—"]
        func randomFrame() -> Frame {
            var frame = Frame(columns: 7, rows: 3)
            for row in 0..<3 {
                var column = 0
                while column < 7 {
                    let piece = pieces.randomElement(using: &random)!
                    let style = Bool.random(using: &random) ? Style(.mine) : Style(.available, focused: true)
                    column = frame.put(piece, column: column, row: row, style: style, widthOf: Self.width)
                    if Int.random(in: 0..<4, using: &random) == 0 { column += 1 }
                }
            }
            return frame
        }
        for round in 0..<300 {
            let first = randomFrame()
            let second = randomFrame()
            var screen = RecordingScreen(columns: 7, rows: 3)
            screen.apply(first.changes(since: nil))
            #expect(screen.shows(first), "round \(round): the first frame")
            screen.apply(second.changes(since: first))
            #expect(screen.shows(second), "round \(round):\n\(first.lines)\n->\n\(second.lines)\nscreen \(screen.cells.map(\.text))")
        }
    }
}
