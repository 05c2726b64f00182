import ChannelCore
import Foundation
import Glibc
import Testing
import TestSupport

/// Ctrl-Z cannot race the restore (issue 14.4): the editor owns SIGTSTP (and SIGINT) from
/// start to end, so a burst of Ctrl-Z and Ctrl-C typed while it exits — some of it read as
/// bytes in raw mode, some arriving after the terminal is back in cooked mode, where the
/// terminal turns it into signals — never leaves the terminal raw, in the alternate screen or
/// with the mouse on, and never changes the exit status. On a raw pty that is the program's
/// controlling terminal; the modes are read from the pty after each exit.
@Suite(.serialized)
struct SuspendRaceTests {
    /// Each mode the editor sets and its reset, as xterm-256color spells them.
    static let modes: [(name: String, on: String, off: String)] = [
        ("alternate screen", "\u{1B}[?1049h", "\u{1B}[?1049l"), ("button tracking", "\u{1B}[?1002h", "\u{1B}[?1002l"),
        ("SGR mouse", "\u{1B}[?1006h", "\u{1B}[?1006l"), ("bracketed paste", "\u{1B}[?2004h", "\u{1B}[?2004l"),
        ("hidden cursor", "\u{1B}[?25l", "\u{1B}[?25h"),
    ]

    /// The modes the recorded bytes leave on: set at some point and not reset after.
    static func modesLeftOn(_ bytes: [UInt8]) -> [String] {
        modes.compactMap { mode in
            guard let on = bytes.lastIndex(of: Array(mode.on.utf8)) else { return nil }
            guard let off = bytes.lastIndex(of: Array(mode.off.utf8)), off > on else { return mode.name }
            return nil
        }
    }

    static func sameModes(_ a: termios, _ b: termios) -> Bool {
        a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
    }

    @Test("q then a burst of Ctrl-Z and Ctrl-C over the exit, 16 rounds: exit 0, termios and modes as before")
    func ctrlZBurstsAtExit() throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        var random = SeededGenerator(seed: 144)
        for round in 0..<16 {
            let burst = (0..<120).map { index in
                PtyRecorder.Step(until: { _ in true }, send: [index % 7 == 3 ? 0x03 : 0x1A],
                                 delay: UInt32.random(in: 200...1_500, using: &random))
            }
            let quit = PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: Array("q".utf8))
            let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("channels.json")], environment: environment,
                                             steps: [quit] + burst, timeout: 10, controllingTerminal: true,
                                             answersStatus: round % 2 == 0)
            #expect(!run.timedOut, "round \(round): still running (stopped?)")
            #expect(run.signal == nil && run.status == 0, "round \(round): status \(run.status), signal \(String(describing: run.signal))")
            #expect(Self.sameModes(run.termiosBefore, run.termiosAfter),
                    "round \(round): termios lflag \(run.termiosAfter.c_lflag), before \(run.termiosBefore.c_lflag)")
            #expect(Self.modesLeftOn(run.bytes).isEmpty, "round \(round): left on: \(Self.modesLeftOn(run.bytes))")
        }
    }

    /// The window the burst above hits about once in 100 rounds, hit on purpose: Ctrl-C typed
    /// once the restore is written, when the terminal is in cooked mode again and the kernel
    /// makes it SIGINT. The run is over (the file saved, the terminal back), so the status
    /// stays 0 (it was 130, the process killed by SIGINT, once the handlers were gone).
    @Test("Ctrl-C flood once the terminal is restored, 12 rounds: exit 0, not killed by SIGINT")
    func ctrlCAfterTheRestore() throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        let restored = Array("\u{1B}[?1049l".utf8)
        for round in 0..<12 {
            let flood = (0..<400).map { _ in
                PtyRecorder.Step(until: { $0.contains(bytes: restored) }, send: [0x03], delay: 20)
            }
            let quit = PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: Array("q".utf8))
            let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("channels.json")], environment: environment,
                                             steps: [quit] + flood, timeout: 10, controllingTerminal: true,
                                             answersStatus: round % 2 == 0)
            #expect(!run.timedOut, "round \(round): still running")
            #expect(run.signal == nil && run.status == 0, "round \(round): status \(run.status), signal \(String(describing: run.signal))")
            #expect(Self.modesLeftOn(run.bytes).isEmpty, "round \(round): left on: \(Self.modesLeftOn(run.bytes))")
        }
    }

    @Test("Mouse reports until the terminal takes the modes off: none is left for the shell to read")
    func noReportTypedAtThePrompt() throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        let off = Array("\u{1B}[?1002l".utf8)
        for answers in [true, false] {
            // A drag's reports, one a millisecond, sent until the output turns tracking off: the
            // last ones are in flight while the editor leaves, as from a real terminal.
            let reports = (0..<400).map { index in
                PtyRecorder.Step(until: { !$0.contains(bytes: off) }, send: Array("\u{1B}[<32;\(10 + index % 50);5M".utf8), delay: 1_000)
            }
            let quit = PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: Array("q".utf8))
            let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("channels.json")], environment: environment,
                                             steps: [quit] + reports, timeout: 10, controllingTerminal: true, answersStatus: answers)
            #expect(run.status == 0)
            #expect(run.leftoverInput.isEmpty, "answers status: \(answers): left for the shell: \(String(decoding: run.leftoverInput, as: UTF8.self).debugDescription)")
            #expect(Self.modesLeftOn(run.bytes).isEmpty, "left on: \(Self.modesLeftOn(run.bytes))")
        }
    }
}

extension Array where Element == UInt8 {
    /// Where the last occurrence of `needle` starts.
    func lastIndex(of needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= count else { return nil }
        for start in stride(from: count - needle.count, through: 0, by: -1) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }
}
