import ChannelCore
import EditorKit

/// Seeded random input for the editor, the way a person (and a bad terminal) produces it.
///
/// Events come from small scripts chosen at random: mouse drags over My Channels (with drops
/// on cells, on Add Channels, off the screen, autoscroll at the edges, lost releases, Esc),
/// taps and merged clicks, long presses, keyboard pick-ups, filter typing, bursts of undo and
/// redo, edits, the help, resizes from 0x0 to 500x200 (and absurd ones), ticks, and raw
/// events of every kind with coordinates on the screen, on the footer or wildly outside.
/// Targets are resolved against the editor as it is when the event is sent, so a drag keeps
/// finding cells while the grid reflows under it.
///
/// The same seed and the same editor states give the same events, so a run replays from its
/// seed. `now` never decreases; sometimes it jumps by more than the long-press delay.
public struct FuzzEventGenerator: Sendable {
    package private(set) var rng: SeededGenerator
    /// The time of the last event sent.
    public private(set) var now: Double
    private var pending: [Intent] = []
    private var extraDelay = 0.0
    private var pointerColumn = 0
    private var pointerRow = 0

    public init(seed: UInt64, start: Double = 0) {
        rng = SeededGenerator(seed: seed)
        now = start
    }

    /// Where a pointer event goes, resolved when it is sent.
    enum Target: Hashable, Sendable {
        case mine(unlockedOnly: Bool)
        case available
        case anyCell
        case editButton
        case header(Section)
        /// After the last My Channels cell (on its row, or just below).
        case afterLastMine
        case footer
        case screen
        case wild
        /// The autoscroll zones: the top content row and above, the bottom one and below.
        case topEdge
        case bottomEdge
        /// Where the pointer was last.
        case same
        /// Within the drag threshold of the last point (still a tap).
        case jitter
        /// Some rows and columns away from the last point.
        case far
    }

    enum Intent: Hashable, Sendable {
        case key(Key)
        /// A character from the name of a channel in Add Channels (so the filter matches).
        case typeMatching
        case press(Target, MouseButton)
        case motion(Target)
        case release(Target)
        case click(Target, MouseButton)
        case wheel(WheelDirection, Target)
        case resize
        case resizeTo(columns: Int, rows: Int)
        case tick
        /// A tick at the input machine's deadline (a long press, the next autoscroll step).
        case tickAtDeadline
        /// Let this many seconds pass before the next event.
        case wait(Double)
    }

    /// The next event for `editor` as it is now.
    public mutating func next(for editor: Editor) -> FuzzStep {
        while true {
            if pending.isEmpty { plan(editor) }
            let intent = pending.removeFirst()
            if case .wait(let seconds) = intent {
                extraDelay += seconds
                continue
            }
            advanceClock()
            if case .tickAtDeadline = intent, let deadline = editor.input.deadline, deadline > now {
                now = deadline + pick([0, 0, 0.001, 0.02])
            }
            return FuzzStep(event(for: intent, editor: editor), at: now)
        }
    }

    // MARK: Time

    private mutating func advanceClock() {
        var delay = extraDelay
        extraDelay = 0
        switch int(100) {
        case 0..<12: break
        case 12..<55: delay += double(0.001, 0.05)
        case 55..<85: delay += double(0.05, 0.3)
        case 85..<95: delay += double(0.3, 0.7)
        case 95..<99: delay += double(0.5, 3)
        default: delay += double(10, 1000)
        }
        now += delay
    }

    // MARK: Scripts

    private mutating func plan(_ editor: Editor) {
        let state = editor.state
        // The first Enter or tap on My Channels in browse mode asks; often confirm it, so that
        // sessions still end with an open.
        if state.pendingOpen != nil, int(8) != 0 {
            pending.append(.key(.enter))
            return
        }
        switch int(1000) {
        case 0..<240: planMouseDrag(state)
        case 240..<360: planTap(state)
        case 360..<400: planLongPress()
        case 400..<480: planKeyboardDrag(state)
        case 480..<570: planFilter()
        case 570..<650: planUndoRedo(state)
        case 650..<730: planEdits(state)
        case 730..<830: pending.append(.key(pick(FuzzKeys.everyday)))
        case 830..<880: pending.append(.key(randomKey()))
        case 880..<910:
            let direction: WheelDirection = bool() ? .up : .down
            for _ in 0..<int(1, 4) { pending.append(.wheel(direction, int(5) == 0 ? .wild : .screen)) }
        case 910..<940: pending.append(.resize)
        case 940..<980: planRawMouse()
        case 980..<990:
            pending.append(int(2) == 0 ? .tickAtDeadline : .wait(double(0, 1.5)))
            pending.append(.tick)
        case 990..<994: planHelp()
        default:
            // An ending opens the focused channel (Enter, then Enter to confirm) where that
            // can: left to chance, a board went a whole run without one.
            if state.mode == .browse, state.pick == nil, state.filter == nil, state.focus?.section == .mine {
                pending += [.key(.enter), .key(.enter)]
            } else {
                pending.append(.key(pick(FuzzKeys.ending + [.control("C")])))
            }
        }
    }

