import Foundation
import Testing

/// The scripting commands, run as a user's script runs them: the built binary, a channels file
/// in a scratch folder, `LANG=C.UTF-8`. `swift build` must have run first (`make test` does).
@Suite("Script commands: list, add, remove, move, open, reset")
struct ScriptTests {
    @Test("list on a fresh file prints the catalog, My Channels first, and writes nothing")
    func listFresh() throws {
        let cli = try ScriptCLI(catalog: .real)
        let result = try cli("list")
        #expect(result.status == 0, "stderr: \(result.error)")
        // The --file named is not there: said, so that a typo does not pass for the list.
        #expect(result.errorLines == ["channel-editor: \(cli.file) does not exist yet: listed is what it would start with"])
        let catalog = try ScriptCLI.realCatalog()
        var expected: [String] = []
        for (index, channel) in catalog.mine.enumerated() {
            expected.append("mine\t\(index + 1)\t\(channel.id)\t\(channel.locked ? "locked" : "-")\t\(channel.name)")
        }
        for (index, channel) in catalog.available.enumerated() {
            expected.append("available\t\(index + 1)\t\(channel.id)\t-\t\(channel.name)")
        }
        #expect(catalog.mine.contains { $0.locked }, "the catalog should have a locked channel for this test to mean something")
        #expect(result.lines == expected)
        #expect(try cli.folderContents() == [], "list must not create the file or its lock")
    }

    @Test("list --json on a fresh file is the catalog in the file format, and writes nothing")
    func listJSONFresh() throws {
        let cli = try ScriptCLI(catalog: .real)
        let result = try cli("list", "--json")
        #expect(result.status == 0, "stderr: \(result.error)")
        let board = try SavedBoard(json: Data(result.output.utf8))
        #expect(board == (try ScriptCLI.realCatalog()))
        #expect(try cli.folderContents() == [])

        // It is the file format: as a channels file it loads, and lists the same.
        try cli.write(result.output)
        let again = try cli("list", "--json")
        #expect(again.status == 0)
        #expect(again.output == result.output)
    }

    @Test("list shows the file merged with the catalog, marks current and escapes names, without saving")
    func listMerged() throws {
        let cli = try ScriptCLI(catalog: .small(extra: true))
        try cli.write(ScriptCLI.fixture(current: "tech", techName: #"Te\\ch\t\u001b[2J\u0085"#))
        let before = try cli.bytes()
        let result = try cli("list")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.lines == [
            "mine\t1\trecommended\tlocked\tRecommended",
            "mine\t2\ttop\tlocked\tTop",
            "mine\t3\ttech\tcurrent\tTe\\\\ch\\t\\u001b[2J\\u0085",
            "mine\t4\tfinance\t-\tFinance",
            "mine\t5\tsports\t-\tSports",
            "available\t1\tfood\t-\tFood",
            "available\t2\tgames\t-\tGames",
            "available\t3\ttravel\t-\tTravel",
            "available\t4\tmusic\t-\tMusic",
        ])
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x85 })
        #expect(try cli.bytes() == before, "list must not save the merged board")

