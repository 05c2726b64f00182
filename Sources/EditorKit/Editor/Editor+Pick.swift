import ChannelCore

/// What a pick session (`EditorState.pick`) does differently: OK and Cancel end it, Space and
/// taps move items between the lists, and (dialog's buildlist without `--reorder`) an added
/// item goes to its place in input order.
extension Editor {
    /// Enter, the header button: put a lifted item down, then end with the chosen list.
    /// Refused with a notice while the chosen list is not within `--min` and `--max`.
    mutating func accept() -> [Effect] {
        guard let pick = state.pick else { return [] }
        let effects = putDown()
        // A menu's OK takes the focused item, whatever the lists hold.
        if pick.choice == .focused { return effects + [.finishPick(.accepted(focusedAlone))] }
        let count = state.board.mine.count
        guard pick.allows(count) else {
            let refusal = count < pick.minimum
                ? text.chooseAtLeast(pick.minimum, chosen: count) : text.chooseAtMost(pick.maximum ?? count, chosen: count)
            return effects + refuse(refusal)
        }
        return effects + [.finishPick(.accepted(state.board))]
    }

    /// Esc, `q`, Ctrl-C, the close control: the order from before a drag is not the result,
    /// nothing is: end with Cancel. `asking` is the key (Esc, q) that asks first when the choice
    /// changed; nil (Ctrl-C, the close control) cancels at once.
    mutating func cancelPick(byEscape: Bool, asking key: String? = nil) -> [Effect] {
        // Plain pick, a changed choice: the first Esc or q says what the next one does. dialog's
        // and whiptail's forms cancel at once, as those programs do; Ctrl-C and the [×] always do.
        if let key, state.pick?.form == nil, state.history.canUndo, !confirmedExit {
            state.exitWarned = true
            state.notice = .warning(text.againCancels(key))
            return []
        }
        cancelDrag()
        return [.finishPick(.cancelled(byEscape: byEscape))]
    }

    /// Space: an available item joins the chosen list; a chosen one leaves it (browse mode) or
    /// is lifted to be moved with the arrows (edit mode), as Space does in the editor.
    mutating func toggle() -> [Effect] {
        guard let focus = state.focus, let item = state.board.channel(at: focus) else { return [] }
        switch state.pick?.choice {
        // A menu: dialog's Space is Enter; whiptail's list ignores it.
        case .focused?: return state.pick?.form == .whiptailChecklist ? [] : pressFocusedButton()
        // A radiolist's chosen item stays chosen (another one takes its place).
        case .one? where focus.section == .mine: return []
        default: break
        }
        let effects: [Effect]
        switch focus.section {
        case .available: effects = putDown() + addAvailable(at: focus.index)
        // Lifting is for reordering; a chosen list kept in input order removes instead.
        case .mine:
            let lifts = state.mode == .edit && state.pick?.addsInInputOrder != true
            if lifts { return pickUp() }
            effects = putDown() + removeMine(at: focus.index)
        }
        followToggled(item.id, from: focus.section)
        return effects
    }

    /// A menu's result: the focused item alone in the chosen list (none when nothing is focused).
    package var focusedAlone: Board {
        let board = state.board
        guard let focus = state.focus, let item = board.channel(at: focus) else {
            return (try? Board(mine: [], available: board.mine + board.available)) ?? board
        }
        let others = (board.mine + board.available).filter { $0.id != item.id }
        return (try? Board(mine: [item], available: others)) ?? board
    }

    /// Where the focus goes after Space in dialog's forms: a checklist's cursor stays on the
    /// item (it is one list there); dialog's buildlist stays on the same list, on the toggled
    /// item only when that list is now empty.
    private mutating func followToggled(_ id: String, from section: Section) {
        guard let form = state.pick?.form, let place = state.board.place(of: id) else { return }
        if form.walksInputOrder || currentLayout.boxes(in: section).isEmpty { state.focus = place }
    }

    /// Moves Add Channels' `index` to My Channels: to the end, or in a pick session that keeps
    /// input order, in front of the first chosen item that came after it in the input. One
    /// relocation either way: one undo step, one save.
    mutating func addAvailable(at index: Int) -> [Effect] {
        // `--max 1` is a single choice (README): the item chosen before goes back as this one
        // comes in, as a radio list does (it was added beside it, "1 too many").
        if state.pick?.maximum == 1, state.board.mine.count - state.board.lockedCount == 1,
            state.board.available.indices.contains(index)
        {
            let id = state.board.available[index].id
            let back = removeMine(at: state.board.lockedCount)
            guard let now = state.board.available.firstIndex(where: { $0.id == id }) else { return back }
            return back + addAvailable(at: now)
        }
        do {
            let relocation = try state.board.relocate(
                from: Place(.available, index), to: Place(.mine, insertionIndex(forAvailable: index)))
            relocated(relocation)
            return commit(relocation)
        } catch {
            return refuse(error)
        }
    }

    /// A move refused in a pick session whose chosen list keeps input order; nil elsewhere.
    mutating func fixedOrderRefusal() -> [Effect]? {
        guard state.pick?.addsInInputOrder == true else { return nil }
        return refuse(text.orderIsFixed)
    }

    /// Where an added item goes in My Channels (never in front of a locked one).
    func insertionIndex(forAvailable index: Int) -> Int {
        let mine = state.board.mine
        guard state.pick?.addsInInputOrder == true, let ranks = state.pick?.inputRank,
              state.board.available.indices.contains(index),
              let rank = ranks[state.board.available[index].id] else { return mine.count }
        let locked = state.board.lockedCount
        return mine[locked...].firstIndex { (ranks[$0.id] ?? Int.max) > rank } ?? mine.count
    }

    /// Where a removed item goes in Add Channels: the front (the editor's rule), or in a pick
    /// session that knows the input order, in front of the first available item that came after
    /// it in the input (dialog's rule: it goes back where it came from).
    func returnIndex(forMine index: Int) -> Int {
        let available = state.board.available
        guard let ranks = state.pick?.inputRank, state.board.mine.indices.contains(index),
              let rank = ranks[state.board.mine[index].id] else { return 0 }
        return available.firstIndex { (ranks[$0.id] ?? Int.max) > rank } ?? available.count
    }
}
