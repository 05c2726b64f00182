import ChannelCore

/// Checks a parsed channel file against the format and builds the board. Stops at the first
/// problem, in file order, and names it with its place: `mine[2].id (line 5, column 10)`.
struct ChannelFileDecoder {
    let path: String

    /// Where an id was first seen, to point duplicates back at it.
    private struct Sighting {
        var section: Section
        var location: String
    }

    private static let topLevelKeys = ["version", "current", "mine", "available"]
    private static let channelKeys = ["id", "name", "locked"]

    func board(from root: JSONNode) throws(StoreError) -> Board {
        guard case .object(let members) = root.value else {
            throw failure(at: "", root.position, "the file must hold a JSON object, found \(root.value.kindDescription)")
        }
        try checkVersion(members, root: root)
        var seen: [String: Sighting] = [:]
        var mine: [Channel]?
        var available: [Channel]?
        var currentMember: JSONMember?
        for member in members {
            switch member.key {
            case "version":
                continue
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
            return try Board(mine: mine, available: available, current: current)
        } catch {
            // The checks above rule this out; report it rather than trap if they ever miss a case.
            throw StoreError(path: path, problem: error.description, kind: .invalidData)
        }
    }

    private func checkVersion(_ members: [JSONMember], root: JSONNode) throws(StoreError) {
        guard let member = members.first(where: { $0.key == "version" }) else {
            throw failure(at: "", root.position, "missing key \"version\"")
        }
        guard case .number(let text) = member.value.value else {
            throw failure(at: "version", member.value.position, "expected a number, found \(member.value.value.kindDescription)")
        }
        guard text == String(ChannelFileCodec.version) else {
            throw failure(at: "version", member.value.position,
                          "unsupported version \(text.count > 20 ? String(text.prefix(20)) + "…" : text) (this channel-editor reads version \(ChannelFileCodec.version))")
        }
    }

    private func channels(_ node: JSONNode, section: Section, seen: inout [String: Sighting]) throws(StoreError) -> [Channel] {
        let listName = Self.name(of: section)
        guard case .array(let elements) = node.value else {
            throw failure(at: listName, node.position, "expected an array of channels, found \(node.value.kindDescription)")
        }
        var result: [Channel] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let elementPath = "\(listName)[\(index)]"
            let channel = try self.channel(element, path: elementPath, section: section)
            let idNode = Self.member("id", of: element)?.value ?? element
            let idLocation = location(elementPath + ".id", idNode.position)
            if let first = seen[channel.id] {
                let problem = first.section == section
                    ? "duplicate id \(MessageText.quoted(channel.id)) (first at \(first.location))"
                    : "id \(MessageText.quoted(channel.id)) is in both mine and available (first at \(first.location))"
                throw StoreError(path: path, location: idLocation, problem: problem, kind: .invalidData)
            }
            seen[channel.id] = Sighting(section: section, location: idLocation)
            result.append(channel)
        }
        return result
    }

    private func channel(_ node: JSONNode, path elementPath: String, section: Section) throws(StoreError) -> Channel {
        guard case .object(let members) = node.value else {
            throw failure(at: elementPath, node.position, "a channel must be an object, found \(node.value.kindDescription)")
        }
        for member in members where !Self.channelKeys.contains(member.key) {
            throw unknownKey(member, path: elementPath, expected: Self.channelKeys)
        }
        let id = try text("id", of: members, in: node, path: elementPath)
        if id.unicodeScalars.contains(where: MessageText.isControl) {
            let idNode = Self.member("id", members)?.value ?? node
            throw failure(at: elementPath + ".id", idNode.position, "id \(MessageText.quoted(id)) contains a control character")
        }
        let name = try text("name", of: members, in: node, path: elementPath)
        var locked = false
        if let member = Self.member("locked", members) {
            guard case .bool(let value) = member.value.value else {
                throw failure(at: elementPath + ".locked", member.value.position,
                              "expected true or false, found \(member.value.value.kindDescription)")
            }
            locked = value
            if locked, section == .available {
                throw failure(at: elementPath + ".locked", member.value.position,
                              "channel \(MessageText.quoted(id)) is locked, but locked channels must be in mine")
            }
        }
        return Channel(id: id, name: name, locked: locked)
    }

    /// A required, non-empty string member of a channel.
    private func text(_ key: String, of members: [JSONMember], in node: JSONNode, path elementPath: String) throws(StoreError) -> String {
        guard let member = Self.member(key, members) else {
            throw failure(at: elementPath, node.position, "missing key \"\(key)\"")
        }
        guard case .string(let value) = member.value.value else {
            throw failure(at: elementPath + "." + key, member.value.position, "expected a string, found \(member.value.value.kindDescription)")
        }
        guard !value.isEmpty else {
            throw failure(at: elementPath + "." + key, member.value.position, "empty \(key)")
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

    private static func member(_ key: String, _ members: [JSONMember]) -> JSONMember? {
        members.first(where: { $0.key == key })
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONMember? {
        guard case .object(let members) = node.value else { return nil }
        return member(key, members)
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
