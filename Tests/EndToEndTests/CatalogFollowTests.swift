import Foundation
import Testing

/// Issue 12.3: only a file that follows a catalog gets the catalog's new channels; a file that
/// names none is its own universe. `--catalog` picks one for a run.
@Suite("Catalogs: only for files that follow one")
struct CatalogFollowTests {
    /// A file of the user's own channels; `auto` vs `autos` was the case that showed "Autos" twice.
    static func ownFile(version: Int, catalog: String = "") -> String {
        """
        {"version": \(version),\(catalog) "current": null,
         "mine": [{"id": "autos", "name": "Autos"}, {"id": "mytabs", "name": "My tabs"}],
         "available": [{"id": "misc", "name": "Misc"}]}

        """
    }

    @Test("a version 2 file naming no catalog never gains the catalog's channels, in list or after a save")
    func noCatalogIsItsOwnUniverse() throws {
        let cli = try ScriptCLI(catalog: .real)
        try cli.write(Self.ownFile(version: 2, catalog: #" "catalog": null,"#))
        let listed = try cli("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(listed.lines.map { $0.split(separator: "\t")[2] } == ["autos", "mytabs", "misc"])
        let added = try cli("add", "misc")
        #expect(added.status == 0, "stderr: \(added.error)")
        let board = try cli.board()
        #expect(board.mineIDs == ["autos", "mytabs", "misc"] && board.availableIDs.isEmpty)
        #expect(try Self.root(cli)["catalog"] is NSNull, "the file still names no catalog")
    }

    @Test("a version 1 file without the catalog's locked channels is left alone, and saved as version 2 naming none")
    func version1OwnFile() throws {
        let cli = try ScriptCLI(catalog: .real)
        try cli.write(Self.ownFile(version: 1))
        let listed = try cli("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        #expect(!listed.output.contains("Recommended"), "no locked catalog channel joins a file of one's own")
        #expect(listed.lines.count == 3)
        #expect(try cli("move", "mytabs", "1").status == 0)
        let root = try Self.root(cli)
        #expect(root["version"] as? Int == 2 && root["catalog"] is NSNull)
    }

    @Test("a version 1 file an earlier release wrote follows the locale's catalog and records it")
    func version1FollowingFile() throws {
        let cli = try ScriptCLI(catalog: .small(extra: true))
        try cli.write(ScriptCLI.fixture())
        #expect(try cli("add", "music").status == 0)
        let root = try Self.root(cli)
        #expect(root["version"] as? Int == 2 && root["catalog"] as? String == "en")
        #expect(try cli.board().mineIDs.last == "music")
    }

    @Test("a new file starts from the locale's catalog and records it")
    func newFileRecordsItsCatalog() throws {
        let cli = try ScriptCLI(catalog: .real)
        #expect(try cli("add", "auto").status == 0)
        #expect(try Self.root(cli)["catalog"] as? String == "en")
    }

    @Test("--catalog none, a bundled name, an alias, a path; an unknown name is a usage error")
    func catalogOption() throws {
        let cli = try ScriptCLI(catalog: .real)
        let none = try cli("list", "--catalog", "none")
        #expect(none.status == 0 && none.output.isEmpty, "no file and no catalog: an empty board")

        let zh = try cli("list", "--catalog=zh")
        #expect(zh.status == 0 && zh.output.contains("推荐"), "zh is an alias of zh-Hans: \(zh.error)")
        #expect(try cli("add", "auto", "--catalog", "zh-Hans").status == 0)
        #expect(try Self.root(cli)["catalog"] as? String == "zh-Hans")

        let other = try ScriptCLI(catalog: .real)
        try other.write(Self.ownFile(version: 2, catalog: #" "catalog": null,"#))
        try other.scratch.write("extra.json", #"{"version": 1, "mine": [], "available": [{"id": "news", "name": "News"}]}"#)
        let merged = try other("list", "--catalog", other.scratch.file("extra.json"))
        #expect(merged.status == 0, "stderr: \(merged.error)")
        #expect(merged.lines.last?.hasPrefix("available\t2\tnews\t") == true)

        let unknown = try cli("list", "--catalog", "fr")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("channel-editor: unknown catalog \"fr\""))
        let missing = try other("list", "--catalog", "/nonexistent/x.json")
        #expect(missing.status == 66, "an explicitly named catalog that is missing is an error: \(missing.error)")
    }

    private static func root(_ cli: ScriptCLI) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: cli.bytes()) as? [String: Any])
    }
}
