import ChannelCore
import EditorKit
import Glibc
import Testing
import TestSupport

// Fuzzing the input machine, the editor and the renderer together with seeded random events
// (see `FuzzEventGenerator` and `FuzzHarness` in TestSupport). Only public API: this file
// also runs in release builds.
//
// Environment:
// - FUZZ_EVENTS: events in all, shared by the boards (default 40,000: a few seconds in debug);
// - FUZZ_SEED: the first seed (default 1); each board runs seeds FUZZ_SEED, FUZZ_SEED + 1, ...,
//   one per FUZZ_RUN_LENGTH events (default 50,000) of its share;
// - FUZZ_BOARD: only the board with this name;
// - FUZZ_VERBOSE=1: print coverage and timing (always printed when FUZZ_EVENTS is set);
// - FUZZ_REPLAY=board:seed:index: trace the session of a failure (the `fuzzReplay` test:
//   `FUZZ_REPLAY=big-300:1:18237 swift test --filter fuzzReplay`).

enum FuzzEnvironment {
    static func string(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    static func int(_ name: String, default fallback: Int) -> Int {
        string(name).flatMap { Int($0.filter { $0 != "_" && $0 != "," }) } ?? fallback
    }

    static var totalEvents: Int { max(1, int("FUZZ_EVENTS", default: 40_000)) }
    static var firstSeed: UInt64 { UInt64(max(0, int("FUZZ_SEED", default: 1))) }
    static var runLength: Int { max(1, int("FUZZ_RUN_LENGTH", default: 50_000)) }
    static var verbose: Bool { string("FUZZ_VERBOSE") != nil || string("FUZZ_EVENTS") != nil }

    static var boards: [FuzzBoard] {
        guard let name = string("FUZZ_BOARD") else { return FuzzBoards.all }
        return FuzzBoards.all.filter { $0.name == name }
    }
}

@Suite("Fuzz")
struct FuzzTests {
    /// Every board gets its share of FUZZ_EVENTS, in runs of at most FUZZ_RUN_LENGTH events with
    /// consecutive seeds; a run stops at the first broken rule and reports it with a replay
    /// command and a shrunk sequence.
    @Test(arguments: FuzzEnvironment.boards)
    func randomEventsKeepEveryRule(board: FuzzBoard) {
        let share = max(1, FuzzEnvironment.totalEvents / max(1, FuzzEnvironment.boards.count))
        var coverage = FuzzCoverage()
        var remaining = share
        var seed = FuzzEnvironment.firstSeed
        var seconds = 0.0
        var runs = 0
        while remaining > 0 {
            let events = min(remaining, FuzzEnvironment.runLength)
            let report = FuzzRunner.run(board, seed: seed, events: events)
            coverage.merge(report.coverage)
            seconds += report.seconds
            runs += 1
            if let failure = report.failure {
                Issue.record(Comment(rawValue: failure.description))
                break
            }
            remaining -= events
            seed &+= 1
        }
        if FuzzEnvironment.verbose {
            print("""
                Fuzz board \(board.name): \(coverage["events"]) events in \(runs) runs from seed \
                \(FuzzEnvironment.firstSeed), \(format3(seconds)) s
                \(coverage)
                """)
        }
        if remaining <= 0 { checkCoverage(coverage, board: board.board, events: share) }
    }

    /// The generator must reach what matters on every board that allows it, or the rules above
    /// are checked on idle screens only.
    func checkCoverage(_ coverage: FuzzCoverage, board: Board, events: Int) {
        guard events >= 1_500 else { return }
        let unlockedMine = board.mine.count - board.lockedCount
        let movable = unlockedMine + board.available.count
        var expected = ["frames checked", "undo-all/redo-all checks", "filter characters typed", "bells"]
        if board.allChannels.count > 100 { expected.append("wheel scrolls") }
        if movable >= 1 { expected += ["saves", "undos", "redos"] }
        if !board.available.isEmpty { expected += ["adds", "filtered views"] }
        if unlockedMine >= 1 { expected += ["removes", "mouse drags started", "keyboard drags started", "drops on Add Channels"] }
        if unlockedMine >= 2 {
            expected += ["live reorders", "drops that moved", "drag cancels", "lost releases", "nudges"]
        }
        if !board.mine.isEmpty {
            expected += ["long presses", "edit mode entered", "opens", "restarts", "frames drawn over the last one"]
        }
        for key in expected {
            #expect(coverage[key] > 0, "the fuzzer never reached \"\(key)\"")
        }
    }

