import Foundation
import Testing

/// Absurd sizes are survivable (issue 14.10): the size that reaches curses and the editor is
/// clamped to what can usefully be drawn, so a pty of 65535x65535 neither crashes nor stalls.
/// (How fast a key is answered at 5000x5000 is measured by hand and in `make bench`; no
/// timing decides a test.)
@Suite(.serialized)
struct AbsurdSizeTests {
    @Test("A pty of 65535x65535 and one of 5000x5000: the board is drawn, keys work, q exits 0",
          arguments: [UInt16(65535), 5000])
    func absurdSize(_ side: UInt16) throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        let path = scratch.file("channels.json")
        let steps = [
            PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: Array("\t\r".utf8)),
            PtyRecorder.Step(until: { _ in FileManager.default.fileExists(atPath: path) }, send: Array("q".utf8)),
        ]
        let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", path], environment: environment,
                                         columns: side, rows: side, steps: steps, timeout: 20)
        #expect(!run.timedOut, "\(side)x\(side): no answer")
        #expect(run.signal == nil, "\(side)x\(side): killed by signal \(String(describing: run.signal))")
        #expect(run.status == 0)
        #expect(run.bytes.contains(bytes: Array("My Channels".utf8)), "no board drawn")
        let saved = try SavedFile(path: path)
        #expect(saved.mine.count == 9, "Tab, Enter added the first Add Channels cell: \(saved.mine)")
    }

    @Test("Resized to 65535x65535 while running (SIGWINCH), then back to 80x24: alive, keys work, q exits 0")
    func absurdResize() throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        let path = scratch.file("channels.json")
        var drawnBefore = 0
        let steps = [
            PtyRecorder.Step(until: { bytes in
                drawnBefore = bytes.count
                return bytes.contains(bytes: Array("quit".utf8))
            }, send: [], resize: (65535, 65535)),
            // A frame at the new size, then a key that saves, then back to a normal size.
            PtyRecorder.Step(until: { $0.count > drawnBefore + 100 }, send: Array("\t\r".utf8)),
            PtyRecorder.Step(until: { _ in FileManager.default.fileExists(atPath: path) }, send: [], resize: (80, 24)),
            PtyRecorder.Step(until: { _ in true }, send: Array("q".utf8), delay: 100_000),
        ]
        let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", path], environment: environment,
                                         steps: steps, timeout: 20, controllingTerminal: true)
        #expect(!run.timedOut, "no answer after the resize")
        #expect(run.signal == nil, "killed by signal \(String(describing: run.signal))")
        #expect(run.status == 0)
        #expect(try SavedFile(path: path).mine.count == 9, "Tab, Enter after the resize added a channel")
    }
}
