import ChannelCore
import EditorKit

/// A rule the editor broke: which one, and the particulars.
public struct FuzzViolation: Hashable, Sendable, CustomStringConvertible {
    /// A short name for the rule ("focus", "scroll", "drag", ...): shrinking keeps failures of
    /// the same rule.
    public var rule: String
    public var detail: String

    public init(_ rule: String, _ detail: String) {
        self.rule = rule
        self.detail = detail
    }

    public var description: String { "[\(rule)] \(detail)" }
}

/// How much checking a fuzz run does besides the invariants checked after every event.
public struct FuzzOptions: Hashable, Sendable {
    /// Render and check a frame every this many events (0: never).
    public var renderEvery: Int
    /// Undo everything and redo everything (on a copy) every this many events (0: never).
    public var undoRedoEvery: Int
    /// Also do that at every quit, before the editor restarts.
    public var undoRedoAtQuit: Bool
    /// Check that a tap or a drag acts on the channel that was under the press.
    public var stalePressOracle: Bool
    /// Most events kept of one session for shrinking a failure.
    public var sessionLogLimit: Int

    public init(
        renderEvery: Int = 7, undoRedoEvery: Int = 500, undoRedoAtQuit: Bool = true,
        stalePressOracle: Bool = true, sessionLogLimit: Int = 200_000
    ) {
        self.renderEvery = renderEvery
        self.undoRedoEvery = undoRedoEvery
        self.undoRedoAtQuit = undoRedoAtQuit
        self.stalePressOracle = stalePressOracle
        self.sessionLogLimit = sessionLogLimit
    }

    public static let standard = FuzzOptions()
}

/// Drives one editor with fuzz events the way the screen loop does (events through
/// `Editor.handle`, saves remembered, a new editor from the saved board after a quit) and
/// checks after every event everything the editor promises.
///
/// Uses only public API, so it runs in release builds.
///
/// Checked after every event:
/// - every channel of the board is present exactly once across both sections, unchanged;
/// - the locked channels lead My Channels, in their original order, and nowhere else;
/// - `layout()` is the layout of the state;
/// - the focus is nil only when no cell is laid out, else on a laid-out cell; after an event
///   whose last action reveals the focus (anything but a drag step or a scroll) it is in view;
/// - `scrollTop` is inside `0...max(0, layout.height - viewportHeight)` (the editor clamps after
///   every action, during drags too);
/// - a drag names an unlocked My Channels channel, has the focus, is in edit mode, and the
///   board differs from the saved one only by where that channel is; a mouse drag exactly while
///   the input machine is dragging;
/// - with nothing lifted, the board is the one last saved; a `.quit` is the last effect; a bell
///   comes with a notice, and so does a saved move (said on the status row, issue 27.2); the
///   filter is printable and not longer than `Editor.filterLimit`;
/// - every save stores a changed board and is one step of the history (except the save before
///   opening a channel);
/// - a tap or Enter does what §2 says for its section and mode; a drop on Add Channels puts
///   the channel first there; after the wheel the focus is in view whenever a cell is;
/// - the input machine the editor used did what a copy of it predicts;
/// - (with `stalePressOracle`) a tap or drag acts on the channel that was under the press.
///
/// Every `renderEvery` events a frame is drawn and checked (its cells, and the cursor on the
/// focused cell while the grid shows); every `undoRedoEvery` events and
/// at every quit, a copy of the editor undoes everything and redoes everything.
public struct FuzzHarness: Sendable {
    public let board: Board
    public let labels: LabelBook
    public let widthOf: ScalarWidth
    public let options: FuzzOptions
    private let originals: [String: Channel]
    private let lockedIDs: [String]

    public private(set) var editor: Editor
    /// Makes the frames `renderCheck` checks; a new one with each new editor.
    private var frames = FrameMaker()
    /// The board of the last `.save` (the session's first board before any).
    public private(set) var saved: Board
    public private(set) var coverage = FuzzCoverage()
    /// Where the current session (since the start or the last quit) began, and its events.
    public private(set) var sessionBoard: Board
    public private(set) var sessionSize: ScreenSize
    public private(set) var sessionSteps: [FuzzStep] = []
    /// False when the session outgrew `options.sessionLogLimit`.
    public private(set) var sessionLogComplete = true
    public private(set) var eventsHandled = 0

