import ChannelCore

/// dialog's Extra and Help buttons in a pick session (`PickSession.extraLabel`, `helpLabel`):
/// each ends the session as dialog's does, the run loop prints what dialog prints for it
/// (README, "dialog's and whiptail's forms").
extension Editor {
    /// Extra: a lifted item is put down where it is, then the chosen list is the result, as
    /// for OK. Only offered in dialog's forms, which have no `--min`/`--max`.
    mutating func pressExtra() -> [Effect] {
        guard let pick = state.pick, pick.extraLabel != nil else { return [] }
        let effects = putDown()
        return effects + [.finishPick(.extra(pick.choice == .focused ? focusedAlone : state.board))]
    }

    /// Help: on the focused item (dialog's current item), with the chosen list for
    /// `--help-status`.
    mutating func pressHelp() -> [Effect] {
        guard let pick = state.pick, pick.helpLabel != nil else { return [] }
        let focused = state.drag?.id ?? state.focus.flatMap { state.board.channel(at: $0)?.id }
        let effects = putDown()
        return effects + [.finishPick(.help(state.board, focused: focused))]
    }
}
