import ChannelCore

/// The Add Channels filter.
extension Editor {
    /// `/`: start typing (keeping any filter text).
    mutating func startFilter() {
        state.filterState = .typing(state.filter ?? "")
    }

    /// A typed character narrows Add Channels; the focus moves to the first match.
    mutating func typeFilter(_ character: Character) {
        guard Key.isPrintable(character) else { return }
        var filter = state.filter ?? ""
        state.filterState = .typing(filter)
        guard filter.count < Editor.filterLimit else { return }
        filter.append(character)
        state.filterState = .typing(filter)
        refreshLayout()
        focusFirstMatch()
    }

    /// Backspace while typing: one character less; the focus moves to the first match.
    mutating func deleteFilterCharacter() {
        guard var filter = state.filter, !filter.isEmpty else { return }
        filter.removeLast()
        state.filterState = .typing(filter)
        refreshLayout()
        focusFirstMatch()
    }

    /// Enter while typing: stop typing; with filter text, add the focused match.
    mutating func finishFilter() -> [Effect] {
        guard let filter = state.filter, !filter.isEmpty else {
            state.filterState = .off
            refreshLayout()
            return []
        }
        state.filterState = .applied(filter)
        guard let focus = state.focus, focus.section == .available else { return [] }
        // The filter stays until Esc, also when this was its last match. Then no Add Channels
        // cell is left to focus: the focus goes to the channel just added, and typing has
        // stopped, so `q` quits and Esc clears the filter (a newcomer's `q` went into the
        // filter); an Enter there asks before it opens, as every first open does.
        let added = state.board.channel(at: focus)?.id
        let effects = activate()
        if currentLayout.available.isEmpty, let added, let place = state.board.place(of: added) { state.focus = place }
        return effects
    }

    /// Esc: no filter, no typing.
    mutating func clearFilter() {
        let hadFilter = state.filter != nil
        state.filterState = .off
        guard hadFilter else { return }
        refreshLayout()
    }

    private mutating func focusFirstMatch() {
        if state.drag == nil, let first = currentLayout.available.first { state.focus = first.place }
    }
}
