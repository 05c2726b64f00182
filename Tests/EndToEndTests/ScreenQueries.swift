import Foundation

/// Reading a captured screen the way a person does: where is this cell, what order are the
/// cells in, what does the saved file say.
enum ScreenQueries {
    /// The (column, row) of the first character of the cell showing `name` (`[ name ]`,
    /// `[×name ]` in edit mode, `[+name ]` in Add Channels, `( name )` when locked), or nil. Columns count characters, which is right for the
    /// ASCII names the tests look for.
    static func cell(_ name: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (row, line) in screen.enumerated() {
            let characters = Array(line)
            for pattern in ["[ \(name) ]", "[×\(name) ]", "[+\(name) ]", "( \(name) )"] {
                let needle = Array(pattern)
                guard needle.count <= characters.count else { continue }
                for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
                    return (start, row)
                }
            }
        }
        return nil
    }

    /// The names of the cells in rows `rows`, in reading order.
    static func cellNames(in screen: [String], rows: Range<Int>) -> [String] {
        var names: [String] = []
        for row in rows where row < screen.count {
            let line = screen[row]
            var rest = Substring(line)
            // Cells are `[ name ]`, `[×name ]`, `[+name ]`, or `( name )` when locked.
            while let open = rest.firstIndex(where: { $0 == "[" || $0 == "(" }) {
                let closing: Character = rest[open] == "[" ? "]" : ")"
                guard let close = rest[open...].firstIndex(of: closing) else { break }
                var inner = rest[rest.index(after: open)..<close]
                if inner.hasPrefix("×") || inner.hasPrefix("+") { inner = inner.dropFirst() }
                let name = inner.trimmingCharacters(in: .whitespaces)
                if name != "Edit", name != "Done", !name.isEmpty { names.append(name) }
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }

    /// The row of the line that starts a section ("My Channels" / "Add Channels").
    static func headerRow(_ title: String, in screen: [String]) -> Int? {
        screen.firstIndex { $0.hasPrefix(" \(title)") }
    }

    /// The names of My Channels' cells on screen.
    static func mineNames(_ screen: [String]) -> [String] {
        guard let mine = headerRow("My Channels", in: screen),
              let add = headerRow("Add Channels", in: screen) else { return [] }
        return cellNames(in: screen, rows: (mine + 1)..<add)
    }

    /// The names of Add Channels' cells on screen (above the footer).
    static func availableNames(_ screen: [String]) -> [String] {
        guard let add = headerRow("Add Channels", in: screen) else { return [] }
        return cellNames(in: screen, rows: (add + 1)..<max(add + 1, screen.count - 2))
    }
}

/// The saved channels file, read with Foundation's JSON (independent of the product's parser).
struct SavedFile {
    let mine: [String]
    let mineNames: [String]
    let available: [String]
    let availableNames: [String]
    let current: String?

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let mine = object["mine"] as? [[String: Any]],
              let available = object["available"] as? [[String: Any]] else {
            throw PilotError("\(path): not a channels file")
        }
        self.mine = mine.compactMap { $0["id"] as? String }
        mineNames = mine.compactMap { $0["name"] as? String }
        self.available = available.compactMap { $0["id"] as? String }
        availableNames = available.compactMap { $0["name"] as? String }
        current = object["current"] as? String
    }
}