    private var focusMustShow = true
    /// The channel under the last left press, as the input machine saw it (`.some(nil)`: the
    /// press was not on a cell; nil: unknown).
    private var pressedID: String??
    private var historyOverflowed = false
    /// The last layout checked, and what it was made from.
    private let layoutMemo = LayoutMemo()

    public init(board: Board, size: ScreenSize, options: FuzzOptions = .standard,
                widthOf: @escaping ScalarWidth = TestWidth.wcwidth) {
        self.board = board
        self.widthOf = widthOf
        self.options = options
        labels = LabelBook(maker: LabelMaker(widthOf: widthOf))
        var originals: [String: Channel] = [:]
        for channel in board.allChannels { originals[channel.id] = channel }
        self.originals = originals
        lockedIDs = board.mine.filter(\.locked).map(\.id)
        editor = Editor(state: EditorState(board: board, size: size), labels: labels)
        saved = board
        sessionBoard = board
        sessionSize = editor.state.size
    }

    /// Checks the editor as it is, before any event.
    public func checkStart() -> FuzzViolation? {
        invariants(of: editor, saved: saved, focusMustShow: true)
    }

    // MARK: One event

    /// Runs one event and checks every rule; returns the first one broken.
    public mutating func handle(_ step: FuzzStep) -> FuzzViolation? {
        let before = editor.state
        let beforeLayout = editor.layout()
        let wasMouseDragging = editor.input.isDragging
        let (probe, actions) = editor.probe(step.event, now: step.now)
        eventsHandled += 1
        if sessionSteps.count < options.sessionLogLimit {
            sessionSteps.append(step)
        } else {
            sessionLogComplete = false
        }
        count(step, before: before)
        if let violation = checkPress(step.event, actions: actions, before: before, layout: beforeLayout) {
            return violation
        }

        let effects = editor.handle(step.event, now: step.now)
        for action in actions { coverage.add("action " + FuzzHarness.name(of: action)) }

        guard editor.input == probe else {
            return FuzzViolation("machine", "the editor's input machine differs from a copy fed the same event")
        }
        let quitIndex = effects.firstIndex { if case .quit = $0 { return true } else { return false } }
        if let quitIndex, quitIndex != effects.count - 1 {
            return FuzzViolation("effects", "effects after .quit are never run: \(effects)")
        }
        if let violation = checkSaves(effects, actions: actions, before: before) { return violation }
        if effects.contains(.bell), editor.state.notice == nil {
            return FuzzViolation("bell", "a bell with no notice saying why")
        }
        // Issue 27.2: every change is said on the status row (mouse or not).
        if FuzzHarness.savesAMove(effects), editor.state.notice == nil {
            return FuzzViolation("said", "a change was saved with nothing said on the status row")
        }
        // On a too-small screen nothing is shown, and refused keys reveal nothing.
        if editor.state.size.isTooSmall {
            focusMustShow = false
        } else if let last = actions.last {
            focusMustShow = FuzzHarness.reveals(last)
        }
        if editor.state.history.past.count >= editor.state.history.limit { historyOverflowed = true }
        if let violation = invariants(of: editor, saved: saved, focusMustShow: focusMustShow) { return violation }
        if let violation = checkRequests(actions, effects: effects, before: before) { return violation }
        countOutcomes(before: before, actions: actions, effects: effects, wasMouseDragging: wasMouseDragging, event: step.event)

        if let quitIndex, case .quit(let output) = effects[quitIndex] {
            return quit(output: output)
        }
        // Also the frame right after a checked one when only the focus moved since: the one the
        // screen loop draws over the last frame.
        let afterACheckedFrame = options.renderEvery > 0 && eventsHandled % options.renderEvery == 1
            && onlyTheFocusMovedSinceTheLastFrame()
        if options.renderEvery > 0, eventsHandled % options.renderEvery == 0 || afterACheckedFrame,
           let violation = renderCheck() {
            return violation
        }
        if options.undoRedoEvery > 0, eventsHandled % options.undoRedoEvery == 0, let violation = undoRedoCheck() {
            return violation
        }
        return nil
    }

