import Foundation
import Glibc
import Testing

/// Requests the commands refuse: all or nothing, one line per problem, exit 1; a bad file
/// (65) and a file held by another channel-editor (75) are never touched.
@Suite("Script commands: refusals leave the file as it was")
struct ScriptRefusalTests {
    /// Runs a request that must be refused; checks status, that the file kept its bytes and
    /// inode, and that stderr is exactly `lines` after `channel-editor: <file>: `.
    private func expectRefused(_ arguments: [String], status: Int32 = 1, lines expected: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let result = try cli.run(arguments + ["--file", cli.file])
        #expect(result.status == status, "stderr: \(result.error)", sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        let prefix = "channel-editor: \(cli.file): "
        #expect(result.errorLines == expected.map { prefix + $0 }, sourceLocation: sourceLocation)
        #expect(try cli.identity() == before, "the file changed", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: cli.file + ".bak"), sourceLocation: sourceLocation)
    }

    @Test("add is all or nothing: every problem on its own line, nothing saved")
    func addAllOrNothing() throws {
        try expectRefused(["add", "food", "nope", "tech", "top", "games"], lines: [
            #"cannot add "nope": no channel with that id"#,
            #"cannot add "tech": already in My Channels"#,
            #"cannot add "top": already in My Channels"#,
        ])
        try expectRefused(["add", "ghost"], lines: [#"cannot add "ghost": no channel with that id"#])
    }

    @Test("a name where an id belongs: the refusal names the id to use")
    func nameInsteadOfID() throws {
        try expectRefused(["add", "Food"], lines: [#"cannot add "Food": no channel with that id ("Food" has the id "food")"#])
        try expectRefused(["remove", "SPORTS"], lines: [#"cannot remove "SPORTS": no channel with that id ("Sports" has the id "sports")"#])
    }

    @Test("remove is all or nothing: locked, in Add Channels, unknown")
    func removeAllOrNothing() throws {
        try expectRefused(["remove", "tech", "top", "food", "ghost", "finance"], lines: [
            #"cannot remove "top": it is locked"#,
            #"cannot remove "food": not in My Channels (it is in Add Channels)"#,
            #"cannot remove "ghost": no channel with that id"#,
        ])
        try expectRefused(["remove", "recommended"], lines: [#"cannot remove "recommended": it is locked"#])
    }

    @Test("move refuses locked channels, positions held by locked channels, and positions past the end")
    func moveRefusals() throws {
        // My Channels: recommended, top (locked), tech, finance, sports.
        try expectRefused(["move", "top", "3"], lines: [#"cannot move "top" to position 3: it is locked"#])
        try expectRefused(["move", "recommended", "2"], lines: [#"cannot move "recommended" to position 2: it is locked"#])
        try expectRefused(["move", "tech", "1"],
                          lines: [#"cannot move "tech" to position 1: positions 1-2 hold locked channels"#])
        try expectRefused(["move", "sports", "2"],
                          lines: [#"cannot move "sports" to position 2: positions 1-2 hold locked channels"#])
        try expectRefused(["move", "tech", "6"],
                          lines: [#"cannot move "tech" to position 6: My Channels has only 5 channels"#])
        try expectRefused(["move", "tech", "99999999999"],
                          lines: [#"cannot move "tech" to position 99999999999: My Channels has only 5 channels"#])
        try expectRefused(["move", "food", "3"],
                          lines: [#"cannot move "food" to position 3: not in My Channels (it is in Add Channels)"#])
        try expectRefused(["move", "ghost", "3"], lines: [#"cannot move "ghost" to position 3: no channel with that id"#])
    }

    @Test("with one locked channel the message names position 1")
    func moveInFrontOfOneLocked() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(#"""
            {"version": 1, "current": null,
             "mine": [{"id": "top", "name": "Top", "locked": true}, {"id": "tech", "name": "Tech"}],
             "available": [{"id": "recommended", "name": "Recommended"}, {"id": "finance", "name": "Finance"},
                           {"id": "sports", "name": "Sports"}, {"id": "food", "name": "Food"},
                           {"id": "games", "name": "Games"}, {"id": "travel", "name": "Travel"}]}
            """#)
        let before = try cli.identity()
        let result = try cli("move", "tech", "1")
        #expect(result.status == 1)
        #expect(result.errorLines == ["channel-editor: \(cli.file): cannot move \"tech\" to position 1: position 1 holds a locked channel"])
        #expect(try cli.identity() == before)
    }

    @Test("open refuses channels outside My Channels")
    func openRefusals() throws {
        try expectRefused(["open", "food"], lines: [#"cannot open "food": not in My Channels (add it first)"#])
        try expectRefused(["open", "ghost"], lines: [#"cannot open "ghost": no channel with that id"#])
    }

    @Test("ids from the command line are escaped in messages: no raw control characters")
    func escapedIDs() throws {
        let id = "\u{1B}[2J\"evil\"\n\u{85}"
        try expectRefused(["add", id], lines: [#"cannot add "\u001b[2J\"evil\"\n\u0085": no channel with that id"#])
    }

    @Test("a refused request on a fresh file creates no file")
    func refusedFresh() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli("add", "food", "ghost")
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.file))
    }

    @Test("a bad channels file: exit 65, one line naming the file, file untouched", arguments: [
        "{\"version\": 1, \"mine\": [",
        "{\"version\": 3, \"current\": null, \"mine\": [], \"available\": []}\n",
        "{\"version\": 1, \"current\": null, \"mine\": [{\"id\": \"a\", \"name\": \"A\"}], \"available\": [{\"id\": \"a\", \"name\": \"B\"}]}\n",
        "",
    ])
    func badFile(text: String) throws {
        for arguments in [["add", "food"], ["remove", "tech"], ["move", "tech", "4"], ["open", "tech"],
                          ["list"], ["list", "--json"]] {
            let cli = try ScriptCLI(catalog: .small(extra: false))
            try cli.write(text)
            let before = try cli.identity()
            let result = try cli.run(arguments + ["--file", cli.file])
            #expect(result.status == 65, "\(arguments): stderr: \(result.error)")
            #expect(result.output.isEmpty)
            #expect(result.errorLines.count == 1, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("channel-editor: \(cli.file): "))
            #expect(try cli.identity() == before, "\(arguments) changed a bad file")
        }
    }

    @Test("a lock held for too long: changes wait their turn, then exit 75 naming the holder, touching nothing; list still reads")
    func lockedByAnother() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let holder = try LockHolder(path: cli.file + ".lock")
        for arguments in [["add", "food"], ["reset"]] {
            let result = try cli.run(arguments + ["--file", cli.file])
            #expect(result.status == 75, "\(arguments): stderr: \(result.error)")
            #expect(result.errorLines.count == 1)
            #expect(result.error == "channel-editor: \(cli.file): is locked by another channel-editor (pid \(getpid())) for more than 5 s\n",
                    "\(arguments): \(result.error)")
            #expect(try cli.identity() == before, "\(arguments) wrote a locked file")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.file + ".bak"))
        let list = try cli("list")
        #expect(list.status == 0)
        #expect(list.lines.first == "mine\t1\trecommended\tlocked\tRecommended")

        holder.release()
        #expect(try cli("add", "food").status == 0)
        #expect(try cli.board().mineIDs.last == "food")
    }

    @Test("the lock held by the flock(1) command is honoured too")
    func lockedByFlockCommand() throws {
        let flock = "/usr/bin/flock"
        try #require(FileManager.default.isExecutableFile(atPath: flock), "needs flock(1) from util-linux")
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        // flock takes the lock, then the shell runs the program while it is held.
        let script = #""$1" add food --file "$2"; echo "status $?""#
        let result = try Shell.run(flock, [cli.file + ".lock", "/bin/sh", "-c", script, "sh", ScriptCLI.binary, cli.file],
                                   environment: cli.environment)
        #expect(result.output == "status 75\n", "stderr: \(result.error)")
        #expect(try cli.identity() == before)
    }
}

/// Holds `flock(LOCK_EX)` on a file from this test process, as another channel-editor would.
final class LockHolder {
    private var descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw PilotError("cannot open \(path)") }
        guard (flock as (Int32, Int32) -> Int32)(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw PilotError("cannot lock \(path)")
        }
    }

    func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    deinit { release() }
}
