import ChannelCore

/// Lifting a My Channels cell and moving it live, by the mouse or the keyboard.
///
/// While a cell is lifted the board holds the live order and nothing is saved or recorded.
/// Putting it down records one relocation from the place before the drag to the final place,
/// so one undo restores the order from before the drag; cancelling moves it back unrecorded.
extension Editor {
    /// Lifts the cell at `place` for a mouse drag; enters edit mode.
    mutating func beginDrag(_ place: Place, grabOffset: Int, column: Int, row: Int) -> [Effect] {
        let effects = putDown()
        guard place.section == .mine, let channel = state.board.channel(at: place) else { return effects }
        guard !channel.locked else { return effects + refuse(lockedMessage(id: channel.id)) }
        if let refusal = fixedOrderRefusal() { return effects + refusal }
        state.mode = .edit
        state.drag = Drag(
            id: channel.id, originIndex: place.index,
            source: .mouse(grabOffset: min(max(0, grabOffset), Editor.sizeLimit)),
            pointerColumn: Editor.clampCoordinate(column), pointerRow: Editor.clampCoordinate(row))
        state.focus = place
        hoverID = channel.id
        return effects
    }

    /// The pointer of a mouse drag moved: when it enters another My Channels cell the lifted
    /// channel moves to that index (remove then insert, never in front of a locked one); in the
    /// empty area after the last cell it moves to the end.
    mutating func dragTo(column: Int, row: Int) {
        guard var drag = state.drag, case .mouse = drag.source else { return }
        drag.pointerColumn = Editor.clampCoordinate(column)
        drag.pointerRow = Editor.clampCoordinate(row)
        drag.overAddChannels = state.isOverAddChannels(column: drag.pointerColumn, row: drag.pointerRow, layout: currentLayout)
        state.drag = drag
        guard let index = mineIndex(of: drag.id) else { return }
        guard let target = dragTarget(column: drag.pointerColumn, row: drag.pointerRow, dragged: drag.id),
              target != index,
              let moved = try? state.board.move(from: index, to: target) else { return }
        relocated(moved)
        state.focus = Place(.mine, target)
        // What is under the still pointer after the reflow does not count as entered.
        hoverID = state.mineChannelID(column: drag.pointerColumn, row: drag.pointerRow, layout: currentLayout)
    }

    /// Where the lifted channel should go for a pointer at this screen point, or nil for
    /// nowhere new. Updates `hoverID`.
    private mutating func dragTarget(column: Int, row: Int, dragged id: String) -> Int? {
        guard let point = state.contentPoint(column: column, row: row) else {
            hoverID = nil
            return nil
        }
        let layout = currentLayout
        switch layout.hit(column: point.column, row: point.row) {
        case .cell(let place) where place.section == .mine:
            guard let channel = state.board.channel(at: place) else { return nil }
            if channel.id == id || channel.id == hoverID {
                hoverID = channel.id
                return nil
            }
            hoverID = channel.id
            return max(place.index, state.board.lockedCount)
        case .sectionArea(.mine):
            hoverID = nil
            guard let last = layout.mine.last else { return nil }
            let afterLast = point.row > last.row || (point.row == last.row && point.column >= last.endColumn)
            return afterLast ? state.board.mine.count - 1 : nil
        default:
            hoverID = nil
            return nil
        }
    }

    /// The mouse drag ended at this point: catch up with the pointer, then over Add Channels
    /// (cells, header, the rows below) the channel goes to the front of Add Channels; anywhere else the
    /// live order is kept.
    mutating func drop(column: Int, row: Int) -> [Effect] {
        guard let drag = state.drag else { return [] }
        dragTo(column: column, row: row)
        guard state.isOverAddChannels(column: column, row: row, layout: currentLayout) else { return putDown() }
        state.drag = nil
        hoverID = nil
        guard let index = mineIndex(of: drag.id) else { return [] }
        do {
            relocated(try state.board.relocate(from: Place(.mine, index), to: Place(.available, 0)))
        } catch {
            return refuse(error)
        }
        state.focus = Place(.mine, index)
        return commit(Relocation(id: drag.id, from: Place(.mine, drag.originIndex), to: Place(.available, 0)))
    }

