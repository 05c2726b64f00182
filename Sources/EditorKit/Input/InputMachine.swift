import ChannelCore

/// Turns raw input events into editor actions: the only place that knows about gestures.
///
/// A value type with no clock: time comes in with each event. It remembers whether the button
/// is down, where and when it went down, whether the pointer has moved past the drag threshold,
/// and whether a long press already fired.
///
/// - Tap: press and release on the same target without passing the threshold.
/// - Drag: passing the threshold after a press on an unlocked My Channels cell; never from Add
///   Channels cells, locked cells, headers or empty space (those presses become inert).
/// - Long press: `longPressDelay` seconds on a My Channels cell without passing the threshold
///   enters edit mode; the release after it is not a tap. Detected by any event, `tick` included.
/// - A press while a drag is under way means its release was lost: the drag is put down first.
/// - Autoscroll: while dragging with the pointer on the top or bottom content row (or beyond),
///   the view scrolls a row at once and then every `autoscrollInterval` seconds (on ticks).
public struct InputMachine: Hashable, Sendable {
    /// Columns the pointer must move from the press point to start a drag.
    static let dragThresholdColumns = 2
    /// Rows the pointer must move from the press point to start a drag.
    static let dragThresholdRows = 1
    /// Seconds a press must be held still to count as a long press.
    package static let longPressDelay = 0.5
    /// Seconds between autoscroll steps of one row.
    package static let autoscrollInterval = 0.1
    /// Rows one wheel notch scrolls.
    package static let wheelRows = 3
    /// Incoming coordinates are clamped to `-1...coordinateLimit`, so no arithmetic overflows.
    package static let coordinateLimit = 1_000_000

    /// One press of the left button.
    struct Press: Hashable, Sendable {
        var column: Int
        var row: Int
        var time: Double
        /// What was under the pointer when it went down.
        var target: HitTarget
        /// The id of the channel in the pressed cell. A key may change the board while the
        /// button is down: a tap or drag acts only if that channel is still in the cell.
        var channelID: String?
        /// Column inside the pressed cell (0 when not on a cell).
        var grabOffset: Int
        /// The press is on a My Channels cell: holding it still is a long press.
        var longPressArmed: Bool
        var longPressFired: Bool
    }

    enum Phase: Hashable, Sendable {
        /// No button down (as far as we know).
        case idle
        /// The left button is down, the pointer has not passed the threshold.
        case pressed(Press)
        /// A mouse drag is under way.
        case dragging
        /// The button is down but the gesture is spent (moved off an undraggable target, a
        /// drag cancelled by Esc, the help closed): everything until the release is ignored.
        case ignoring
    }

    private(set) var phase: Phase = .idle
    /// When the next autoscroll step is due, while the pointer is in an autoscroll zone and the
    /// view can still scroll that way.
    private var autoscrollDue: Double?

    package init() {}

    /// True while a mouse drag is under way.
    package var isDragging: Bool { phase == .dragging }

    /// True while the button is down (a tap, drag or long press in progress).
    package var isButtonDown: Bool { phase != .idle }

    /// When the front end should send the next `.tick` (the long-press deadline, the next
    /// autoscroll step), or nil when no tick is needed.
    public var deadline: Double? {
        switch phase {
        case .pressed(let press) where press.longPressArmed && !press.longPressFired:
            return press.time + InputMachine.longPressDelay
        case .dragging:
            return autoscrollDue
        default:
            return nil
        }
    }

    /// True when the front end should send ticks (see `deadline`).
    public var wantsTick: Bool { deadline != nil }

    /// The actions one event means. `state` and `layout` are the editor's as they are before the
    /// event; the actions are applied in order.
    package mutating func handle(_ event: InputEvent, now: Double, state: EditorState, layout: FlowLayout) -> [Action] {
        handle(event, now: now, state: state, layout: layout, chrome: nil)
    }

