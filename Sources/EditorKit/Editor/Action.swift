import ChannelCore

/// One request to the editor: what a key or a mouse gesture means, before it is checked.
///
/// The input machine and the keymap produce actions; `Editor.apply` carries them out. Every
/// action is total: whatever the state, applying it either does what it says, refuses
/// (`Effect.bell` and a notice), or does nothing.
/// Pointer positions are screen cells (the reducer adds the scroll).
public enum Action: Hashable, Sendable {
    // MARK: Pointer

    /// A tap (press and release on the same cell): focus the cell, then activate it.
    case tap(Place)
    /// Switch between browse and edit mode (`e`, the `[Edit]`/`[Done]` button).
    case toggleEdit
    /// Switch to edit mode (long press); nothing when already there.
    case enterEdit
    /// Back to browse mode (Esc in edit mode); nothing when already there.
    case leaveEdit
    /// Lift the My Channels cell at `place` under the pointer (mouse drag past the threshold).
    /// Enters edit mode. `grabOffset` is the column inside the cell where it was pressed.
    case beginDrag(Place, grabOffset: Int, column: Int, row: Int)
    /// The pointer of a mouse drag moved here: the lifted cell follows, the order changes live.
    case dragTo(column: Int, row: Int)
    /// The mouse drag ended here: over Add Channels the channel is removed, elsewhere the live
    /// order is kept. One history entry, one save (when anything changed).
    case drop(column: Int, row: Int)
    /// Scroll the view by this many rows (negative: up). Wheel and autoscroll.
    case scroll(by: Int)

    // MARK: Focus

    /// Spatial focus move: up/down to the nearest cell in the row above/below (across
    /// sections), left/right to the previous/next cell in flow order.
    case moveFocus(Direction)
    /// Tab: the first cell of the next section.
    case nextSection
    /// Shift-Tab: the first cell of the previous section.
    case previousSection
    /// Home: the first cell of the focused section.
    case focusFirst
    /// End: the last cell of the focused section.
    case focusLast
    /// PgUp: scroll a screen up, focus follows.
    case pageUp
    /// PgDn: scroll a screen down, focus follows.
    case pageDown
    /// Enter: what a tap on the focused cell does.
    case activate

    // MARK: Reordering

    /// Space in edit mode: lift the focused My Channels cell for the keyboard.
    case pickUp
    /// Move the lifted cell (live).
    case moveLifted(Direction)
    /// Home/End with a lifted cell: to the first place after the locked channels, or the last.
    case moveLiftedToEdge(first: Bool)
    /// Put the lifted cell down where it is now (Space/Enter, or a lost mouse release).
    case putDown
    /// Esc during a drag: back to the order from before the drag.
    case cancelDrag
    /// `[` / `]`: move the focused My Channels cell one place (-1 towards the front).
    case nudge(by: Int)
    /// `{` / `}` in edit mode: move the focused entry's whole group (a playlist's `group-title`)
    /// one group back or forward, its entries gathered; one undo step.
    case nudgeGroup(forward: Bool)
    /// `x` / Delete in edit mode: move the focused My Channels cell to Add Channels.
    case removeFocused

    // MARK: History

    case undo
    case redo

    // MARK: Filter

    /// `/`: start typing the Add Channels filter.
    case startFilter
    /// A character typed into the filter.
    case typeFilter(Character)
    /// Backspace in the filter.
    case deleteFilterCharacter
    /// Enter while typing: stop typing, keep the filter, add the focused match.
    case finishFilter
    /// Esc while typing (or in browse mode with a filter): no filter any more.
    case clearFilter

    // MARK: Fields of entries (FieldPrompt)

    /// `r`, `g`, `n`, `N` in edit mode: ask on the status row for the focused entry's new name or
    /// group, or the first number of My Channels (`perGroup`: each group its own block).
    case promptField(EntryEdit.Field, perGroup: Bool)
    /// A character typed into the prompt.
    case typePrompt(Character)
    /// Backspace in the prompt.
    case deletePromptCharacter
    /// Ctrl-U in the prompt: no text left (to type a name from nothing).
    case clearPrompt
    /// Enter in the prompt: make the edit (one undo step, one save).
    case finishPrompt
    /// Esc in the prompt: leave the field as it was.
    case cancelPrompt

    // MARK: Screen

    case showHelp
    case hideHelp
    /// Scroll the help overlay's list by this many lines (arrows, the wheel).
    case scrollHelp(by: Int)
    /// PgUp / PgDn in the help: a box of lines up or down.
    case pageHelp(down: Bool)
    /// The terminal changed size.
    case resize(columns: Int, rows: Int)
    /// Ctrl-C / the close control, the accessible mode's `cancel`: leave without opening
    /// anything (in a pick session: cancel at once).
    case quit
    /// `q`: as `quit`, except that a plain pick session with a changed choice asks first, as
    /// Esc does (a newcomer lost a whole choice to one `q`).
    case quitByQ

