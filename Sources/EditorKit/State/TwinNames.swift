import ChannelCore

/// What tells entries of the same name apart (issue 40.3, issue 36.4): provider playlists hold
/// exact twins (three "Star Movies HD (Middle East)", the same group, two hosts), and a newcomer
/// heard three alike names and was told to type a URL. An entry that shares its name (ignoring
/// case) with another is told by what differs among them: its group (a feed's tags), the host
/// of its URL, and, when those are alike too, which one of the alike ones it is in list order.
/// Pure; built from a board on demand, so a board without twins pays one pass over its names.
package struct TwinNames {
    /// The twins of each shared name (lowercased), in list order (My Channels, then Add Channels).
    private let groups: [String: [Channel]]
    private let details: ChannelDetails?

    /// The twins among every entry of `board`.
    package init(board: Board, details: ChannelDetails?) {
        var seen: [String: [Channel]] = [:]
        for channel in board.mine { seen[channel.name.lowercased(), default: []].append(channel) }
        for channel in board.available { seen[channel.name.lowercased(), default: []].append(channel) }
        groups = seen.filter { $0.value.count > 1 }
        self.details = details
    }

    /// The twins of `channel` alone: one pass comparing names, for the screen's status row,
    /// which needs one entry's and not a table of all.
    package init(of channel: Channel, in board: Board, details: ChannelDetails?) {
        let name = channel.name.lowercased()
        let length = channel.name.utf8.count
        var alike: [Channel] = []
        for section in Section.allCases {
            for other in board.channels(in: section) where other.name.utf8.count == length && TwinNames.same(other.name, channel.name) {
                alike.append(other)
            }
        }
        groups = alike.count > 1 ? [name: alike] : [:]
        self.details = details
    }

    /// `a` and `b` alike ignoring case, without making a lowercased copy while their bytes
    /// agree or differ only in ASCII case (the status row asks this of every entry each frame).
    static func same(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while let x = left.next() {
            guard let y = right.next() else { return false }
            if x == y { continue }
            if x < 0x80, y < 0x80 {
                if x | 0x20 == y | 0x20, (x | 0x20) >= UInt8(ascii: "a"), (x | 0x20) <= UInt8(ascii: "z") { continue }
                return false
            }
            return a.lowercased() == b.lowercased()
        }
        return right.next() == nil
    }

    /// True when some entry has another's name.
    package var isEmpty: Bool { groups.isEmpty }

    /// What tells `channel` from the others of its name; nil when its name is its own.
    package func traits(of channel: Channel) -> TwinTraits? {
        guard !groups.isEmpty, let twins = groups[channel.name.lowercased()],
              twins.contains(where: { $0.id == channel.id }) else { return nil }
        let detail = { (twin: Channel) in self.details?.detail(for: twin.id) ?? "" }
        let mine = (detail: detail(channel), host: TwinNames.host(of: channel.id))
        var traits = TwinTraits()
        if twins.contains(where: { detail($0) != mine.detail }), !mine.detail.isEmpty { traits.detail = mine.detail }
        if twins.contains(where: { TwinNames.host(of: $0.id) != mine.host }), let host = mine.host { traits.host = host }
        // Alike in those: the end of its URL, which stays while the twins move (a stream's number).
        let sameSoFar = twins.filter {
            (traits.detail == nil || detail($0) == mine.detail) && (traits.host == nil || TwinNames.host(of: $0.id) == mine.host)
        }
        let ending = TwinNames.ending(of: channel.id)
        if sameSoFar.count > 1, let ending, sameSoFar.contains(where: { TwinNames.ending(of: $0.id) != ending }) {
            traits.ending = ending
        }
        // Alike in all that was said: which of those it is.
        let alike = sameSoFar.filter { traits.ending == nil || TwinNames.ending(of: $0.id) == ending }
        if alike.count > 1, let index = alike.firstIndex(where: { $0.id == channel.id }) {
            traits.ordinal = (index + 1, alike.count)
        }
        return traits
    }

    /// The screen's cells' marks (issue 36 item 4; `LabelBook.twinMarks`): for each twin, what
    /// differs among those of its name — its group, its host, its URL's ending — and not which
    /// one it is in order, which a move would change. Empty, after one pass over the names, when
    /// no two share a name.
    package static func cellMarks(board: Board, details: ChannelDetails?) -> [String: String] {
        guard mayHaveTwins(board) else { return [:] }
        let twins = TwinNames(board: board, details: details)
        guard !twins.isEmpty else { return [:] }
        var marks: [String: String] = [:]
        for channels in twins.groups.values {
            for channel in channels {
                guard let traits = twins.traits(of: channel) else { continue }
                let parts = [traits.detail, traits.host, traits.ending].compactMap { $0 }
                if !parts.isEmpty { marks[channel.id] = parts.joined(separator: " · ") }
            }
        }
        return marks
    }

    /// False when no two names of `board` can be alike: one pass of a hash per name (ASCII
    /// case folded in place; a name with other bytes lowercased first), no table of names, so
    /// a list without twins (most) pays a few milliseconds at 100,000 entries, not a table's.
    static func mayHaveTwins(_ board: Board) -> Bool {
        var seen = Set<UInt64>(minimumCapacity: board.mine.count + board.available.count)
        for section in Section.allCases {
            for channel in board.channels(in: section) {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                var ascii = true
                for byte in channel.name.utf8 {
                    guard byte < 0x80 else {
                        ascii = false
                        break
                    }
                    hash = (hash ^ UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) &* 0x100_0000_01b3
                }
                if !ascii {
                    hash = 0xcbf2_9ce4_8422_2325
                    for byte in channel.name.lowercased().utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                }
                if !seen.insert(hash).inserted { return true }
            }
        }
        return false
    }

    /// The last part of a URL id's path (`http://a.example/live/2.ts?t=1` -> `2.ts`), nil when
    /// the id is no URL or its path is empty.
    package static func ending(of id: String) -> String? {
        guard host(of: id) != nil else { return nil }
        var path = Substring(id)
        if let end = path.firstIndex(where: { "?# ".contains($0) }) { path = path[..<end] }
        while path.last == "/" { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let last = path[path.index(after: slash)...]
        // The host itself is no path ("http://a.example").
        return last.isEmpty || host(of: id) == String(last).lowercased() ? nil : String(last)
    }

    /// The host of a URL id (`http://user@a.example:8080/live/1` -> `a.example`), nil when the
    /// id is no URL.
    package static func host(of id: String) -> String? {
        let bytes = Array(id.utf8.prefix(64))
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 2 < bytes.count,
              bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else { return nil }
        var rest = id[id.utf8.index(id.utf8.startIndex, offsetBy: colon + 3)...]
        if let end = rest.firstIndex(where: { "/?# \\".contains($0) }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") { return String(rest[...close]) }
        if let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        return rest.isEmpty ? nil : String(rest).lowercased()
    }
}

/// What tells one entry from the others of its name.
package struct TwinTraits: Hashable, Sendable {
    /// Its group (a playlist) or tags (a feed), when the twins' differ.
    package var detail: String?
    /// Its URL's host, when the twins' differ.
    package var host: String?
    /// The end of its URL's path, when the twins alike in the above differ there.
    package var ending: String?
    /// Which one it is (1-based) of the twins alike in all the above, in list order, and how many.
    package var ordinal: (Int, of: Int)?

    package static func == (left: TwinTraits, right: TwinTraits) -> Bool {
        left.detail == right.detail && left.host == right.host && left.ending == right.ending && left.ordinal?.0 == right.ordinal?.0 && left.ordinal?.of == right.ordinal?.of
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(detail)
        hasher.combine(host)
        hasher.combine(ending)
        hasher.combine(ordinal?.0)
        hasher.combine(ordinal?.of)
    }
}
