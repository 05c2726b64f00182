import ChannelCore
import Localization

/// The reducer: the editor's state, the labels it lays out with, and the input machine, as one
/// value. `apply` is the only way the state changes; side effects come back as `Effect`s.
///
/// Invariants kept after every action, whatever the action and the state:
/// - the focus is on a laid-out cell (never a hidden Add Channels cell); nil only when no cell
///   is laid out; during a drag it is on the lifted channel;
/// - the scroll is clamped to the content and keeps the focus in view (except while a mouse
///   drag, the wheel or autoscroll scroll the view);
/// - `layout()` is the layout of `state` (kept, not rebuilt, between actions).
public struct Editor: Sendable {
    public package(set) var state: EditorState {
        // No `oldValue`: a change made in place stays in place (no copy of the board).
        didSet { revision &+= 1 }
    }
    /// Changes whenever `state` does (any change at all): the run loop draws a frame only when
    /// it moved on since the last one, without keeping a copy of the state to compare (a copy
    /// would share the board's storage and make the next edit copy every channel).
    public private(set) var revision = 0
    /// The revisions between which only the focus moved (and the notice changed): `FrameMaker`
    /// draws a frame over one made in that span. Nil after any other change.
    package private(set) var focusMove: FocusMove?
    package private(set) var labels: LabelBook
    /// The twins' cell marks (`LabelBook.twinMarks`) are made again at the next full layout:
    /// the names or the details changed (a load, a reload, a rename, a group).
    var twinMarksDue = true
    package let metrics: LayoutMetrics
    /// The gesture recognizer `handle` feeds; ask it for `deadline`/`wantsTick`.
    public internal(set) var input: InputMachine

    /// The layout of `state`: moved in place after a relocation (`relocated`), rebuilt
    /// (`refreshLayout`) when the filter, the size or the board otherwise changes.
    var currentLayout: FlowLayout
    /// `state.medianNameWidth`, kept while the names stay (a reload forgets it): the `auto`
    /// layout weighs it at every resize. Nil when not worked out yet, or not needed.
    var medianNameWidth: Int?
    /// The My Channels cell the drag pointer was last over, so that a reorder which reflows a
    /// different cell under a still pointer does not move the channel again.
    var hoverID: String?
    /// While `apply` runs: the channel whose open the request before asked for (`pendingOpen`).
    var confirmedOpen: String?
    /// While `apply` runs: the request before was an Esc or a quit that warned (`exitWarned`).
    var confirmedExit = false
    /// Which names more than one entry has (`prepareAfterFrame`), so neither the status row nor a
    /// change's sentence scans the board for a channel's twins between its key and its frame.
    /// A reload and a rename forget it.
    package internal(set) var sharedNames = SharedNames()
    /// The footer's hints of the state on screen and what they were made from
    /// (`prepareAfterFrame`): the next frame takes them while the facts are the same.
    var preparedHints: (facts: HintFacts, hints: [KeyHint])?

    /// Largest screen size taken; larger values are clamped (no terminal is that big).
    static let sizeLimit = InputMachine.coordinateLimit
    /// Longest filter kept, in characters.
    package static let filterLimit = 200

    public init(state: EditorState, labels: LabelBook, metrics: LayoutMetrics = .standard) {
        var state = state
        state.size = ScreenSize(columns: min(state.size.columns, Editor.sizeLimit),
                                rows: min(state.size.rows, Editor.sizeLimit))
        state.scrollTop = max(0, state.scrollTop)
        if let drag = state.drag,
           state.board.mine.first(where: { $0.id == drag.id }).map({ $0.locked }) != false {
            state.drag = nil
        }
        if state.drag != nil { state.mode = .edit }
        self.state = state
        self.labels = labels
        self.labels.twinMarks = TwinNames.cellMarks(board: state.board, details: state.details)
        twinMarksDue = false
        self.metrics = metrics
        input = InputMachine()
        medianNameWidth = state.layoutChoice == .auto ? state.medianNameWidth(labels: labels) : nil
        currentLayout = state.layout(
            labels: self.labels, metrics: metrics,
            style: state.layoutChoice.style(medianNameWidth: medianNameWidth ?? 0, width: state.size.columns, metrics: metrics))
        hoverID = state.drag?.id
        settle(revealFocus: true)
    }

    /// The layout of the current state.
    package func layout() -> FlowLayout { currentLayout }

