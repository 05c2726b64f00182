import ChannelCore
import Localization

/// The rules of the format for each value of a channel file, and the words of its errors.
extension ChannelFileDecoder {
    static let topLevelKeys = ["version", "catalog", "current", "mine", "available"]
    static let channelKeys = ["id", "name", "locked"]

    /// The version, 1 or 2, from the `"version"` member (nil: there is none).
    func checkVersion(_ member: JSONMember?, rootPosition: JSONPosition) throws(StoreError) -> Int {
        guard let member else {
            throw failure(at: "", rootPosition, Self.missingKey("version"))
        }
        guard case .number(let text) = member.value.value else {
            throw failure(at: "version", member.value.position, .tr("expected a number, found %s", member.value.value.kind))
        }
        guard let version = ChannelFileCodec.readableVersions.first(where: { text == String($0) }) else {
            let versions = ChannelFileCodec.readableVersions
            throw failure(at: "version", member.value.position,
                          .tr("unsupported version %s (this channel-editor reads versions %d and %d)",
                              text.count > 20 ? String(text.prefix(20)) + "…" : text, versions.lowerBound, versions.upperBound))
        }
        return version
    }

    /// `"catalog"`: a catalog name (see `ChannelFile.isCatalogName`) or null.
    func catalogName(_ member: JSONMember) throws(StoreError) -> String? {
        switch member.value.value {
        case .null:
            return nil
        case .string(let name):
            guard ChannelFile.isCatalogName(name) else {
                throw failure(at: "catalog", member.value.position,
                              .tr("catalog %s is not a catalog name (letters, digits, - or _; at most 32)", MessageText.quoted(name)))
            }
            return name
        default:
            throw failure(at: "catalog", member.value.position, .tr("expected a catalog name or null, found %s", member.value.value.kind))
        }
    }

    /// One channel and where its id is. Paths like `mine[2]` are only spelled out for errors.
    func channel(_ fields: ChannelFields, section: Section, index: Int) throws(StoreError) -> (Channel, JSONPosition) {
        if let node = fields.notAnObject {
            throw failure(at: Self.path(section, index), node.position, .tr("a channel must be an object, found %s", node.value.kind))
        }
        if let member = fields.unknown {
            throw unknownKey(member, path: Self.path(section, index), expected: Self.channelKeys)
        }
        let id = try text("id", fields.id, at: fields.position, section: section, index: index)
        if id.unicodeScalars.contains(where: \.isControlCharacter) {
            throw failure(at: Self.path(section, index) + ".id", fields.id?.value.position ?? fields.position,
                          .tr("id %s contains a control character", MessageText.quoted(id)))
        }
        let name = try text("name", fields.name, at: fields.position, section: section, index: index)
        var locked = false
        if let member = fields.locked {
            guard case .bool(let value) = member.value.value else {
                throw failure(at: Self.path(section, index) + ".locked", member.value.position,
                              .tr("expected true or false, found %s", member.value.value.kind))
            }
            locked = value
            if locked, section == .available {
                throw failure(at: Self.path(section, index) + ".locked", member.value.position,
                              .tr("channel %s is locked, but locked channels must be in mine", MessageText.quoted(id)))
            }
        }
        return (Channel(id: id, name: name, locked: locked), fields.id?.value.position ?? fields.position)
    }

    /// A required, non-empty string member of a channel.
    private func text(_ key: String, _ member: JSONMember?, at position: JSONPosition, section: Section, index: Int) throws(StoreError) -> String {
        guard let member else {
            throw failure(at: Self.path(section, index), position, Self.missingKey(key))
        }
        guard case .string(let value) = member.value.value else {
            throw failure(at: Self.path(section, index) + "." + key, member.value.position,
                          .tr("expected a string, found %s", member.value.value.kind))
        }
        guard !value.isEmpty else {
            // Translators: %s is the key, id or name.
            throw failure(at: Self.path(section, index) + "." + key, member.value.position, .tr("empty %s", key))
        }
        return value
    }

    func currentID(_ member: JSONMember?, in board: BoardBuilder) throws(StoreError) -> String? {
        guard let member else { return nil }
        switch member.value.value {
        case .null:
            return nil
        case .string(let id):
            guard board.contains(id: id) else {
                throw failure(at: "current", member.value.position,
                              .tr("current names %s, which is in neither mine nor available", MessageText.quoted(id)))
            }
            return id
        default:
            throw failure(at: "current", member.value.position, .tr("expected a string or null, found %s", member.value.value.kind))
        }
    }

    func unknownKey(_ member: JSONMember, path parent: String, expected: [String]) -> StoreError {
        let list = expected.map { "\"\($0)\"" }
        // "a", "b", "c" or "d": each comma a message too, so that a language can use its own (、).
        let head = list.dropLast().dropFirst().reduce(Message.Argument.text(list.first ?? "")) { joined, key in
            // Translators: a list of keys so far, then one more key: "a", "b".
            .message(.tr("%s, %s", joined, key))
        }
        // Translators: a list of keys ("a", "b"), then the last key: "a", "b" or "c".
        let choices = Message.tr("%s or %s", head, list.last ?? "")
        return failure(at: Self.join(parent, member.key), member.keyPosition,
                       .tr("unknown key %s (expected %s)", MessageText.quoted(member.key), choices))
    }

    /// `missing key "mine"`.
    static func missingKey(_ key: String) -> Message {
        .tr("missing key %s", "\"" + key + "\"")
    }

    /// The one home of a located problem: this file, the place in it, what is wrong there.
    func failure(at valuePath: String, _ position: JSONPosition, _ problem: Message) -> StoreError {
        StoreError(path: path, location: location(valuePath, position), problem: problem, kind: .invalidData)
    }

    /// `line 1, column 1` at the top, `mine[2].id (line 5, column 10)` below it.
    func location(_ valuePath: String, _ position: JSONPosition) -> Message {
        // Translators: %s is a place in the file's JSON, e.g. mine[2].id.
        valuePath.isEmpty ? position.message : .tr("%s (line %d, column %d)", valuePath, position.line, position.column)
    }

    /// `mine[2]`.
    static func path(_ section: Section, _ index: Int) -> String {
        name(of: section) + "[" + String(index) + "]"
    }

    static func name(of section: Section) -> String {
        section.choose(mine: "mine", available: "available")
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
