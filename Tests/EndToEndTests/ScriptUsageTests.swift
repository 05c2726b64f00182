import Foundation
import Testing

/// Command lines that do not parse (exit 64, one line then the usage, nothing touched) and the
/// help texts.
@Suite("Script commands: usage errors and help")
struct ScriptUsageTests {
    @Test("a bad command line: exit 64, one line, the synopsis and a pointer to --help on stderr, the file untouched", arguments: [
        (["bogus"], "unknown command \"bogus\""),
        (["add"], "add: missing channel id"),
        (["remove"], "remove: missing channel id"),
        (["open"], "open: missing channel id"),
        (["open", "tech", "sports"], "open: unexpected argument \"sports\""),
        (["move"], "move: missing channel id and position"),
        (["move", "tech"], "move: missing position after the channel id"),
        (["move", "tech", "x"], "move: bad position \"x\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "0"], "move: bad position \"0\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "-1"], "move: bad position \"-1\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "+3"], "move: bad position \"+3\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "3.0"], "move: bad position \"3.0\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", ""], "move: bad position \"\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "99999999999999999999999"], "move: bad position \"99999999999999999999999\": give a number from 1, first, last, --before ID or --after ID"),
        (["move", "tech", "3", "4"], "move: unexpected argument \"4\""),
        (["list", "tech"], "list: unexpected argument \"tech\""),
        (["reset", "now"], "reset: unexpected argument \"now\""),
        (["add", ""], "add: empty channel id"),
        (["add", "food", "games", "food"], "add: \"food\" is given more than once"),
        (["remove", "tech", "tech"], "remove: \"tech\" is given more than once"),
        (["--print", "list"], "--print does not go with a command"),
        (["add", "food", "--reset"], "--reset does not go with a command (the reset command does the same)"),
        (["add", "--json", "food"], "--json goes with the list command, not add"),
        (["--json"], "--json goes with the list command"),
        (["add", "auto", "--output", "json"], "--output goes with the list command, not add"),
        (["--output=text"], "--output goes with the list command"),
        (["list", "--bogus"], "unknown option \"--bogus\""),
        (["help"], "unknown command \"help\" (for help: channel-editor --help, or channel-editor COMMAND --help)"),
        (["help", "move"], "unknown command \"help\" (did you mean \"channel-editor move --help\"?)"),
        (["list", "--file", "--json"], "--file needs a path, not --json"),
        (["list", "--catalog", "--file", "x.json"], "--catalog needs a name or a path, not --file"),
    ] as [([String], String)])
    func usageError(arguments: [String], message: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let result = try cli.run(["--file", cli.file] + arguments)
        #expect(result.status == 64, "stderr: \(result.error)")
        #expect(result.output.isEmpty)
        #expect(result.errorLines.first == "channel-editor: " + message)
        #expect(result.errorLines.dropFirst().first?.hasPrefix("Usage: channel-editor") == true)
        // A command's own error shows that command's usage line (FirstHourScriptTests).
        #expect(result.errorLines.last?.hasPrefix("Try 'channel-editor ") == true)
        #expect(result.errorLines.count == 3 || result.errorLines.count == 4,
                "one line, the synopsis (the command's one line, or the program's two) and the pointer to --help")
        #expect(try cli.identity() == before)
    }

    @Test("--file without a path is a usage error, before or after the command", arguments: [
        ["list", "--file"], ["--file"], ["add", "food", "--file="], ["-f"],
    ])
    func fileWithoutPath(arguments: [String]) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.errorLines.first?.hasSuffix("needs a path") == true, "stderr: \(result.error)")
        #expect(try cli.folderContents() == [])
    }

    @Test("two different --file options: a usage error naming both, nothing read or touched (the last won silently)")
    func twoFiles() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let result = try cli.run(["--file", cli.file, "add", "food", "--file", "other.json"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorLines.first == "channel-editor: --file is given twice: \"\(cli.file)\" and \"other.json\" (name one file)")
        #expect(try cli.identity() == before)
        let same = try cli.run(["--file", cli.file, "list", "--file", cli.file])
        #expect(same.status == 0, "the same file twice is one request: \(same.error)")
    }

    @Test("usage messages escape what was typed")
    func escapedUsage() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(["\u{1B}]0;x\u{07}"])
        #expect(result.status == 64)
        #expect(result.errorLines.first == #"channel-editor: unknown command "\u001b]0;x\u0007""#)
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test("--help documents every command, the list format and every exit status")
    func help() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(["--help"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let text = result.output
        for usage in ["list [--json]", "add ID...", "remove ID...", "move ID POSITION", "open ID", "reset",
                      "--file PATH", "--print", "--reset", "--force", "--catalog NAME", "--version",
                      "SECTION  POSITION  ID  FLAGS  NAME", "all or nothing"] {
            #expect(text.contains(usage), "--help lacks \(usage)")
        }
        for status in ["0 done", "1 a refused request", "64 usage", "65 bad channels file", "66 catalog",
                       "74 cannot read or write", "75 the file's lock", "128+N"] {
            #expect(text.contains(status), "--help lacks exit status \(status)")
        }
    }

    @Test("COMMAND --help prints that command's help, even with its arguments missing", arguments: [
        (["add", "--help"], "Usage: channel-editor add ID..."),
        (["--help", "remove"], "Usage: channel-editor remove ID..."),
        (["move", "-h"], "Usage: channel-editor move ID TARGET"),
        (["open", "--help", "--file", "x"], "Usage: channel-editor open ID"),
        (["list", "--help"], "Usage: channel-editor list [--json | --output FORMAT]"),
        (["reset", "--help"], "Usage: channel-editor reset"),
    ] as [([String], String)])
    func commandHelp(arguments: [String], first: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(arguments)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.lines.first?.hasPrefix(first) == true, "stdout: \(result.output)")
        #expect(result.output.contains("Exit status"))
        #expect(try cli.folderContents() == [], "help must not touch any file")
    }

    @Test("the interactive options still parse: --version, --help with --print/--reset/--file")
    func interactiveOptions() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let version = try cli.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("channel-editor "))
        let help = try cli.run(["--print", "--reset", "--file", cli.file, "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: channel-editor [--file PATH] [--catalog NAME] [--print] [--reset]"))
        let unknown = try cli.run(["--bogus"])
        #expect(unknown.status == 64)
        #expect(try cli.folderContents() == [])
    }
}
