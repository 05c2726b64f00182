import Foundation
import Glibc
import Testing

/// Issue 26, items 2 and 9, on the real binary: a text editor's save (which takes no lock) that
/// lands between a writer's temporary file and its rename is never overwritten. strace holds
/// the command's rename back (`inject=…:delay_enter`), so the hand edit lands in that window
/// every time; then the command's change is applied to the hand-edited file.
@Suite("Writers that take no lock")
struct UnlockedWriterTests {
    @Test("a hand edit between a command's temporary file and its rename is kept, and the command applied to it")
    func handEditInACommandsRenameWindow() throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is installed by make deps")
        let bench = try LiveReloadTests.SharedFile()
        let added = try #require(bench.catalog.available.first)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        // The first rename of the command (its save) waits a second before it runs.
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2",
                             "-e", "inject=rename,renameat,renameat2:delay_enter=1000000:when=1",
                             ScriptCLI.binary, "add", added.id, "--file", bench.path]
        process.environment = bench.environment
        try process.run()
        // Meanwhile (the command has written its temporary file by now): a hand edit by rename-over.
        usleep(600_000)
        try bench.handEdit("\"name\": \"Tech\"", "\"name\": \"Tech by hand\"", inPlace: false)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let file = try bench.file()
        #expect(file.mine.contains { $0.name == "Tech by hand" }, "the hand edit was overwritten")
        #expect(file.mineIDs.last == added.id, "the command's add is applied to the hand-edited file")
    }

    /// How long the race runs: a few seconds in `make test`, a minute in `make fuzz` (issue 26's
    /// "done when": two screens, a script writer, unlocked hand edits and SIGKILLs lose nothing).
    static let raceSeconds = ProcessInfo.processInfo.environment["HAND_EDIT_RACE_SECONDS"].flatMap(Double.init) ?? 4

    @Test("two screens, a command writer killed at random and unlocked hand edits race: no hand edit lost, the file whole")
    func race() throws {
        let bench = try LiveReloadTests.SharedFile()
        // Two screens: one moves the fourth channel back and forth, the other the sixth.
        let screen = try bench.screen()
        try screen.press("e")
        try screen.press("Right", "Right", "Right")
        #expect(try screen.waitForBoard { $0.focus?.index == 3 } != nil)
        let other = try bench.screen()
        try other.press("e")
        try other.press("Right", "Right", "Right", "Right", "Right")
        #expect(try other.waitForBoard { $0.focus?.index == 5 } != nil)
        let toggled = bench.catalog.available.prefix(2).map(\.id)
        let deadline = Date().addingTimeInterval(Self.raceSeconds)
        let results = RaceResults()
        let group = DispatchGroup()
        let path = bench.path
        let environment = bench.environment
        // The hand editor: read the file, add a channel of its own, write it under another name
        // and rename it over — no lock, as a text editor saves.
        DispatchQueue.global().async(group: group) {
            var random = SystemRandomNumberGenerator()
            while Date() < deadline {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                      let anchor = text.range(of: "\"available\": [") else { continue }
                let number = results.handEdits
                let entry = "\n    {\"id\": \"hand-\(number)\", \"name\": \"Hand \(number)\"},"
                let edited = text.replacingCharacters(in: anchor, with: "\"available\": [" + entry)
                guard (try? edited.write(toFile: path + ".new", atomically: false, encoding: .utf8)) != nil,
                      rename(path + ".new", path) == 0 else { continue }
                results.handEdits = number + 1
                usleep(UInt32.random(in: 5_000..<50_000, using: &random))
            }
        }
        // A command writer toggling two channels in and out of My Channels; one command in four
        // is killed (SIGKILL) a few milliseconds in.
        DispatchQueue.global().async(group: group) {
            var random = SystemRandomNumberGenerator()
            var round = 0
            while Date() < deadline {
                let id = toggled[round % toggled.count]
                let inMine = ChannelFileCheck.read(path)?.mineIDs.contains(id) ?? false
                let process = Process()
                process.executableURL = URL(fileURLWithPath: ScriptCLI.binary)
                process.arguments = [inMine ? "remove" : "add", id, "--file", path]
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    usleep(UInt32.random(in: 0..<15_000, using: &random))
                    kill(process.processIdentifier, SIGKILL)
                }
                process.waitUntilExit()
                // 1: refused, a hand edit changed the channel's place meanwhile; 75: the file kept
                // changing at every try, nothing written. Anything else is a failure.
                let status = process.terminationStatus
                if process.terminationReason == .exit, ![0, 1, 75].contains(status) {
                    results.commandFailures.append("\(inMine ? "remove" : "add") \(id): \(status)")
                }
                round += 1
            }
        }
        // The screens move their channels back and forth.
        var right = true
        while Date() < deadline {
            try screen.press(right ? "]" : "[")
            try other.press(right ? "[" : "]")
            right.toggle()
            usleep(30_000)
        }
        group.wait()
        // One more change each now that nobody else writes: saved, so the exit reports no failure.
        try screen.press(right ? "]" : "[")
        usleep(300_000)
        try other.press(right ? "[" : "]")
        usleep(300_000)
        try screen.press("q")
        try other.press("q")
        #expect(try screen.waitForExit() == 0)
        #expect(try other.waitForExit() == 0)
        #expect(results.commandFailures.isEmpty, "\(results.commandFailures)")
        let file = try bench.file()
        #expect(Set(file.allIDs).count == file.allIDs.count, "a channel twice: \(file.allIDs)")
        let lost = (0..<results.handEdits).map { "hand-\($0)" }.filter { !file.allIDs.contains($0) }
        #expect(lost.isEmpty, "hand edits overwritten: \(lost) of \(results.handEdits)")
        #expect(results.handEdits > 0)
    }
}

/// What the race's writers report, from their threads.
final class RaceResults: @unchecked Sendable {
    private let lock = NSLock()
    private var edits = 0
    private var failures: [String] = []

    var handEdits: Int {
        get { lock.withLock { edits } }
        set { lock.withLock { edits = newValue } }
    }

    var commandFailures: [String] {
        get { lock.withLock { failures } }
        set { lock.withLock { failures = newValue } }
    }
}
