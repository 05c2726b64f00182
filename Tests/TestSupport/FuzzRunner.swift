import ChannelCore
import EditorKit

/// A broken rule found by a run, with everything needed to replay it.
public struct FuzzFailure: Sendable, CustomStringConvertible {
    public var board: String
    public var seed: UInt64
    /// The event's index in the run, from 0.
    public var index: Int
    public var violation: FuzzViolation
    /// The last events of the run, the failing one last; `recentStart` is the first one's index.
    public var recent: [FuzzStep]
    public var recentStart: Int
    /// The session the failure happened in: its first board and size, and its events (nil when
    /// the session was too long to keep).
    public var sessionBoard: Board
    public var sessionSize: ScreenSize
    public var sessionSteps: [FuzzStep]?
    /// A shortest sequence found from the session's first board that breaks the same rule.
    public var minimal: [FuzzStep]?

    public var description: String {
        var lines = [
            "Fuzz failure on board \"\(board)\", seed \(seed), event #\(index): \(violation)",
            "Replay: FUZZ_REPLAY=\(board):\(seed):\(index) swift test --filter fuzzReplay",
            "Last \(recent.count) events:",
        ]
        for (offset, step) in recent.enumerated() { lines.append("  #\(recentStart + offset) \(step)") }
        if let minimal {
            lines.append("Minimal sequence (\(minimal.count) events), as a regression test:")
            lines.append("  let failure = FuzzRunner.check(")
            lines.append("      board: \(FuzzRunner.source(of: sessionBoard, named: board)),")
            lines.append("      size: ScreenSize(columns: \(sessionSize.columns), rows: \(sessionSize.rows)),")
            lines.append("      steps: [")
            for step in minimal { lines.append("          \(step),") }
            lines.append("      ])")
            lines.append("  #expect(failure == nil, \"\\(String(describing: failure))\")")
        } else if sessionSteps == nil {
            lines.append("(The session was too long to keep; replay it from the seed.)")
        }
        return lines.joined(separator: "\n")
    }
}

/// What one run did.
public struct FuzzReport: Sendable {
    public var board: String
    public var seed: UInt64
    public var events: Int
    public var coverage: FuzzCoverage
    public var failure: FuzzFailure?
    public var seconds: Double
}

/// Runs, replays and shrinks fuzz sessions.
public enum FuzzRunner {
    /// The screen size a run starts at, from its seed (mostly ordinary terminals).
    public static func startSize(seed: UInt64) -> ScreenSize {
        let sizes = [(80, 24), (120, 40), (40, 24), (100, 30), (24, 8), (200, 60), (60, 20), (80, 24)]
        let (columns, rows) = sizes[Int(seed % UInt64(sizes.count))]
        return ScreenSize(columns: columns, rows: rows)
    }

    /// `events` seeded random events on `fuzzBoard`, every rule checked after each. Stops at the
    /// first broken rule and (with `shrink`) looks for a short sequence that breaks it too.
    public static func run(
        _ fuzzBoard: FuzzBoard, seed: UInt64, events: Int, options: FuzzOptions = .standard, shrink: Bool = true
    ) -> FuzzReport {
        let clock = ContinuousClock()
        let started = clock.now
        var generator = FuzzEventGenerator(seed: seed)
        var harness = FuzzHarness(board: fuzzBoard.board, size: startSize(seed: seed), options: options)
        var recent: [FuzzStep] = []
        var failure: FuzzFailure?
        var handled = 0
        func fail(_ violation: FuzzViolation, at index: Int) -> FuzzFailure {
            let steps = harness.sessionLogComplete ? harness.sessionSteps : nil
            var found = FuzzFailure(
                board: fuzzBoard.name, seed: seed, index: index, violation: violation, recent: recent,
                recentStart: index + 1 - recent.count, sessionBoard: harness.sessionBoard,
                sessionSize: harness.sessionSize, sessionSteps: steps, minimal: nil)
            if shrink, let steps {
                found.minimal = FuzzRunner.shrink(
                    board: harness.sessionBoard, size: harness.sessionSize, steps: steps,
                    rule: violation.rule, options: options)
            }
            return found
        }
        if let violation = harness.checkStart() {
            failure = fail(violation, at: 0)
        } else {
            for index in 0..<events {
                let step = generator.next(for: harness.editor)
                recent.append(step)
                if recent.count > 20 { recent.removeFirst() }
                handled += 1
                if let violation = harness.handle(step) {
                    failure = fail(violation, at: index)
                    break
                }
            }
            if failure == nil, let violation = harness.finish() {
                failure = fail(violation, at: max(0, events - 1))
            }
        }
        return FuzzReport(
            board: fuzzBoard.name, seed: seed, events: handled, coverage: harness.coverage, failure: failure,
            seconds: seconds(clock.now - started))
    }

