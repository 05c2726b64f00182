import ChannelCore

/// dialog's and whiptail's keys in their forms (`PickSession.form`), so that the same keys give
/// the same result as in those programs (README, "dialog's and whiptail's forms"): a focused
/// button that Tab moves and Enter presses, dialog's buildlist lists walked one at a time, and
/// a checklist walked in input order.
extension Editor {
    /// Tab, Shift-Tab (dialog: Right, Left too): the next or previous button, round the ring.
    /// whiptail's ring has its list first (`pickButton` nil); dialog's list always keeps the
    /// arrows, so its ring is the buttons alone.
    mutating func stepButton(forward: Bool) {
        guard let pick = state.pick, let form = pick.form else { return }
        let ring: [PickButton?] = (form == .whiptailChecklist ? [nil] : []) + pick.buttons.map { $0 }
        let now = ring.firstIndex(of: state.pickButton) ?? 0
        state.pickButton = ring[(now + (forward ? 1 : ring.count - 1)) % ring.count]
    }

    /// whiptail's arrows on a focused button: Right and Down go to the next one, Left and Up to
    /// the one before (from OK back to the list), never round the ring. On the list Left and
    /// Right do nothing (whiptail's list ignores them).
    mutating func arrowOnButton(forward: Bool) {
        guard let pick = state.pick, let button = state.pickButton,
              let index = pick.buttons.firstIndex(of: button) else { return }
        let next = index + (forward ? 1 : -1)
        if next < 0 {
            state.pickButton = nil
        } else if next < pick.buttons.count {
            state.pickButton = pick.buttons[next]
        }
    }

    /// Enter (whiptail: Space too on a button): press the focused button; with the list
    /// focused (whiptail), OK. With dialog's `--no-ok` Enter is OK whatever has the focus, as
    /// dialog's is (its buttons are pressed by a click then).
    mutating func pressFocusedButton() -> [Effect] {
        if state.pick?.hasOKButton == false { return accept() }
        switch state.pickButton {
        case .ok?, nil: return accept()
        case .extra?: return pressExtra()
        case .cancel?: return cancelPick(byEscape: false)
        case .help?: return pressHelp()
        }
    }

    /// The items as the arrows walk them: dialog's buildlist, the focused list alone; a
    /// checklist, every shown item in input order (dialog shows them as one list).
    var walkedPlaces: [Place] {
        let layout = currentLayout
        func shown(_ box: CellBox) -> Bool {
            state.board.channel(at: box.place).map { $0.locked || box.place.section == .mine || state.matchesFilter($0) }
                ?? false
        }
        guard state.pick?.form?.walksInputOrder == true, let ranks = state.pick?.inputRank else {
            let section = state.focus?.section ?? .available
            return layout.boxes(in: section).filter(shown).map(\.place)
        }
        let places = (layout.mine + layout.available).filter(shown).map(\.place)
        func rank(_ place: Place) -> Int { state.board.channel(at: place).flatMap { ranks[$0.id] } ?? Int.max }
        return places.sorted { rank($0) < rank($1) }
    }

    /// Up, Down in a dialog form: one item back or on, stopping at the ends as dialog does.
    mutating func walkItems(by step: Int) {
        guard state.drag == nil else { return }
        let places = walkedPlaces
        guard let focus = state.focus, let index = places.firstIndex(of: focus) else {
            state.focus = places.first ?? validFocus(near: state.focus)
            return
        }
        state.focus = places[min(max(0, index + step), places.count - 1)]
    }

    /// dialog's buildlist `^` and `$`: the focus to the left list (the items not chosen) or the
    /// right one (the chosen), on the item nearest in input order.
    mutating func focusList(_ section: Section) {
        guard state.drag == nil, state.focus?.section != section else { return }
        let boxes = currentLayout.boxes(in: section).map(\.place)
        guard !boxes.isEmpty else { return }
        let ranks = state.pick?.inputRank ?? [:]
        func rank(_ place: Place?) -> Int { place.flatMap { state.board.channel(at: $0) }.flatMap { ranks[$0.id] } ?? 0 }
        let here = rank(state.focus)
        state.focus = boxes.min { abs(rank($0) - here) < abs(rank($1) - here) }
    }
}