    /// The same, with the footer and help geometry (`chrome`, worked out only when a press
    /// needs it): then footer hints and the help's close mark can be clicked.
    mutating func handle(
        _ event: InputEvent, now: Double, state: EditorState, layout: FlowLayout, chrome: (() -> ScreenChrome)?
    ) -> [Action] {
        var actions = longPressActions(now: now, state: state)
        switch event {
        case .key(let key):
            actions += keyActions(key, state: state)
        case .paste(let text):
            actions += paste(text, state: state)
        case .press(let button, let column, let row):
            actions += press(button, column: clamp(column), row: clamp(row), now: now, state: state, layout: layout,
                             chrome: chrome)
        case .motion(let column, let row):
            actions += motion(column: clamp(column), row: clamp(row), now: now, state: state, layout: layout)
        case .release(let column, let row):
            actions += release(column: clamp(column), row: clamp(row), state: state, layout: layout)
        case .click(let button, let column, let row):
            let c = clamp(column)
            let r = clamp(row)
            actions += press(button, column: c, row: r, now: now, state: state, layout: layout, chrome: chrome)
            actions += release(column: c, row: r, state: state, layout: layout)
        case .wheel(let direction, let column, let row):
            if state.showsHelp {
                actions.append(.scrollHelp(by: direction == .up ? -InputMachine.wheelRows : InputMachine.wheelRows))
                break
            }
            actions.append(.scroll(by: direction == .up ? -InputMachine.wheelRows : InputMachine.wheelRows))
            if phase == .dragging { actions.append(.dragTo(column: clamp(column), row: clamp(row))) }
        case .resize(let columns, let rows):
            // The press point means nothing on the new layout: no tap, no drag from it.
            if case .pressed = phase { phase = .ignoring }
            actions.append(.resize(columns: min(max(0, columns), InputMachine.coordinateLimit),
                                   rows: min(max(0, rows), InputMachine.coordinateLimit)))
        case .tick:
            actions += autoscrollTick(now: now, state: state, layout: layout)
        }
        return actions
    }

    // MARK: Keys

    /// A key meant for the filter after Enter stopped its typing (Backspace, or a character
    /// no key takes, such as 翡): it would vanish silently otherwise.
    static func stoppedFilterTyping(_ key: Key, context: KeyContext, state: EditorState) -> Bool {
        guard case .applied = state.filterState, context == .browse || context == .edit else { return false }
        switch key {
        case .backspace: return true
        case .character(let character): return Key.isPrintable(character)
        default: return false
        }
    }

    /// The key's label when `key`, unbound in browse mode, lifts or removes in edit mode.
    static func editOnly(_ key: Key, context: KeyContext, state: EditorState) -> String? {
        guard context == .browse else { return nil }
        switch Keymap.action(for: key, in: .edit, state: state) {
        case .pickUp?, .removeFocused?, .promptField?, .nudgeGroup?: break
        default: return nil
        }
        switch key {
        case .delete: return "Delete"
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        default: return nil
        }
    }

    private mutating func keyActions(_ key: Key, state: EditorState) -> [Action] {
        let context: KeyContext = phase == .dragging && !state.showsHelp ? .dragging : KeyContext(state)
        guard let action = Keymap.action(for: key, in: context, state: state) else {
            if InputMachine.stoppedFilterTyping(key, context: context, state: state) { return [.filterTypingStopped] }
            return InputMachine.editOnly(key, context: context, state: state).map { [.needsEditMode(keyLabel: $0)] } ?? []
        }
        if phase == .dragging {
            switch action {
            case .cancelDrag, .putDown, .quit, .quitByQ, .suspend:
                // The button may still be down: ignore the rest of this gesture.
                phase = .ignoring
                autoscrollDue = nil
            default:
                break
            }
        }
        return [action]
    }

    // MARK: Paste

    /// A paste is text, never keys: typed into the filter while it takes text (control
    /// characters dropped), ignored with a notice anywhere else.
    private func paste(_ text: String, state: EditorState) -> [Action] {
        let context = KeyContext(state)
        guard context == .filterTyping || context == .prompt else { return [.ignorePaste] }
        var actions: [Action] = []
        for character in text where Key.isPrintable(character) {
            guard actions.count < Editor.filterLimit else { break }
            actions.append(context == .prompt ? .typePrompt(character) : .typeFilter(character))
        }
        return actions
    }

