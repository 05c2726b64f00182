import ChannelCore

/// Checks a parsed channel file against the format and builds the board. Stops at the first
/// problem, in file order, and names it with its place: `mine[2].id (line 5, column 10)`.
struct ChannelFileDecoder {
    let path: String

    /// Where an id was first seen, to point duplicates back at it (text is made only on error).
    private struct Sighting {
        var section: Section
        var index: Int
        var position: JSONPosition
    }

    private static let topLevelKeys = ["version", "catalog", "current", "mine", "available"]
    private static let channelKeys = ["id", "name", "locked"]

    func file(from root: JSONNode) throws(StoreError) -> ChannelFile {
        guard case .object(let members) = root.value else {
            throw failure(at: "", root.position, "the file must hold a JSON object, found \(root.value.kindDescription)")
        }
        let version = try checkVersion(members, root: root)
        var catalog: String?
        var seen: [String: Sighting] = [:]
        var mine: [Channel]?
        var available: [Channel]?
        var currentMember: JSONMember?
        for member in members {
            switch member.key {
            case "version":
                continue
            case "catalog" where version >= 2:
                catalog = try catalogName(member)
            case "catalog":
                throw failure(at: "catalog", member.keyPosition, "\"catalog\" is a key of version 2; this file says version 1")
            case "current":
                currentMember = member
            case "mine":
                mine = try channels(member.value, section: .mine, seen: &seen)
            case "available":
                available = try channels(member.value, section: .available, seen: &seen)
            default:
                throw unknownKey(member, path: "", expected: Self.topLevelKeys)
            }
        }
        guard let mine else { throw failure(at: "", root.position, "missing key \"mine\"") }
        guard let available else { throw failure(at: "", root.position, "missing key \"available\"") }
        let current = try currentID(currentMember, seen: seen)
        do {
            return ChannelFile(board: try Board(mine: mine, available: available, current: current),
                               catalog: catalog, version: version)
        } catch {
            // The checks above rule this out; report it rather than trap if they ever miss a case.
            throw StoreError(path: path, problem: error.description, kind: .invalidData)
        }
    }

    /// The version, 1 or 2.
    private func checkVersion(_ members: [JSONMember], root: JSONNode) throws(StoreError) -> Int {
        guard let member = members.first(where: { $0.key == "version" }) else {
            throw failure(at: "", root.position, "missing key \"version\"")
        }
        guard case .number(let text) = member.value.value else {
            throw failure(at: "version", member.value.position, "expected a number, found \(member.value.value.kindDescription)")
        }
        guard let version = ChannelFileCodec.readableVersions.first(where: { text == String($0) }) else {
            let versions = ChannelFileCodec.readableVersions
            throw failure(at: "version", member.value.position,
                          "unsupported version \(text.count > 20 ? String(text.prefix(20)) + "…" : text) "
                            + "(this channel-editor reads versions \(versions.lowerBound) and \(versions.upperBound))")
        }
        return version
    }

    /// `"catalog"`: a catalog name (see `ChannelFile.isCatalogName`) or null.
    private func catalogName(_ member: JSONMember) throws(StoreError) -> String? {
        switch member.value.value {
        case .null:
            return nil
        case .string(let name):
            guard ChannelFile.isCatalogName(name) else {
                throw failure(at: "catalog", member.value.position,
                              "catalog \(MessageText.quoted(name)) is not a catalog name (letters, digits, - or _; at most 32)")
            }
            return name
        default:
            throw failure(at: "catalog", member.value.position, "expected a catalog name or null, found \(member.value.value.kindDescription)")
        }
    }

    private func channels(_ node: JSONNode, section: Section, seen: inout [String: Sighting]) throws(StoreError) -> [Channel] {
        guard case .array(let elements) = node.value else {
            throw failure(at: Self.name(of: section), node.position, "expected an array of channels, found \(node.value.kindDescription)")
        }
        var result: [Channel] = []
        result.reserveCapacity(elements.count)
        seen.reserveCapacity(seen.count + elements.count)
        for (index, element) in elements.enumerated() {
            let (channel, idPosition) = try self.channel(element, section: section, index: index)
            if let first = seen[channel.id] {
                let firstLocation = location(Self.path(first.section, first.index) + ".id", first.position)
                let problem = first.section == section
                    ? "duplicate id \(MessageText.quoted(channel.id)) (first at \(firstLocation))"
                    : "id \(MessageText.quoted(channel.id)) is in both mine and available (first at \(firstLocation))"
                throw failure(at: Self.path(section, index) + ".id", idPosition, problem)
            }
            seen[channel.id] = Sighting(section: section, index: index, position: idPosition)
            result.append(channel)
        }
        return result
    }