    /// True when one of the effects saves a move. A loop in a function of its own, not a closure
    /// inside `handle` (see `onlyTheFocusMovedSinceTheLastFrame`).
    private static func savesAMove(_ effects: [Effect]) -> Bool {
        for effect in effects {
            if case .save(_, change: .move?) = effect { return true }
        }
        return false
    }

    /// Whether the frame maker will draw over its last frame (only the focus moved since).
    /// Its own function, not a closure over `frames.revision` inside `handle`: Swift 6.3.1's
    /// optimizer (CopyPropagation's ownership verifier) crashed on that closure in a release
    /// build of this file.
    private func onlyTheFocusMovedSinceTheLastFrame() -> Bool {
        guard let revision = frames.revision, let move = editor.focusMove else { return false }
        return move.contains(revision)
    }

    /// The checks a run ends with: a frame, and undo everything then redo everything.
    public mutating func finish() -> FuzzViolation? {
        if let violation = renderCheck() { return violation }
        return undoRedoCheck()
    }

    private mutating func quit(output: String?) -> FuzzViolation? {
        let state = editor.state
        if state.drag != nil { return FuzzViolation("quit", "quit with a channel still lifted") }
        if let output {
            guard state.board.mine.contains(where: { $0.id == output }), saved.current == output else {
                return FuzzViolation("quit", "opened \(output) but the saved board's current is \(saved.current ?? "nil")")
            }
            coverage.add("opens")
        } else {
            coverage.add("quits")
        }
        if options.undoRedoAtQuit, let violation = undoRedoCheck() { return violation }
        // The next run of the program starts from the file: the board last saved.
        editor = Editor(state: EditorState(board: saved, size: state.size), labels: labels)
        frames = FrameMaker()
        sessionBoard = saved
        sessionSize = editor.state.size
        sessionSteps = []
        sessionLogComplete = true
        focusMustShow = true
        pressedID = nil
        historyOverflowed = false
        coverage.add("restarts")
        return invariants(of: editor, saved: saved, focusMustShow: true)
    }

    // MARK: Saves and history

    /// Every save stores a board that differs from the one saved before (a change, or the
    /// current channel set just before opening it), and every save but the one before opening
    /// is one step of the history: recorded (the redo list cleared), undone or redone.
    private mutating func checkSaves(_ effects: [Effect], actions: [Action], before: EditorState) -> FuzzViolation? {
        var saves = 0
        var opens = 0
        for effect in effects {
            switch effect {
            case .save(let board, let change):
                saves += 1
                let opening = effects.contains { if case .quit(let output?) = $0 { return board.current == output } else { return false } }
                if board == saved, !opening {
                    return FuzzViolation("save", "a save of the board already saved (\(actions.map { "\($0)" }))")
                }
                // What a save that finds the file changed does: the change, re-applied by id to
                // the board saved before, must give this board.
                var reapplied = saved
                guard let change, (try? reapplied.reapply(change)) != nil, reapplied == board else {
                    return FuzzViolation("save", "the save's change \(change.map { "\($0)" } ?? "nil") does not turn the board saved before into this one (\(actions.map { "\($0)" }))")
                }
                saved = board
            case .quit(let output):
                if output != nil { opens += 1 }
            case .bell, .finishPick, .suspend, .refreshFromCatalogs:
                break
            }
        }
        let history = editor.state.history
        let steps = saves - opens
        let undoing = actions.contains(.undo) || actions.contains(.redo)
        if !undoing, history.past.count < history.limit {
            if history.past.count - before.history.past.count != steps || (steps > 0 && !history.future.isEmpty) {
                return FuzzViolation(
                    "history", "\(steps) saved changes but the history went from \(before.history.past.count)/\(before.history.future.count) to \(history.past.count)/\(history.future.count)")
            }
        }
        if undoing, history.past.count + history.future.count != before.history.past.count + before.history.future.count {
            return FuzzViolation("history", "an undo or redo changed the number of steps kept")
        }
        return nil
    }

    // MARK: What requests do

