import ChannelCore

/// A pick session (`channel-editor pick`, `channel-editor --buildlist ...`): the items are a
/// script's, not channels, and the screen ends with OK or Cancel instead of opening a channel.
/// `EditorState.pick` is nil for the channel editor. What changes (docs/ARCHITECTURE.md,
/// "Pick mode"): the section titles and the prompt; Enter accepts (as in dialog), Space moves
/// the focused item to the other list, a tap on a chosen item removes it, the header button
/// accepts; Esc, `q`, Ctrl-C and the close control cancel.
public struct PickSession: Hashable, Sendable {
    /// The title of the chosen list (My Channels in the editor).
    public var mineTitle: String
    /// The title of the list to choose from (Add Channels in the editor).
    public var availableTitle: String
    /// `--title` and dialog's TEXT: shown after the chosen list's title.
    public var prompt: String?
    /// What the footer and the header button call accepting ("OK", dialog's `--ok-label`).
    public var okLabel: String
    /// What the footer calls cancelling ("Cancel", dialog's `--cancel-label`).
    public var cancelLabel: String
    /// Each item's place in the input. When set (dialog's buildlist without `--reorder`), an
    /// added item goes in front of the first chosen item that came after it in the input,
    /// so a list chosen without moving anything comes out in input order, as dialog's does.
    public var inputRank: [String: Int]?

    public init(
        mineTitle: String = PickSession.defaultMineTitle, availableTitle: String = PickSession.defaultAvailableTitle,
        prompt: String? = nil, okLabel: String = PickSession.defaultOKLabel,
        cancelLabel: String = PickSession.defaultCancelLabel, inputRank: [String: Int]? = nil
    ) {
        self.mineTitle = mineTitle
        self.availableTitle = availableTitle
        self.prompt = prompt
        self.okLabel = okLabel
        self.cancelLabel = cancelLabel
        self.inputRank = inputRank
    }

    // Every word a pick session adds to the screen, in one place; the English texts are
    // msgids, translated when drawn (Renderer+Pick.swift) unless the script gave its own.
    public static let defaultMineTitle = "Chosen"
    public static let defaultAvailableTitle = "Available"
    public static let defaultOKLabel = "OK"
    public static let defaultCancelLabel = "Cancel"
    static let nothingChosen = "Nothing chosen"
    static let allChosen = "All chosen"
}

/// How a pick session ended: what the run loop prints and the exit status it returns.
public enum PickEnding: Hashable, Sendable {
    /// OK: the chosen list is `board.mine`, in order.
    case accepted(Board)
    /// Cancel; `byEscape` for Esc, which dialog reports with its own status (255).
    case cancelled(byEscape: Bool)
}
