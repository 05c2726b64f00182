import Foundation

/// Small channels files whose screens the tests can reason about.
enum Fixtures {
    /// One locked channel, four movable ones, four to add; "Tech" is current.
    static let small = """
        {
          "version": 1,
          "current": "tech",
          "mine": [
            {"id": "top", "name": "Top", "locked": true},
            {"id": "tech", "name": "Tech"},
            {"id": "finance", "name": "Finance"},
            {"id": "sports", "name": "Sports"},
            {"id": "games", "name": "Games"}
          ],
          "available": [
            {"id": "autos", "name": "Autos"},
            {"id": "health", "name": "Health"},
            {"id": "travel", "name": "Travel"},
            {"id": "food", "name": "Food"}
          ]
        }

        """
}

extension Fixtures {
    /// Writes `small` as `c.json` and as the only catalog (so the catalog merge adds nothing);
    /// returns the arguments and environment that make the editor use exactly them.
    static func smallBoard(in scratch: Scratch) throws -> (arguments: [String], environment: [String: String]) {
        try scratch.write("c.json", small)
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", small)
        try scratch.write("data/catalogs/zh.json", small)
        return (["--file", scratch.file("c.json")], ["CHANNEL_EDITOR_DATA": scratch.file("data")])
    }
}