    /// The contract of §2 for single requests: a tap or Enter on Add Channels moves the channel
    /// to the end of My Channels; on My Channels in edit mode to the front of Add Channels (a
    /// locked one is refused with a bell); in browse mode it opens it (quit printing its id). A
    /// drop that removes puts the channel first in Add Channels. After the wheel, with nothing
    /// lifted, the focus is in view whenever some cell is.
    private mutating func checkRequests(_ actions: [Action], effects: [Effect], before: EditorState) -> FuzzViolation? {
        let after = editor.state
        // A screen too small for the grid takes no edits from the keyboard: the user could not
        // see them. (Mouse events already hit nothing there.)
        if before.size.isTooSmall, after.size.isTooSmall {
            coverage.add("keys refused while too small")
            let edits = actions.filter {
                switch $0 {
                case .quit, .quitByQ, .resize, .cancelDrag, .putDown, .hideHelp, .dragTo, .drop, .scroll: return false
                default: return true
                }
            }
            if !edits.isEmpty, before.drag == nil, after.board != before.board {
                return FuzzViolation("too small", "\(edits) changed the board while the screen showed only the notice")
            }
            return nil
        }
        if actions.count == 1 {
            var place: Place?
            switch actions[0] {
            case .tap(let tapped): place = tapped
            case .activate: place = before.focus
            default: break
            }
            if let place, let channel = before.board.channel(at: place) {
                coverage.add("tap/Enter results checked")
                let what = "\(actions[0]) on \(channel.id)"
                switch (place.section, before.mode) {
                case (.available, _):
                    if after.board.mine.last?.id != channel.id {
                        return FuzzViolation("request", "\(what) did not move it to the end of My Channels")
                    }
                case (.mine, .edit):
                    if channel.locked ? !effects.contains(.bell) : after.board.available.first?.id != channel.id {
                        return FuzzViolation("request", "\(what) in edit mode did not move it to the front of Add Channels")
                    }
                case (.mine, .browse):
                    // The first request asks, the next one on the same channel opens (issue 22.2).
                    if before.pendingOpen == channel.id, effects.last != .quit(output: channel.id) {
                        return FuzzViolation("request", "\(what) in browse mode did not open it: \(effects)")
                    }
                    if before.pendingOpen != channel.id, after.pendingOpen != channel.id || effects.contains(where: {
                        if case .quit = $0 { return true } else { return false } }) {
                        return FuzzViolation("request", "\(what) in browse mode opened it without asking: \(effects)")
                    }
                }
            }
        }
        if let drag = before.drag, actions.contains(where: { if case .drop = $0 { return true } else { return false } }),
           let index = after.board.available.firstIndex(where: { $0.id == drag.id }), index != 0 {
            return FuzzViolation("request", "a drop put \(drag.id) at Add Channels index \(index), not first")
        }
        if case .scroll? = actions.last, after.drag == nil, let focus = after.focus {
            let layout = editor.layout()
            let viewport = after.viewport
            if let box = layout.box(at: focus), !viewport.contains(row: box.row) {
                let shown = [layout.mine, layout.available].contains { boxes in
                    FlowLayout.firstIndex(in: boxes, atOrAfterRow: viewport.top).map { viewport.contains(row: boxes[$0].row) } ?? false
                }
                if shown {
                    return FuzzViolation("focus-visible", "after scrolling, focus \(focus) on row \(box.row) is out of view while cells are in view (top \(viewport.top), height \(viewport.height))")
                }
            }
        }
        return nil
    }

    // MARK: The press oracle

    /// Remembers the channel under a left press; a tap or drag must act on that channel.
    private mutating func checkPress(
        _ event: InputEvent, actions: [Action], before: EditorState, layout: FlowLayout
    ) -> FuzzViolation? {
        guard options.stalePressOracle else { return nil }
        switch event {
        case .press(let button, let column, let row), .click(let button, let column, let row):
            if button == .left, !before.showsHelp {
                let target = before.hit(column: FuzzHarness.clamp(column), row: FuzzHarness.clamp(row),
                                        layout: layout)
                if case .cell(let place) = target {
                    pressedID = .some(before.board.channel(at: place)?.id)
                } else {
                    pressedID = .some(nil)
                }
            } else {
                pressedID = nil
            }
        default:
            break
        }
        for action in actions {
            let place: Place
            let what: String
            switch action {
            case .tap(let tapped):
                place = tapped
                what = "tap"
            case .beginDrag(let lifted, _, _, _):
                place = lifted
                what = "drag"
            default:
                continue
            }
            guard case .some(let pressed) = pressedID else {
                coverage.add("stale press oracle skipped")
                continue
            }
            let actual = before.board.channel(at: place)?.id
            if actual != pressed {
                return FuzzViolation(
                    "stale-press",
                    "the press was on \(pressed ?? "no channel") but the \(what) acts on \(actual ?? "nothing") at \(place)")
            }
        }
        return nil
    }