    private mutating func planMouseDrag(_ state: EditorState) {
        if int(20) == 0 {
            // A quick drag: the release comes far away with no motion reported.
            pending += [.press(.mine(unlockedOnly: true), .left), .release(.far)]
            return
        }
        pending.append(.press(int(10) == 0 ? .anyCell : .mine(unlockedOnly: int(10) != 0), .left))
        if int(4) == 0 { pending.append(.wait(double(0, 0.3))) }
        for _ in 0..<int(1, 6) {
            switch int(100) {
            case 0..<50: pending.append(.motion(.mine(unlockedOnly: false)))
            case 50..<60: pending.append(.motion(.available))
            case 60..<66: pending.append(.motion(.far))
            case 66..<74:
                pending.append(.motion(.bottomEdge))
                for _ in 0..<int(1, 4) { pending.append(.tickAtDeadline) }
            case 74..<80:
                pending.append(.motion(.topEdge))
                for _ in 0..<int(1, 3) { pending.append(.tickAtDeadline) }
            case 80..<84: pending.append(.motion(.afterLastMine))
            case 84..<87: pending.append(.motion(.wild))
            case 87..<89: pending.append(.motion(.footer))
            case 89..<92: pending.append(.wheel(bool() ? .up : .down, .same))
            case 92..<94: pending.append(.tick)
            case 94..<96: pending.append(.key(pick([.up, .down, .left, .right, .character("h"), .character("l")])))
            case 96..<98: pending.append(.resize)
            default: pending.append(.motion(.header(bool() ? .mine : .available)))
            }
        }
        switch int(100) {
        case 0..<45: pending.append(.release(.same))
        case 45..<60: pending += [.motion(.available), .release(.same)]
        case 60..<65: pending += [.motion(.header(.available)), .release(.same)]
        case 65..<72:
            // The release was lost: the next press comes with the drag still on.
            pending.append(.press(.screen, .left))
            if bool() { pending.append(.release(.same)) }
        case 72..<76: pending.append(.click(.anyCell, .left))
        case 76..<83: pending += [.key(.escape), .motion(.far), .release(.same)]
        case 83..<88: pending += [.key(bool() ? .character(" ") : .enter), .release(.same)]
        case 88..<92: break
        case 92..<95: pending.append(.release(.wild))
        case 95..<97: pending += [.key(.character("u")), .release(.same)]
        case 97..<98: pending.append(.key(.control("c")))
        default: pending.append(.release(.footer))
        }
    }

    private mutating func planTap(_ state: EditorState) {
        let target: Target
        var confirm = false
        switch int(100) {
        case 0..<35: target = .available
        case 35..<65:
            target = .mine(unlockedOnly: false)
            // A tap on My Channels in browse mode asks, and Enter right after opens the channel
            // and ends the session: mostly switch to edit mode first, so sessions last.
            if state.mode == .browse {
                if int(10) < 7 { pending.append(.key(.character("e"))) } else { confirm = true }
            }
        case 65..<75: target = .editButton
        case 75..<80: target = .header(bool() ? .mine : .available)
        case 80..<85: target = .afterLastMine
        case 85..<90: target = .screen
        case 90..<95: target = .footer
        default: target = .wild
        }
        switch int(100) {
        case 0..<50: pending.append(.click(target, int(20) == 0 ? pick([.middle, .right]) : .left))
        case 50..<80: pending += [.press(target, .left), .release(.same)]
        case 80..<90: pending += [.press(target, .left), .release(.jitter)]
        case 90..<95:
            let delay = InputMachine.longPressDelay  // a slow tap, still short of a long press
            pending += [.press(target, .left), .wait(double(delay * 0.4, delay * 0.9)), .release(.same)]
        default: pending += [.press(target, .left), .motion(.jitter), .release(.same)]
        }
        if confirm { pending.append(.key(.enter)) }
    }

