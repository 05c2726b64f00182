import Foundation
import Testing

/// A paste is text, never commands (issue 14.1): with bracketed paste on, pasted text reaches
/// the editor as one paste event. Pasting a shell command with its newline into the screen
/// neither removes, adds nor opens a channel, nor quits; keys typed after it work again.
@Suite(.serialized)
struct PasteTests {
    static func bracketed(_ text: String) -> [UInt8] { Array("\u{1B}[200~\(text)\u{1B}[201~".utf8) }

    @Test("Pasting 'sudo apt-get install -y tmux jq' and a newline, in browse and edit mode: nothing happens to the board")
    func aPastedCommandDoesNothing() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        let before = try scratch.bytes("channels.json")
        let pilot = try TmuxPilot(arguments: ["--file", path])
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil)
        try pilot.send(bytes: Self.bracketed("sudo apt-get install -y tmux jq\r"))
        try pilot.press("e")
        try #require(try pilot.waitFor("[Done]"), "a key after the paste did not work")
        try pilot.send(bytes: Self.bracketed("xq\r\u{1B}"))
        try pilot.press("e")
        try #require(try pilot.waitFor("[Edit]"), "a key after the second paste did not work")
        #expect(try !pilot.hasExited(), "a paste quit the editor")
        #expect(try scratch.bytes("channels.json") == before, "a paste changed the file")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("Nested paste markers (issue 26.8): the q between two end markers is pasted text, not quit")
    func nestedPasteMarkersDoNotQuit() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        let pilot = try TmuxPilot(arguments: ["--file", path])
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil)
        try pilot.send(bytes: Array("\u{1B}[200~abc \u{1B}[200~def \u{1B}[201~ q \u{1B}[201~".utf8))
        try pilot.press("e")
        try #require(try pilot.waitFor("[Done]"), "a key after the paste did not work")
        #expect(try !pilot.hasExited(), "the q inside the paste quit the editor")
        try pilot.press("e", "q")
        #expect(try pilot.waitForExit() == 0)
    }

    /// On a pty whose process group is orphaned (no controlling terminal here: the kernel would
    /// discard the stop) Ctrl-Z rings the bell and the modes stay as they are (issue 26.5: no
    /// suspend and redraw that stop nothing); paste is on once, at the start, and off once, at
    /// the exit. A real stop turning the modes off is `ReliabilitySignalTests`' Ctrl-Z in a shell.
    @Test("The editor turns bracketed paste on while it runs and off when it leaves; a Ctrl-Z that cannot stop only rings")
    func bracketedPasteIsOnOnlyWhileRunning() throws {
        let scratch = try Scratch()
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin"]
        let on = Array("\u{1B}[?2004h".utf8)
        let off = Array("\u{1B}[?2004l".utf8)
        var rang = false
        let steps = [
            PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: [0x1A]),
            PtyRecorder.Step(until: { bytes in
                rang = bytes.suffix(64).contains(0x07)
                return rang
            }, send: Array("q".utf8)),
        ]
        let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("channels.json")], environment: environment,
                                         steps: steps, timeout: 10)
        #expect(run.status == 0)
        #expect(rang, "Ctrl-Z did not ring the bell")
        #expect(run.bytes.occurrences(of: on) == 1, "on once, at the start")
        #expect(run.bytes.occurrences(of: off) == 1, "off once, at the exit")
        #expect(SuspendRaceTests.modesLeftOn(run.bytes).isEmpty, "left on: \(SuspendRaceTests.modesLeftOn(run.bytes))")
    }
}