    static func clamp(_ value: Int) -> Int {
        min(max(value, -1), InputMachine.coordinateLimit)
    }

    // MARK: Invariants

    /// True when an action ends with the scroll showing the focus (the editor's promise for
    /// everything but drag steps and scrolling).
    static func reveals(_ action: Action) -> Bool {
        switch action {
        case .beginDrag, .dragTo, .scroll: return false
        default: return true
        }
    }

    /// The first rule `editor` breaks now, or nil.
    public func invariants(of editor: Editor, saved: Board, focusMustShow: Bool) -> FuzzViolation? {
        let state = editor.state
        let board = state.board
        let layout = editor.layout()

        // Channels: all there, once each, unchanged.
        if board.mine.count + board.available.count != originals.count {
            return FuzzViolation("channels", "\(board.mine.count + board.available.count) channels, expected \(originals.count)")
        }
        var seen = Set<String>()
        seen.reserveCapacity(originals.count)
        for channel in board.mine where !check(channel, &seen) {
            return FuzzViolation("channels", "channel \(channel.id) duplicated or changed")
        }
        for channel in board.available where !check(channel, &seen) {
            return FuzzViolation("channels", "channel \(channel.id) duplicated or changed")
        }

        // Locked channels first, in their order, and only there.
        if board.lockedCount != lockedIDs.count
            || !board.mine.prefix(lockedIDs.count).map(\.id).elementsEqual(lockedIDs)
            || board.available.contains(where: \.locked) {
            return FuzzViolation("locked", "locked channels are not leading My Channels in order: \(board.mineIDs.prefix(12))")
        }

        if let violation = checkLayout(of: editor) { return violation }

        // Focus.
        if layout.mine.isEmpty && layout.available.isEmpty {
            if let focus = state.focus { return FuzzViolation("focus", "focus \(focus) with no cell laid out") }
        } else {
            guard let focus = state.focus, let box = layout.box(at: focus) else {
                return FuzzViolation("focus", "focus \(String(describing: state.focus)) is not a laid-out cell")
            }
            if focusMustShow, state.viewportHeight >= 2, !state.viewport.contains(row: box.row) {
                return FuzzViolation(
                    "focus-visible",
                    "focus \(focus) on content row \(box.row) is out of view (top \(state.scrollTop), height \(state.viewportHeight))")
            }
        }

        // Scroll.
        let maxTop = max(0, layout.height - state.viewportHeight)
        if state.scrollTop < 0 || state.scrollTop > maxTop {
            return FuzzViolation("scroll", "scrollTop \(state.scrollTop) outside 0...\(maxTop)")
        }

        // Drag, and the board against the saved one.
        if let drag = state.drag {
            guard let index = board.mine.firstIndex(where: { $0.id == drag.id }) else {
                return FuzzViolation("drag", "lifted \(drag.id) is not in My Channels")
            }
            if board.mine[index].locked { return FuzzViolation("drag", "lifted \(drag.id) is locked") }
            if state.focus != Place(.mine, index) {
                return FuzzViolation("drag", "focus \(String(describing: state.focus)) is not on the lifted \(drag.id) at \(index)")
            }
            if state.mode != .edit { return FuzzViolation("drag", "a drag in browse mode") }
            guard saved.mine.indices.contains(drag.originIndex), saved.mine[drag.originIndex].id == drag.id else {
                return FuzzViolation("drag", "the saved board does not have \(drag.id) at its origin \(drag.originIndex)")
            }
            if board.available != saved.available || board.current != saved.current
                || !board.mine.lazy.filter({ $0.id != drag.id }).elementsEqual(saved.mine.lazy.filter { $0.id != drag.id }) {
                return FuzzViolation("drag", "the live order differs from the saved board by more than the lifted channel")
            }
            let isMouse: Bool
            if case .mouse = drag.source { isMouse = true } else { isMouse = false }
            if isMouse != editor.input.isDragging {
                return FuzzViolation("drag", "mouse drag \(isMouse) but input machine dragging \(editor.input.isDragging)")
            }
        } else {
            if board != saved {
                return FuzzViolation("save", "nothing lifted, but the board is not the one last saved")
            }
            if editor.input.isDragging {
                return FuzzViolation("drag", "the input machine is dragging but nothing is lifted")
            }
        }

        // Filter.
        if let filter = state.filter {
            if filter.count > Editor.filterLimit {
                return FuzzViolation("filter", "filter of \(filter.count) characters")
            }
            if filter.unicodeScalars.contains(where: \.isControlCharacter) {
                return FuzzViolation("filter", "filter holds a control character")
            }
        } else if state.isTypingFilter {
            return FuzzViolation("filter", "typing a filter that is nil")
        }
        return nil
    }