    private mutating func planLongPress() {
        pending.append(.press(.mine(unlockedOnly: false), .left))
        // Waits relative to the delay: held long enough, or (the last case) not quite.
        let delay = InputMachine.longPressDelay
        switch int(100) {
        case 0..<50: pending += [.wait(double(delay, delay * 1.8)), .tick]
        case 50..<70: pending += [.wait(double(delay, delay * 2)), .motion(.jitter)]
        case 70..<85: pending.append(.tickAtDeadline)
        default: pending += [.wait(double(delay * 0.4, delay * 0.9)), .tick]
        }
        switch int(100) {
        case 0..<70: pending.append(.release(.same))
        case 70..<90: pending += [.motion(.far), .release(.same)]
        default: break
        }
    }

    private mutating func planKeyboardDrag(_ state: EditorState) {
        if state.isTypingFilter { pending.append(.key(.escape)) }
        if state.mode == .browse, int(10) < 7 { pending.append(.key(.character("e"))) }
        for _ in 0..<int(0, 2) { pending.append(.key(pick([.up, .down, .left, .right, .home, .end, .tab]))) }
        pending.append(.key(.character(" ")))
        for _ in 0..<int(1, 6) {
            pending.append(.key(pick([.up, .down, .left, .right, .character("h"), .character("j"),
                                      .character("k"), .character("l")])))
        }
        switch int(100) {
        case 0..<45: pending.append(.key(.character(" ")))
        case 45..<65: pending.append(.key(.enter))
        case 65..<85: pending.append(.key(.escape))
        case 85..<90: pending.append(.press(.screen, .left))
        case 90..<95: pending.append(.key(.character("u")))
        default: break
        }
    }

    private mutating func planFilter() {
        pending.append(.key(.character("/")))
        for _ in 0..<int(1, 5) {
            switch int(100) {
            case 0..<65: pending.append(.typeMatching)
            case 65..<80: pending.append(.key(.character(randomCharacter())))
            case 80..<90: pending.append(.key(.backspace))
            case 90..<95: pending.append(.key(pick([.up, .down, .left, .right, .tab, .home, .end])))
            default: pending.append(.key(pick(FuzzKeys.everyday)))
            }
        }
        switch int(100) {
        case 0..<35: pending.append(.key(.enter))
        case 35..<65: pending.append(.key(.escape))
        case 65..<75: pending += [.key(.tab), .key(.escape)]
        case 75..<85: pending.append(.click(.available, .left))
        default: break
        }
    }

    private mutating func planUndoRedo(_ state: EditorState) {
        if state.isTypingFilter, int(10) < 8 { pending.append(.key(.escape)) }
        for _ in 0..<int(1, 8) { pending.append(.key(.character("u"))) }
        if int(10) == 0 { pending.append(.key(pick(FuzzKeys.everyday))) }
        for _ in 0..<int(0, 8) { pending.append(.key(.control(bool() ? "r" : "R"))) }
    }

    private mutating func planEdits(_ state: EditorState) {
        if state.isTypingFilter { pending.append(.key(.escape)) }
        if state.mode == .browse, int(10) < 8 { pending.append(.key(.character("e"))) }
        for _ in 0..<int(1, 6) {
            switch int(100) {
            case 0..<30: pending.append(.key(pick([.up, .down, .left, .right, .tab, .backTab, .home, .end])))
            case 30..<45: pending.append(.key(pick([.character("x"), .delete])))
            case 45..<60: pending.append(.key(.enter))
            case 60..<80: pending.append(.key(pick([.character("["), .character("]")])))
            case 80..<90: pending.append(.key(pick([.pageUp, .pageDown])))
            default: pending.append(.click(.anyCell, .left))
            }
        }
        if int(3) == 0 { pending.append(.key(pick([.character("e"), .escape]))) }
    }

    private mutating func planRawMouse() {
        let target: Target = pick([.screen, .screen, .wild, .footer, .topEdge, .bottomEdge, .anyCell])
        let button: MouseButton = int(5) == 0 ? pick([.middle, .right]) : .left
        switch int(5) {
        case 0: pending.append(.press(target, button))
        case 1: pending.append(.motion(target))
        case 2: pending.append(.release(target))
        case 3: pending.append(.click(target, button))
        default: pending.append(.wheel(bool() ? .up : .down, target))
        }
    }

