import ChannelCore
import Localization

/// Reads a channel file in one pass over its bytes without building the whole JSON tree first:
/// the top-level object and the two channel arrays are walked step by step, and each value in
/// them (a channel, the version, ...) becomes a small tree of its own that is checked
/// (ChannelFileDecoder+Checks.swift) and dropped. Memory is the board, not a tree of the file.
///
/// Errors are the ones a check of the whole tree gives, in the same order: a syntax error
/// anywhere in the file first (a problem found on the way is held until the end of the file
/// has been read), then the version, then the members in file order (the first problem in
/// each, `mine[2].id (line 5, column 10)`), then a missing list, then `current`.
struct ChannelFileDecoder {
    let path: String

    /// A top-level member, as the walk left it for the checks in file order.
    private enum Member {
        /// `version`, `catalog`, `current` with its value; an unknown key with a null.
        case value(JSONMember)
        /// `mine` or `available`, read into the board; the first problem in it, if any.
        case channels(Section, problem: StoreError?)
    }

    /// What the walk gathered.
    private struct Walk {
        var rootPosition = JSONPosition(line: 1, column: 1)
        /// Set when the document is not an object: what it is instead.
        var rootKind: Message.Argument?
        var members: [Member] = []
        /// The channels read so far: the board in the making, each id checked once.
        var board = BoardBuilder()
        /// Where each channel's id is, to point a duplicate back at the first one.
        var minePositions: [JSONPosition] = []
        var availablePositions: [JSONPosition] = []
        /// True once a member has a problem that will be the one reported: later channels are
        /// then only read for their syntax.
        var failed = false
    }

    func file(from bytes: [UInt8]) throws(StoreError) -> ChannelFile {
        let walk: Walk
        do {
            walk = try JSONParser.reading(bytes) { (parser: inout JSONParser) throws(JSONSyntaxError) in
                try self.walk(&parser, capacity: Self.objectCount(in: bytes))
            }
        } catch {
            throw StoreError(path: path, location: error.position.message, problem: error.message, kind: .invalidData)
        }
        return try check(walk)
    }

    /// Reads the document: the top-level object member by member, the channel lists element by
    /// element. Throws only syntax errors; the format's problems are kept in the walk.
    private func walk(_ parser: inout JSONParser, capacity: Int) throws(JSONSyntaxError) -> Walk {
        var walk = Walk()
        walk.board = BoardBuilder(capacity: capacity)
        parser.skipByteOrderMark()
        walk.rootPosition = parser.here()
        guard parser.peek() == ASCII.openBrace else {
            walk.rootKind = try parser.parseValue(depth: 0).value.kind
            try parser.expectEnd()
            return walk
        }
        var keys = ObjectKeys()
        var more = try parser.openObject(depth: 0)
        var afterComma = false
        while more {
            let (key, keyPosition) = try parser.readMemberKey(into: &keys, afterComma: afterComma)
            switch key {
            case "mine", "available":
                let section: Section = key == "mine" ? .mine : .available
                walk.members.append(.channels(section, problem: try readChannels(section, &parser, into: &walk)))
            default:
                let value = try parser.parseValue(depth: 1)
                let known = Self.topLevelKeys.contains(key)
                if !known { walk.failed = true }
                // An unknown key's value is not needed, only where the key is.
                walk.members.append(.value(JSONMember(key: key, keyPosition: keyPosition,
                                                      value: known ? value : JSONNode(.null, at: value.position))))
            }
            more = try parser.nextMember()
            afterComma = true
        }
        try parser.expectEnd()
        return walk
    }

    /// How many `{` the file has: at least the number of channels (each is an object), so the
    /// set of ids is made once at its size instead of growing and rehashing as it fills.
    private static func objectCount(in bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == ASCII.openBrace { count += 1 }
        return count
    }

    /// Reads a channel list into the walk's board, each channel checked as it comes; returns
    /// the first problem (the rest of the list is then only read).
    private func readChannels(
        _ section: Section, _ parser: inout JSONParser, into walk: inout Walk
    ) throws(JSONSyntaxError) -> StoreError? {
        guard parser.peek() == ASCII.openBracket else {
            let node = try parser.parseValue(depth: 1)
            return failure(at: Self.name(of: section), node.position, .tr("expected an array of channels, found %s", node.value.kind))
        }
        var problem: StoreError?
        var index = 0
        var more = try parser.openArray(depth: 1)
        while more {
            let element = try readChannel(&parser)
            if problem == nil, !walk.failed {
                do throws(StoreError) {
                    try take(element, section: section, index: index, into: &walk)
                } catch {
                    problem = error
                    walk.failed = true
                }
            }
            index += 1
            more = try parser.nextElement()
        }
        return problem
    }

