import ChannelCore
import EditorKit
import Foundation
import Glibc
import TestSupport
import Testing

/// The whole-binary fuzz (issue 14.11): seeded random terminal input (`BinaryFuzzInput`) into
/// the real program on a pseudo-terminal, run after run for a bounded time. The program is the
/// session leader of its terminal, as under `xterm -e`, so the kernel discards the stop of every
/// Ctrl-Z; Ctrl-Z bursts, SIGCONT, SIGTERM and SIGHUP come at random moments. After every run:
/// the program drew its screen, ended with status 0 (a key) or 128+N (a signal the run sent),
/// the file holds each channel exactly once (the same set of ids), the line discipline is as
/// before the start, and the last bytes written turned mouse tracking, bracketed paste, the
/// alternate screen, the hidden cursor and keypad mode off.
///
/// `make test` runs it for a few seconds, `make fuzz` for minutes. BINARY_FUZZ_SECONDS sets the
/// time, BINARY_FUZZ_SEED the first seed (each run uses the next one), BINARY_FUZZ_BINARY the
/// program. A failure names its seed: `BINARY_FUZZ_SEED=<seed> BINARY_FUZZ_RUNS=1` replays it.
@Suite(.serialized)
struct BinaryFuzzTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var seconds: Double { Double(environment["BINARY_FUZZ_SECONDS"] ?? "") ?? 4 }
    /// At least one run, whatever the time or BINARY_FUZZ_RUNS says.
    static var runs: Int { max(1, Int(environment["BINARY_FUZZ_RUNS"] ?? "") ?? .max) }
    static var binary: String { environment["BINARY_FUZZ_BINARY"] ?? TmuxPilot.binary }
    static var firstSeed: UInt64 {
        UInt64(environment["BINARY_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000_007
    }

    @Test("Random terminal input never corrupts the file or leaves the terminal in the editor's modes")
    func randomInput() throws {
        let deadline = Date().addingTimeInterval(Self.seconds)
        let first = Self.firstSeed
        var seed = first
        var done = 0
        print("binary fuzz: BINARY_FUZZ_SEED=\(seed), \(Self.seconds) s, \(Self.binary)")
        repeat {
            let problems = try Self.run(seed: seed)
            done += 1
            let report = "binary fuzz: replay with BINARY_FUZZ_SEED=\(seed) BINARY_FUZZ_RUNS=1\n" + problems.joined(separator: "\n")
            #expect(problems.isEmpty, Comment(rawValue: report))
            if !problems.isEmpty { break }
            seed += 1
        } while Date() < deadline && done < Self.runs
        print("binary fuzz: \(done) runs, seeds \(first)...\(seed); \(Self.stops) stops by Ctrl-Z, \(Self.signalled) ended by a signal")
    }

    /// Issue 21.6: the fuzz types every key of every binding, as a terminal sends it (a key
    /// bound tomorrow is fuzzed without editing the fuzz).
    @Test func everyBoundKeyIsTyped() {
        var input = BinaryFuzzInput(seed: 3)
        var typed: Set<[UInt8]> = []
        for _ in 0..<20_000 {
            if case .bytes(let bytes) = input.next() { typed.insert(bytes) }
        }
        for binding in Keymap.bindings {
            guard case .keys(let strokes) = binding.trigger else { continue }
            for stroke in strokes {
                let sequences = FuzzKeys.terminalSequences(for: stroke.key).map { Array($0.utf8) }
                #expect(!sequences.isEmpty && sequences.allSatisfy(typed.contains),
                        "the fuzz never types \(stroke.key) (\(binding.keyLabel) \(binding.label))")
            }
        }
    }

    /// Issue 21.1: Ctrl-Z at random moments on a terminal whose session leader is the editor,
    /// then `q`, the exit noticed while the test is still reading (as the fuzz does): the last
    /// bytes leave the alternate screen and show the cursor. It failed now and then while the
    /// recording stopped at the exit instead of reading the bytes still on their way.
    @Test func ctrlZBurstsThenQuitRestoreEverything() throws {
        var random = SeededGenerator(seed: Self.firstSeed)
        for round in 0..<12 {
            let scratch = try Scratch()
            let path = scratch.file("c.json")
            try scratch.write("c.json", ChannelFixtures.fileText(mine: Self.board.mine, available: Self.board.available))
            let session = try PtySession(Self.binary, ["--file", path], environment: Self.programEnvironment(scratch),
                                         columns: 80, rows: 24)
            session.pump(for: 0.1)
            for _ in 0..<Int.random(in: 1...20, using: &random) {
                session.send(Array(repeating: 0x1A, count: Int.random(in: 1...3, using: &random)))
                session.pump(for: Double(Int.random(in: 0...15, using: &random)) / 1000)
            }
            session.send(Array("q".utf8))
            // Looks for the exit as often as it can: the last bytes are then still on their way.
            let deadline = Date().addingTimeInterval(3)
            while session.exit == nil && Date() < deadline { session.pump(for: 0) }
            let exit = try #require(session.exit, "round \(round): still running 3 s after q")
            #expect(exit.status == 0, "round \(round)")
            #expect(session.output.occurrences(of: Array("\u{1B}[?1049h".utf8)) > 0, "round \(round): no screen drawn")
            #expect(TerminalModeTrace(session.output).leftOn.isEmpty,
                    "round \(round): left on: \(TerminalModeTrace(session.output).leftOn)")
        }
    }

    /// Issue 26.5: on a terminal whose session leader is the editor the kernel discards every
    /// stop, and each Ctrl-Z of a flood cost a whole suspend and redraw (about 1 KB here, 47 MB
    /// in 6 s in the adversary's run). 5,000 Ctrl-Z, then q: the program leaves, and all it
    /// writes stays under 64 KiB (a frame and at most a bell a read). The 60 s limit only
    /// keeps a hang from blocking the suite; how fast is `make bench`'s business.
    @Test func aFloodOfCtrlZCostsNeitherOutputNorTheExit() throws {
        let scratch = try Scratch()
        let path = scratch.file("c.json")
        try scratch.write("c.json", ChannelFixtures.fileText(mine: Self.board.mine, available: Self.board.available))
        let session = try PtySession(Self.binary, ["--file", path], environment: Self.programEnvironment(scratch),
                                     columns: 80, rows: 24)
        session.pump(for: 0.3)
        let start = session.output.count
        try #require(start > 0 && session.exit == nil, "no screen")
        for _ in 0..<50 { session.send(Array(repeating: 0x1A, count: 100)) }
        session.send(Array("q".utf8))
        let deadline = Date().addingTimeInterval(60)
        while session.exit == nil && Date() < deadline { session.pump(for: 0.05) }
        let exit = try #require(session.exit, "still running 60 s after the flood and q")
        #expect(exit.status == 0)
        #expect(session.output.count - start < 65_536, "the flood wrote \(session.output.count - start) bytes")
        #expect(TerminalModeTrace(session.output).leftOn.isEmpty, "left on: \(TerminalModeTrace(session.output).leftOn)")
    }

    nonisolated(unsafe) static var stops = 0
    nonisolated(unsafe) static var signalled = 0

    /// Two locked channels, ten to move, eight to add.
    static let board: (mine: [FixtureChannel], available: [FixtureChannel]) = (
        [FixtureChannel(id: "top", name: "Top", locked: true), FixtureChannel(id: "news", name: "News", locked: true)]
            + ChannelFixtures.numbered(10, prefix: "m"),
        ChannelFixtures.numbered(8, prefix: "a")
    )

    static func programEnvironment(_ scratch: Scratch) -> [String: String] {
        ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
         "PATH": "/usr/bin:/bin", "CHANNEL_EDITOR_DATA": scratch.file("data")]
    }

    /// One run from `seed`; the problems found, each a line (empty when all is well).
    static func run(seed: UInt64) throws -> [String] {
        let scratch = try Scratch()
        let path = scratch.file("c.json")
        let text = ChannelFixtures.fileText(mine: board.mine, available: board.available, current: "m00003")
        try scratch.write("c.json", text)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", text)
        let session = try PtySession(binary, ["--file", path], environment: programEnvironment(scratch), columns: 80, rows: 24)
        let before = session.initialModes.comparable
        var input = BinaryFuzzInput(seed: seed)
        var endingSignals: Set<Int32> = []
        var log: [String] = []
        var problems: [String] = []
        session.pump(for: 0.05)
        let actions = Int.random(in: 20...160, using: &input.random)
        for _ in 0..<actions where session.exit == nil {
            let action = input.next()
            log.append(action.description)
            switch action {
            case .bytes(let bytes): session.send(bytes)
            case .resize(let columns, let rows): session.resize(columns: columns, rows: rows)
            case .suspend:
                session.send([0x1A])
                session.pump(for: 0.03)
                if session.stopped { stops += 1 }
                session.signal(SIGCONT)
            case .signal(let number):
                session.signal(number)
                if number != SIGCONT { endingSignals.insert(number) }
            }
            session.pump(for: Double(Int.random(in: 0...10, using: &input.random)) / 1000)
        }
        // The end: Ctrl-C quits from every state (a paste left open must not swallow it for long).
        var quitTries = 0
        while session.exit == nil && quitTries < 3 {
            quitTries += 1
            if session.stopped { session.signal(SIGCONT) }
            session.send([0x03])
            _ = session.waitForExit(timeout: 3)
        }
        let tail = "last actions:\n  " + log.suffix(12).joined(separator: "\n  ")
        guard let exit = session.exit else {
            return ["still running 9 s after three Ctrl-C", tail]
        }
        let allowed = Set<Int32>([0]).union(endingSignals.map { 128 + $0 })
        if !allowed.contains(exit.status) || exit.signal != nil {
            problems.append("exit status \(exit.status)" + (exit.signal.map { " (killed by signal \($0))" } ?? "")
                            + ", expected one of \(allowed.sorted())")
        }
        if exit.status > 128 { signalled += 1 }
        if session.output.occurrences(of: Array("\u{1B}[?1049h".utf8)) == 0 {
            problems.append("the screen was never drawn (no ESC[?1049h)")
        }
        let after = session.modes.comparable
        if after != before {
            let fields = ["c_iflag", "c_oflag", "c_cflag", "c_lflag"] + (0..<(before.count - 4)).map { "c_cc[\($0)]" }
            let changed = before.indices.filter { before[$0] != after[$0] }
                .map { "\(fields[$0]) \(String(before[$0], radix: 16)) -> \(String(after[$0], radix: 16))" }
            problems.append("termios differs from before the start: " + changed.joined(separator: ", "))
        }
        let left = TerminalModeTrace(session.output).leftOn
        if !left.isEmpty {
            let last = session.output.suffix(160).map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }
            problems.append("left on after exit: \(left.joined(separator: ", ")); the last bytes written: \(last.joined())")
        }
        if let saved = ChannelFileCheck.read(path) {
            let ids = Set((board.mine + board.available).map(\.id))
            problems += saved.completenessProblems(expectedIDs: ids).map { "the file: " + $0 }
        } else {
            problems.append("the file is missing or does not parse")
        }
        if !problems.isEmpty, let dump = Self.environment["BINARY_FUZZ_DUMP"] {
            try? Data((log.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dump + ".actions"))
            try? Data(session.output).write(to: URL(fileURLWithPath: dump + ".output"))
        }
        return problems.isEmpty ? [] : problems + [tail]
    }
}
