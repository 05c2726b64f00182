import ChannelCore
import CommandLineKit

/// Applies a command that changes the board, all or nothing, through the board's own moves
/// (so the rules are the screen's: locked channels stay in front, nothing is ever swapped).
enum ScriptEdit {
    enum Outcome: Equatable {
        /// The board to save.
        case changed(Board)
        /// Nothing to do (already so): nothing is written.
        case unchanged
        /// At least one part was refused: nothing changes.
        case refused([ScriptProblem])
    }

    static func apply(_ command: ScriptCommand, to board: Board, kind: ListKind = .channels) -> Outcome {
        let words = ScriptWords(kind: kind)
        var working = board
        var problems: [ScriptProblem] = []
        switch command {
        case .list, .reset, .refresh, .rename, .group, .number:
            return .unchanged
        case .add(let ids):
            for id in ids {
                switch working.place(of: id) {
                case nil:
                    problems.append(ScriptProblem(.add, id, unknown(id, on: working, words)))
                case let place? where place.section == .mine:
                    problems.append(ScriptProblem(.add, id, words.alreadyIn))
                case let place?:
                    do { try working.add(at: place.index) } catch {
                        problems.append(ScriptProblem(.add, id, reason(error)))
                    }
                }
            }
        case .remove(let ids):
            for id in ids {
                switch working.place(of: id) {
                case nil:
                    problems.append(ScriptProblem(.remove, id, unknown(id, on: working, words)))
                case let place? where place.section == .available:
                    problems.append(ScriptProblem(.remove, id, words.inTheOtherList))
                case let place?:
                    do { try working.remove(at: place.index) } catch {
                        problems.append(ScriptProblem(.remove, id, reason(error)))
                    }
                }
            }
        case let .move(id, target):
            switch position(of: id, at: target, on: working, words) {
            case .success(let position):
                if let problem = move(id, to: position, on: &working, words) { problems.append(problem) }
            case .failure(let problem):
                problems.append(problem)
            }
        case .open(let id):
            switch working.place(of: id) {
            case nil:
                problems.append(ScriptProblem(.open, id, unknown(id, on: working, words)))
            case let place? where place.section == .available:
                problems.append(ScriptProblem(.open, id, words.addItFirst))
            case .some:
                do { try working.open(id: id) } catch {
                    problems.append(ScriptProblem(.open, id, reason(error)))
                }
            }
        }
        if !problems.isEmpty { return .refused(problems) }
        return working == board ? .unchanged : .changed(working)
    }

    /// The 1-based position `target` names for `id` (first: after the locked channels; before
    /// or after another My Channels channel: the place that puts it there once `id` has left
    /// its own). A channel not in My Channels gets the usual refusal from `move`.
    private static func position(
        of id: String, at target: ScriptCommand.MoveTarget, on board: Board, _ words: ScriptWords
    ) -> Result<Int, ScriptProblem> {
        let from = board.place(of: id).flatMap { $0.section.choose(mine: $0.index, available: nil) }
        switch target {
        case .position(let position): return .success(position)
        case .first: return .success(board.lockedCount + 1)
        case .last: return .success(max(1, board.mine.count))
        case .before(let other), .after(let other):
            let request = ScriptProblem.Request.moveNextTo(other, before: target == .before(other))
            guard let place = board.place(of: other) else {
                return .failure(ScriptProblem(request, id, unknown(other, on: board, words)))
            }
            guard place.section == .mine else {
                return .failure(ScriptProblem(request, id, words.notInMine(MessageText.quoted(other))))
            }
            // Indexes once `id` has left its place, then 1-based.
            let index = place.index - ((from ?? Int.max) < place.index ? 1 : 0)
            let before = target == .before(other)
            return .success(index + (before ? 0 : 1) + 1)
        }
    }

    /// Moves `id` so that it ends up at `position` (1-based among all of My Channels).
    /// A channel already there is left alone, locked or not: the request is already met.
    private static func move(_ id: String, to position: Int, on board: inout Board, _ words: ScriptWords) -> ScriptProblem? {
        guard let place = board.place(of: id) else {
            return ScriptProblem(.move(toPosition: position), id, unknown(id, on: board, words))
        }
        guard place.section == .mine else {
            return ScriptProblem(.move(toPosition: position), id, words.inTheOtherList)
        }
        let target = position - 1
        if target == place.index { return nil }
        if board.mine[place.index].locked {
            return ScriptProblem(.move(toPosition: position), id, tr("it is locked"))
        }
        if position > board.mine.count {
            let count = board.mine.count
            let reason = words.onlyHas(count)
            return ScriptProblem(.move(toPosition: position), id, reason)
        }
        let locked = board.lockedCount
        if target < locked {
            let held = locked == 1 ? tr("position 1 holds a locked channel") : tr("positions 1-%d hold locked channels", locked)
            return ScriptProblem(.move(toPosition: position), id, held)
        }
        do {
            try board.move(from: place.index, to: target)
        } catch {
            return ScriptProblem(.move(toPosition: position), id, reason(error))
        }
        return nil
    }

    /// "No channel with that id", with the id to use when the user typed a name (the screen
    /// shows names; commands take ids).
    static func unknown(_ id: String, on board: Board, _ words: ScriptWords = ScriptWords(kind: .channels)) -> String {
        let wanted = id.lowercased()
        guard let named = board.allChannels.first(where: { $0.name.lowercased() == wanted }) else {
            return words.noSuchID
        }
        return words.noSuchID(named: MessageText.escaped(named.name), id: MessageText.escaped(named.id))
    }

    /// Words for a refusal the checks above did not foresee.
    private static func reason(_ refusal: BoardRefusal) -> String {
        switch refusal {
        case .locked: return tr("it is locked")
        case .crossesLocked: return tr("that is in front of a locked channel")
        case .unknownID: return tr("no channel with that id")
        case .indexOutOfRange: return tr("no such position")
        case .lockedOutsideMine, .duplicateID, .changedElsewhere: return refusal.description
        }
    }
}
