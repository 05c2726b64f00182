import EditorKit
import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 14.2 in xterm, a terminal with its own width table (not tmux's): under a private Xvfb,
/// every label is drawn at its width, and a real click (xdotool, through X and xterm's mouse
/// reports) on the "Beta" after the family name opens Beta. `make deps` installs xterm, Xvfb
/// and xdotool; on a machine without them the suite is skipped, and says so.
@Suite(.serialized, .enabled(if: XDisplay.toolsExist, "needs xterm, Xvfb and xdotool (make deps installs them)"))
struct XtermWidthTests {
    @Test func xtermDrawsEveryLabelAtTheWidthTheLayoutGivesIt() throws {
        let maker = LabelMaker(widthOf: TestWidth.wcwidth)
        let labels = WidthAgreementTests.trickyNames.map { maker.label(for: $0) }
        let scratch = try Scratch()
        try scratch.write("probe.sh", TerminalProbe.script)
        try scratch.write("texts", labels.map { $0.text + "\n" }.joined())
        let display = try XDisplay()
        let xterm = try display.xterm(["bash", scratch.file("probe.sh"), scratch.file("texts"), scratch.file("widths")])
        defer { xterm.stop() }
        #expect(XDisplay.wait(timeout: 20) { FileManager.default.fileExists(atPath: scratch.file("widths.done")) })
        let widths = try scratch.read("widths").split(separator: "\n").compactMap { Int($0) }
        try #require(widths.count == labels.count, "xterm answered \(widths.count) of \(labels.count)")
        for (index, label) in labels.enumerated() {
            #expect(widths[index] == label.width, "\(WidthAgreementTests.trickyNames[index]) drawn as \(label.text)")
        }
    }

    @Test func aClickInXtermAfterAnEmojiSequenceOpensTheCellTheUserSees() throws {
        let scratch = try Scratch()
        let board = ChannelFixtures.fileText(
            mine: [FixtureChannel(id: "family", name: WidthAgreementTests.trickyNames[0]), FixtureChannel(id: "beta", name: "Beta"),
                   FixtureChannel(id: "gamma", name: "Gamma")],
            available: [FixtureChannel(id: "autos", name: "Autos")])
        try scratch.write("c.json", board)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", board)
        // The editor's first frame, then the click: the script waits for the output file.
        let command = "CHANNEL_EDITOR_DATA=\(TmuxPilot.quote(scratch.file("data"))) \(TmuxPilot.quote(TmuxPilot.binary)) "
            + "--file \(TmuxPilot.quote(scratch.file("c.json"))) > \(TmuxPilot.quote(scratch.file("out"))); echo $? > \(TmuxPilot.quote(scratch.file("status")))"
        let display = try XDisplay()
        let xterm = try display.xterm(["sh", "-c", command])
        defer { xterm.stop() }
        let window = try #require(display.window(of: xterm), "no xterm window")
        // " [ Family 👨👩👧👦 ] [ Beta ]": Beta's cell starts at column 20 of row 1, as the
        // layout says and (the test above) as xterm draws the label.
        let label = LabelMaker(widthOf: TestWidth.wcwidth).label(for: WidthAgreementTests.trickyNames[0])
        let beta = 1 + (label.width + 4) + 1
        // Nothing on the X side says when the editor has turned mouse reports on (before that
        // xterm keeps a click for itself), so click until the editor answers: the first click it
        // sees asks, the next one on the same cell opens the channel and ends it.
        var answered = false
        for _ in 0..<20 where !answered {
            try display.click(window: window, column: beta + 3, row: 1, geometry: XDisplay.xtermGeometry)
            answered = XDisplay.wait(timeout: 1) { FileManager.default.fileExists(atPath: scratch.file("status")) }
        }
        #expect(answered, "the editor never answered a click")
        #expect(try scratch.read("out") == "beta\n")
    }
}

/// A private X server (Xvfb) for one test, and the programs that run on it. Programs are
/// started in the background by `sh` through `Spawn` (an empty signal mask and default signal
/// actions, unlike `Foundation.Process`, whose children inherit the test runner's blocked
/// signals and then ignore SIGTERM), and stopped by their pid.
final class XDisplay {
    /// xterm's font and border: "fixed" is 6x13 pixels a cell; no inner border.
    static let xtermGeometry = (cellWidth: 6, cellHeight: 13, border: 0)

    static var toolsExist: Bool {
        ["/usr/bin/xterm", "/usr/bin/Xvfb", "/usr/bin/xdotool"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let name: String
    private let server: BackgroundProgram

    init() throws {
        // A display number of our own: from the process id, free of a lock file.
        var number = 40 + Int(getpid() % 400)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
        name = ":\(number)"
        server = try BackgroundProgram(["/usr/bin/Xvfb", name, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                                       environment: ["PATH": "/usr/bin:/bin"])
        guard XDisplay.wait(timeout: 10, { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }) else {
            server.stop()
            throw PilotError("Xvfb \(name) did not start")
        }
    }

    deinit {
        server.stop()
    }

    /// An 80x24 xterm running `command`, UTF-8, with the "fixed" font.
    func xterm(_ command: [String]) throws -> BackgroundProgram {
        try BackgroundProgram(["/usr/bin/xterm", "-u8", "-fn", "fixed", "-b", "0", "-geometry", "80x24+0+0", "-e"] + command,
                              environment: ["DISPLAY": name, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
                                            "HOME": NSTemporaryDirectory()])
    }

    /// The X window of a program, once it is mapped.
    func window(of program: BackgroundProgram) -> String? {
        var found: String?
        _ = XDisplay.wait(timeout: 10) {
            found = self.xdotool(["search", "--onlyvisible", "--pid", "\(program.pid)"])?
                .split(separator: "\n").first.map(String.init)
            return found != nil
        }
        return found
    }

    /// A left click on the middle of a cell.
    func click(window: String, column: Int, row: Int, geometry: (cellWidth: Int, cellHeight: Int, border: Int)) throws {
        let x = geometry.border + column * geometry.cellWidth + geometry.cellWidth / 2
        let y = geometry.border + row * geometry.cellHeight + geometry.cellHeight / 2
        guard xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"]) != nil else {
            throw PilotError("xdotool could not click")
        }
    }

    @discardableResult
    func xdotool(_ arguments: [String]) -> String? {
        let result = try? Spawn.run("/usr/bin/xdotool", arguments, environment: ["DISPLAY": name, "PATH": "/usr/bin:/bin"], timeout: 10)
        guard let result, result.status == 0, !result.timedOut else { return nil }
        return result.outputText
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
    static func wait(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition() { return true }
            usleep(20_000)
        } while Date() < deadline
        return condition()
    }
}

/// A program started in the background (by `sh`, its output to /dev/null), known by its pid.
final class BackgroundProgram {
    let pid: pid_t

    init(_ command: [String], environment: [String: String]) throws {
        let line = command.map(TmuxPilot.quote).joined(separator: " ") + " </dev/null >/dev/null 2>&1 & echo $!"
        let result = try Spawn.run("/bin/sh", ["-c", line], environment: environment, timeout: 10)
        guard let pid = pid_t(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PilotError("cannot start \(command[0]): \(result.errorText)")
        }
        self.pid = pid
    }

    /// SIGTERM, then SIGKILL if it is still there after two seconds.
    func stop() {
        guard kill(pid, SIGTERM) == 0 else { return }
        if !XDisplay.wait(timeout: 2, { kill(pid, 0) != 0 || Self.isZombie(pid) }) { kill(pid, SIGKILL) }
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