    /// Reads one element of a channel list: a channel object member by member (a key twice is a
    /// syntax error, as in any object), or any other value whole.
    private func readChannel(_ parser: inout JSONParser) throws(JSONSyntaxError) -> ChannelFields {
        let isObject = parser.peek() == ASCII.openBrace
        var fields = ChannelFields(position: parser.here())
        guard isObject else {
            fields.notAnObject = try parser.parseValue(depth: 2)
            return fields
        }
        var otherKeys = ObjectKeys()
        var more = try parser.openObject(depth: 2)
        var afterComma = false
        while more {
            let (key, keyPosition) = try parser.readKey(afterComma: afterComma)
            if let first = fields.member(named: key) { throw .duplicateKey(key, first: first.keyPosition, at: keyPosition) }
            if !Self.channelKeys.contains(key) { try otherKeys.add(key, at: keyPosition) }
            try parser.readColon()
            fields.keep(JSONMember(key: key, keyPosition: keyPosition, value: try parser.parseValue(depth: 3)))
            more = try parser.nextMember()
            afterComma = true
        }
        return fields
    }

    /// Checks one channel and adds it to its list; a duplicate id names the first place it was.
    private func take(_ element: ChannelFields, section: Section, index: Int, into walk: inout Walk) throws(StoreError) {
        let (channel, idPosition) = try self.channel(element, section: section, index: index)
        do {
            try walk.board.append(channel, to: section)
        } catch {
            // The only refusal here: the id was seen before (locked channels outside mine are
            // ruled out by the checks above).
            let (firstSection, firstIndex, firstPosition) = Self.firstSighting(of: channel.id, in: walk)
            let firstLocation = location(Self.path(firstSection, firstIndex) + ".id", firstPosition)
            let problem: Message = firstSection == section
                ? .tr("duplicate id %s (first at %s)", MessageText.quoted(channel.id), firstLocation)
                : .tr("id %s is in both mine and available (first at %s)", MessageText.quoted(channel.id), firstLocation)
            throw failure(at: Self.path(section, index) + ".id", idPosition, problem)
        }
        switch section {
        case .mine: walk.minePositions.append(idPosition)
        case .available: walk.availablePositions.append(idPosition)
        }
    }

    /// Where a channel already taken is (only asked for an error: a linear search).
    private static func firstSighting(of id: String, in walk: Walk) -> (Section, Int, JSONPosition) {
        if let index = walk.board.channels(in: .mine).firstIndex(where: { $0.id == id }) {
            return (.mine, index, walk.minePositions[index])
        }
        let index = walk.board.channels(in: .available).firstIndex(where: { $0.id == id }) ?? 0
        return (.available, index, walk.availablePositions.indices.contains(index) ? walk.availablePositions[index] : walk.rootPosition)
    }

    /// The file's problems in the order of a check of the whole tree, or the file.
    private func check(_ walk: consuming Walk) throws(StoreError) -> ChannelFile {
        if let kind = walk.rootKind {
            throw failure(at: "", walk.rootPosition, .tr("the file must hold a JSON object, found %s", kind))
        }
        var versionMember: JSONMember?
        for case .value(let member) in walk.members where member.key == "version" { versionMember = member }
        let version = try checkVersion(versionMember, rootPosition: walk.rootPosition)
        var catalog: String?
        var currentMember: JSONMember?
        var sections: Set<Section> = []
        for member in walk.members {
            switch member {
            case .channels(let section, let problem):
                if let problem { throw problem }
                sections.insert(section)
            case .value(let member):
                switch member.key {
                case "version":
                    continue
                case "catalog" where version >= 2:
                    catalog = try catalogName(member)
                case "catalog":
                    throw failure(at: "catalog", member.keyPosition, .tr("\"catalog\" is a key of version 2; this file says version 1"))
                case "current":
                    currentMember = member
                default:
                    throw unknownKey(member, path: "", expected: Self.topLevelKeys)
                }
            }
        }
        guard sections.contains(.mine) else { throw failure(at: "", walk.rootPosition, Self.missingKey("mine")) }
        guard sections.contains(.available) else { throw failure(at: "", walk.rootPosition, Self.missingKey("available")) }
        let current = try currentID(currentMember, in: walk.board)
        do {
            return ChannelFile(board: try walk.board.build(current: current), catalog: catalog, version: version)
        } catch {
            // The checks above rule this out; report it rather than trap if they ever miss a case.
            throw StoreError(path: path, problem: error.description, kind: .invalidData)
        }
    }
}
