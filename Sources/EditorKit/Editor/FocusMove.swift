import ChannelCore

/// Changes of the focus alone (and of the status row's notice): from revision `since` of the
/// editor's state to revision `to`, every state differed from the others only in those
/// (`Editor.focusMove`).
package struct FocusMove: Hashable, Sendable {
    package let since: Int
    package let to: Int

    /// True when `revision` lies in the span.
    package func contains(_ revision: Int) -> Bool { since <= revision && revision <= to }
}

/// What a state shows on screen but its board, its focus and its notice: equal before and after
/// a focus move, so the grid is the same but for the two cells (the notice is in the status row,
/// which is drawn again). The board is left out (a focus move never touches it), so comparing
/// two looks never walks the channels.
struct GridLook: Equatable {
    private let rest: EditorState

    init(_ state: EditorState) {
        var rest = state
        rest.board = Board()
        rest.focus = nil
        rest.notice = nil
        self.rest = rest
    }
}

extension Action {
    /// The action changes the focus and at most the scroll, never the board (`Editor.focusMove`;
    /// a scroll makes the grid look different, which `GridLook` sees).
    var movesOnlyTheFocus: Bool {
        switch self {
        case .moveFocus, .nextSection, .previousSection, .focusFirst, .focusLast, .pageUp, .pageDown, .walkItems, .focusList:
            true
        default: false
        }
    }
}
