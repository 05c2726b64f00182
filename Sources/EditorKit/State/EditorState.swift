import ChannelCore
import Localization

/// Everything the screen shows, as one value. The reducer changes it; `render` draws it.
public struct EditorState: Hashable, Sendable {
    /// The channels, in the order on screen (during a drag: the live order).
    public var board: Board
    package var history: History
    package var mode: Mode
    /// The focused cell; nil only when both sections are empty.
    package var focus: Place?
    /// A lifted cell, if a drag is under way. It holds the pointer of a mouse drag (the one
    /// place the pointer is kept).
    public var drag: Drag?
    package var size: ScreenSize
    /// First content row on screen.
    package var scrollTop: Int
    /// The Add Channels filter: off, typed or applied.
    package var filterState: FilterState
    /// The Add Channels filter text; nil when no filter is active.
    package var filter: String? { filterState.text }
    /// True while the filter line takes typed characters.
    package var isTypingFilter: Bool { filterState.isTyping }
    /// A field of an entry being typed on the status row (rename, group, number); nil: none.
    package var prompt: FieldPrompt?
    /// The help overlay is shown.
    package var showsHelp: Bool
    /// First line of the help overlay's list on screen (the help scrolls when it does not fit).
    package var helpScroll: Int
    /// What the status row says until the next key (a change, a refusal and why, an error).
    package var notice: Notice?
    /// Fewer words for a change notice, which the status row shows when the sentence does not
    /// fit it ("Music added, place 9 of 9." at 40 columns, where the whole sentence lost its
    /// place); used only while `notice` is still that sentence.
    package var noticeBrief: NoticeBrief?
    /// The language of every text on screen (English unless the locale asks for another).
    package var translation: Translation
    /// Cells side by side, one a line, or whichever suits the names (`--layout`).
    package var layoutChoice: LayoutChoice
    /// Set when the screen builds a list for a script (`channel-editor pick`); nil for the editor.
    public internal(set) var pick: PickSession?
    /// The button Enter presses in dialog's and whiptail's forms (`PickSession.form`): dialog
    /// starts on OK, whiptail on its list (nil: Enter accepts). Tab moves it; drawn highlighted.
    package var pickButton: PickButton?

    /// The My Channels channel the last request asked to open (browse mode): opening exits the
    /// editor, so the first Enter or click only says so, and the next one on it opens it
    /// (issue 22.2). Any other request forgets it.
    package var pendingOpen: String?
    /// The last request was an Esc or a quit that only warned (a plain pick session whose
    /// choice changed; a quit with changes a failed save could not write), so the very next one
    /// goes ahead (a second Esc dropped a whole choice unasked; a quit dropped unsaved changes).
    package var exitWarned = false
    /// The terminal reports the mouse. Without one, headers and hints name keys, never clicks.
    package var hasMouse: Bool
    /// The channels file being edited, as text to show in the help (nil: not shown).
    package var filePath: String?
    /// The last save failed (and none succeeded since): quitting reports it.
    var saveFailure: SaveFailure?
    /// A line about some channels (a playlist entry's group), for the footer and the filter.
    package var details: ChannelDetails?
    /// What the list holds (channels, feeds, services): the words headers, hints and sentences
    /// use about it (`ListVocabulary`; the file's format says which, `FileFormat.listKind`).
    package var kind: ListKind
    /// How the filter and the line mode fold names (Traditional and Simplified alike); nil: none.
    package var fold: TextFold?

    public init(
        board: Board, size: ScreenSize, history: History = History(), hasMouse: Bool = true, filePath: String? = nil,
        translation: Translation = .english, pick: PickSession? = nil, details: ChannelDetails? = nil,
        layout: LayoutChoice = .auto, kind: ListKind = .channels, fold: TextFold? = nil
    ) {
        layoutChoice = layout
        self.kind = kind
        self.details = details
        self.fold = fold
        self.board = board
        self.pick = pick
        self.history = history
        mode = .browse
        // Start where the user left off: on the current channel when it is in My Channels. A pick
        // session starts on dialog's `--default-item` in either list (`Board.lastOpened`).
        if let current = board.current, let place = board.place(of: current), place.section == .mine {
            focus = place
        } else if pick != nil, let item = board.lastOpened, let place = board.place(of: item) {
            focus = place
        } else if pick?.form == .buildlist, !board.available.isEmpty {
            // dialog's buildlist starts on its left list, the items not chosen.
            focus = Place(.available, 0)
        } else if pick?.form?.walksInputOrder == true, let first = pick?.inputRank?.min(by: { $0.value < $1.value }),
                  let place = board.place(of: first.key) {
            // A checklist is one list in input order: it starts on the first item.
            focus = place
        } else {
            focus = board.mine.isEmpty ? (board.available.isEmpty ? nil : Place(.available, 0)) : Place(.mine, 0)
        }
        drag = nil
        pickButton = pick?.form.flatMap { $0 == .whiptailChecklist ? nil : pick?.firstFocusedButton }
        self.size = size
        scrollTop = 0
        filterState = .off
        prompt = nil
        showsHelp = false
        helpScroll = 0
        notice = nil
        noticeBrief = nil
        pendingOpen = nil
        exitWarned = false
        self.translation = translation
        self.hasMouse = hasMouse
        self.filePath = filePath
        saveFailure = nil
    }

    /// Rows of content that fit above the status row and the footer.
    package var viewportHeight: Int { max(0, size.rows - ScreenChrome.rowsBelowContent) }

    package var viewport: Viewport { Viewport(top: scrollTop, height: viewportHeight) }
}

/// A save that did not happen, as the run loop reports it back to the editor.
public struct SaveFailure: Hashable, Sendable {
    /// What went wrong, for the footer ("No space left on device").
    var problem: String
    /// The whole line for standard error when the editor exits.
    public var message: String
    /// The exit status quitting then ends with.
    public var exitStatus: Int32

    public init(problem: String, message: String, exitStatus: Int32) {
        self.problem = problem
        self.message = message
        self.exitStatus = exitStatus
    }
}