    /// `layout()` must be the layout of the state. Rebuilding it is the costliest check (the
    /// filter compares every name), so it is rebuilt only when what it is made from changed
    /// since the last check; otherwise the editor's layout must be the one checked then.
    private func checkLayout(of editor: Editor) -> FuzzViolation? {
        let state = editor.state
        let key = LayoutKey(board: state.board, filter: state.filter, size: state.size)
        if let checked = layoutMemo.checked, checked.key == key {
            return editor.layout() == checked.layout ? nil
                : FuzzViolation("layout", "layout() changed while the board, filter and size did not")
        }
        let fresh = state.layout(labels: editor.labels, metrics: editor.metrics)
        guard editor.layout() == fresh else {
            return FuzzViolation("layout", "layout() is not the layout of the state")
        }
        layoutMemo.checked = (key, fresh)
        return nil
    }

    private func check(_ channel: Channel, _ seen: inout Set<String>) -> Bool {
        originals[channel.id] == channel && seen.insert(channel.id).inserted
    }

    // MARK: Frames

    /// Renders the current state as the screen loop does and checks the frame: exactly
    /// columns x rows cells, and every cell drawable (no control characters, wide characters
    /// whole). Frames over 200,000 cells are skipped.
    public mutating func renderCheck() -> FuzzViolation? {
        let state = editor.state
        let (cells, overflow) = state.size.columns.multipliedReportingOverflow(by: state.size.rows)
        guard !overflow, cells <= 200_000 else {
            coverage.add("frames skipped (huge)")
            return nil
        }
        // As the screen loop makes it: after focus moves, drawn over the last frame checked,
        // which must give the whole frame.
        let frame = frames.frame(of: editor, widthOf: widthOf)
        if frames.lastWasDrawnOver {
            coverage.add("frames drawn over the last one")
            guard frame == editor.frame(widthOf: widthOf) else {
                return FuzzViolation("frame", "the frame drawn over the last one is not the whole frame")
            }
        }
        coverage.add("frames checked")
        // Issue 33.7: what the loop prepares after a frame changes no frame.
        guard frame == editor.unpreparedFrame(widthOf: widthOf) else {
            return FuzzViolation("frame", "the frame made with what was prepared after the last one is not the frame made without")
        }
        editor.prepareAfterFrame()
        if state.size.isTooSmall { coverage.add("frames too small") }
        guard frame.columns == state.size.columns, frame.rows == state.size.rows, frame.cells.count == cells else {
            return FuzzViolation("frame", "frame \(frame.columns)x\(frame.rows) with \(frame.cells.count) cells for a \(state.size.columns)x\(state.size.rows) screen")
        }
        // Issue 27.2: while the grid shows, the cursor rests on the focused (or lifted) cell's
        // label, never on the status row or the footer.
        if !state.size.isTooSmall, !state.showsHelp, let cursor = frame.cursor {
            guard cursor.row >= 0, cursor.row < state.viewportHeight, cursor.column >= 0, cursor.column < frame.columns,
                  frame[cursor.column, cursor.row].style.focused || frame[cursor.column, cursor.row].style.role == .lifted
            else {
                return FuzzViolation("cursor", "the cursor at \(cursor) is not on the focused cell's label")
            }
        }
        // The quick scan first; `FrameChecks` (slower: it names every cell) says what is wrong.
        guard !FuzzHarness.isDrawable(frame, widthOf: widthOf) else { return nil }
        let problems = FrameChecks.problems(in: frame, widthOf: widthOf)
        return FuzzViolation("frame", "\(problems.count) bad cells, first \(problems.first ?? "?")")
    }