    /// Replays `steps` on a new editor for `board` at `size` (quits start a new editor from the
    /// saved board, as in a run) and returns the first broken rule with the index of its event,
    /// or nil. The final checks (a frame, undo all and redo all) run after the last event.
    public static func check(
        board: Board, size: ScreenSize, steps: [FuzzStep], options: FuzzOptions = .replay
    ) -> (index: Int, violation: FuzzViolation)? {
        var harness = FuzzHarness(board: board, size: size, options: options)
        if let violation = harness.checkStart() { return (0, violation) }
        for (index, step) in steps.enumerated() {
            if let violation = harness.handle(step) { return (index, violation) }
        }
        if let violation = harness.finish() { return (max(0, steps.count - 1), violation) }
        return nil
    }

    /// A shorter sequence that still breaks `rule` (delta debugging: drop ever smaller chunks
    /// while the failure stays), stopping after about `budget` replayed events.
    public static func shrink(
        board: Board, size: ScreenSize, steps: [FuzzStep], rule: String,
        options: FuzzOptions = .standard, budget: Int = 3_000_000
    ) -> [FuzzStep]? {
        // Frames are checked after every event only when the rule is about frames; the final
        // checks cover the history.
        var replay = FuzzOptions.replay
        replay.stalePressOracle = options.stalePressOracle
        replay.undoRedoAtQuit = options.undoRedoAtQuit
        if rule == "frame" { replay.renderEvery = 1 }
        var spent = 0
        func failing(_ candidate: [FuzzStep]) -> [FuzzStep]? {
            spent += candidate.count
            guard let (index, violation) = check(board: board, size: size, steps: candidate, options: replay),
                  violation.rule == rule else { return nil }
            return Array(candidate.prefix(index + 1))
        }
        guard var current = failing(steps) else { return nil }
        var chunk = max(1, current.count / 2)
        while spent < budget {
            var start = 0
            var removed = false
            while start < current.count, spent < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if let shorter = failing(candidate) {
                    current = shorter
                    removed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removed { break }
            if !removed || chunk > current.count { chunk = max(1, chunk / 2) }
        }
        return current
    }

    /// One entry per event (three lines): the event, the actions the input machine made of it
    /// and the effects, and the state after it; a broken rule ends the trace with a fourth line.
    public static func trace(
        board: Board, size: ScreenSize, steps: [FuzzStep], firstIndex: Int = 0, options: FuzzOptions = .replay
    ) -> [String] {
        var harness = FuzzHarness(board: board, size: size, options: options)
        var entries: [String] = []
        for (offset, step) in steps.enumerated() {
            let editor = harness.editor
            var probe = editor.input
            let actions = probe.handle(step.event, now: step.now, state: editor.state, layout: editor.layout())
            var copy = editor
            let effects = copy.handle(step.event, now: step.now)
            let violation = harness.handle(step)
            var entry = "#\(firstIndex + offset) \(step)\n"
                + "    actions \(actions.map { "\($0)" }) effects \(effects.map(describe))\n"
                + "    " + summary(harness.editor)
            if let violation { entry += "\n    BROKEN: \(violation)" }
            entries.append(entry)
            if violation != nil { break }
        }
        if entries.count == steps.count, let violation = harness.finish() {
            entries.append("after the last event: BROKEN: \(violation)")
        }
        return entries
    }

    /// Runs `fuzzBoard` with `seed` again up to event `index`, replays that event's session from
    /// its start, and traces its last `count` events.
    public static func replay(
        _ fuzzBoard: FuzzBoard, seed: UInt64, through index: Int, count: Int = 40, options: FuzzOptions = .standard
    ) -> [String] {
        var generator = FuzzEventGenerator(seed: seed)
        var harness = FuzzHarness(board: fuzzBoard.board, size: startSize(seed: seed), options: options)
        var broken: FuzzViolation?
        for _ in 0...max(0, index) {
            let step = generator.next(for: harness.editor)
            broken = harness.handle(step)
            if broken != nil { break }
        }
        let steps = harness.sessionSteps
        var traceOptions = options
        traceOptions.renderEvery = 1
        traceOptions.undoRedoEvery = 0
        let entries = trace(board: harness.sessionBoard, size: harness.sessionSize, steps: steps,
                            firstIndex: harness.eventsHandled - steps.count, options: traceOptions)
        var lines = [
            "Board \(fuzzBoard.name), seed \(seed), through event #\(index)"
                + (broken.map { ": the run broke \($0)" } ?? ""),
            "Session of \(steps.count) events from \(source(of: harness.sessionBoard, named: fuzzBoard.name)) at "
                + "\(harness.sessionSize.columns)x\(harness.sessionSize.rows); its last \(min(count, entries.count)) events:",
        ]
        lines += entries.suffix(count)
        return lines
    }

    /// A short description of the editor's state.
    public static func summary(_ editor: Editor) -> String {
        let state = editor.state
        let mine = state.board.mineIDs
        let shownMine = mine.count <= 16 ? mine.joined(separator: " ") : mine.prefix(16).joined(separator: " ") + " … (\(mine.count))"
        var parts = [
            "\(state.mode)", "focus \(state.focus.map { "\($0)" } ?? "nil")",
            "scroll \(state.scrollTop)/\(editor.layout().height)", "size \(state.size.columns)x\(state.size.rows)",
            "mine [\(shownMine)]", "available \(state.board.available.count)",
            "history \(state.history.past.count)/\(state.history.future.count)",
        ]
        if let drag = state.drag { parts.append("drag \(drag.id) from \(drag.originIndex) \(drag.source)") }
        if let filter = state.filter { parts.append("filter \"\(filter)\"\(state.isTypingFilter ? " typing" : "")") }
        if state.showsHelp { parts.append("help") }
        if editor.input.isButtonDown { parts.append(editor.input.isDragging ? "button dragging" : "button down") }
        return parts.joined(separator: ", ")
    }

    /// A board as Swift source: the named fuzz board when it is that board, else the same
    /// channels arranged (see `FuzzBoards.arranged`).
    public static func source(of board: Board, named name: String) -> String {
        if let fuzzBoard = FuzzBoards.named(name), fuzzBoard.board == board {
            return "FuzzBoards.board(\"\(name)\")"
        }
        func list(_ ids: [String]) -> String { "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let current = board.current.map { "\"\($0)\"" } ?? "nil"
        return "FuzzBoards.arranged(\"\(name)\", mine: \(list(board.mineIDs)), available: \(list(board.availableIDs)), current: \(current))"
    }

    static func describe(_ effect: Effect) -> String {
        switch effect {
        case .save: return "save"
        case .bell: return "bell"
        case .suspend: return "suspend"
        case .refreshFromCatalogs: return "refreshFromCatalogs"
        case .quit(let output): return "quit(\(output ?? "nil"))"
        case .finishPick(let ending): return "finishPick(\(ending))"
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

extension FuzzOptions {
    /// For replaying a short sequence: no periodic checks (the final checks still run).
    public static let replay = FuzzOptions(renderEvery: 0, undoRedoEvery: 0)
}

extension FuzzBoards {
    /// The fuzz board with this name; stops the test run when there is none.
    public static func board(_ name: String) -> Board {
        guard let fuzzBoard = named(name) else { fatalError("FuzzBoards: no board named \(name)") }
        return fuzzBoard.board
    }

    /// The channels of the fuzz board `name` in this arrangement (ids in order), for replaying
    /// a session that started after some changes. Stops the test run when the ids do not fit.
    public static func arranged(_ name: String, mine: [String], available: [String], current: String?) -> Board {
        let original = board(name)
        var byID: [String: Channel] = [:]
        for channel in original.allChannels { byID[channel.id] = channel }
        let channels = { (ids: [String]) -> [Channel] in
            ids.map { id in
                guard let channel = byID[id] else { fatalError("FuzzBoards: \(name) has no channel \(id)") }
                return channel
            }
        }
        do {
            return try Board(mine: channels(mine), available: channels(available), current: current)
        } catch {
            fatalError("FuzzBoards: cannot arrange \(name): \(error)")
        }
    }
}
