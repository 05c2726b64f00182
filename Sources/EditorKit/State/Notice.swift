/// What the status row says (the line above the footer's keys) until the next key: one plain
/// sentence in a fixed place, where a screen reader's "read the status line" finds it
/// (issue 27.2; README "Accessible mode").
package enum Notice: Hashable, Sendable {
    /// What a change did, in the accessible session's words ("Tech moved to place 2 of 8.").
    case change(String)
    /// A refusal and why, an error, a question, news of the file: drawn to stand out.
    case warning(String)
    /// A key refused because the screen is too small to show the grid; it goes as soon as
    /// the screen is large enough.
    case tooSmall(String)

    /// The sentence.
    package var text: String {
        switch self {
        case .change(let text), .warning(let text), .tooSmall(let text): text
        }
    }
}

/// A change notice's sentence and its fewer words for a narrow status row (EditorState.noticeBrief).
package struct NoticeBrief: Hashable, Sendable {
    package var sentence: String
    package var brief: String
}