    /// True when no cell holds a control or non-printable scalar or starts with a zero-width
    /// one, and every two-column character is followed by exactly its continuation.
    static func isDrawable(_ frame: Frame, widthOf: ScalarWidth) -> Bool {
        for row in 0..<frame.rows {
            var owedContinuation = false
            for column in 0..<frame.columns {
                let text = frame[column, row].text
                if text.isEmpty {
                    guard owedContinuation else { return false }
                    owedContinuation = false
                    continue
                }
                if owedContinuation { return false }
                var first = true
                for scalar in text.unicodeScalars {
                    if scalar.isControlCharacter { return false }
                    let width = widthOf(scalar)
                    if width < 0 { return false }
                    if first {
                        if width == 0 { return false }
                        owedContinuation = width == 2
                        first = false
                    }
                }
            }
            if owedContinuation { return false }
        }
        return true
    }

    // MARK: History

    /// On a copy: undo every step, check the board is the session's first one (when the history
    /// never hit its limit), redo them all, check the board and the history are back.
    public mutating func undoRedoCheck() -> FuzzViolation? {
        guard editor.state.drag == nil else { return nil }
        var copy = editor
        var copySaved = saved
        let start = copy.state.board
        let past = copy.state.history.past
        let future = copy.state.history.future
        for step in 0..<past.count {
            let effects = copy.apply(.undo)
            for case .save(let board, _) in effects { copySaved = board }
            guard effects.withoutChanges == [.save(copy.state.board, change: nil)] else {
                return FuzzViolation("undo-redo", "undo \(step + 1) of \(past.count) gave \(effects) (\(copy.state.notice?.text ?? ""))")
            }
            if let violation = invariants(of: copy, saved: copySaved, focusMustShow: true) {
                return FuzzViolation("undo-redo", "after undo \(step + 1) of \(past.count): \(violation)")
            }
        }
        if copy.state.history.canUndo { return FuzzViolation("undo-redo", "still undoable after \(past.count) undos") }
        // Opening a channel changes `current` outside the history (and ends the session).
        if !historyOverflowed,
           copy.state.board.mine != sessionBoard.mine || copy.state.board.available != sessionBoard.available {
            return FuzzViolation("undo-redo", "undoing all \(past.count) steps does not give back the session's first board")
        }
        for step in 0..<past.count {
            let effects = copy.apply(.redo)
            for case .save(let board, _) in effects { copySaved = board }
            guard effects.withoutChanges == [.save(copy.state.board, change: nil)] else {
                return FuzzViolation("undo-redo", "redo \(step + 1) of \(past.count) gave \(effects) (\(copy.state.notice?.text ?? ""))")
            }
            if let violation = invariants(of: copy, saved: copySaved, focusMustShow: true) {
                return FuzzViolation("undo-redo", "after redo \(step + 1) of \(past.count): \(violation)")
            }
        }
        if copy.state.board != start || copy.state.history.past != past || copy.state.history.future != future {
            return FuzzViolation("undo-redo", "undo all then redo all did not give back the board and the history")
        }
        coverage.add("undo-all/redo-all checks")
        if past.count > coverage["deepest undo-all"] { coverage.add("deepest undo-all", past.count - coverage["deepest undo-all"]) }
        return nil
    }

    // MARK: Coverage

    /// `tap(ChannelCore.Place(...))` -> `tap`.
    static func name(of action: Action) -> String {
        let text = String(describing: action)
        return String(text.prefix { $0 != "(" })
    }

    private mutating func count(_ step: FuzzStep, before: EditorState) {
        coverage.add("events")
        let size = before.size
        func offScreen(_ column: Int, _ row: Int) -> Bool {
            column < 0 || row < 0 || column >= size.columns || row >= size.rows
        }
        switch step.event {
        case .key: coverage.add("ev key")
        case .paste: coverage.add("ev paste")
        case .press(_, let column, let row):
            coverage.add("ev press")
            if offScreen(column, row) { coverage.add("ev off-screen coordinates") }
        case .motion(let column, let row):
            coverage.add("ev motion")
            if offScreen(column, row) { coverage.add("ev off-screen coordinates") }
        case .release(let column, let row):
            coverage.add("ev release")
            if offScreen(column, row) { coverage.add("ev off-screen coordinates") }
        case .click(_, let column, let row):
            coverage.add("ev click")
            if offScreen(column, row) { coverage.add("ev off-screen coordinates") }
        case .wheel(_, let column, let row):
            coverage.add("ev wheel")
            if offScreen(column, row) { coverage.add("ev off-screen coordinates") }
        case .resize: coverage.add("ev resize")
        case .tick: coverage.add("ev tick")
        }
        if let last = sessionSteps.dropLast().last, step.now - last.now > 0.5 { coverage.add("ev waits over 0.5 s") }
    }