        let json = try SavedBoard(json: Data(try cli("list", "--json").output.utf8))
        #expect(json.availableIDs == ["food", "games", "travel", "music"])
        #expect(json.current == "tech")
        #expect(json.mine[2].name == "Te\\ch\t\u{1B}[2J\u{85}")
    }

    @Test("add moves ids from Add Channels to the end of My Channels, in the order given")
    func add() throws {
        let cli = try ScriptCLI(catalog: .small(extra: true))
        try cli.write(ScriptCLI.fixture())
        let result = try cli("add", "travel", "food")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output.isEmpty && result.error.isEmpty)
        let board = try cli.board()
        #expect(board.mineIDs == ["recommended", "top", "tech", "finance", "sports", "travel", "food"])
        // Saved as the screen saves: merged with the catalog (music is new there).
        #expect(board.availableIDs == ["games", "music"])
        #expect(board.current == "tech")
    }

    @Test("add on a fresh file creates it from the catalog")
    func addFresh() throws {
        let cli = try ScriptCLI(catalog: .real)
        let catalog = try ScriptCLI.realCatalog()
        let id = try #require(catalog.available.first?.id)
        let result = try cli("add", id)
        #expect(result.status == 0, "stderr: \(result.error)")
        let board = try cli.board()
        #expect(board.mineIDs == catalog.mineIDs + [id])
        #expect(board.availableIDs == Array(catalog.availableIDs.dropFirst()))
    }

    @Test("remove moves ids from My Channels to the front of Add Channels, one after another")
    func remove() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let result = try cli("remove", "finance", "tech")
        #expect(result.status == 0, "stderr: \(result.error)")
        let board = try cli.board()
        #expect(board.mineIDs == ["recommended", "top", "sports"])
        #expect(board.availableIDs == ["tech", "finance", "food", "games", "travel"])
        // The current channel was removed: none is current (the rule the screen follows too). The
        // file still names it as the one last opened; `list` marks no Add Channels channel.
        #expect(board.current == "tech")
        let list = try cli("list").output
        #expect(!list.contains("current"), "list marks an Add Channels channel as current:\n\(list)")
        #expect(list.contains("available\t1\ttech\t-\tTech"))
    }

    @Test("move puts the channel at POSITION among all of My Channels", arguments: [
        ("sports", 3, ["recommended", "top", "sports", "tech", "finance"]),
        ("tech", 5, ["recommended", "top", "finance", "sports", "tech"]),
        ("tech", 4, ["recommended", "top", "finance", "tech", "sports"]),
        ("finance", 3, ["recommended", "top", "finance", "tech", "sports"]),
    ])
    func move(id: String, position: Int, expected: [String]) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let result = try cli("move", id, String(position))
        #expect(result.status == 0, "stderr: \(result.error)")
        let board = try cli.board()
        #expect(board.mineIDs == expected)
        #expect(board.availableIDs == ["food", "games", "travel"])
    }

    @Test("a move to where the channel is already succeeds without writing, locked or not", arguments: [
        ("tech", "3"), ("sports", "5"), ("top", "2"), ("recommended", "1"),
    ])
    func noOpMove(id: String, position: String) throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.identity()
        let result = try cli("move", id, position)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.error.isEmpty)
        #expect(try cli.identity() == before, "the file was rewritten")
    }

    @Test("open makes a My Channels channel current; opening the current one writes nothing")
    func open() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let result = try cli("open", "sports")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output.isEmpty)
        let board = try cli.board()
        #expect(board.current == "sports")
        #expect(board.mineIDs == ["recommended", "top", "tech", "finance", "sports"])

        let before = try cli.identity()
        #expect(try cli("open", "sports").status == 0)
        #expect(try cli.identity() == before)
        // A locked channel can be opened.
        #expect(try cli("open", "top").status == 0)
        #expect(try cli.board().current == "top")
    }

    @Test("--file may come before or after the command, also as --file=PATH")
    func filePlacement() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        #expect(try cli.run(["--file", cli.file, "add", "food"]).status == 0)
        #expect(try cli.run(["add", "--file", cli.file, "games"]).status == 0)
        #expect(try cli.run(["-f", cli.file, "move", "games", "3"]).status == 0)
        #expect(try cli.run(["open", "food", "--file=" + cli.file]).status == 0)
        let board = try cli.board()
        #expect(board.mineIDs == ["recommended", "top", "games", "tech", "finance", "sports", "food"])
        #expect(board.current == "food")
    }

    @Test("without --file the commands use $XDG_CONFIG_HOME/channel-editor/channels.json")
    func defaultFile() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        let result = try cli.run(["add", "food"])
        #expect(result.status == 0, "stderr: \(result.error)")
        let path = cli.scratch.file("config/channel-editor/channels.json")
        let board = try SavedBoard(json: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(board.mineIDs.last == "food")
        #expect(try cli.run(["list"]).lines.contains("mine\t5\tfood\t-\tFood"))
    }

    @Test("`--` ends the options, so an id may start with a dash")
    func dashID() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture(extraAvailable: #"{"id": "-x", "name": "Dash"}"#))
        let result = try cli.run(["add", "--file", cli.file, "--", "-x"])
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try cli.board().mineIDs.last == "-x")
    }

    @Test("reset moves the file aside, says where on stderr, and the next run uses the catalog")
    func reset() throws {
        let cli = try ScriptCLI(catalog: .small(extra: false))
        try cli.write(ScriptCLI.fixture())
        let before = try cli.bytes()
        let result = try cli("reset")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("channel-editor: "))
        #expect(result.error.contains(cli.file + ".bak"), "stderr: \(result.error)")
        #expect(result.errorLines.count == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.file))
        #expect(try cli.scratch.bytes("channels.json.bak") == before)
        #expect(try SavedBoard(json: Data(try cli("list", "--json").output.utf8)).current == nil)

        // A second backup never overwrites the first.
        try cli.write(ScriptCLI.fixture(current: "sports"))
        let second = try cli.bytes()
        #expect(try cli("reset").status == 0)
        #expect(try cli.scratch.bytes("channels.json.bak") == before)
        #expect(try cli.scratch.bytes("channels.json.bak.1") == second)

        // Nothing to reset: fine, and it says so.
        let none = try cli("reset")
        #expect(none.status == 0)
        #expect(none.errorLines.count == 1)
    }

    @Test("a shell script can add and move, then list shows it")
    func shellScript() throws {
        let cli = try ScriptCLI(catalog: .real)
        let catalog = try ScriptCLI.realCatalog()
        let first = try #require(catalog.available.first?.id)
        let second = try #require(catalog.available.dropFirst().first?.id)
        let lockedCount = catalog.mine.prefix { $0.locked }.count
        let script = """
            set -e
            ce="$1"; file="$2"
            "$ce" add "\(first)" "\(second)" --file "$file"
            "$ce" --file "$file" move "\(second)" \(lockedCount + 1)
            "$ce" open "\(second)" --file "$file"
            "$ce" list --file "$file" | awk -F '\\t' '$1 == "mine" { print $2 ":" $3 ":" $4 }'
            """
        let result = try Shell.run("/bin/sh", ["-c", script, "sh", ScriptCLI.binary, cli.file],
                                   environment: cli.environment)
        #expect(result.status == 0, "stderr: \(result.error)")
        var ids = catalog.mineIDs + [first]
        ids.insert(second, at: lockedCount)
        let expected = ids.enumerated().map { index, id in
            let flags = index < lockedCount ? "locked" : id == second ? "current" : "-"
            return "\(index + 1):\(id):\(flags)"
        }
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }
}