    /// One channel and where its id is. Paths like `mine[2]` are only spelled out for errors.
    private func channel(_ node: JSONNode, section: Section, index: Int) throws(StoreError) -> (Channel, JSONPosition) {
        guard case .object(let members) = node.value else {
            throw failure(at: Self.path(section, index), node.position, "a channel must be an object, found \(node.value.kindDescription)")
        }
        var idMember: JSONMember?
        var nameMember: JSONMember?
        var lockedMember: JSONMember?
        for member in members {
            switch member.key {
            case "id": idMember = member
            case "name": nameMember = member
            case "locked": lockedMember = member
            default: throw unknownKey(member, path: Self.path(section, index), expected: Self.channelKeys)
            }
        }
        let id = try text("id", idMember, in: node, section: section, index: index)
        if id.unicodeScalars.contains(where: MessageText.isControl) {
            throw failure(at: Self.path(section, index) + ".id", idMember?.value.position ?? node.position,
                          "id \(MessageText.quoted(id)) contains a control character")
        }
        let name = try text("name", nameMember, in: node, section: section, index: index)
        var locked = false
        if let member = lockedMember {
            guard case .bool(let value) = member.value.value else {
                throw failure(at: Self.path(section, index) + ".locked", member.value.position,
                              "expected true or false, found \(member.value.value.kindDescription)")
            }
            locked = value
            if locked, section == .available {
                throw failure(at: Self.path(section, index) + ".locked", member.value.position,
                              "channel \(MessageText.quoted(id)) is locked, but locked channels must be in mine")
            }
        }
        return (Channel(id: id, name: name, locked: locked), idMember?.value.position ?? node.position)
    }

    /// A required, non-empty string member of a channel.
    private func text(_ key: String, _ member: JSONMember?, in node: JSONNode, section: Section, index: Int) throws(StoreError) -> String {
        guard let member else {
            throw failure(at: Self.path(section, index), node.position, "missing key \"\(key)\"")
        }
        guard case .string(let value) = member.value.value else {
            throw failure(at: Self.path(section, index) + "." + key, member.value.position,
                          "expected a string, found \(member.value.value.kindDescription)")
        }
        guard !value.isEmpty else {
            throw failure(at: Self.path(section, index) + "." + key, member.value.position, "empty \(key)")
        }
        return value
    }

    private func currentID(_ member: JSONMember?, seen: [String: Sighting]) throws(StoreError) -> String? {
        guard let member else { return nil }
        switch member.value.value {
        case .null:
            return nil
        case .string(let id):
            guard seen[id] != nil else {
                throw failure(at: "current", member.value.position,
                              "current names \(MessageText.quoted(id)), which is in neither mine nor available")
            }
            return id
        default:
            throw failure(at: "current", member.value.position, "expected a string or null, found \(member.value.value.kindDescription)")
        }
    }

    private func unknownKey(_ member: JSONMember, path parent: String, expected: [String]) -> StoreError {
        let list = expected.map { "\"\($0)\"" }
        let choices = list.dropLast().joined(separator: ", ") + " or " + (list.last ?? "")
        return failure(at: Self.join(parent, member.key), member.keyPosition,
                       "unknown key \(MessageText.quoted(member.key)) (expected \(choices))")
    }

    private func failure(at valuePath: String, _ position: JSONPosition, _ problem: String) -> StoreError {
        StoreError(path: path, location: location(valuePath, position), problem: problem, kind: .invalidData)
    }

    /// `line 1, column 1` at the top, `mine[2].id (line 5, column 10)` below it.
    private func location(_ valuePath: String, _ position: JSONPosition) -> String {
        valuePath.isEmpty ? position.description : "\(valuePath) (\(position))"
    }

    /// `mine[2]`.
    private static func path(_ section: Section, _ index: Int) -> String {
        name(of: section) + "[" + String(index) + "]"
    }

    private static func name(of section: Section) -> String {
        section == .mine ? "mine" : "available"
    }

    /// `parent.key`, or `parent["odd key"]` when the key is not a plain identifier.
    private static func join(_ parent: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        if !plain { return parent + "[" + MessageText.quoted(key) + "]" }
        return parent.isEmpty ? key : parent + "." + key
    }
}
