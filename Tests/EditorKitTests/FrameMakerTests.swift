import ChannelCore
import EditorKit
import Testing
import TestSupport

/// `FrameMaker` draws a frame after focus moves over the last one; it must be the frame
/// `Editor.frame` draws from nothing, whatever came before.
@Suite("Frames drawn over the last one")
struct FrameMakerTests {
    static let keys: [Key] = [.left, .right, .up, .down, .tab, .backTab, .home, .end, .pageUp, .pageDown]

    /// Random sessions on every fuzz board: mostly focus keys, with the fuzz generator's events
    /// (edits, drags, filters, help, resizes, pastes) in between. After every event the maker's
    /// frame equals the whole frame.
    /// Each board in the editor and in a pick session (`channel-editor pick`, its own titles).
    static let sessions = FuzzBoards.all.map(\.name).flatMap { [($0, false), ($0, true)] }

    @Test(arguments: sessions)
    func everyFrameIsTheWholeFrame(board name: String, picking: Bool) throws {
        let board = try #require(FuzzBoards.named(name)).board
        let pick = picking ? PickSession(mineTitle: "Chosen", availableTitle: "Left", prompt: "Pick some", okLabel: "Go") : nil
        var drawnOver = 0
        for seed in UInt64(1)...4 {
            let size = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 40, rows: 12),
                        ScreenSize(columns: 33, rows: 9), ScreenSize(columns: 120, rows: 40)][Int(seed - 1)]
            let labels = TestEditor.labels
            var editor = Editor(state: EditorState(board: board, size: size, pick: pick), labels: labels)
            var generator = FuzzEventGenerator(seed: seed * 31 + UInt64(name.utf8.count))
            var random = SeededGenerator(seed: seed)
            var maker = FrameMaker()
            _ = maker.frame(of: editor)
            for step in 0..<150 {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let next = generator.next(for: editor)
                    _ = editor.handle(next.event, now: next.now)
                } else {
                    let key = FrameMakerTests.keys.randomElement(using: &random)!
                    _ = editor.handle(.key(key), now: generator.now)
                }
                let made = maker.frame(of: editor)
                if maker.lastWasDrawnOver { drawnOver += 1 }
                let whole = editor.frame()
                if made != whole {
                    let cell = made.cells.indices.first { made.cells[$0] != whole.cells[$0] }
                    let place = cell.map { "at column \($0 % whole.columns), row \($0 / whole.columns)" }
                        ?? "in its cursor: \(String(describing: made.cursor)) for \(String(describing: whole.cursor))"
                    Issue.record("\(name), seed \(seed), step \(step): the frame drawn over the last one differs \(place)")
                    return
                }
            }
        }
        #expect(drawnOver > 0, "\(name): no frame was drawn over the last one")
    }

    /// A focus move is drawn over the last frame; anything else is drawn whole.
    @Test func onlyFocusMovesAreDrawnOver() {
        let labels = TestEditor.labels
        var editor = Editor(state: EditorState(board: SampleBoards.englishSmall, size: ScreenSize(columns: 80, rows: 24)),
                            labels: labels)
        _ = editor.handle(.key(.right), now: 0)
        #expect(editor.focusMove != nil)
        _ = editor.handle(.key(.right), now: 0.1)
        #expect(editor.focusMove != nil, "two moves in a row are one run")
        _ = editor.handle(.key(.character("e")), now: 0.2)
        #expect(editor.focusMove == nil, "edit mode changes every cell")
        _ = editor.handle(.key(.left), now: 0.3)
        #expect(editor.focusMove != nil, "in edit mode too")
        _ = editor.handle(.key(.character("]")), now: 0.4)
        #expect(editor.focusMove == nil, "an item move changes the board")
    }
}