    private mutating func countOutcomes(
        before: EditorState, actions: [Action], effects: [Effect], wasMouseDragging: Bool, event: InputEvent
    ) {
        let after = editor.state
        let saves = effects.filter { if case .save = $0 { return true } else { return false } }.count
        coverage.add("saves", saves)
        if effects.contains(.bell) { coverage.add("bells") }
        if let drag = after.drag, drag.id != before.drag?.id {
            if case .mouse = drag.source { coverage.add("mouse drags started") } else { coverage.add("keyboard drags started") }
        }
        if let drag = after.drag, before.drag?.id == drag.id, before.board.mine != after.board.mine {
            coverage.add("live reorders")
        }
        if let drag = before.drag, after.drag?.id != drag.id {
            if after.board.available.contains(where: { $0.id == drag.id }) {
                coverage.add("drops on Add Channels")
            } else if actions.contains(.cancelDrag) || actions.contains(.quit) || actions.contains(.quitByQ) {
                coverage.add("drag cancels")
            } else if saves > 0 {
                coverage.add("drops that moved")
            } else {
                coverage.add("drops in place")
            }
            switch event {
            case .press, .click:
                if wasMouseDragging { coverage.add("lost releases") }
            default:
                break
            }
        }
        if before.drag != nil, actions.contains(where: { if case .scroll = $0 { return true } else { return false } }),
           before.scrollTop != after.scrollTop {
            if case .wheel = event {} else { coverage.add("autoscroll steps") }
        }
        if case .wheel = event, before.scrollTop != after.scrollTop { coverage.add("wheel scrolls") }
        let undoing = actions.contains(.undo) || actions.contains(.redo)
        if !undoing {
            if after.board.mine.count > before.board.mine.count {
                coverage.add("adds")
                if actions.contains(.finishFilter) { coverage.add("adds from the filter") }
            }
            if after.board.mine.count < before.board.mine.count { coverage.add("removes") }
        }
        if actions.contains(where: { if case .nudge = $0 { return true } else { return false } }), saves > 0 {
            coverage.add("nudges")
        }
        if after.history.future.count > before.history.future.count { coverage.add("undos") }
        if actions.contains(.redo), after.history.future.count < before.history.future.count { coverage.add("redos") }
        if undoing, after.notice?.text == "Nothing to undo" || after.notice?.text == "Nothing to redo" { coverage.add("undo/redo refused") }
        if actions.contains(where: { if case .typeFilter = $0 { return true } else { return false } }) {
            coverage.add("filter characters typed")
        }
        if after.filter != nil, editor.layout().available.count < after.board.available.count {
            coverage.add("filtered views")
        }
        if actions.contains(.enterEdit), before.mode == .browse, after.mode == .edit { coverage.add("long presses") }
        if before.mode == .browse, after.mode == .edit { coverage.add("edit mode entered") }
        if after.showsHelp, !before.showsHelp { coverage.add("help shown") }
    }
}

/// What a layout is made from.
private struct LayoutKey: Equatable {
    var board: Board
    var filter: String?
    var size: ScreenSize
}

/// The last checked layout. A reference, so that the read-only checks can update it; the
/// harness is used from one task at a time.
private final class LayoutMemo: @unchecked Sendable {
    var checked: (key: LayoutKey, layout: FlowLayout)?
}

extension Array where Element == Effect {
    /// The effects with each save's change left out: for tests of what is saved. Whether the
    /// change is right is checked on its own (the fuzz harness's save check, `SaveChangeTests`).
    public var withoutChanges: [Effect] {
        map { effect in
            if case .save(let board, _) = effect { return .save(board, change: nil) }
            return effect
        }
    }
}