// MARK: - Support

/// Runs the built `channel-editor` in a scratch folder with a clean environment: `LANG=C.UTF-8`,
/// `HOME` and `XDG_CONFIG_HOME` inside the scratch folder (never the user's own file), and
/// either the repository's catalog or a small test catalog (`CHANNEL_EDITOR_DATA`).
struct ScriptCLI {
    enum CatalogChoice {
        /// `Resources/catalogs/en.json`, found next to the binary.
        case real
        /// `smallCatalog`; `extra` adds a channel ("music") that `fixture()` lacks.
        case small(extra: Bool)
    }

    /// The repository root, from this file's place in it (Tests/EndToEndTests/ScriptTests.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary (`swift build` before `swift test`).
    static var binary: String { root.appendingPathComponent(".build/debug/channel-editor").path }

    let scratch: Scratch
    let environment: [String: String]

    /// The channels file the tests pass with `--file`.
    var file: String { scratch.file("channels.json") }

    init(catalog: CatalogChoice) throws {
        guard FileManager.default.isExecutableFile(atPath: ScriptCLI.binary) else {
            throw PilotError("\(ScriptCLI.binary) is missing: run `swift build` before the tests")
        }
        scratch = try Scratch()
        var environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.path + "/home",
                           "XDG_CONFIG_HOME": scratch.path + "/config"]
        if case .small(let extra) = catalog {
            let folder = scratch.path + "/data/catalogs"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try ScriptCLI.smallCatalog(extra: extra).write(toFile: folder + "/en.json", atomically: false, encoding: .utf8)
            environment["CHANNEL_EDITOR_DATA"] = scratch.path + "/data"
        }
        self.environment = environment
    }

    /// Runs the program with `arguments` then `--file <file>`.
    func callAsFunction(_ arguments: String...) throws -> Shell.Result {
        try run(arguments + ["--file", file])
    }

    /// Runs the program with exactly `arguments`.
    func run(_ arguments: [String]) throws -> Shell.Result {
        try Shell.run(ScriptCLI.binary, arguments, environment: environment, directory: scratch.path)
    }

    func write(_ text: String) throws { try scratch.write("channels.json", text) }
    func bytes() throws -> Data { try scratch.bytes("channels.json") }
    func board() throws -> SavedBoard { try SavedBoard(json: bytes()) }

    /// The file's bytes and inode: an atomic save always makes a new inode, so a file that was
    /// not written keeps both.
    func identity() throws -> FileIdentity {
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        return FileIdentity(bytes: try bytes(), inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }

    /// Names in the scratch folder other than the ones the helper made (home, config, data).
    func folderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path)
            .filter { !["home", "config", "data"].contains($0) }.sorted()
    }

    /// The board in `Resources/catalogs/en.json`.
    static func realCatalog() throws -> SavedBoard {
        try SavedBoard(json: Data(contentsOf: root.appendingPathComponent("Resources/catalogs/en.json")))
    }

    static func smallCatalog(extra: Bool) -> String {
        """
        {"version": 1, "current": null,
         "mine": [{"id": "recommended", "name": "Recommended", "locked": true},
                  {"id": "top", "name": "Top", "locked": true},
                  {"id": "tech", "name": "Tech"}, {"id": "finance", "name": "Finance"}],
         "available": [{"id": "sports", "name": "Sports"}, {"id": "food", "name": "Food"},
                       {"id": "games", "name": "Games"}, {"id": "travel", "name": "Travel"}\(
                           extra ? #", {"id": "music", "name": "Music"}"# : "")]}
        """
    }

    /// A channels file with every channel of `smallCatalog(extra: false)`: My Channels is
    /// recommended, top (both locked), tech, finance, sports; Add Channels is food, games, travel.
    static func fixture(current: String? = "tech", techName: String = "Tech", extraAvailable: String? = nil) -> String {
        """
        {
          "version": 1,
          "current": \(current.map { "\"\($0)\"" } ?? "null"),
          "mine": [
            {"id": "recommended", "name": "Recommended", "locked": true},
            {"id": "top", "name": "Top", "locked": true},
            {"id": "tech", "name": "\(techName)"},
            {"id": "finance", "name": "Finance"},
            {"id": "sports", "name": "Sports"}
          ],
          "available": [
            {"id": "food", "name": "Food"},
            {"id": "games", "name": "Games"},
            {"id": "travel", "name": "Travel"}\(extraAvailable.map { ",\n    " + $0 } ?? "")
          ]
        }

        """
    }
}

