import Foundation
import Glibc
import Testing

/// Every signal that can end the program restores the terminal (issue 14.3): SIGXFSZ and
/// SIGPIPE are ignored (a write then fails as any write can, and the footer says "Not saved");
/// every other signal whose default ends the process leaves through the normal restore path
/// with 128+N.
@Suite(.serialized)
struct ReliabilityMoreSignalTests {
    typealias Named = ReliabilitySignalTests.QuitSignal

    /// Default-terminating signals besides INT, TERM and HUP (ReliabilitySignalTests has those);
    /// 34 and 64 are SIGRTMIN and SIGRTMAX on Linux.
    static let terminating = [
        Named(name: "SIGUSR1", number: SIGUSR1), Named(name: "SIGUSR2", number: SIGUSR2),
        Named(name: "SIGALRM", number: SIGALRM), Named(name: "SIGXCPU", number: SIGXCPU),
        Named(name: "SIGVTALRM", number: SIGVTALRM), Named(name: "SIGPROF", number: SIGPROF),
        Named(name: "SIGSTKFLT", number: SIGSTKFLT), Named(name: "SIGIO", number: SIGIO),
        Named(name: "SIGPWR", number: SIGPWR), Named(name: "SIGSYS", number: SIGSYS),
        Named(name: "SIGRTMIN", number: 34), Named(name: "SIGRTMAX", number: 64),
    ]

    @Test("kill -USR1/-USR2/-ALRM/-XCPU/... : exit 128+N, the terminal restored, the file intact", arguments: terminating)
    func terminatingSignal(_ signal: Named) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let pilot = try TmuxPilot(arguments: ["--file", path])
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil)
        #expect(try pilot.terminalModes().mouseButton)
        guard let pid = try pilot.pid() else { throw PilotError("no pid") }
        kill(pid, signal.number)
        let status = try pilot.waitForExit()
        let cause = try pilot.deathCause()
        #expect(status == Int(128 + signal.number), "\(signal.name): status \(String(describing: status)), killed by \(String(describing: cause.signal))")
        let modes = try pilot.terminalModes()
        #expect(modes == .restored, "\(signal.name): \(modes)")
        #expect(!FileManager.default.fileExists(atPath: path), "\(signal.name): a file was written")
    }

    @Test("kill -PIPE: ignored, the editor goes on and quits with 0")
    func sigpipeIsIgnored() throws {
        let scratch = try Scratch()
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("channels.json")])
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil)
        guard let pid = try pilot.pid() else { throw PilotError("no pid") }
        kill(pid, SIGPIPE)
        usleep(200_000)
        #expect(try !pilot.hasExited(), "SIGPIPE ended the editor")
        try pilot.press("Tab")
        #expect(try pilot.waitForBoard { $0.focus?.section == .available } != nil, "no longer answers keys")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try pilot.terminalModes() == .restored)
    }

    @Test("ulimit -f 1, then a save: SIGXFSZ is ignored, the footer says Not saved, the file untouched, q exits 74")
    func fileSizeLimit() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        // More than 1 KiB, so a save passes the limit.
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        let before = try scratch.bytes("channels.json")
        try #require(before.count > 1024, "the file must be bigger than the limit")
        let pilot = try TmuxPilot(arguments: ["--file", path],
                                     shellCommand: "sh -c \(TmuxPilot.quote("ulimit -f 1; exec \"$0\" \"$@\" 2>\(scratch.file("stderr"))")) %CMD%")
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil, "no screen")
        try pilot.press("Tab")
        try pilot.waitForBoard { $0.focus?.section == .available }
        try pilot.press("Enter")
        #expect(try pilot.waitFor("Not saved"), "no notice for the failed save")
        #expect(try !pilot.hasExited(), "SIGXFSZ ended the editor")
        #expect(try scratch.bytes("channels.json") == before, "the file changed")
        try pilot.press("q")
        // The first q says the change is not saved; the second quits.
        #expect(try pilot.waitFor("q again quits"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 74)
        let modes = try pilot.terminalModes()
        #expect(modes == .restored, "\(modes)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains(".tmp-") }
        #expect(entries.isEmpty, "temporary files left: \(entries)")
    }

    /// Issue 26.4: once the screen is gone the signals are the default ones again: a `pick`
    /// answer of more than a pipe holds (64 KiB), written to a pipe nobody reads, blocks like
    /// any filter's, and SIGTERM or SIGINT ends it (it used to be noted and ignored, the write
    /// restarted, forever).
    @Test("pick: an answer over 64 KiB to a pipe nobody reads, then kill -TERM/-INT: it dies on the signal",
          arguments: [Named(name: "SIGTERM", number: SIGTERM), Named(name: "SIGINT", number: SIGINT)])
    func blockedAnswerDiesOnASignal(_ signal: Named) throws {
        let scratch = try Scratch()
        // 12,000 chosen items: an answer of about 130 KB.
        try scratch.write("items", (0..<12_000).map { "item\($0)\tItem \($0)\ton\n" }.joined())
        let pipe = try Spawn.makePipe()
        defer { close(pipe.read) }
        let session = try PtySession(TmuxPilot.binary, ["pick"], environment: BinaryFuzzTests.programEnvironment(scratch),
                                     columns: 80, rows: 24, standardInput: scratch.file("items"), standardOutput: pipe.write)
        close(pipe.write)
        var waited = 0.0
        while !session.output.contains(bytes: Array("[ Item ".utf8)) && session.exit == nil && waited < 20 {
            session.pump(for: 0.1)
            waited += 0.1
        }
        session.pump(for: 0.5)  // the rest of the first frame
        try #require(session.exit == nil && waited < 20, "no screen: \(String(decoding: session.output.suffix(300), as: UTF8.self))")
        session.send(Array("\r".utf8))
        // The screen closes, the answer fills the pipe and the write blocks.
        waited = 0
        while !session.output.contains(bytes: Array("\u{1B}[?1049l".utf8)) && session.exit == nil && waited < 10 {
            session.pump(for: 0.1)
            waited += 0.1
        }
        session.pump(for: 0.5)
        try #require(session.exit == nil, "pick ended without blocking (status \(String(describing: session.exit)))")
        session.signal(signal.number)
        #expect(session.waitForExit(timeout: 5), "\(signal.name): still blocked 5 s later")
        #expect(session.exit?.signal == signal.number, "\(signal.name): \(String(describing: session.exit))")
        #expect(TerminalModeTrace(session.output).leftOn.isEmpty, "left on: \(TerminalModeTrace(session.output).leftOn)")
    }
}