    /// Runs one input event through the input machine and applies the actions it yields.
    /// While the screen is too small to show the grid, the only keys that work quit, close the
    /// help, or end a drag: nothing changes that the user cannot see.
    public mutating func handle(_ event: InputEvent, now: Double) -> [Effect] {
        let actions = Editor.gestures(event, now: now, machine: &input, state: state, layout: currentLayout,
                                      labels: labels)
        // Mouse events hit nothing on a too-small screen already; keys and pastes are filtered here.
        switch event {
        case .key, .paste: break
        default: return apply(actions)
        }
        guard state.size.isTooSmall else { return apply(actions) }
        let allowed = actions.filter(Editor.worksWhileTooSmall)
        let effects = apply(allowed)
        guard allowed.count < actions.count else { return effects }
        state.notice = .tooSmall(text.tooSmall)
        return effects + [.bell]
    }

    /// The frame of this state, as the screen shows it: the footer's hints and the help come
    /// from the keymap, widths from the labels' width table (or `widthOf`).
    public func frame(widthOf: ScalarWidth? = nil) -> Frame {
        render(state, layout: currentLayout, labels: labels, hints: hints(),
               help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: widthOf ?? labels.maker.widthOf, names: sharedNames)
    }

    /// The frame as it is made with nothing prepared after the frame before (`prepareAfterFrame`):
    /// the checks compare it with `frame`.
    package func unpreparedFrame(widthOf: ScalarWidth? = nil) -> Frame {
        render(state, layout: currentLayout, labels: labels, hints: Keymap.hints(for: state),
               help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: widthOf ?? labels.maker.widthOf)
    }

    /// The footer's hints: those prepared after the last frame when they were made from the same
    /// facts (`HintFacts`), else worked out.
    func hints() -> [KeyHint] {
        if let preparedHints, preparedHints.facts == HintFacts(state) { return preparedHints.hints }
        return Keymap.hints(for: state)
    }

    /// The frame of this state drawn over `previous`, the frame of a state within `focusMove`
    /// whose focus was `from`; nil when only a whole frame will do (`renderFocusMove`).
    package func frame(afterFocusMoveFrom from: Place?, over previous: Frame, widthOf: ScalarWidth? = nil) -> Frame? {
        renderFocusMove(from: from, over: previous, state, layout: currentLayout, labels: labels,
                        hints: hints(), widthOf: widthOf ?? labels.maker.widthOf, names: sharedNames)
    }

    /// The footer and help geometry of this state (what `frame` draws and a click hits).
    package func chrome() -> ScreenChrome {
        ScreenChrome(state: state, layout: currentLayout, hints: hints(),
                     help: state.showsHelp ? Keymap.help(for: state) : nil, labels: labels,
                     widthOf: labels.maker.widthOf, names: sharedNames)
    }

    /// What quitting now ends with: nil, or the last save that failed (its message and status).
    public var exitFailure: SaveFailure? { state.saveFailure }

    /// What the input machine makes of an event, with the footer and help geometry of `state`
    /// worked out only when a press needs it.
    static func gestures(
        _ event: InputEvent, now: Double, machine: inout InputMachine, state: EditorState, layout: FlowLayout,
        labels: LabelBook
    ) -> [Action] {
        machine.handle(event, now: now, state: state, layout: layout) {
            ScreenChrome(state: state, layout: layout, hints: Keymap.hints(for: state),
                         help: state.showsHelp ? Keymap.help(for: state) : nil, labels: labels,
                         widthOf: labels.maker.widthOf)
        }
    }

    /// The actions `handle` would apply for this event, and the input machine after it, without
    /// changing the editor (for checks that compare the two).
    package func probe(_ event: InputEvent, now: Double) -> (machine: InputMachine, actions: [Action]) {
        var machine = input
        let actions = Editor.gestures(event, now: now, machine: &machine, state: state, layout: currentLayout,
                                      labels: labels)
        return (machine, actions)
    }

    /// The actions that make sense on a screen that shows only the "too small" notice.
    static func worksWhileTooSmall(_ action: Action) -> Bool {
        switch action {
        case .quit, .quitByQ, .cancelByEscape, .accept, .pressExtra, .pressHelp, .pressFocusedButton, .resize, .cancelDrag, .putDown, .hideHelp, .suspend, .saved, .saveFailed:
            return true
        default: return false
        }
    }

    /// Applies one action. Clears the notice first (except on resize): a notice lasts until the
    /// next request.
    public mutating func apply(_ action: Action) -> [Effect] {
        apply([action])
    }

