import Foundation

/// The project's documents as text, cut into the parts the agreement tests compare.
enum DocsText {
    /// The repository root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `channel-editor pick --help` in English, from the built binary.
    static func pickHelp() throws -> String {
        try englishHelp(arguments: ["pick", "--help"])
    }

    /// `channel-editor --help` in English, from the built binary (`make test` builds it first).
    static func englishHelp(arguments: [String] = ["--help"]) throws -> String {
        try englishOutput(arguments)
    }

    /// What the built binary prints on stdout for `arguments`, in English.
    static func englishOutput(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = root.appendingPathComponent(".build/debug/channel-editor")
        process.arguments = arguments
        process.environment = ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of a Markdown section: from the heading `heading` to the next heading of the
    /// same or a higher level.
    static func markdownSection(_ heading: String, in text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
        let level = heading.prefix { $0 == "#" }.count
        let end = lines[(start + 1)...].firstIndex { line in
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && hashes <= level && line.dropFirst(hashes).first == " "
        } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The lines of a man page section: from `.SH NAME` to the next `.SH`.
    static func manSection(_ name: String, in text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == ".SH \(name)" || $0 == ".SH \"\(name)\"" }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The words a roff font macro line (`.B`, `.BR`, `.BI`, `.I`, `.IR`, `.RB`) sets: its
    /// arguments, quoted or not, with roff's escapes for `-` and the zero-width `\&` undone.
    /// Nil for any other line.
    static func roffWords(_ line: Substring) -> [String]? {
        let macros: Set<Substring> = [".B", ".BR", ".BI", ".I", ".IR", ".IB", ".RB", ".RI"]
        guard let space = line.firstIndex(of: " "), macros.contains(line[..<space]) else { return nil }
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in line[line.index(after: space)...] {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\|", with: "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
