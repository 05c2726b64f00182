import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The keys and frame-making shared by the render and frame tests (their boards are
/// `SampleBoards.englishLarge` and `chineseLarge`).
enum RenderSamples {
    /// The help a browsing editor shows, as the keymap gives it (for tests that draw help on
    /// states of their own making).
    static var keymapHelp: [KeyHint] {
        Keymap.help(for: EditorState(board: Board(), size: ScreenSize(columns: 80, rows: 24)))
    }

    static func state(_ board: Board, columns: Int, rows: Int, mode: Mode = .browse) -> EditorState {
        var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows))
        state.mode = mode
        // These screens show the focus on the first cell, whatever channel is current.
        state.focus = board.mine.isEmpty ? state.focus : Place(.mine, 0)
        return state
    }

    /// The frame for a state, made the way the front end makes it: `Editor.frame()`, whose
    /// footer and help come from the keymap alone (issue 21.2: no hand-written hints).
    static func frame(_ state: EditorState) -> Frame {
        TestEditor.editor(state).frame(widthOf: TestWidth.wcwidth)
    }

    /// The frame of a state exactly as given (a scroll, focus or current the editor would
    /// correct, for the renderer's own tests), its footer and help still the keymap's.
    static func rendered(_ state: EditorState) -> Frame {
        let labels = TestEditor.labels
        return render(state, layout: state.layout(labels: labels), labels: labels, hints: Keymap.hints(for: state),
                      help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: TestWidth.wcwidth)
    }
}

@Suite struct RenderSampleTests {
    @Test func samplesHaveTheShapeTheScreensAssume() throws {
        for board in [SampleBoards.englishLarge, SampleBoards.chineseLarge] {
            #expect(board.mine.count == 10)
            #expect(board.lockedCount == 2)
            #expect(board.available.count == 20)
            #expect(board.current.flatMap { board.place(of: $0) }?.section == .mine)
        }
    }
}
