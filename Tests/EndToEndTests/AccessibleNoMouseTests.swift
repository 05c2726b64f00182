import Foundation
import Testing

/// `--no-mouse` (issue 27.2): the screen never asks the terminal for mouse reports, so the
/// terminal's own selection and a screen reader's mouse tracking keep working, and the headers
/// name keys as on a terminal without a mouse.
@Suite("--no-mouse leaves the mouse to the terminal")
struct AccessibleNoMouseTests {
    static func start(_ extra: [String]) throws -> String {
        let scratch = try Scratch()
        let (arguments, environment) = try Fixtures.smallBoard(in: scratch)
        let recording = try PtyRecorder.record(
            TmuxPilot.binary, arguments + extra,
            environment: environment.merging(["LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": scratch.path]) { $1 },
            steps: [PtyRecorder.Step(until: { String(decoding: $0, as: UTF8.self).contains("Add Channels") },
                                     send: Array("q".utf8))])
        #expect(!recording.timedOut)
        #expect(recording.status == 0)
        return String(decoding: recording.bytes, as: UTF8.self)
    }

    @Test func noMouseReportsAreAskedForAndTheHeadersNameKeys() throws {
        let with = try Self.start([])
        #expect(with.contains("\u{1B}[?1002h"), "without the option the screen asks for mouse reports")
        #expect(with.contains("click to open"))
        let without = try Self.start(["--no-mouse"])
        #expect(!without.contains("\u{1B}[?1002h") && !without.contains("\u{1B}[?1006h"))
        #expect(without.contains("Enter opens"))
        #expect(!without.contains("click to open"))
    }
}