    /// The same seed and board give the same events: a failure replays from its seed.
    @Test func aSeedGivesTheSameEventsEveryTime() {
        func events(_ seed: UInt64) -> [FuzzStep] {
            var generator = FuzzEventGenerator(seed: seed)
            var harness = FuzzHarness(board: FuzzBoards.board("english"), size: ScreenSize(columns: 80, rows: 24))
            var steps: [FuzzStep] = []
            for _ in 0..<500 {
                let step = generator.next(for: harness.editor)
                steps.append(step)
                _ = harness.handle(step)
            }
            return steps
        }
        #expect(events(7) == events(7))
        #expect(events(7) != events(8))
        let steps = events(7)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.now <= $1.now }, "time went backwards")
    }

    /// Issue 21.6: the fuzz draws its keys from the keymap, so every key of every binding is
    /// sent (a key bound tomorrow is fuzzed without editing the fuzz).
    @Test func everyBoundKeyIsSent() {
        var generator = FuzzEventGenerator(seed: 3)
        var harness = FuzzHarness(board: FuzzBoards.board("english"), size: ScreenSize(columns: 80, rows: 24))
        var sent: Set<Key> = []
        for _ in 0..<20_000 {
            let step = generator.next(for: harness.editor)
            if case .key(let key) = step.event { sent.insert(key) }
            _ = harness.handle(step)
        }
        for binding in Keymap.bindings {
            guard case .keys(let strokes) = binding.trigger else { continue }
            for stroke in strokes {
                let isSent = sent.contains(stroke.key)  // not in #expect: it would print the whole set
                #expect(isSent, "the fuzz never sends \(stroke.key) (\(binding.keyLabel) \(binding.label))")
            }
        }
    }

    /// `check` replays a sequence with every rule, `trace` shows what each event did: Tab to
    /// Add Channels, Enter adds `science`, undo, a second undo is refused, redo.
    @Test func checkAndTraceReplayASequence() {
        let board = FuzzBoards.board("english")
        let steps = [
            FuzzStep(.key(.tab), at: 0.1),
            FuzzStep(.key(.enter), at: 0.2),
            FuzzStep(.key(.character("u")), at: 0.3),
            FuzzStep(.key(.character("u")), at: 0.4),
            FuzzStep(.key(.control("R")), at: 0.5),
        ]
        #expect(FuzzRunner.check(board: board, size: ScreenSize(columns: 80, rows: 24), steps: steps) == nil)
        let trace = FuzzRunner.trace(board: board, size: ScreenSize(columns: 80, rows: 24), steps: steps)
        #expect(trace.count == steps.count, "\(trace)")
        #expect(trace[1].contains("effects [\"save\"]"))
        #expect(trace[3].contains("bell"))
    }

    /// FUZZ_REPLAY=board:seed:index prints the trace of the session that event was in, and fails
    /// as the fuzz did when the replay breaks a rule (a replayed failure is red, with its trace);
    /// a replay that passes must have traced up to that event.
    @Test(.enabled(if: FuzzEnvironment.string("FUZZ_REPLAY") != nil))
    func fuzzReplay() throws {
        let parts = (FuzzEnvironment.string("FUZZ_REPLAY") ?? "").split(separator: ":").map(String.init)
        let board = try #require(parts.count == 3 ? FuzzBoards.named(parts[0]) : nil, "FUZZ_REPLAY=board:seed:index")
        let seed = try #require(UInt64(parts[1]))
        let index = try #require(Int(parts[2]))
        let count = FuzzEnvironment.int("FUZZ_REPLAY_COUNT", default: 40)
        let lines = FuzzRunner.replay(board, seed: seed, through: index, count: count)
        print(lines.joined(separator: "\n"))
        let heading = try #require(lines.first)
        #expect(!heading.contains("the run broke"), Comment(rawValue: heading))
        #expect(lines.last?.hasPrefix("#\(index) ") == true, "the trace does not reach event #\(index)")
    }
}

private func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