    // MARK: Long press

    private mutating func longPressActions(now: Double, state: EditorState) -> [Action] {
        guard case .pressed(var press) = phase, press.longPressArmed, !press.longPressFired,
              now - press.time >= InputMachine.longPressDelay else { return [] }
        press.longPressFired = true
        phase = .pressed(press)
        return state.mode == .browse ? [.enterEdit] : []
    }

    // MARK: Buttons

    private mutating func press(
        _ button: MouseButton, column: Int, row: Int, now: Double, state: EditorState, layout: FlowLayout,
        chrome: (() -> ScreenChrome)?
    ) -> [Action] {
        autoscrollDue = nil
        let screen = chrome?()
        let footerAction = row == state.size.rows - 1 && !state.size.isTooSmall
            ? screen?.footerAction(atColumn: column) : nil
        // A press while something is lifted (the release was lost, or a key lifted it) only
        // puts it down: one click must never make two changes. Only a click on a footer hint
        // (drop, cancel) does what the hint says.
        if phase == .dragging || state.drag != nil {
            if let footerAction, button == .left, state.drag?.source == .keyboard {
                phase = .pressed(Press(column: column, row: row, time: now, target: .footerHint(footerAction),
                                       channelID: nil, grabOffset: 0, longPressArmed: false, longPressFired: false))
                return []
            }
            phase = .ignoring
            return [.putDown]
        }
        if state.showsHelp {
            // A press inside the box does nothing (it may be the start of a wheel-less read);
            // outside it, or on its close mark, closes the help.
            phase = .ignoring
            if let box = screen?.help, box.isDrawable, box.contains(column: column, row: row),
               !box.isOnCloseMark(column: column, row: row) {
                return []
            }
            return [.hideHelp]
        }
        guard button == .left else {
            phase = .idle
            return []
        }
        var target = state.hit(column: column, row: row, layout: layout)
        if let footerAction { target = .footerHint(footerAction) }
        var grabOffset = 0
        var armed = false
        var channelID: String?
        if case .cell(let place) = target {
            if let box = layout.box(at: place) { grabOffset = max(0, column - box.column) }
            armed = place.section == .mine
            channelID = state.board.channel(at: place)?.id
        }
        phase = .pressed(Press(column: column, row: row, time: now, target: target, channelID: channelID,
                               grabOffset: grabOffset, longPressArmed: armed, longPressFired: false))
        return []
    }

    private mutating func motion(column: Int, row: Int, now: Double, state: EditorState, layout: FlowLayout) -> [Action] {
        switch phase {
        case .idle, .ignoring:
            return []
        case .pressed(let press):
            guard InputMachine.passesThreshold(press, column: column, row: row) else { return [] }
            guard let place = InputMachine.draggablePlace(press, state: state) else {
                phase = .ignoring
                // A drag from a locked cell is refused out loud (the reducer says why).
                guard let locked = InputMachine.lockedPlace(press, state: state) else { return [] }
                return [.beginDrag(locked, grabOffset: press.grabOffset, column: column, row: row)]
            }
            phase = .dragging
            autoscrollDue = nil
            var actions: [Action] = [.beginDrag(place, grabOffset: press.grabOffset, column: column, row: row)]
            actions += autoscrollStep(row: row, now: now, state: state, layout: layout)
            actions.append(.dragTo(column: column, row: row))
            return actions
        case .dragging:
            var actions = autoscrollStep(row: row, now: now, state: state, layout: layout)
            actions.append(.dragTo(column: column, row: row))
            return actions
        }
    }

