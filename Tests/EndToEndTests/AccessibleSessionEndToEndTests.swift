import Foundation
import Glibc
import Testing

/// The accessible mode (README "Accessible mode") as a new user drives it with nothing but a
/// line-reading terminal: the real binary, its commands through a pipe one line at a time,
/// each step answered by one sentence; the saved file checked after each change.
@Suite("Accessible mode: a line session through a pipe")
struct AccessibleSessionEndToEndTests {
    /// The small board (Fixtures.small) as `c.json` and its catalogs; `TERM=dumb`.
    static func start(_ scratch: Scratch, language: String = "C.UTF-8", extra: [String] = [],
                      accessibleByEnvironment: Bool = false, readOnly: Bool = false) throws -> AccessibleLineDriver {
        let (arguments, environment) = try Fixtures.smallBoard(in: scratch)
        if readOnly { chmod(scratch.file("c.json"), 0o444) }
        // CHANNEL_EDITOR_DATA is the only place searched: the translations must be there too.
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("data/locale"), withDestinationPath: TmuxPilot.root.appendingPathComponent("Resources/locale").path)
        var env = environment.merging(["LANG": language, "TERM": "dumb", "HOME": scratch.path, "PATH": "/usr/bin:/bin"]) { $1 }
        if accessibleByEnvironment { env["ACCESSIBLE"] = "1" }
        return try AccessibleLineDriver((accessibleByEnvironment ? [] : ["--accessible"]) + arguments + extra, environment: env)
    }

    static func mine(_ scratch: Scratch) -> [String] {
        ChannelFileCheck.read(scratch.file("c.json"))?.mineIDs ?? []
    }

    /// My Channels on disk once the save that follows a sentence is done (the sentence is
    /// written first, as the screen draws before it saves); what is there after 5 s otherwise.
    static func savedMine(_ scratch: Scratch, _ expected: [String]) -> [String] {
        let deadline = Date().addingTimeInterval(5)
        while mine(scratch) != expected, Date() < deadline { usleep(20_000) }
        return mine(scratch)
    }

    @Test("list, add, move, remove, undo, redo, filter, help and quit: each one sentence, the file saved")
    func everyCommand() throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch)
        let greeting = try session.waitFor("9. Food\n")
        #expect(greeting == [
            "Accessible mode: one command a line; help lists them, quit leaves.",
            "My Channels, 5:", "1. Top, locked", "2. Tech, current", "3. Finance", "4. Sports", "5. Games",
            "Add Channels, 4:", "6. Autos", "7. Health", "8. Travel", "9. Food",
        ])
        let steps: [(String, String, [String]?)] = [
            ("add Health", "Health added to My Channels, place 6 of 6.", ["top", "tech", "finance", "sports", "games", "health"]),
            ("move Health to 2", "Health moved to place 2 of 6.", ["top", "health", "tech", "finance", "sports", "games"]),
            // The list changed since it was printed: 4 names Finance now, not Sports as heard.
            ("remove 4", "4 was Sports when you last listed; it is now Finance. Say remove Sports, or list again.",
             ["top", "health", "tech", "finance", "sports", "games"]),
            ("remove Finance", "Finance removed: it is first in Add Channels now.", ["top", "health", "tech", "sports", "games"]),
            ("undo", "Undone: Finance is at place 4 of 6 in My Channels.", ["top", "health", "tech", "finance", "sports", "games"]),
            ("redo", "Redone: Finance is in Add Channels.", ["top", "health", "tech", "sports", "games"]),
            ("u", "Undone: Finance is at place 4 of 6 in My Channels.", ["top", "health", "tech", "finance", "sports", "games"]),
            ("filter tr", "Filter \"tr\": 1 of 3 in Add Channels match.", nil),
            ("filter", "No filter: Add Channels shows all 3.", nil),
        ]
        for (command, sentence, saved) in steps {
            session.send(command)
            #expect(try session.waitFor(sentence + "\n").first == sentence, "\(command)")
            if let saved { #expect(Self.savedMine(scratch, saved) == saved, "after \(command)") }
        }
        session.send("list")
        #expect(try session.waitFor("9. Food\n") == [
            "My Channels, 6:", "1. Top, locked", "2. Health", "3. Tech, current", "4. Finance", "5. Sports", "6. Games",
            "Add Channels, 3:", "7. Autos", "8. Travel", "9. Food",
        ])
        session.send("help")
        #expect(try session.waitFor("help: this list.\n").first == "Commands, one a line (X: a name, an id or the number list shows):")
        session.send("quit")
        try session.waitFor("Session ended.\n")
        let end = try session.finish()
        #expect(end.status == 1, "the refused remove 4 makes a piped session's status 1, as ed's; stderr: \(end.error)")
        #expect(end.error.isEmpty)
        #expect(!end.output.utf8.contains(0x1B))
        #expect(Self.mine(scratch) == ["top", "health", "tech", "finance", "sports", "games"])
    }

    @Test("every refusal is one sentence that says why, and changes nothing on disk")
    func refusals() throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch)
        try session.waitFor("9. Food\n")
        let before = try scratch.bytes("c.json")
        let refusals: [(String, String)] = [
            ("undo", "Nothing to undo."),
            ("redo", "Nothing to redo."),
            ("remove Top", "Top is locked."),
            ("move Top to 3", "Top is locked."),
            ("move Games to 1", "Place 1 holds a locked channel: Games can go to place 2 or later."),
            ("move Games to 9", "There is no such place: give one from 1 to 5."),
            ("move Games", "Where to? Give a place from 1 to 5, first or last: move Games to last."),
            ("move Games to end", "\"end\" is not a place: give one from 1 to 5, first or last: move Games to last."),
            ("move Autos to 2", "Autos is in Add Channels: only My Channels can be reordered. Say add Autos first, then move it."),
            ("remove Autos", "Autos is already in Add Channels."),
            ("add Tech", "Tech is already in My Channels."),
            ("open Autos", "Autos is not in My Channels: say add Autos first, then open it."),
            ("add", "Which one? Give a name, an id or the number list shows."),
            ("add 42", "There is no number 42: list numbers them from 1 to 9."),
            ("add Weather", "Nothing is called \"Weather\": list shows every name and number."),
            ("add t", "\"t\" matches 3: 6. Autos; 7. Health; 8. Travel. Give the number or the whole name."),
            ("dance", "Unknown command \"dance\": help lists the commands."),
            ("ok", "ok and cancel end a pick session; quit ends this one."),
        ]
        for (command, sentence) in refusals {
            session.send(command)
            #expect(try session.waitFor(sentence + "\n") == [sentence], "\(command)")
        }
        let end = try session.finish()
        // Commands from a pipe: a refused one ends the session with status 1, as ed's do.
        #expect(end.status == 1, "the end of the input ends the session; stderr: \(end.error)")
        #expect(end.output.hasSuffix("Session ended.\n"))
        #expect(try scratch.bytes("c.json") == before, "a refused request never writes the file")
    }

    /// A read-only file: a change is answered with one sentence that says it was not saved,
    /// not the change's sentence first (a newcomer heard "Food added…" and then that it was
    /// not), and a script's session ends with status 1.
    @Test("a change to a read-only file is one sentence saying it was not saved")
    func readOnly() throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch, readOnly: true)
        try session.waitFor("9. Food\n")
        let before = try scratch.bytes("c.json")
        session.send("add Autos")
        let said = "Read-only file: this change was not saved (start with --force to allow changes)."
        let answer = try session.waitFor(said + "\n")
        #expect(answer == [said], "\(answer)")
        session.send("list")
        let listed = try session.waitFor("Add Channels, 4:\n")
        #expect(!listed.contains("5. Autos"), "\(listed)")
        let end = try session.finish()
        #expect(end.status == 1, "\(end.error)")
        #expect(try scratch.bytes("c.json") == before)
    }

    @Test("open prints the channel's id on stdout last and ends; ACCESSIBLE=1 asks for the mode too")
    func openEnds() throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch, accessibleByEnvironment: true)
        try session.waitFor("9. Food\n")
        session.send("open games")
        try session.waitFor("Opened Games; the session ends.\n")
        let end = try session.finish()
        #expect(end.status == 0, "stderr: \(end.error)")
        #expect(end.output.hasSuffix("Opened Games; the session ends.\ngames\n"))
        #expect(try scratch.read("c.json").contains("\"current\": \"games\""))
    }

    @Test("a change on disk during the session is announced in a line, and the list follows it")
    func reloadDuringTheSession() throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch)
        try session.waitFor("9. Food\n")
        session.send("add Food")
        try session.waitFor("Food added to My Channels, place 6 of 6.\n")
        let other = try Shell.run(TmuxPilot.binary, ["add", "autos", "--file", scratch.file("c.json")],
                                  environment: ["LANG": "C.UTF-8", "HOME": scratch.path,
                                                "CHANNEL_EDITOR_DATA": scratch.file("data")])
        #expect(other.status == 0, "stderr: \(other.error)")
        #expect(try session.waitFor("list shows them.\n") == [
            "Reloaded: changed on disk.", "Now My Channels has 7 and Add Channels has 2; list shows them.",
        ])
        session.send("list")
        #expect(try session.waitFor("9. Travel\n").prefix(8) == [
            "My Channels, 7:", "1. Top, locked", "2. Tech, current", "3. Finance", "4. Sports", "5. Games", "6. Food",
            "7. Autos",
        ])
        // The undo step of this session's own change is kept; the other process's is not undone.
        session.send("undo")
        try session.waitFor("Undone: Food is in Add Channels.\n")
        session.send("quit")
        let end = try session.finish()
        #expect(end.status == 0, "stderr: \(end.error)")
        #expect(Self.mine(scratch) == ["top", "tech", "finance", "sports", "games", "autos"])
    }

    @Test("Chinese sessions take their own words and answer in their language", arguments: [
        ("zh_CN.UTF-8", "添加 Autos", "Autos 已添加到我的频道，第 6 位，共 6 个。", "移动 Autos 到 2", "撤销", "退出"),
        ("zh_TW.UTF-8", "新增 Autos", "Autos 已新增到我的頻道，第 6 位，共 6 個。", "移動 Autos 到 2", "復原", "離開"),
    ])
    func chinese(language: String, add: String, added: String, move: String, undo: String, quit: String) throws {
        let scratch = try Scratch()
        let session = try Self.start(scratch, language: language)
        let greeting = try session.waitFor("9. Food\n")
        #expect(!greeting.contains("My Channels, 5:"), "the listing is translated: \(greeting)")
        session.send(add)
        #expect(try session.waitFor(added + "\n") == [added])
        session.send(move)
        let moved = ["top", "autos", "tech", "finance", "sports", "games"]
        let appended = ["top", "tech", "finance", "sports", "games", "autos"]
        try session.waitFor("\n")
        #expect(Self.savedMine(scratch, moved) == moved)
        session.send(undo)
        try session.waitFor("\n")
        #expect(Self.savedMine(scratch, appended) == appended)
        session.send("move autos to 2")  // English words work in every language
        try session.waitFor("\n")
        #expect(Self.savedMine(scratch, moved) == moved)
        session.send("bogus")
        #expect(try session.waitFor("\n").count == 1)
        session.send(quit)
        let end = try session.finish()
        #expect(end.status == 1, "bogus was refused, from a pipe; stderr: \(end.error)")
        #expect(!end.output.contains("Unknown") && !end.output.contains("Session ended"), "\(end.output)")
    }

    @Test("on a terminal (a pty, TERM=xterm) the session writes no escape sequence at all")
    func noEscapeOnATerminal() throws {
        let scratch = try Scratch()
        let (arguments, environment) = try Fixtures.smallBoard(in: scratch)
        func sees(_ text: String) -> ([UInt8]) -> Bool { { String(decoding: $0, as: UTF8.self).contains(text) } }
        let recording = try PtyRecorder.record(
            TmuxPilot.binary, ["--accessible"] + arguments,
            environment: environment.merging(["LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": scratch.path]) { $1 },
            steps: [
                PtyRecorder.Step(until: sees("9. Food"), send: Array("add Autos\n".utf8)),
                PtyRecorder.Step(until: sees("Autos added"), send: Array("help\n".utf8)),
                PtyRecorder.Step(until: sees("this list."), send: Array("bogus\n".utf8)),
                PtyRecorder.Step(until: sees("Unknown command"), send: Array("quit\n".utf8)),
            ])
        #expect(!recording.timedOut, "\(String(decoding: recording.bytes, as: UTF8.self))")
        #expect(recording.status == 0)
        #expect(!recording.bytes.contains(0x1B), "an ESC byte was written: \(String(decoding: recording.bytes, as: UTF8.self))")
        #expect(!recording.bytes.contains(0x07), "no bell either")
        #expect(String(decoding: recording.bytes, as: UTF8.self).contains("> "), "a prompt on a terminal")
        #expect(Self.savedMine(scratch, ["top", "tech", "finance", "sports", "games", "autos"])
            == ["top", "tech", "finance", "sports", "games", "autos"])
    }

    @Test("pick --accessible: items on stdin, commands from --buildlist's pipe; the result as the screen's")
    func pickSession() throws {
        let scratch = try Scratch()
        let session = try AccessibleLineDriver(
            ["--accessible", "--stdout", "--buildlist", "Pick", "0", "0", "0", "a", "Alpha", "off", "b", "Beta", "on",
             "c", "Gamma", "off"],
            environment: ["LANG": "C.UTF-8", "TERM": "dumb", "HOME": scratch.path])
        // The sentences go to stderr (the result takes stdout): read them from the end.
        session.send("add Gamma")
        session.send("move Gamma to 1")
        session.send("ok")
        let end = try session.finish()
        #expect(end.status == 0, "stderr: \(end.error)")
        #expect(end.output == "b c", "dialog's form: the tags on one line, in input order (no --reorder), as dialog prints them")
        #expect(end.error.contains("Gamma added to Chosen, place 2 of 2."), "\(end.error)")
        #expect(end.error.contains("Accepted: 2 chosen."))
    }

    /// A newcomer's report: items called 1, 2, 10. "add 10" was refused (no number 10) and the
    /// command a refusal suggested ("add 1") read as a number and picked another item.
    @Test("pick --accessible: names that read as numbers; a suggested command names its item in quotes", arguments: [
        ("C.UTF-8", "add", "1 was 1 when you last listed; it is now 10. Say add \"1\", or list again."),
        ("zh_CN.UTF-8", "添加", "你上次列出时 1 是 1；现在是 10。请说“添加 \"1\"”，或重新列出。"),
        ("zh_TW.UTF-8", "新增", "你上次列出時 1 是 1；現在是 10。請說「新增 \"1\"」，或重新列出。"),
    ])
    func pickNamesThatReadAsNumbers(language: String, add: String, shifted: String) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("data"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("data/locale"), withDestinationPath: TmuxPilot.root.appendingPathComponent("Resources/locale").path)
        let arguments = ["--accessible", "--stdout", "--buildlist", "Pick", "0", "0", "0",
                         "1", "1", "off", "2", "2", "off", "10", "10", "off", "alpha", "alpha", "off"]
        let environment = ["LANG": language, "TERM": "dumb", "HOME": scratch.path, "CHANNEL_EDITOR_DATA": scratch.file("data")]
        let run = try Shell.run(TmuxPilot.binary, arguments, environment: environment,
                                input: "\(add) 10\n\(add) 1\n\(add) \"1\"\nok\n")
        #expect(run.output == "1 10", "the items called 10 and 1, in input order; stderr: \(run.error)")
        #expect(run.error.contains(shifted + "\n"), "\(run.error)")
    }

    @Test("pick --accessible: after a change, quit asks once and the second cancels; the end of input cancels")
    func pickQuitAsksFirst() throws {
        let scratch = try Scratch()
        let arguments = ["--accessible", "--stdout", "--buildlist", "Pick", "0", "0", "0", "a", "Alpha", "off",
                         "b", "Beta", "on"]
        let environment = ["LANG": "C.UTF-8", "TERM": "dumb", "HOME": scratch.path]
        let twice = try Shell.run(TmuxPilot.binary, arguments, environment: environment, input: "add Alpha\nquit\nquit\n")
        #expect(twice.status == 1 && twice.output.isEmpty, "\(twice.error)")
        #expect(twice.error.contains("quit again cancels and drops your choice; ok prints it.\nCancelled: nothing chosen."))
        let ended = try Shell.run(TmuxPilot.binary, arguments, environment: environment, input: "add Alpha\n")
        #expect(ended.status == 1 && ended.output.isEmpty, "\(ended.error)")
        #expect(!ended.error.contains("quit again"), "the end of the input cancels without asking: \(ended.error)")
    }

    @Test("ACCESSIBLE: set and not empty or 0 is on; script commands are not affected; --accessible is refused with one")
    func theSwitch() throws {
        let scratch = try Scratch()
        let (arguments, environment) = try Fixtures.smallBoard(in: scratch)
        let base = environment.merging(["LANG": "C.UTF-8", "TERM": "dumb", "HOME": scratch.path]) { $1 }
        for (value, accessible) in [("1", true), ("yes", true), ("0", false), ("", false)] {
            let run = try Shell.run(TmuxPilot.binary, arguments, environment: base.merging(["ACCESSIBLE": value]) { $1 },
                                    input: "quit\n")
            if accessible {
                #expect(run.status == 0 && run.output.hasSuffix("Session ended.\n"), "ACCESSIBLE=\(value): \(run.error)")
            } else {
                // The screen, which TERM=dumb refuses: exit 1 and a line on stderr.
                #expect(run.status == 1 && run.output.isEmpty && !run.error.isEmpty, "ACCESSIBLE=\(value)")
            }
        }
        let list = try Shell.run(TmuxPilot.binary, ["list"] + arguments, environment: base.merging(["ACCESSIBLE": "1"]) { $1 })
        #expect(list.status == 0 && list.output.hasPrefix("mine\t1\ttop\t"), "scripts are not affected")
        let refused = try Shell.run(TmuxPilot.binary, ["list", "--accessible"] + arguments, environment: base)
        #expect(refused.status == 64)
        #expect(refused.error.hasPrefix("channel-editor: --accessible does not go with a command\n"))
        let operand = try Shell.run(TmuxPilot.binary, ["add"] + arguments + ["--", "--accessible"], environment: base)
        #expect(operand.status == 1, "after --, --accessible is an id (unknown here): \(operand.error)")
    }
}
