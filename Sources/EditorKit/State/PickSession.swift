import ChannelCore

/// A pick session (`channel-editor pick`, `channel-editor --buildlist ...`): the items are a
/// script's, not channels, and the screen ends with OK or Cancel instead of opening a channel.
/// `EditorState.pick` is nil for the channel editor. What changes (docs/DECISIONS.md,
/// "Pick mode"): the section titles and the prompt; Enter accepts (as in dialog), Space moves
/// the focused item to the other list, a tap on a chosen item removes it, the header button
/// accepts; Esc, `q`, Ctrl-C and the close control cancel. The words it adds to the screen are
/// in Renderer+Pick.swift and the keymap's pick bindings.
public struct PickSession: Hashable, Sendable {
    /// The title of the chosen list (My Channels in the editor); nil: "Chosen", translated.
    public var mineTitle: String?
    /// The title of the list to choose from (Add Channels in the editor); nil: "Available".
    public var availableTitle: String?
    /// `--title` (and in the plain `pick` only that): shown after the chosen list's title.
    public var prompt: String?
    /// dialog's and whiptail's TEXT, its `\n` already made line breaks (DialogBoxText): shown
    /// whole above the lists, wrapped, as those programs show it (EditorState+BoxText.swift).
    public var boxText: String?
    /// What the footer and the header button call accepting (dialog's `--ok-label`); nil: "OK".
    public var okLabel: String?
    /// What the footer calls cancelling (dialog's `--cancel-label`); nil: "Cancel".
    public var cancelLabel: String?
    /// Each item's place in the input. When set, an item taken out of the chosen list goes
    /// back to its input-order place among the available ones (as in dialog), not to the front.
    public var inputRank: [String: Int]?
    /// With `inputRank` (dialog's and whiptail's forms without `--reorder`): an added item goes
    /// in front of the first chosen item that came after it in the input, so a list chosen
    /// without moving anything comes out in input order, as dialog's does.
    /// The chosen list then keeps input order: nothing in it can be moved, since dialog prints
    /// it in input order anyway (a move the output ignores would be a trap).
    public var addsInInputOrder: Bool
    /// `--min N`: OK is refused while fewer are chosen; 0 asks for nothing.
    public var minimum: Int
    /// `--max N`: OK is refused while more are chosen (`--max 1`: a single choice); nil: no limit.
    public var maximum: Int?
    /// dialog's `--extra-button`: the footer offers a button of this label (`--extra-label`;
    /// "Extra", translated, when empty) that ends the session with `PickEnding.extra`; nil: none.
    public var extraLabel: String?
    /// dialog's `--help-button`: the footer offers a button of this label (`--help-label`;
    /// "Help", translated, when empty) that ends the session with `PickEnding.help`; nil: none.
    public var helpLabel: String?
    /// dialog's `--timeout SECONDS`: with no key or click for that long, the session ends as
    /// Esc does (dialog's 255, nothing printed); nil or 0: never.
    public var idleTimeout: Int?
    /// Which program's keys the session answers as (README, "dialog's and whiptail's forms");
    /// nil: the plain `pick`, with its own keys.
    public var form: PickForm?
    /// False with dialog's `--no-cancel` and whiptail's `--nocancel`: no Cancel button to Tab
    /// to (`q` and Esc still cancel).
    public var hasCancelButton = true
    /// False with dialog's `--no-ok` (`--nook`): no OK button to Tab to, and Enter is OK on
    /// whichever button has the focus, as dialog's Enter is then.
    public var hasOKButton = true
    /// dialog's `--default-button`: the button focused at the start, when the form has it
    /// (else the first, as dialog falls back).
    public var defaultButton: PickButton?
    /// What OK takes: the chosen list (buildlist, checklist), one chosen item (radiolist), or
    /// the focused item (menu).
    public var choice: PickChoice = .several

    public init(
        mineTitle: String? = nil, availableTitle: String? = nil, prompt: String? = nil, okLabel: String? = nil,
        cancelLabel: String? = nil, inputRank: [String: Int]? = nil, addsInInputOrder: Bool = false,
        minimum: Int = 0, maximum: Int? = nil
    ) {
        self.mineTitle = mineTitle
        self.availableTitle = availableTitle
        self.prompt = prompt
        self.okLabel = okLabel
        self.cancelLabel = cancelLabel
        self.inputRank = inputRank
        self.addsInInputOrder = addsInInputOrder
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The button focused at the start of dialog's forms: `defaultButton` when there is one
    /// such, else the first (nil: none at all, and Enter is OK).
    public var firstFocusedButton: PickButton? {
        defaultButton.flatMap { buttons.contains($0) ? $0 : nil } ?? buttons.first
    }

    /// The buttons in the order dialog and whiptail Tab through them: OK, Extra, Cancel, Help.
    public var buttons: [PickButton] {
        (hasOKButton ? [.ok] : []) + (extraLabel != nil ? [.extra] : []) + (hasCancelButton ? [.cancel] : [])
            + (helpLabel != nil ? [.help] : [])
    }

    /// Whether `count` chosen items are within `--min` and `--max`.
    public func allows(_ count: Int) -> Bool {
        count >= minimum && count <= (maximum ?? Int.max)
    }
}

/// How a pick session ended: what the run loop prints and the exit status it returns.
public enum PickEnding: Hashable, Sendable {
    /// OK: the chosen list is `board.mine`, in order.
    case accepted(Board)
    /// Cancel; `byEscape` for Esc, which dialog reports with its own status (255).
    case cancelled(byEscape: Bool)
    /// dialog's Extra button: the chosen list is printed as for OK, the status is Extra's (3).
    case extra(Board)
    /// dialog's Help button, pressed with the focus on the item `focused` (its id; nil when no
    /// item is focused): dialog prints `HELP` and that item's tag or item help (Help's status, 2).
    case help(Board, focused: String?)
    /// dialog's `--timeout` ran out with no key: Esc's ending unless `DIALOG_TIMEOUT` is set.
    case timedOut
}

/// The program whose keys a dialog-form session answers as (PickSession.form).
public enum PickForm: Hashable, Sendable {
    /// `dialog --buildlist`: two lists; Tab, Left and Right walk the buttons, `^` and `$` the lists.
    case buildlist
    /// `dialog --checklist`: one list in input order; Tab, Left and Right walk the buttons.
    case checklist
    /// `whiptail --checklist`: the list and the buttons in one Tab ring, the list first.
    case whiptailChecklist

    /// The items are one list in input order: the arrows walk them in that order.
    public var walksInputOrder: Bool { self != .buildlist }
}

/// What a dialog-form session's OK takes (PickSession.choice).
public enum PickChoice: Hashable, Sendable {
    /// dialog's buildlist and checklist: every chosen item.
    case several
    /// A radiolist: Space chooses the focused item in place of the one chosen before, and a
    /// chosen item stays chosen (dialog and whiptail have no way to choose none again).
    case one
    /// A menu: nothing is chosen beforehand; OK (and Extra) take the focused item.
    case focused
}

/// One of the buttons a dialog-form session can focus (EditorState.pickButton).
public enum PickButton: Hashable, Sendable {
    case ok
    case extra
    case cancel
    case help
}