    private mutating func planHelp() {
        pending.append(.key(.character("?")))
        switch int(5) {
        case 0: pending.append(.key(randomKey()))
        case 1: pending.append(.click(.screen, .left))
        case 2: pending.append(.wheel(.down, .screen))
        case 3: pending.append(.resize)
        default: pending.append(.press(.mine(unlockedOnly: true), .left))
        }
    }

    // MARK: Events

    private mutating func event(for intent: Intent, editor: Editor) -> InputEvent {
        switch intent {
        case .key(let key):
            return .key(key)
        case .typeMatching:
            return .key(.character(matchingCharacter(editor.state.board)))
        case .press(let target, let button):
            let (column, row) = point(target, editor)
            return .press(button, column: column, row: row)
        case .motion(let target):
            let (column, row) = point(target, editor)
            return .motion(column: column, row: row)
        case .release(let target):
            let (column, row) = point(target, editor)
            return .release(column: column, row: row)
        case .click(let target, let button):
            let (column, row) = point(target, editor)
            return .click(button, column: column, row: row)
        case .wheel(let direction, let target):
            let (column, row) = point(target, editor)
            return .wheel(direction, column: column, row: row)
        case .resize:
            let (columns, rows) = randomSize(current: editor.state.size)
            if columns > 500 || rows > 200 || columns < 0 || rows < 0 {
                pending.insert(.resizeTo(columns: 80, rows: 24), at: 0)
            }
            return .resize(columns: columns, rows: rows)
        case .resizeTo(let columns, let rows):
            return .resize(columns: columns, rows: rows)
        case .tick, .tickAtDeadline, .wait:
            return .tick
        }
    }

    private mutating func randomSize(current: ScreenSize) -> (Int, Int) {
        switch int(20) {
        case 0..<9:
            return pick([(80, 24), (120, 40), (100, 30), (40, 24), (60, 20), (132, 43), (200, 60), (30, 10)])
        case 9..<13: return (int(0, 500), int(0, 200))
        case 13..<15: return (int(0, 30), int(0, 12))
        case 15..<17: return (int(23, 25), int(7, 9))
        case 17: return pick([(0, 0), (1, 1), (500, 200), (500, 1), (1, 200)])
        case 18: return pick([(Int.max, Int.min), (-5, 40), (80, -1), (1_000_000, 3), (5000, 5000), (Int.max, Int.max)])
        default: return (current.columns, current.rows)
        }
    }

    /// A screen point for a target; also becomes the pointer's last point.
    private mutating func point(_ target: Target, _ editor: Editor) -> (Int, Int) {
        let (column, row) = resolve(target, editor)
        pointerColumn = column
        pointerRow = row
        return (column, row)
    }

    private mutating func resolve(_ target: Target, _ editor: Editor) -> (Int, Int) {
        let state = editor.state
        let layout = editor.layout()
        let columns = state.size.columns
        let rows = state.size.rows
        let top = state.scrollTop
        let height = state.viewportHeight
        func onScreen() -> (Int, Int) { (int(0, max(0, columns - 1)), int(0, max(0, rows - 1))) }
        switch target {
        case .mine(let unlockedOnly):
            let board = state.board
            return cellPoint(layout.mine, state: state) { !unlockedOnly || board.mine[$0.place.index].locked == false }
                ?? onScreen()
        case .available:
            return cellPoint(layout.available, state: state) { _ in true } ?? onScreen()
        case .anyCell:
            return cellPoint(bool() ? layout.mine : layout.available, state: state) { _ in true } ?? onScreen()
        case .editButton:
            return (layout.editButtonColumn + int(0, LayoutMetrics.buttonWidth - 1), layout.mineHeaderRow - top)
        case .header(let section):
            return (int(0, max(0, columns - 1)), layout.headerRow(of: section) - top)
        case .afterLastMine:
            guard let last = layout.mine.last else { return (int(0, max(0, columns - 1)), 1 - top) }
            if last.endColumn < columns, bool() { return (int(last.endColumn, columns - 1), last.row - top) }
            return (int(0, max(0, columns - 1)), last.row + 1 - top)
        case .footer:
            return (int(0, max(0, columns - 1)), rows - 1)
        case .screen:
            return onScreen()
        case .wild:
            let wild = [-1, -2, -1000, Int.min, Int.max, columns, columns + 1, rows, 1_000_000, 1_000_001,
                        Int.random(in: Int.min...Int.max, using: &rng)]
            let (column, row) = onScreen()
            switch int(3) {
            case 0: return (pick(wild), row)
            case 1: return (column, pick(wild))
            default: return (pick(wild), pick(wild))
            }
        case .topEdge:
            return (int(0, max(0, columns - 1)), pick([0, 0, -1, -3]))
        case .bottomEdge:
            return (int(0, max(0, columns - 1)), pick([height - 1, height - 1, height, rows + 5]))
        case .same:
            return (pointerColumn, pointerRow)
        case .jitter:
            return (pointerColumn &+ int(-1, 1), pointerRow)
        case .far:
            return (pointerColumn.addingReportingOverflow(int(-12, 12)).partialValue,
                    pointerRow.addingReportingOverflow(pick([-4, -2, -1, 1, 2, 5])).partialValue)
        }
    }

