import CommandLineKit
import PickKit
import Testing
import channel_editor

/// A newcomer's slips on the command line: asking for help as a command, naming two files,
/// and an option where an option's value belongs.
@Suite struct CommandLineSlipsTests {
    /// `channel-editor help` (and `h`, `usage`, `-?`): the refusal says where the help is.
    @Test func helpAsACommandPointsAtTheHelpOption() {
        let pointer = "(for help: channel-editor --help, or channel-editor COMMAND --help)"
        for word in ["help", "h", "usage", "?", "HELP"] {
            #expect(usageRefusal([word])?.message == "unknown command \"\(word)\" \(pointer)", "\(word)")
        }
        #expect(usageRefusal(["help", "add"])?.message == "unknown command \"help\" (did you mean \"channel-editor add --help\"?)")
        #expect(usageRefusal(["-?"])?.message == "unknown option \"-?\" (did you mean \"--help\"?)")
        #expect(usageRefusal(["-help"])?.message == "unknown option \"-help\" (did you mean \"--help\"?)")
        #expect(usageRefusal(["--usage"])?.message == "unknown option \"--usage\" (did you mean \"--help\"?)")
    }

    /// Two different `--file`s: refused, naming both (the last won silently). The same path
    /// twice is the same request.
    @Test func twoDifferentFilesAreRefused() throws {
        #expect(usageRefusal(["--file", "a.json", "list", "--file", "b.json"])?.message
            == "--file is given twice: \"a.json\" and \"b.json\" (name one file)")
        #expect(usageRefusal(["-f", "a.json", "--file=b.json"])?.message
            == "--file is given twice: \"a.json\" and \"b.json\" (name one file)")
        #expect(usageRefusal(["--file", "a.json", "list", "--file", "a.json"]) == nil)
        // pick's --file, the same (dialog's form has its own, expanded before: see DialogFileTests).
        #expect(usageRefusal(["pick", "--file", "a.m3u", "--file", "b.m3u"])?.message
            == "--file is given twice: \"a.m3u\" and \"b.m3u\" (name one file)")
        #expect(usageRefusal(["pick", "--file", "--file"])?.message == "--file needs a path, not --file")
    }

    /// An option where an option's value belongs (`--file --file s.json`): refused, the option
    /// named, for every option of the program that takes a value; `--file=--file` is a path.
    @Test func anOptionIsNoOptionsValue() throws {
        #expect(usageRefusal(["--file", "--file", "s.json"])?.message == "--file needs a path, not --file")
        #expect(usageRefusal(["-f", "-f", "s.json"])?.message == "-f needs a path, not -f")
        #expect(usageRefusal(["list", "--file", "--json"])?.message == "--file needs a path, not --json")
        #expect(usageRefusal(["--catalog", "--file", "x.json"])?.message == "--catalog needs a name or a path, not --file")
        #expect(usageRefusal(["--format", "--file", "x"])?.message == "--format needs json, m3u, newsboat, enigma2 or vdr, not --file")
        #expect(usageRefusal(["list", "--output", "--file", "x"])?.message == "--output needs text, json, m3u or opml, not --file")
        #expect(usageRefusal(["--layout", "--file", "x"])?.message == "--layout needs auto, grid or list, not --file")
        #expect(usageRefusal(["--layout", "--no-mouse"])?.message == "--layout needs auto, grid or list, not --no-mouse")
        #expect(usageRefusal(["--file=--file", "list"]) == nil)
        // A word that only looks like an option is a value: a path of that name.
        #expect(usageRefusal(["--file", "-notes.json", "list"]) == nil)
    }
}
