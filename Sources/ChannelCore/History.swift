/// Undo and redo of board changes, stored as relocations (a few bytes a step) and entry edits
/// (`EntryEdit`: a field's values after and before).
///
/// Steps refer to channels by id: a step is undone by moving that channel from where it is now
/// back to the section and place it came from. When the board is replaced by another version
/// of it (the file changed on disk), `rebase` drops the steps whose channel someone else moved,
/// so undo never undoes someone else's change (docs/DECISIONS.md, "Undo across reloads").
public struct History: Hashable, Sendable {
    /// One step: a channel moved, or a field of some entries changed.
    public enum Step: Hashable, Sendable {
        case move(Relocation)
        case edit(EntryEdit)
        /// Several channels moved as one (a whole group: `Board.moveGroup`, the group named), in
        /// this order.
        case moves([Relocation], group: String?)
        /// My Channels replaced by another version of the file's entries (a refresh: the
        /// provider's new URL lines, so new ids), `before` and `after` whole (`Board.renew`).
        case renewed(before: [Channel], after: [Channel])

        /// The move, when the step is one.
        public var relocation: Relocation? {
            if case .move(let relocation) = self { relocation } else { nil }
        }
    }

    package private(set) var past: [Step] = []
    package private(set) var future: [Step] = []
    /// How many steps are kept; the oldest go first.
    package let limit: Int

    public init(limit: Int = 1000) {
        self.limit = max(1, limit)
    }

    package var canUndo: Bool { !past.isEmpty }
    package var canRedo: Bool { !future.isEmpty }

    /// Remember a change just made; a new change forgets what could be redone.
    public mutating func record(_ relocation: Relocation) {
        record(step: .move(relocation))
    }

    /// Remember moves made as one step (a whole group).
    public mutating func record(moves relocations: [Relocation], group: String?) {
        guard !relocations.isEmpty else { return }
        record(step: .moves(relocations, group: group))
    }

    /// Remember My Channels renewed as a whole (a refresh).
    public mutating func record(renewed before: [Channel], to after: [Channel]) {
        record(step: .renewed(before: before, after: after))
    }

    /// Remember an edit just made.
    public mutating func record(_ edit: EntryEdit) {
        record(step: .edit(edit))
    }

    private mutating func record(step: Step) {
        past.append(step)
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
    }

    /// Undo the last change on `board`. Returns the relocation applied, or nil when there is
    /// nothing to undo or the step no longer applies (the channel is not where the step left
    /// it, or the move back is not allowed): then the step is dropped, so the next undo goes on
    /// to the one before, and `skipped` says so.
    /// An edit's step gives back the edit that undid it (its `inverse`).
    @discardableResult
    public mutating func undo(on board: inout Board) -> Step? {
        guard let last = past.popLast() else { return nil }
        guard let applied = Self.step(last, undone: true, on: &board) else { return nil }
        future.append(last)
        return applied
    }

    /// Redo the last undone change on `board`; a step that no longer applies is dropped.
    @discardableResult
    public mutating func redo(on board: inout Board) -> Step? {
        guard let next = future.popLast() else { return nil }
        guard let applied = Self.step(next, undone: false, on: &board) else { return nil }
        past.append(next)
        return applied
    }

    /// Makes `step` again (or undoes it) on `board`; nil when it no longer applies.
    private static func step(_ step: Step, undone: Bool, on board: inout Board) -> Step? {
        switch step {
        case .move(let relocation):
            return move(back: undone ? relocation.inverse : relocation, on: &board).map(Step.move)
        case .edit(let edit):
            let made = undone ? edit.inverse : edit
            do { try board.apply(made) } catch { return nil }
            return .edit(made)
        case .moves(let relocations, let group):
            // All or none: a step that no longer applies leaves the board as it was.
            var trial = board
            var applied: [Relocation] = []
            for relocation in undone ? relocations.reversed().map(\.inverse) : relocations {
                guard let made = move(back: relocation, on: &trial) else { return nil }
                applied.append(made)
            }
            board = trial
            return .moves(applied, group: group)
        case .renewed(let before, let after):
            do { try board.renew(undone ? after : before, to: undone ? before : after) } catch { return nil }
            return step
        }
    }

    /// True when there was a step but it no longer applied (so `undo`/`redo` returned nil).
    public static func isSkip(before: History, after: History) -> Bool {
        before.past.count + before.future.count > after.past.count + after.future.count
    }

    /// Moves the channel of `step` from where it is now to `step.to`: exactly the recorded move
    /// when the board is as the step left it; by id, with the index kept in range, after a
    /// rebase. Nil when the channel is not in `step.from`'s section.
    private static func move(back step: Relocation, on board: inout Board) -> Relocation? {
        guard let now = board.place(of: step.id), now.section == step.from.section else { return nil }
        let count = board.channels(in: step.to.section).count - (now.section == step.to.section ? 1 : 0)
        let target = Place(step.to.section, min(max(step.to.index, 0), count))
        return try? board.relocate(from: now, to: target)
    }

    /// The board was replaced by another version of it (`new`, read from disk; `old` is what
    /// the steps were made on). Drops every step whose channel someone else changed: gone, in
    /// another section, or in My Channels with another neighbour in front of it. Returns how
    /// many went.
    @discardableResult
    public mutating func rebase(from old: Board, to new: Board) -> Int {
        let before = Self.neighbours(old)
        let after = Self.neighbours(new)
        // A refresh's step stays while My Channels is as it was (any other change of it there
        // could be undone only by writing over it).
        let sameMine = old.mine.lazy.map(\.id).elementsEqual(new.mine.lazy.map(\.id))
        let keep = { (step: Step) in
            switch step {
            case .renewed: sameMine
            case .move(let relocation): before[relocation.id] != nil && before[relocation.id] == after[relocation.id]
            case .moves(let relocations, _): relocations.allSatisfy { before[$0.id] != nil && before[$0.id] == after[$0.id] }
            // An edit stays while its entries do (a rename needs them in My Channels).
            case .edit(let edit): edit.values.allSatisfy { after[$0.id]?.hasPrefix("m:") ?? false }
            }
        }
        let count = past.count + future.count
        past.removeAll { !keep($0) }
        future.removeAll { !keep($0) }
        return count - past.count - future.count
    }

    /// For every channel: its section, and in My Channels the id in front of it there ("" at
    /// the front). Add Channels' order is not compared: a removal puts the channel at the front
    /// of Add Channels, but a urls file reads its commented feeds back in file order (and a
    /// playlist its providers' channels in their order), so the board read from disk had another
    /// neighbour in front of a removed channel, and any reload (a line appended by hand) dropped
    /// its step. Undoing a removal only needs the channel still in Add Channels.
    private static func neighbours(_ board: Board) -> [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(board.mine.count + board.available.count)
        var previous = "m:"
        for channel in board.mine {
            result[channel.id] = previous
            previous = "m:" + channel.id
        }
        for channel in board.available { result[channel.id] = "a:" }
        return result
    }
}
