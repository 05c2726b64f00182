import ChannelCore

/// Board changes that are not drags: add, remove, open, nudge, undo and redo.
extension Editor {
    /// A tap on a shown cell: focus it, then do what Enter does.
    mutating func tap(_ place: Place) -> [Effect] {
        guard currentLayout.box(at: place) != nil else { return [] }
        var effects = putDown()
        state.focus = place
        // A menu's click moves the focus, as dialog's moves its cursor (Enter or OK takes it);
        // a radiolist's chosen item stays chosen, as under Space.
        if let choice = state.pick?.choice, choice == .focused || (choice == .one && place.section == .mine) { return effects }
        effects += activate(byClick: true)
        return effects
    }

    /// Enter on the focused cell. Add Channels: to the end of My Channels (any mode); the focus
    /// stays at the same Add Channels index, so Enter again adds the next one. My Channels in
    /// edit mode: to the front of Add Channels, the focus stays at the same index. My Channels in
    /// browse mode: open it, save, and quit printing its id — when the request just before asked
    /// for this very open; the first Enter or click only says that the next one opens and exits.
    mutating func activate(byClick: Bool = false) -> [Effect] {
        guard let focus = state.focus, let channel = state.board.channel(at: focus) else { return [] }
        var effects = putDown()
        switch focus.section {
        case .available:
            effects += addAvailable(at: focus.index)
        case .mine:
            // A pick session has nothing to open: a tap on a chosen item removes it.
            if state.mode == .edit || state.pick != nil {
                effects += removeMine(at: focus.index)
            } else if confirmedOpen != channel.id {
                state.pendingOpen = channel.id
                let name = labels.label(for: channel).text
                state.notice = .warning(byClick ? text.clickAgainToOpen(name) : text.enterAgainToOpen(name))
            } else {
                do {
                    try state.board.open(id: channel.id)
                    effects += [.save(state.board, change: .open(channel.id)), .quit(output: channel.id)]
                } catch {
                    effects += refuse(error)
                }
            }
        }
        return effects
    }

    /// Moves My Channels' `index` to the front of Add Channels (in a pick session: back to its
    /// input-order place, `returnIndex`); the focus stays on `index`.
    mutating func removeMine(at index: Int) -> [Effect] {
        do {
            let relocation = try state.board.relocate(
                from: Place(.mine, index), to: Place(.available, returnIndex(forMine: index)))
            relocated(relocation)
            state.focus = Place(.mine, index)
            return commit(relocation)
        } catch {
            return refuse(error)
        }
    }

    /// `x` / Delete: remove the focused My Channels cell.
    mutating func removeFocused() -> [Effect] {
        guard let focus = state.focus else { return [] }
        guard focus.section == .mine, state.board.channel(at: focus) != nil else {
            return refuse(text.onlyMineRemoves)
        }
        return putDown() + removeMine(at: focus.index)
    }

    /// `[` / `]`: move the focused My Channels cell `delta` places (stopping at the ends and
    /// behind the locked ones); one history entry, one save.
    mutating func nudge(by delta: Int) -> [Effect] {
        guard state.drag == nil, let focus = state.focus else { return [] }
        guard focus.section == .mine, let channel = state.board.channel(at: focus) else {
            return refuse(text.onlyMineReorders)
        }
        guard !channel.locked else { return refuse(lockedMessage(id: channel.id)) }
        if let refusal = fixedOrderRefusal() { return refusal }
        let lockedCount = state.board.lockedCount
        let count = state.board.mine.count
        let delta = min(max(delta, -count), count)
        var target = min(max(focus.index + delta, 0), count - 1)
        if target < lockedCount {
            guard focus.index > lockedCount else {
                return refuse(lockedMessage(id: state.board.mine[lockedCount - 1].id))
            }
            target = lockedCount
        }
        guard target != focus.index else {
            let name = labels.label(for: channel).text
            return refuse(delta < 0 ? text.alreadyFirst(name) : text.alreadyLast(name))
        }
        do {
            guard let relocation = try state.board.move(from: focus.index, to: target) else { return [] }
            relocated(relocation)
            state.focus = Place(.mine, target)
            return commit(relocation)
        } catch {
            return refuse(error)
        }
    }

    /// `u` / Ctrl-R: undo or redo one change; the focus follows the channel that moved.
    mutating func undo(redo: Bool) -> [Effect] {
        var effects = putDown()
        // The board before, only for a group's moves (their saves are replayed on it): a copy
        // held for every undo would make each one copy the whole board.
        let next = redo ? state.history.future.last : state.history.past.last
        let isGroup = if case .moves? = next { true } else { false }
        let before = (history: state.history, board: isGroup ? state.board : Board())
        let applied = state.stepHistory(redo: redo)
        guard let applied else {
            if History.isSkip(before: before.history, after: state.history) {
                // The channel was moved elsewhere since: never undo someone else's change.
                return effects + refuse(redo ? tr("Skipped a redo step: changed elsewhere") : tr("Skipped an undo step: changed elsewhere"))
            }
            return effects + refuse(redo ? tr("Nothing to redo") : tr("Nothing to undo"))
        }
        switch applied {
        case .move(let relocation):
            relocated(relocation)
            state.focus = relocation.to
            announce(relocation, undone: !redo)
            effects.append(.save(state.board, change: .moved(relocation, in: state.board)))
        case .edit(let edit):
            // The board shows it already (History applied it): said and saved as made.
            effects += made(edit, undone: !redo)
        case .moves(let relocations, let group):
            effects += movedGroup(relocations, group: group ?? "", from: before.board, undone: !redo)
        case .renewed(let old, let new):
            effects += renewed(from: old, to: new, undone: !redo)
        }
        return effects
    }
}

extension EditorState {
    /// Undoes (or redoes) one step of the history on the board; nil when there is none or it
    /// was skipped. One access to the state for both (the editor observes its state).
    mutating func stepHistory(redo: Bool) -> History.Step? {
        redo ? history.redo(on: &board) : history.undo(on: &board)
    }
}