struct FileIdentity: Equatable {
    let bytes: Data
    let inode: UInt64
}

/// A channels file read with Foundation, independently of the program's own decoder.
struct SavedBoard: Equatable {
    struct Entry: Equatable {
        var id: String
        var name: String
        var locked: Bool
    }

    var current: String?
    var mine: [Entry]
    var available: [Entry]

    var mineIDs: [String] { mine.map(\.id) }
    var availableIDs: [String] { available.map(\.id) }

    init(json: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw PilotError("not a JSON object")
        }
        guard [1, 2].contains(root["version"] as? Int ?? 0) else { throw PilotError("version is neither 1 nor 2") }
        current = root["current"] as? String
        mine = try SavedBoard.entries(root["mine"])
        available = try SavedBoard.entries(root["available"])
    }

    private static func entries(_ value: Any?) throws -> [Entry] {
        guard let list = value as? [[String: Any]] else { throw PilotError("not a list of channels") }
        return try list.map { object in
            guard let id = object["id"] as? String, let name = object["name"] as? String else {
                throw PilotError("a channel without id or name")
            }
            return Entry(id: id, name: name, locked: object["locked"] as? Bool ?? false)
        }
    }
}

extension Shell.Result {
    /// Standard output, split into lines.
    var lines: [String] { Self.split(output) }
    /// Standard error, split into lines.
    var errorLines: [String] { Self.split(error) }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
