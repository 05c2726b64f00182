import ChannelCore
import Testing
import EditorKit
import TestSupport

/// Boards, widths and helpers for the Input/Editor/Keymap tests (kept here, not in TestSupport).
enum Fixture {
    /// The tests' one width table (CJK 2 columns, combining marks 0, controls -1).
    static let width: ScalarWidth = TestWidth.wcwidth

    static func channel(_ id: String, _ name: String? = nil, locked: Bool = false) -> Channel {
        Channel(id: id, name: name ?? id, locked: locked)
    }

    /// My Channels: `top` (locked, "Top") and `a`...`f`; Add Channels: `s1`...`s4`, with `财经`
    /// (two wide characters) second.
    static func board() -> Board {
        let mine = [channel("top", "Top", locked: true)] + ["a", "b", "c", "d", "e", "f"].map { channel($0) }
        let available = [channel("s1"), channel("fin", "财经"), channel("s3"), channel("s4")]
        return SampleBoards.valid { try Board(mine: mine, available: available, current: "top") }
    }

    /// A board with no locked channel: `m0`...`m(count-1)` and `v0`...`v(available-1)`.
    static func plainBoard(mine: Int, available: Int) -> Board {
        let m = (0..<mine).map { channel("m\($0)") }
        let v = (0..<available).map { channel("v\($0)") }
        return SampleBoards.valid { try Board(mine: m, available: v) }
    }

    static func editor(
        _ board: Board = board(), columns: Int = 40, rows: Int = 24,
        configure: (inout EditorState) -> Void = { _ in }
    ) -> Editor {
        var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows))
        configure(&state)
        return TestEditor.editor(state)
    }

    static func ids(_ channels: [Channel]) -> [String] { channels.map(\.id) }

    /// Every invariant the editor promises after any action.
    static func checkInvariants(_ editor: Editor, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = editor.state
        let layout = editor.layout()
        #expect(layout == state.layout(labels: editor.labels), "cached layout is stale", sourceLocation: sourceLocation)
        if layout.mine.isEmpty && layout.available.isEmpty {
            #expect(state.focus == nil, sourceLocation: sourceLocation)
        } else {
            #expect(state.focus.flatMap { layout.box(at: $0) } != nil, "focus \(String(describing: state.focus)) not laid out",
                    sourceLocation: sourceLocation)
        }
        #expect(state.scrollTop >= 0, sourceLocation: sourceLocation)
        #expect(state.scrollTop <= max(0, layout.height - state.viewportHeight), sourceLocation: sourceLocation)
        if let drag = state.drag {
            #expect(state.focus == state.board.place(of: drag.id), sourceLocation: sourceLocation)
            #expect(state.mode == .edit, sourceLocation: sourceLocation)
        }
        let lockedCount = state.board.lockedCount
        #expect(!state.board.mine.dropFirst(lockedCount).contains { $0.locked }, sourceLocation: sourceLocation)
        #expect(!state.board.available.contains { $0.locked }, sourceLocation: sourceLocation)
    }
}

@Suite("Editor fixtures")
struct EditorFixtureTests {
    @Test func widthTableCountsCJKAsTwo() {
        #expect(Fixture.width("a") == 1)
        #expect(Fixture.width("财") == 2)
        #expect(Fixture.width("\u{0301}") == 0)
        #expect(Fixture.width("\u{1B}") == -1)
    }

    @Test func standardBoardLaysOutAsTheTestsAssume() {
        let editor = Fixture.editor()
        let layout = editor.layout()
        // 40 columns: My Channels on one row (Top is 7 wide, then six 5-wide cells).
        #expect(layout.mine.map(\.column) == [1, 9, 15, 21, 27, 33, 1])
        #expect(layout.mine.map(\.row) == [1, 1, 1, 1, 1, 1, 2])
        #expect(layout.availableHeaderRow == 4)
        #expect(layout.available.map(\.row) == [5, 5, 5, 5])
        #expect(layout.available.map(\.width) == [6, 8, 6, 6])
        #expect(editor.state.focus == Place(.mine, 0))
    }
}
