import Foundation
import Glibc
import Testing

/// Issue 14.5-14.9 and 10.9 on the real binary: a failed start changes nothing, the lock file
/// cannot hurt another file, a read-only file is respected, nothing raw reaches stderr.
@Suite("Start and file safety")
struct StartAndFileSafetyTests {
    static func environment(_ scratch: Scratch, term: String) -> [String: String] {
        var environment = ReliabilityBadFileTests.environment(scratch)
        environment["TERM"] = term
        return environment
    }

    @Test("an unknown TERM fails before anything: --reset moves nothing, no folder or .lock appears",
          arguments: ["nosuchterm", "../../etc/passwd", "x\u{1B}]0;PWNED\u{07}"])
    func unknownTerminalChangesNothing(term: String) throws {
        let scratch = try Scratch()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: [FixtureChannel(id: "a", name: "A")], available: []))
        let before = try scratch.bytes("channels.json")
        let reset = try ReliabilityBadFileTests.runDirect(["--reset", "--file", scratch.file("channels.json")], scratch: scratch,
                                                          environment: Self.environment(scratch, term: term))
        #expect(reset.status == 1, "status \(reset.status): \(reset.errorText)")
        #expect(reset.errorText.contains("is not a terminal type this system knows"), "\(reset.errorText)")
        #expect(!reset.error.contains(0x1B) && !reset.error.contains(0x07), "a raw control character on stderr: \(reset.errorText.debugDescription)")
        #expect(try scratch.bytes("channels.json") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["channels.json"], "--reset moved the file")

        // The default file in a fresh home: no folder, no lock file.
        let fresh = try Scratch()
        let start = try ReliabilityBadFileTests.runDirect([], scratch: fresh, environment: Self.environment(fresh, term: term))
        #expect(start.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fresh.path) == [], "a failed start left something behind")
    }

    @Test("reset names a path with control characters escaped")
    func resetEscapesThePath() throws {
        let scratch = try Scratch()
        let folder = scratch.file("odd\u{1B}[31m\u{07}")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/channels.json"
        try ChannelFixtures.fileText(mine: [FixtureChannel(id: "a", name: "A")], available: []).write(toFile: path, atomically: false, encoding: .utf8)
        let result = try ReliabilityBadFileTests.runDirect(["reset", "--file", path], scratch: scratch)
        #expect(result.status == 0, "\(result.errorText)")
        #expect(result.errorText.contains("odd\\u001b[31m\\u0007"), "\(result.errorText)")
        #expect(!result.error.contains(0x1B) && !result.error.contains(0x07))
    }

    @Test("a lock file that is a hard link to another file is refused (74) and that file is untouched")
    func hardLinkedLockFile() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        try cli.scratch.write("precious.txt", "precious\n")
        #expect(link(cli.scratch.file("precious.txt"), cli.file + ".lock") == 0)
        let result = try cli("add", "food")
        #expect(result.status == 74, "\(result.error)")
        #expect(result.errorLines.count == 1)
        #expect(result.error.contains("is not a regular file with one link"), "\(result.error)")
        #expect(try cli.scratch.read("precious.txt") == "precious\n")

        // The channels file itself as the link: it stays whole and loads.
        try FileManager.default.removeItem(atPath: cli.file + ".lock")
        #expect(link(cli.file, cli.file + ".lock") == 0)
        let before = try cli.bytes()
        #expect(try cli("add", "food").status == 74)
        #expect(try cli.bytes() == before)
        #expect(try cli("list").status == 0)
    }

    @Test("a user's .channels.json.tmp-notes is never removed; a killed writer's temporary is")
    func onlyOurTemporariesGo() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        try cli.scratch.write(".channels.json.tmp-notes", "mine\n")
        try cli.scratch.write(".channels.json.tmp-999999999-0", "left by a killed save\n")
        #expect(try cli("add", "food").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.scratch.path)
        #expect(names.contains(".channels.json.tmp-notes"))
        #expect(!names.contains(".channels.json.tmp-999999999-0"))
    }

    @Test("a read-only file (0400): commands exit 74 with one line and change nothing; --force changes it")
    func readOnlyFileForCommands() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        #expect(chmod(cli.file, 0o400) == 0)
        let before = try cli.identity()
        let result = try cli("add", "food")
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error == "channel-editor: \(cli.file): is read-only; nothing was changed (make it writable, or use --force)\n")
        #expect(try cli.identity() == before)
        let forced = try cli("add", "food", "--force")
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try cli.board().mineIDs.last == "food")
        var info = stat()
        #expect(stat(cli.file, &info) == 0 && info.st_mode & 0o777 == 0o400, "the file keeps its mode")
    }

    @Test("a read-only file on the screen: it says so, and a change is refused and undone on screen")
    func readOnlyFileOnScreen() throws {
        let scratch = try Scratch()
        let catalog = try ChannelFixtures.catalog()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        let path = scratch.file("channels.json")
        #expect(chmod(path, 0o400) == 0)
        let before = try scratch.bytes("channels.json")
        let screen = try TmuxPilot(arguments: ["--file", path])
        #expect(try screen.waitFor("Read-only file: changes will not be saved"))
        try screen.press("Tab", "Enter")
        #expect(try screen.waitFor("Read-only file: this change was not saved"))
        let board = try screen.waitForBoard { $0.mine.count == catalog.mine.count }
        #expect(board?.mine.count == catalog.mine.count, "the refused change is still shown")
        #expect(try scratch.bytes("channels.json") == before)
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }
}