    // MARK: The file

    /// The file changed on disk (another channel-editor, a script command, a hand edit) and
    /// `board` is what it holds now: show it, keep the focus on the same channel where it still
    /// exists, drop the undo steps someone else's change overtook, and say `notice`. Saves
    /// nothing (the board is already what is on disk).
    case reloaded(Board, notice: String)
    /// `R`: give the favourites the URLs their catalog has for them now (issue 36 item 2; the
    /// `refresh` command's bytes, written by the run loop: `Effect.refreshFromCatalogs`).
    case refreshFromCatalogs
    /// The refresh was made: `board` is the file now, `summary` what it did ("3 updated,
    /// 1 not offered: …"), `before` My Channels as the file had them just before (nil: nothing
    /// was written). Shown as a reload is; one undo step.
    case refreshed(Board, summary: String, before: [Channel]?)

    // MARK: Pick sessions (PickSession)

    /// Enter, the header button: OK, the chosen list is the result.
    case accept
    /// Esc with nothing else to undo: Cancel, reported as Esc.
    case cancelByEscape
    /// dialog's Extra button (`PickSession.extraLabel`): end with the chosen list, as Extra.
    case pressExtra
    /// dialog's Help button (`PickSession.helpLabel`): end as Help, on the focused item.
    case pressHelp
    /// Space: the focused item to the other list (dialog's toggle); on a chosen item in edit
    /// mode, lift it instead.
    case toggle
    /// dialog's and whiptail's forms (PickSession.form): Tab, Shift-Tab (dialog: Right, Left)
    /// focus the next or previous button.
    case stepButton(forward: Bool)
    /// whiptail's arrows on a focused button: the next or previous one, not round the ring.
    case arrowOnButton(forward: Bool)
    /// Enter in a form: press the focused button (OK with whiptail's list focused).
    case pressFocusedButton
    /// Up, Down in a form: the item before or after, in dialog's order, stopping at the ends.
    case walkItems(by: Int)
    /// dialog's buildlist `^`, `$`: the focus to the left (not chosen) or right (chosen) list.
    case focusList(Section)
    /// A letter or digit in a form: dialog's jump to the next item whose tag (item, with
    /// `--no-tags`) starts with it; whiptail's menu jumps too, its checklist ignores letters.
    case hotkey(Character)

    /// Ctrl-Z: stop the program until the shell's `fg` (a mouse drag ends first, as Esc ends it).
    case suspend

    // MARK: Outcomes of effects

    /// The last `Effect.save` failed: the footer says why and quitting reports it.
    case saveFailed(SaveFailure)
    /// The last `Effect.save` succeeded: a failure before it no longer counts.
    case saved

    // MARK: Refusals the input machine sees first

    /// A key other than those that end a lift, while a channel is lifted.
    case refuseWhileLifted
    /// Pasted text outside the filter line: it is never taken as keys.
    case ignorePaste
    /// Backspace or a character no key takes, after Enter stopped the filter's typing: say how
    /// to type again instead of dropping it silently.
    case filterTypingStopped
    /// A key that works only in edit mode (Space, x, Delete), pressed in browse mode: say so
    /// instead of doing nothing (a newcomer's report).
    case needsEditMode(keyLabel: String)
    /// Ctrl-Z could not stop the program (started without job control: inside `$(…)`).
    case suspendRefused
}

extension Action {
    /// True for actions that move the focus, a lifted channel or the view by one step: a click
    /// on their footer hint would mean nothing, so those hints are not clickable.
    var isStep: Bool {
        switch self {
        case .moveFocus, .moveLifted, .moveLiftedToEdge, .nudge, .nudgeGroup, .nextSection, .previousSection, .focusFirst, .focusLast,
             .pageUp, .pageDown, .scroll, .scrollHelp, .pageHelp, .stepButton, .arrowOnButton, .walkItems, .focusList,
             .hotkey:
            return true
        default:
            return false
        }
    }

    /// True for the actions that leave a field's prompt open: its own keys, the help, a resize,
    /// the outcome of a save, suspending, the file read again (`reload` closes it when its
    /// entry is gone).
    var keepsPrompt: Bool {
        switch self {
        case .typePrompt, .deletePromptCharacter, .clearPrompt, .finishPrompt, .showHelp, .hideHelp, .scrollHelp, .pageHelp,
             .resize, .saved, .saveFailed, .suspend, .suspendRefused, .ignorePaste, .reloaded, .refreshed:
            return true
        default:
            return false
        }
    }

    /// True for actions that only report how an effect went: they leave the notice alone.
    var isOutcome: Bool {
        switch self {
        case .resize, .saveFailed, .saved: return true
        default: return false
        }
    }
}