    /// Applies actions in order; the notice is cleared once, before the first (not by the
    /// outcome of an effect or a resize).
    package mutating func apply(_ actions: [Action]) -> [Effect] {
        // Looked at only for focus moves, which change neither the board nor the history: a
        // copy held across any other action would make its edit copy them whole.
        let focusOnly = actions.allSatisfy(\.movesOnlyTheFocus)
        let before = (revision: revision, look: focusOnly ? GridLook(state) : nil)
        // The open a request before this one asked for: only the very next Enter or click confirms it.
        let pendingOpen = state.pendingOpen
        let exitArmed = state.exitWarned
        if actions.contains(where: { !$0.isOutcome }) {
            state.notice = nil
            if pendingOpen != nil { state.pendingOpen = nil }
            if exitArmed { state.exitWarned = false }
        }
        confirmedOpen = pendingOpen
        confirmedExit = exitArmed
        defer {
            confirmedOpen = nil
            confirmedExit = false
        }
        var effects: [Effect] = []
        for action in actions { effects += perform(action) }
        if revision != before.revision {
            if focusOnly, GridLook(state) == before.look {
                // Focus moves one after the other make one span.
                let since = focusMove.flatMap { $0.to == before.revision ? $0.since : nil } ?? before.revision
                focusMove = FocusMove(since: since, to: revision)
            } else {
                focusMove = nil
            }
        }
        return effects
    }

    private mutating func perform(_ action: Action) -> [Effect] {
        var effects: [Effect] = []
        var revealFocus = true
        // A prompt is answered or left: anything else (a click, the file's news) closes it.
        if state.prompt != nil, !action.keepsPrompt { state.prompt = nil }
        switch action {
        case .tap(let place): effects = tap(place)
        case .toggleEdit: effects = setMode(state.mode == .edit ? .browse : .edit)
        case .enterEdit: effects = setMode(.edit)
        case .leaveEdit: effects = setMode(.browse)
        case .beginDrag(let place, let grabOffset, let column, let row):
            effects = beginDrag(place, grabOffset: grabOffset, column: column, row: row)
            revealFocus = false
        case .dragTo(let column, let row):
            dragTo(column: column, row: row)
            revealFocus = false
        case .drop(let column, let row): effects = drop(column: column, row: row)
        case .scroll(let rows):
            scroll(by: rows)
            revealFocus = false
        case .moveFocus(let direction): moveFocus(direction)
        case .nextSection, .previousSection: switchSection()
        case .focusFirst: focusEnd(last: false)
        case .focusLast: focusEnd(last: true)
        case .pageUp: page(down: false)
        case .pageDown: page(down: true)
        case .activate: effects = activate()
        case .pickUp: effects = pickUp()
        case .moveLifted(let direction): effects = moveLifted(direction)
        case .moveLiftedToEdge(let first): moveLiftedToEdge(first: first)
        case .putDown: effects = putDown()
        case .cancelDrag: cancelDrag()
        case .nudge(let delta): effects = nudge(by: delta)
        case .removeFocused: effects = removeFocused()
        case .nudgeGroup(let forward): effects = nudgeGroup(forward: forward)
        case .undo: effects = undo(redo: false)
        case .redo: effects = undo(redo: true)
        case .promptField(let field, let perGroup): effects = promptField(field, perGroup: perGroup)
        case .typePrompt(let character): effects = typePrompt(character)
        case .deletePromptCharacter: deletePromptCharacter()
        case .clearPrompt: state.prompt?.text = ""
        case .finishPrompt: effects = finishPrompt()
        case .cancelPrompt: state.prompt = nil
        case .startFilter: startFilter()
        case .typeFilter(let character): typeFilter(character)
        case .deleteFilterCharacter: deleteFilterCharacter()
        case .finishFilter: effects = finishFilter()
        case .clearFilter: clearFilter()
        case .showHelp:
            state.showsHelp = true
            state.helpScroll = 0
        case .hideHelp: state.showsHelp = false
        case .scrollHelp(let lines): scrollHelp(by: lines)
        case .pageHelp(let down):
            let page = max(1, (chrome().help?.listRows ?? 1) - 1)
            scrollHelp(by: down ? page : -page)
        case .resize(let columns, let rows):
            state.size = ScreenSize(columns: min(columns, Editor.sizeLimit), rows: min(rows, Editor.sizeLimit))
            refreshLayout()
            // A "too small" notice that no longer applies goes at once.
            if case .tooSmall? = state.notice, !state.size.isTooSmall { state.notice = nil }
            if state.showsHelp { scrollHelp(by: 0) }
        case .quit, .quitByQ:
            if state.pick != nil {
                effects = cancelPick(byEscape: false, asking: action == .quitByQ ? "q" : nil)
            } else if state.saveFailure != nil, !confirmedExit {
                // The last save failed: the changes since are only on the screen.
                state.exitWarned = true
                state.notice = .warning(text.quitDropsUnsaved(action == .quitByQ ? "q" : "Ctrl-C"))
            } else {
                cancelDrag()
                effects = [.quit(output: nil)]
            }
        case .accept: effects = accept()
        case .cancelByEscape: effects = cancelPick(byEscape: true, asking: "Esc")
        case .pressExtra: effects = pressExtra()
        case .pressHelp: effects = pressHelp()
        case .toggle: effects = toggle()
        case .stepButton(let forward): stepButton(forward: forward)
        case .arrowOnButton(let forward): arrowOnButton(forward: forward)
        case .pressFocusedButton: effects = pressFocusedButton()
        case .walkItems(let step): walkItems(by: step)
        case .focusList(let section): focusList(section)
        case .hotkey(let character): effects = hotkey(character)
        case .reloaded(let board, let notice):
            reload(board, notice: notice)
        case .refreshFromCatalogs: effects = refreshFromCatalogs()
        case .refreshed(let board, let summary, let before): refreshed(board, summary: summary, before: before)
        case .suspend:
            // The release of a mouse drag would come while stopped: the drag ends as Esc ends
            // it, the cell back where it was (dropping it would move it where the user never
            // let go: a newcomer's report).
            if case .mouse? = state.drag?.source { cancelDrag() }
            effects.append(.suspend)
        case .saveFailed(let failure):
            state.saveFailure = failure
            state.notice = .warning(text.notSaved(failure.problem))
        case .saved:
            state.saveFailure = nil
        case .refuseWhileLifted:
            let name = state.drag.flatMap { drag in state.board.mine.first { $0.id == drag.id } }
                .map { labels.label(for: $0).text } ?? ""
            effects = refuse(text.putDownFirst(name))
        case .ignorePaste:
            state.notice = .warning(text.pasteIgnored)
        case .filterTypingStopped:
            state.notice = .warning(text.filterTypingStopped)
        case .suspendRefused:
            state.notice = .warning(text.suspendRefused)
        case .needsEditMode(let keyLabel):
            state.notice = .warning(text.needsEditMode(keyLabel))
        }
        settle(revealFocus: revealFocus)
        return effects
    }

