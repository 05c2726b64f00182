import ChannelCore
import EditorKit
import Testing

/// The one way tests build an editor and find a cell on its screen: labels laid out with
/// `TestWidth.wcwidth` (the table the terminal draws with), and a missing cell is a failure of
/// the test that asked for it, never a point off the screen.
public enum TestEditor {
    /// The labels every test lays out with.
    public static var labels: LabelBook { LabelBook(maker: LabelMaker(widthOf: TestWidth.wcwidth)) }

    /// An editor on `state`.
    public static func editor(_ state: EditorState) -> Editor {
        Editor(state: state, labels: labels)
    }

    /// The screen point in the middle of a place's cell (content row minus the scroll).
    public static func point(of place: Place, in editor: Editor, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (column: Int, row: Int) {
        let box = try #require(editor.layout().box(at: place), "no cell at \(place)", sourceLocation: sourceLocation)
        return (box.column + box.width / 2, box.row - editor.state.scrollTop)
    }

    /// The screen point of a channel's cell.
    public static func point(of id: String, in editor: Editor, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (column: Int, row: Int) {
        let place = try #require(editor.state.board.place(of: id), "no channel \(id)", sourceLocation: sourceLocation)
        return try point(of: place, in: editor, sourceLocation: sourceLocation)
    }
}