    private mutating func release(column: Int, row: Int, state: EditorState, layout: FlowLayout) -> [Action] {
        let was = phase
        phase = .idle
        autoscrollDue = nil
        switch was {
        case .idle, .ignoring:
            return []
        case .dragging:
            return [.drop(column: column, row: row)]
        case .pressed(let press):
            if press.longPressFired { return [] }
            if InputMachine.passesThreshold(press, column: column, row: row) {
                // Moved past the threshold with no motion reported: a quick drag.
                guard let place = InputMachine.draggablePlace(press, state: state) else {
                    guard let locked = InputMachine.lockedPlace(press, state: state) else { return [] }
                    return [.beginDrag(locked, grabOffset: press.grabOffset, column: column, row: row)]
                }
                return [.beginDrag(place, grabOffset: press.grabOffset, column: column, row: row),
                        .drop(column: column, row: row)]
            }
            if case .footerHint(let action) = press.target {
                // The footer is not content: a release on the footer row counts as on the hint.
                return row == state.size.rows - 1 ? [action] : []
            }
            let target = state.hit(column: column, row: row, layout: layout)
            guard target == press.target else { return [] }
            switch target {
            case .cell(let place):
                guard state.board.channel(at: place)?.id == press.channelID else { return [] }
                return [.tap(place)]
            case .editButton: return [state.pick == nil ? .toggleEdit : .accept]
            case .closeButton: return [.quit]
            case .footerHint(let action): return [action]
            case .header, .sectionArea, .nothing: return []
            }
        }
    }

    // MARK: Autoscroll

    /// Which way the pointer asks the view to scroll: -1 on the top content row or above, +1 on
    /// the bottom content row or below (the footer included), 0 elsewhere.
    static func autoscrollDirection(row: Int, state: EditorState) -> Int {
        let height = state.viewportHeight
        guard height >= 2 else { return 0 }
        if row <= 0 { return -1 }
        if row >= height - 1 { return 1 }
        return 0
    }

    /// True when the view can still scroll one row that way.
    static func canScroll(_ direction: Int, state: EditorState, layout: FlowLayout) -> Bool {
        if direction < 0 { return state.scrollTop > 0 }
        if direction > 0 { return state.scrollTop + state.viewportHeight < layout.height }
        return false
    }

    /// On motion: scroll at once when the pointer enters a zone (or the step is due).
    private mutating func autoscrollStep(row: Int, now: Double, state: EditorState, layout: FlowLayout) -> [Action] {
        let direction = InputMachine.autoscrollDirection(row: row, state: state)
        guard InputMachine.canScroll(direction, state: state, layout: layout) else {
            autoscrollDue = nil
            return []
        }
        if let due = autoscrollDue, now < due { return [] }
        autoscrollDue = now + InputMachine.autoscrollInterval
        return [.scroll(by: direction)]
    }

    private mutating func autoscrollTick(now: Double, state: EditorState, layout: FlowLayout) -> [Action] {
        // The pointer is kept once, in the state's drag.
        guard phase == .dragging, let due = autoscrollDue, now >= due, let drag = state.drag else { return [] }
        let direction = InputMachine.autoscrollDirection(row: drag.pointerRow, state: state)
        guard InputMachine.canScroll(direction, state: state, layout: layout) else {
            autoscrollDue = nil
            return []
        }
        autoscrollDue = now + InputMachine.autoscrollInterval
        return [.scroll(by: direction), .dragTo(column: drag.pointerColumn, row: drag.pointerRow)]
    }

    // MARK: Geometry

    private func clamp(_ value: Int) -> Int {
        min(max(value, -1), InputMachine.coordinateLimit)
    }

    static func passesThreshold(_ press: Press, column: Int, row: Int) -> Bool {
        abs(column - press.column) >= dragThresholdColumns || abs(row - press.row) >= dragThresholdRows
    }

    /// The locked My Channels place a press was on, or nil (a drag from it is refused).
    static func lockedPlace(_ press: Press, state: EditorState) -> Place? {
        guard !state.showsHelp, case .cell(let place) = press.target, place.section == .mine,
              let channel = state.board.channel(at: place), channel.id == press.channelID,
              channel.locked else { return nil }
        return place
    }

    /// The My Channels place a press may drag, or nil (Add Channels, locked, not a cell, help,
    /// or the pressed channel is no longer in that cell).
    static func draggablePlace(_ press: Press, state: EditorState) -> Place? {
        guard !state.showsHelp, case .cell(let place) = press.target, place.section == .mine,
              let channel = state.board.channel(at: place), channel.id == press.channelID,
              !channel.locked else { return nil }
        return place
    }
}
