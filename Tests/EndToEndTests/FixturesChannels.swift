import Foundation

/// One channel as the end-to-end tests write it into a channels file.
struct FixtureChannel: Equatable {
    var id: String
    var name: String
    var locked = false
}

/// Channels files for the end-to-end tests: written by hand (so that hostile names, bad
/// versions and broken bytes can be produced on purpose) and read back with Foundation's own
/// `JSONSerialization`, independent of the product's decoder.
enum ChannelFixtures {
    /// The English catalog that ships with the binary (top-level `Resources/`).
    static var catalogPath: String {
        TmuxPilot.root.appendingPathComponent("Resources/catalogs/en.json").path
    }

    /// The bundled English catalog, read with `JSONSerialization`.
    static func catalog() throws -> (mine: [FixtureChannel], available: [FixtureChannel]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: catalogPath))
        guard let parsed = ChannelFileCheck.parse(data) else { throw PilotError("the bundled catalog does not parse") }
        return (parsed.mine, parsed.available)
    }

    /// A version-1 channels file holding these lists.
    static func fileText(mine: [FixtureChannel], available: [FixtureChannel], current: String? = nil) -> String {
        var text = "{\n  \"version\": 1,\n  \"current\": "
        text += current.map(jsonString) ?? "null"
        text += ",\n  \"mine\": " + list(mine) + ",\n  \"available\": " + list(available) + "\n}\n"
        return text
    }

    private static func list(_ channels: [FixtureChannel]) -> String {
        if channels.isEmpty { return "[]" }
        let lines = channels.map { channel in
            "    {\"id\": \(jsonString(channel.id)), \"name\": \(jsonString(channel.name))"
                + (channel.locked ? ", \"locked\": true}" : "}")
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n  ]"
    }

    /// A JSON string literal; every control character (C0, DEL and C1) is written as `\uXXXX`,
    /// so a hostile name travels through the file as plain ASCII escapes.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `count` plain channels `c00001`, `c00002`, ... named `Channel 1`, ...
    static func numbered(_ count: Int, prefix: String = "c") -> [FixtureChannel] {
        (0..<count).map { index in
            let number = String(index + 1)
            let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
            return FixtureChannel(id: prefix + padded, name: "Channel \(index + 1)")
        }
    }
}

/// What a channels file holds, checked with `JSONSerialization` (not the product's decoder).
struct ChannelFileCheck: Equatable {
    var mine: [FixtureChannel]
    var available: [FixtureChannel]

    var mineIDs: [String] { mine.map(\.id) }
    var availableIDs: [String] { available.map(\.id) }
    var allIDs: [String] { mineIDs + availableIDs }

    /// Parses a version 1 or 2 file; nil when it is not JSON or not shaped like a channels file.
    static func parse(_ data: Data) -> ChannelFileCheck? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              [1, 2].contains((root["version"] as? NSNumber)?.intValue ?? 0),
              let mine = channels(root["mine"]), let available = channels(root["available"])
        else { return nil }
        return ChannelFileCheck(mine: mine, available: available)
    }

    /// Parses the file at `path`; nil when it is missing or does not parse.
    static func read(_ path: String) -> ChannelFileCheck? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return parse(data)
    }

    private static func channels(_ value: Any?) -> [FixtureChannel]? {
        guard let array = value as? [Any] else { return nil }
        var result: [FixtureChannel] = []
        for element in array {
            guard let object = element as? [String: Any], let id = object["id"] as? String,
                  let name = object["name"] as? String, !id.isEmpty, !name.isEmpty else { return nil }
            let locked = (object["locked"] as? NSNumber)?.boolValue ?? false
            result.append(FixtureChannel(id: id, name: name, locked: locked))
        }
        return result
    }

    /// Problems with the file's set of channels against `expectedIDs`: missing, extra, doubled.
    func completenessProblems(expectedIDs: Set<String>) -> [String] {
        var problems: [String] = []
        var counts: [String: Int] = [:]
        for id in allIDs { counts[id, default: 0] += 1 }
        let doubled = counts.filter { $0.value > 1 }.keys.sorted()
        if !doubled.isEmpty { problems.append("held more than once: \(doubled)") }
        let missing = expectedIDs.subtracting(counts.keys).sorted()
        if !missing.isEmpty { problems.append("missing: \(missing)") }
        let extra = Set(counts.keys).subtracting(expectedIDs).sorted()
        if !extra.isEmpty { problems.append("unexpected: \(extra)") }
        return problems
    }
}
