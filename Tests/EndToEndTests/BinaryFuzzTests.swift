import Foundation
import Glibc
import TestSupport
import Testing

/// The whole-binary fuzz (issue 14.11): seeded random terminal input (`BinaryFuzzInput`) into
/// the real program on a pseudo-terminal, run after run for a bounded time. After every run:
/// the program ended by itself or on Ctrl-C with status 0, the file holds each channel exactly
/// once (the same set of ids), the line discipline is as before the start, and the last bytes
/// written turned mouse tracking, bracketed paste, the alternate screen and keypad mode off.
///
/// `make test` runs it for a few seconds, `make fuzz` for minutes. BINARY_FUZZ_SECONDS sets the
/// time, BINARY_FUZZ_SEED the first seed (each run uses the next one), BINARY_FUZZ_BINARY the
/// program. A failure names its seed: `BINARY_FUZZ_SEED=<seed> BINARY_FUZZ_RUNS=1` replays it.
@Suite(.serialized)
struct BinaryFuzzTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var seconds: Double { Double(environment["BINARY_FUZZ_SECONDS"] ?? "") ?? 4 }
    static var runs: Int? { Int(environment["BINARY_FUZZ_RUNS"] ?? "") }
    /// Ctrl-Z only when BINARY_FUZZ_SUSPEND=1 (`make fuzz`): a Ctrl-Z whose stop the kernel
    /// discards (a session leader, as under `xterm -e`) can leave the exit without its restore
    /// (the alternate screen and a hidden cursor left on); reported, not yet fixed.
    static var suspends: Bool { environment["BINARY_FUZZ_SUSPEND"] == "1" }
    static var binary: String { environment["BINARY_FUZZ_BINARY"] ?? TmuxPilot.binary }
    static var firstSeed: UInt64 {
        UInt64(environment["BINARY_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000_007
    }

    nonisolated(unsafe) static var stops = 0

    /// Two locked channels, ten to move, eight to add.
    static let board: (mine: [FixtureChannel], available: [FixtureChannel]) = (
        [FixtureChannel(id: "top", name: "Top", locked: true), FixtureChannel(id: "news", name: "News", locked: true)]
            + ChannelFixtures.numbered(10, prefix: "m"),
        ChannelFixtures.numbered(8, prefix: "a")
    )

    @Test("Random terminal input never corrupts the file or leaves the terminal in the editor's modes")
    func randomInput() throws {
        let deadline = Date().addingTimeInterval(Self.seconds)
        let first = Self.firstSeed
        var seed = first
        var done = 0
        var failed = false
        print("binary fuzz: BINARY_FUZZ_SEED=\(seed) BINARY_FUZZ_SUSPEND=\(Self.suspends ? 1 : 0), \(Self.seconds) s, \(Self.binary)")
        while Date() < deadline && done < (Self.runs ?? .max) {
            let problems = try Self.run(seed: seed)
            let report = "binary fuzz: replay with BINARY_FUZZ_SEED=\(seed) BINARY_FUZZ_RUNS=1\n" + problems.joined(separator: "\n")
            #expect(problems.isEmpty, Comment(rawValue: report))
            if !problems.isEmpty { failed = true; break }
            seed += 1
            done += 1
        }
        print("binary fuzz: \(done) runs, seeds \(first)..<\(seed); \(Self.stops) stops by Ctrl-Z")
        #expect(done > 0 || Self.runs == 0 || failed)
    }

    /// One run from `seed`; the problems found, each a line (empty when all is well).
    static func run(seed: UInt64) throws -> [String] {
        let scratch = try Scratch()
        let path = scratch.file("c.json")
        let text = ChannelFixtures.fileText(mine: board.mine, available: board.available, current: "m00003")
        try scratch.write("c.json", text)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", text)
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin", "CHANNEL_EDITOR_DATA": scratch.file("data")]
        let session = try PtySession(binary, ["--file", path], environment: environment, columns: 80, rows: 24)
        let before = session.initialModes.comparable
        var input = BinaryFuzzInput(seed: seed, suspends: suspends)
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
        if exit.status != 0 {
            problems.append("exit status \(exit.status)" + (exit.signal.map { " (signal \($0))" } ?? ""))
        }
        let after = session.modes.comparable
        if after != before {
            let fields = ["c_iflag", "c_oflag", "c_cflag", "c_lflag"] + (0..<(before.count - 4)).map { "c_cc[\($0)]" }
            let changed = before.indices.filter { before[$0] != after[$0] }
                .map { "\(fields[$0]) \(String(before[$0], radix: 16)) -> \(String(after[$0], radix: 16))" }
            problems.append("termios differs from before the start: " + changed.joined(separator: ", "))
        }
        var left = TerminalModeTrace(session.output).leftOn
        // KNOWN ISSUE (reported to term, issue 14.4/17.2's exit path): now and then the exit
        // writes the mouse and paste modes off and the status request (ESC[5n), then ends
        // without curses' own restore (?1049l, ?25h). Recorded as a known issue, not a pass.
        let knownExitIssue: Set<String> = ["?1049h", "cursor hidden (?25l)"]
        if !left.isEmpty && Set(left).isSubset(of: knownExitIssue) && session.output.suffix(4).elementsEqual(Array("\u{1B}[5n".utf8)) {
            withKnownIssue("seed \(seed): the exit left \(left) on after ESC[5n", isIntermittent: true) {
                Issue.record("the exit left the alternate screen and a hidden cursor after ESC[5n")
            }
            left = []
        }
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
