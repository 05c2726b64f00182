import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Bugs the fuzzer found, each as the shortest story that shows it (public API only).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let size = ScreenSize(columns: 80, rows: 24)

    /// The English sample at 80x24: My Channels on one row, `Top` 1-7, `Local` 9-17, `Tech`
    /// 19-26, `Finance` 28-38, `Sports` 40-49, `World` 51-59, `Entertainment` 61-77.
    func englishEditor() -> Editor {
        let board = SampleBoards.englishSmall
        return Editor(state: EditorState(board: board, size: FuzzRegressionTests.size),
                      labels: TestEditor.labels)
    }

    func channel(at column: Int, _ row: Int, in editor: Editor) -> String? {
        guard case .cell(let place) = editor.state.hit(column: column, row: row, layout: editor.layout())
        else { return nil }
        return editor.state.board.channel(at: place)?.id
    }

    /// Found by the fuzzer (board big-300, seed 1, event #18237: "the press was on c287 but the
    /// tap acts on c3"). A key that moves channels while the button is down put another channel
    /// under the pointer, and the release counted as a tap on it: here Finance is pressed, `]`
    /// moves the focused Tech into that spot, and the release opened Tech (printing its id).
    @Test func aReleaseIsNoTapOnAChannelAKeyMovedUnderThePointer() {
        var editor = englishEditor()
        _ = editor.handle(.key(.right), now: 0)
        _ = editor.handle(.key(.right), now: 0.1)
        #expect(editor.state.focus == Place(.mine, 2))
        #expect(channel(at: 35, 1, in: editor) == "finance")
        _ = editor.handle(.press(.left, column: 35, row: 1), now: 0.2)
        _ = editor.handle(.key(.character("]")), now: 0.25)
        #expect(editor.state.board.mineIDs == ["top", "local", "finance", "tech", "sports", "world", "entertainment"])
        #expect(channel(at: 35, 1, in: editor) == "tech")
        let effects = editor.handle(.release(column: 35, row: 1), now: 0.3)
        #expect(effects == [], "the release acted on a channel that was not pressed: \(effects)")
        #expect(editor.state.board.current == "top")
    }

    /// The same for a drag: in edit mode Finance is pressed, `x` removes the focused Tech and
    /// Sports slides under the pointer; moving on lifted Sports, which nobody grabbed.
    @Test func aDragNeverLiftsAChannelAKeyMovedUnderThePointer() {
        var editor = englishEditor()
        _ = editor.handle(.key(.character("e")), now: 0)
        _ = editor.handle(.key(.right), now: 0.1)
        _ = editor.handle(.key(.right), now: 0.2)
        _ = editor.handle(.press(.left, column: 35, row: 1), now: 0.3)
        _ = editor.handle(.key(.character("x")), now: 0.35)
        #expect(editor.state.board.mineIDs == ["top", "local", "finance", "sports", "world", "entertainment"])
        #expect(channel(at: 35, 1, in: editor) == "sports")
        _ = editor.handle(.motion(column: 55, row: 1), now: 0.4)
        #expect(editor.state.drag == nil, "lifted \(editor.state.drag?.id ?? "")")
        _ = editor.handle(.release(column: 55, row: 1), now: 0.45)
        #expect(editor.state.board.mineIDs == ["top", "local", "finance", "sports", "world", "entertainment"])
    }

    /// Both stories as fuzz steps, through every rule the fuzzer checks.
    @Test func theStoriesPassTheFuzzRules() {
        let tap = [
            FuzzStep(.key(.right), at: 0),
            FuzzStep(.key(.right), at: 0.1),
            FuzzStep(.press(.left, column: 35, row: 1), at: 0.2),
            FuzzStep(.key(.character("]")), at: 0.25),
            FuzzStep(.release(column: 35, row: 1), at: 0.3),
        ]
        let drag = [
            FuzzStep(.key(.character("e")), at: 0),
            FuzzStep(.key(.right), at: 0.1),
            FuzzStep(.key(.right), at: 0.2),
            FuzzStep(.press(.left, column: 35, row: 1), at: 0.3),
            FuzzStep(.key(.character("x")), at: 0.35),
            FuzzStep(.motion(column: 55, row: 1), at: 0.4),
            FuzzStep(.release(column: 55, row: 1), at: 0.45),
        ]
        for steps in [tap, drag] {
            let failure = FuzzRunner.check(board: FuzzBoards.board("english"), size: FuzzRegressionTests.size, steps: steps)
            #expect(failure == nil, "\(String(describing: failure))")
        }
    }
}