    // MARK: Bookkeeping

    /// Rebuilds the layout after the board, the filter or the size changed.
    package mutating func refreshLayout() {
        if twinMarksDue {
            labels.twinMarks = TwinNames.cellMarks(board: state.board, details: state.details)
            twinMarksDue = false
        }
        if state.layoutChoice == .auto, medianNameWidth == nil { medianNameWidth = state.medianNameWidth(labels: labels) }
        let style = state.layoutChoice.style(medianNameWidth: medianNameWidth ?? 0, width: state.size.columns, metrics: metrics)
        currentLayout = state.layout(labels: labels, metrics: metrics, style: style)
    }

    /// Makes the focus valid and the scroll clamped (and, when asked, showing the focus).
    mutating func settle(revealFocus: Bool) {
        normalizeFocus()
        if revealFocus { keepFocusVisible() } else { clampScroll() }
    }

    /// Records a committed board change and asks for it to be saved (the layout is already
    /// current: see `relocated`).
    mutating func commit(_ relocation: Relocation) -> [Effect] {
        state.history.record(relocation)
        announce(relocation)
        return [.save(state.board, change: .moved(relocation, in: state.board))]
    }

    /// Refuses a request: a bell, and a notice saying why.
    mutating func refuse(_ message: String) -> [Effect] {
        state.notice = .warning(message)
        return [.bell]
    }

    /// Refuses with the board's reason, in words for the footer.
    mutating func refuse(_ refusal: BoardRefusal) -> [Effect] {
        switch refusal {
        case .locked(let id): return refuse(lockedMessage(id: id))
        case .crossesLocked: return refuse(text.lockedInFront)
        default: return refuse(text.cannotMove)
        }
    }

    /// "Top is locked", with the channel's safe label.
    func lockedMessage(id: String) -> String {
        guard let place = state.board.place(of: id), let channel = state.board.channel(at: place) else {
            return text.thatIsLocked
        }
        // Translators: %s is a channel's name.
        return tr("%s is locked", labels.label(for: channel).text)
    }

    /// The words of the editor's notices, in the state's language (`Translation`).
    var text: ScreenText { ScreenText(state) }

    /// A text in the state's language (`Translation`); the msgid is the English text.
    func tr(_ msgid: String) -> String { state.translation.tr(msgid) }

    /// A text in the state's language with its placeholders filled.
    func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(state.translation.tr(msgid), arguments.map(\.description))
    }

    /// The My Channels index of a channel, or nil.
    func mineIndex(of id: String) -> Int? {
        state.board.mine.firstIndex { $0.id == id }
    }

    /// Moves the help's list, kept between its first line and the last screenful.
    mutating func scrollHelp(by lines: Int) {
        let maxScroll = chrome().help?.maxScroll ?? 0
        let lines = min(max(lines, -Editor.sizeLimit), Editor.sizeLimit)
        state.helpScroll = min(max(0, state.helpScroll + lines), maxScroll)
    }

    // MARK: Modes

    mutating func setMode(_ mode: Mode) -> [Effect] {
        var effects: [Effect] = []
        if mode == .browse, state.drag != nil { effects = putDown() }
        state.mode = mode
        return effects
    }
}