    /// Puts the lifted channel down where it is: one history entry and a save when it moved.
    mutating func putDown() -> [Effect] {
        guard let drag = state.drag else { return [] }
        state.drag = nil
        hoverID = nil
        guard let index = mineIndex(of: drag.id) else { return [] }
        state.focus = Place(.mine, index)
        guard index != drag.originIndex else { return [] }
        return commit(Relocation(id: drag.id, from: Place(.mine, drag.originIndex), to: Place(.mine, index)))
    }

    /// Esc: the lifted channel goes back to where it was before the drag; nothing recorded.
    mutating func cancelDrag() {
        guard let drag = state.drag else { return }
        state.drag = nil
        hoverID = nil
        guard let index = mineIndex(of: drag.id) else { return }
        let origin = min(max(drag.originIndex, state.board.lockedCount), state.board.mine.count - 1)
        if origin != index, let moved = try? state.board.move(from: index, to: origin) {
            relocated(moved)
        }
        state.focus = Place(.mine, mineIndex(of: drag.id) ?? index)
    }

    /// Space: lift the focused My Channels cell for the keyboard (enters edit mode); when
    /// something is lifted already, put it down.
    mutating func pickUp() -> [Effect] {
        if state.drag != nil { return putDown() }
        guard let focus = state.focus else { return [] }
        guard focus.section == .mine, let channel = state.board.channel(at: focus) else {
            return refuse(text.onlyMineMoves)
        }
        guard !channel.locked else { return refuse(lockedMessage(id: channel.id)) }
        if let refusal = fixedOrderRefusal() { return refusal }
        state.mode = .edit
        state.drag = Drag(id: channel.id, originIndex: focus.index, source: .keyboard)
        hoverID = nil
        return []
    }

    /// Arrows while lifted: left/right one place, up/down to the nearest cell of the My Channels
    /// row above/below. Refused at a locked channel; nothing at the ends.
    mutating func moveLifted(_ direction: Direction) -> [Effect] {
        guard let drag = state.drag, let index = mineIndex(of: drag.id) else { return [] }
        let layout = currentLayout
        let lockedCount = state.board.lockedCount
        var target: Int
        switch direction {
        case .left: target = index - 1
        case .right: target = index + 1
        case .up, .down:
            guard layout.mine.indices.contains(index) else { return [] }
            let box = layout.mine[index]
            let row = direction == .up ? box.row - 1 : box.row + 1
            let range = layout.flowRange(onRow: row).clamped(to: 0..<layout.mine.count)
            guard let nearest = layout.nearest(to: box, in: range) else { return [] }
            target = nearest
        }
        guard target >= 0, target < state.board.mine.count else { return [] }
        if target < lockedCount {
            target = lockedCount
            guard target != index else { return refuse(lockedMessage(id: state.board.mine[lockedCount - 1].id)) }
        }
        guard target != index, let moved = try? state.board.move(from: index, to: target) else { return [] }
        relocated(moved)
        state.focus = Place(.mine, target)
        return []
    }

    /// Home/End: the lifted channel to the first place after the locked channels, or the
    /// last, in one key (one place a key took 300 keys across a long playlist).
    mutating func moveLiftedToEdge(first: Bool) {
        guard let drag = state.drag, let index = mineIndex(of: drag.id) else { return }
        let target = first ? state.board.lockedCount : state.board.mine.count - 1
        guard target >= 0, target != index, let moved = try? state.board.move(from: index, to: target) else { return }
        relocated(moved)
        state.focus = Place(.mine, target)
    }

    static func clampCoordinate(_ value: Int) -> Int {
        min(max(value, -1), InputMachine.coordinateLimit)
    }
}
