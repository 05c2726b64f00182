import ChannelCore
import Localization

/// Everything the screen shows, as one value. The reducer changes it; `render` draws it.
public struct EditorState: Hashable, Sendable {
    /// The channels, in the order on screen (during a drag: the live order).
    public var board: Board
    public var history: History
    public var mode: Mode
    /// The focused cell; nil only when both sections are empty.
    public var focus: Place?
    /// A lifted cell, if a drag is under way.
    public var drag: Drag?
    public var size: ScreenSize
    /// First content row on screen.
    public var scrollTop: Int
    /// The Add Channels filter text; nil when no filter is active.
    public var filter: String?
    /// True while the filter line takes typed characters.
    public var isTypingFilter: Bool
    /// The help overlay is shown.
    public var showsHelp: Bool
    /// A short message for the footer (a refusal, "Saved", an error), cleared by the next key.
    public var notice: String?
    /// The language of every text on screen (English unless the locale asks for another).
    public var translation: Translation
    /// Set when the screen builds a list for a script (`channel-editor pick`); nil for the editor.
    public var pick: PickSession?

    public init(
        board: Board, size: ScreenSize, history: History = History(), translation: Translation = .english,
        pick: PickSession? = nil
    ) {
        self.board = board
        self.pick = pick
        self.history = history
        mode = .browse
        // Start where the user left off: on the current channel when it is in My Channels.
        if let current = board.current, let place = board.place(of: current), place.section == .mine {
            focus = place
        } else {
            focus = board.mine.isEmpty ? (board.available.isEmpty ? nil : Place(.available, 0)) : Place(.mine, 0)
        }
        drag = nil
        self.size = size
        scrollTop = 0
        filter = nil
        isTypingFilter = false
        showsHelp = false
        notice = nil
        self.translation = translation
    }

    /// Rows of content that fit above the footer.
    public var viewportHeight: Int { max(0, size.rows - 1) }

    public var viewport: Viewport { Viewport(top: scrollTop, height: viewportHeight) }
}
