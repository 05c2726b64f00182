import ChannelCore
import EditorKit
import Testing

/// Where a new editor puts the focus.
struct EditorStateTests {
    let size = ScreenSize(columns: 80, rows: 24)

    @Test func focusStartsOnTheCurrentChannel() throws {
        let board = try Board(mine: [Channel(id: "top", name: "Top", locked: true), Channel(id: "a", name: "A"), Channel(id: "b", name: "B")],
                              available: [Channel(id: "c", name: "C")], current: "b")
        #expect(EditorState(board: board, size: size).focus == Place(.mine, 2))
    }

    @Test func focusStartsOnTheFirstCellWhenTheCurrentChannelIsNotInMyChannels() throws {
        let mine = [Channel(id: "a", name: "A")]
        let available = [Channel(id: "c", name: "C")]
        #expect(EditorState(board: try Board(mine: mine, available: available, current: "c"), size: size).focus == Place(.mine, 0))
        #expect(EditorState(board: try Board(mine: mine, available: available, current: nil), size: size).focus == Place(.mine, 0))
        #expect(EditorState(board: try Board(mine: [], available: available, current: "zz"), size: size).focus == Place(.available, 0))
        #expect(EditorState(board: Board(), size: size).focus == nil)
    }
}