    /// A point inside a visible cell that passes `accept` (sometimes one scrolled out of view),
    /// or nil when there is none.
    private mutating func cellPoint(
        _ boxes: [CellBox], state: EditorState, accept: (CellBox) -> Bool
    ) -> (Int, Int)? {
        guard !boxes.isEmpty else { return nil }
        let top = state.scrollTop
        let low = FlowLayout.firstIndex(in: boxes, atOrAfterRow: top) ?? boxes.count
        let high = FlowLayout.firstIndex(in: boxes, atOrAfterRow: top + state.viewportHeight) ?? boxes.count
        var chosen: CellBox?
        if low < high {
            for _ in 0..<8 {
                let box = boxes[int(low, high - 1)]
                if accept(box) {
                    chosen = box
                    break
                }
            }
        }
        if chosen == nil, int(3) == 0 {
            let box = boxes[int(0, boxes.count - 1)]
            if accept(box) { chosen = box }
        }
        guard let box = chosen else { return nil }
        return (box.column + int(0, max(0, box.width - 1)), box.row - top)
    }

    // MARK: Keys and characters

    private mutating func randomKey() -> Key {
        switch int(20) {
        case 0..<8: return .character(randomCharacter())
        case 8: return .control(pick(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        case 9: return .control(randomCharacter())
        default:
            return pick([.enter, .escape, .tab, .backTab, .up, .down, .left, .right, .home, .end,
                         .pageUp, .pageDown, .backspace, .delete])
        }
    }

    /// Printable ASCII, CJK, Hangul, fullwidth, emoji, multi-scalar graphemes, lone combining
    /// marks, C0/C1 controls and DEL, direction and zero-width marks.
    private mutating func randomCharacter() -> Character {
        func scalar(_ low: UInt32, _ high: UInt32) -> Character {
            Character(Unicode.Scalar(UInt32.random(in: low...high, using: &rng)) ?? "?")
        }
        switch int(100) {
        case 0..<40: return scalar(0x20, 0x7E)
        case 40..<60: return scalar(0x4E00, 0x9FFF)
        case 60..<65: return scalar(0xAC00, 0xD7A3)
        case 65..<70: return scalar(0xFF01, 0xFF5E)
        case 70..<75: return scalar(0x1F300, 0x1F64F)
        case 75..<80: return pick(["e\u{301}", "👩\u{200D}💻", "🇨🇳", "\r\n", "ñ"])
        case 80..<85: return scalar(0x300, 0x36F)
        case 85..<95:
            return pick([scalar(0x00, 0x1F), Character("\u{7F}"), scalar(0x80, 0x9F)])
        default: return pick(["\u{202E}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{2066}", "\u{061C}"])
        }
    }

    /// A character of a channel name in Add Channels, so typing it narrows the list.
    private mutating func matchingCharacter(_ board: Board) -> Character {
        guard !board.available.isEmpty else { return randomCharacter() }
        let channel = board.available[int(0, board.available.count - 1)]
        let text = bool() ? channel.name : channel.id
        guard !text.isEmpty else { return "a" }
        let characters = Array(text)
        return characters[int(0, characters.count - 1)]
    }

    // MARK: Random helpers

    private mutating func int(_ upperBound: Int) -> Int { Int.random(in: 0..<upperBound, using: &rng) }
    private mutating func int(_ low: Int, _ high: Int) -> Int { Int.random(in: low...max(low, high), using: &rng) }
    private mutating func double(_ low: Double, _ high: Double) -> Double { Double.random(in: low..<high, using: &rng) }
    private mutating func bool() -> Bool { Bool.random(using: &rng) }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}
