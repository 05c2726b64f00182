import Foundation
import Testing

/// Issue 22.6 and 22.10: scripting without guessing, and help with mistakes in paths and files.
@Suite("Script commands: move targets, usage per command, suggestions, paths and files")
struct FirstHourScriptTests {
    @Test("move takes first, last, --before ID and --after ID", arguments: [
        (["tech", "last"], ["recommended", "top", "finance", "sports", "tech"]),
        (["sports", "first"], ["recommended", "top", "sports", "tech", "finance"]),
        (["sports", "--before", "tech"], ["recommended", "top", "sports", "tech", "finance"]),
        (["tech", "--after", "finance"], ["recommended", "top", "finance", "tech", "sports"]),
        (["tech", "--before", "sports"], ["recommended", "top", "finance", "tech", "sports"]),
        (["sports", "--after", "tech"], ["recommended", "top", "tech", "sports", "finance"]),
    ] as [([String], [String])])
    func moveTargets(arguments: [String], expected: [String]) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let result = try cli.run(["move"] + arguments + ["--file", cli.file])
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try cli.board().mineIDs == expected)
    }

    @Test("move --before a channel not in My Channels is refused, the file untouched")
    func moveNextToAnAvailableChannel() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let result = try cli("move", "tech", "--before", "food")
        #expect(result.status == 1)
        #expect(result.errorLines.first?.hasSuffix("cannot move \"tech\" before \"food\": \"food\" is not in My Channels") == true,
                "stderr: \(result.error)")
        #expect(try cli.identity() == before)
    }

    @Test("a command's usage error prints that command's usage", arguments: [
        (["move", "tech"], "move"), (["add"], "add"), (["list", "--bogus"], "list"),
    ] as [([String], String)])
    func commandUsage(arguments: [String], command: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.errorLines.dropFirst().first?.hasPrefix("Usage: channel-editor \(command) ") == true, "\(result.error)")
        #expect(result.errorLines.last == "Try 'channel-editor \(command) --help' for more.")
    }

    @Test("an unknown command or option suggests the nearest one", arguments: [
        (["ad", "food"], "unknown command \"ad\" (did you mean \"add\"?)"),
        (["lsit"], "unknown command \"lsit\" (did you mean \"list\"?)"),
        (["list", "--fil", "x"], "unknown option \"--fil\" (did you mean \"--file\"?)"),
        (["--catlog", "en"], "unknown option \"--catlog\" (did you mean \"--catalog\"?)"),
        (["frobnicate"], "unknown command \"frobnicate\""),
    ] as [([String], String)])
    func suggestions(arguments: [String], message: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.errorLines.first == "channel-editor: " + message, "\(result.error)")
    }

    @Test("--file in a folder that does not exist is an error: nothing is created")
    func missingFolder() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(["add", "food", "--file", "./nodir/sub/x.json"])
        #expect(result.status == 74)
        #expect(result.errorLines == ["channel-editor: ./nodir/sub/x.json: no folder ./nodir/sub: check the path, or create the folder first (mkdir -p ./nodir/sub)"],
                "\(result.error)")
        #expect(try cli.folderContents() == [], "a folder or file was created")
    }

    @Test("an empty file, or one that is not a channels file, says what was expected and how to start one",
          arguments: ["", "[1, 2]", "{\"foo\": 1}", "hello"])
    func notAChannelsFile(text: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(text)
        let result = try cli("list")
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.error.contains("expected a channels file: a JSON object with \"version\", \"mine\" and \"available\""), "\(result.error)")
        // The advice names this very file, ready to paste.
        #expect(result.error.contains("channel-editor reset --file \(cli.file) moves this one aside"), "\(result.error)")
    }

    @Test("a file named as something else (shopping.txt) is not advised to be reset: that would move it aside")
    func notAChannelsFileByName() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write("shopping.txt", "milk\neggs\n")
        let result = try cli.run(["list", "--file", "shopping.txt"])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.error.contains("if this is not the file you meant, --file NEW.json starts a new one"), "\(result.error)")
        #expect(!result.error.contains("reset"), "\(result.error)")
    }

    @Test("a catalog of another kind of file is refused by name, before it is read",
          arguments: [(["--file", "k.json", "--catalog", "export.opml"], "export.opml"),
                      (["--file", "fav.m3u8", "--catalog", "en"], "en"),
                      (["--file", "fav.m3u8", "--catalog", "export.opml"], "export.opml"),
                      (["--file", "urls", "--catalog", "provider.m3u"], "provider.m3u")])
    func wrongKindOfCatalog(arguments: [String], catalog: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write("export.opml", "<?xml version=\"1.0\"?><opml version=\"2.0\"><body/></opml>\n")
        try cli.scratch.write("provider.m3u", "#EXTM3U\n#EXTINF:-1,A\nhttp://a.invalid/\n")
        let result = try cli.run(["list"] + arguments)
        #expect(result.status == 64)
        #expect(result.errorLines == ["channel-editor: \"\(catalog)\" is not a catalog for this file: a playlist takes a playlist (.m3u, .m3u8), a newsboat urls file an OPML file (.opml), a channels file en, zh-Hans, zh-Hant or a .json catalog"], "\(result.error)")
        #expect(try cli.folderContents() == ["export.opml", "provider.m3u"], "nothing was written")
    }

    @Test("list --output m3u or opml of a file that is not a playlist or a feed list is refused (its ids are no URLs)",
          arguments: [("m3u", "--output m3u lists a playlist (a .m3u or .m3u8 file, or --format m3u)"),
                      ("opml", "--output opml lists a newsboat urls file (or --format newsboat)")])
    func listOutputNeedsItsFormat(output: String, message: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli("list", "--output", output)
        #expect(result.status == 64)
        #expect(result.errorLines == ["channel-editor: \(message)"], "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("a file whose name picked the wrong format says which --format opens it (a playlist or feed list named .txt, a channels file named .m3u)",
          arguments: [
            ("list.txt", "\u{FEFF}#EXTM3U\n#EXTINF:-1,A\nhttp://a/1\n", "line 1: this looks like an M3U playlist, not a channels file: open it with --format m3u (or name it .m3u8)"),
            ("feeds", "\nhttps://example.org/feed.xml \"tech\"\n", "line 1: this looks like a newsboat feed list or a plain playlist, not a channels file: open it with --format newsboat or --format m3u"),
            // A urls file's backup copy: comments first, then the feeds (issue: a JSON parser's complaint).
            ("urls.orig", "# newsboat feeds\n\n#https://old.example.com/feed.xml\nhttps://example.org/feed.xml\n",
             "line 1: this looks like a newsboat feed list or a plain playlist, not a channels file: open it with --format newsboat or --format m3u"),
            // Past comments, #EXTINF still says playlist.
            ("list2.txt", "# my channels\n#EXTINF:-1,A\nhttp://a/1\n", "line 1: this looks like an M3U playlist, not a channels file: open it with --format m3u (or name it .m3u8)"),
            ("tv.m3u", "{\"version\": 2, \"mine\": [], \"available\": []}\n", "line 1: this looks like a channels file (JSON), not a playlist: open it with --format json"),
          ])
    func misnamedFile(name: String, text: String, problem: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.scratch.write(name, text)
        let path = cli.scratch.file(name)
        let result = try cli.run(["list", "--file", path])
        #expect(result.status == 65)
        #expect(result.errorLines == ["channel-editor: \(path): \(problem)"], "\(result.error)")
        #expect(FileManager.default.contents(atPath: path).map { Array($0) } == Array(text.utf8), "the file was changed")
    }
}
