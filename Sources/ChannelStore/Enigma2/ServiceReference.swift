/// A service reference as Enigma2 reads one (README "Enigma2"): `type:flags:d0:…:d7:path:name`,
/// type and flags in decimal, the eight data words in hex, then the path and the name with
/// `:`, `%` and bytes below 0x20 written as `%xx`. For a DVB service (type 1) the data words are
/// the service type, SID, TSID, ONID and namespace: the key lamedb knows it by.
package struct ServiceReference: Hashable, Sendable {
    package var type: Int
    package var flags: Int
    package var data: [UInt32]
    /// The path, decoded: a stream's URL, a sub-bouquet's `FROM BOUQUET "file" ORDER BY bouquet`.
    package var path: String
    /// The name the reference gives itself, decoded (a marker's text); empty when none.
    package var name: String

    /// The flag bits Enigma2 gives meaning to (lib/service/iservice.h).
    package enum Flag {
        static let canDescent = 4
        static let isMarker = 64
        static let isInvisible = 512
    }

    /// The service types whose references play a stream from the URL in the path.
    static let streamTypes: Set<Int> = [4097, 5001, 5002, 8193, 8739]

    /// What an entry is, for its name, its detail and what `open` prints.
    package enum Kind: Equatable, Sendable {
        /// A DVB service: lamedb names it.
        case service
        /// A marker (its text is its name); `spacer` when it is invisible (a blank row on the box).
        case marker
        case spacer
        /// A sub-bouquet or a group of alternatives: the file its path names.
        case bouquet(file: String)
        /// An IPTV stream: the URL in its path.
        case stream(url: String)
        /// Anything else the box knows (a file, a plugin's type).
        case other
    }

    package var kind: Kind {
        if flags & Flag.isMarker != 0 { return flags & Flag.isInvisible != 0 ? .spacer : .marker }
        if flags & Flag.canDescent != 0 { return .bouquet(file: Self.bouquetFile(in: path) ?? path) }
        if Self.streamTypes.contains(type) || (type == 1 && Self.offset(of: "://", in: path[...]) != nil) { return .stream(url: path) }
        return type == 1 ? .service : .other
    }

    /// The key lamedb knows a DVB service by (nil for anything else).
    package var serviceKey: ServiceKey? {
        guard type == 1, kind == .service else { return nil }
        return ServiceKey(type: data[0], sid: data[1], tsid: data[2], onid: data[3], namespace: data[4])
    }

    /// Reads a reference the way the box's loader does; nil when it has no type and flags.
    package init?(_ text: Substring) {
        let bytes = Array(text.utf8)
        // An unencoded URL (`http://host/x Name`): a stream of the media player's type.
        if let first = bytes.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A,
           let colon = bytes.firstIndex(of: 0x3A), bytes[colon...].starts(with: Array("://".utf8)) {
            let space = bytes[colon...].firstIndex(of: 0x20)
            type = 4097
            flags = 0
            data = Array(repeating: 0, count: 8)
            path = String(decoding: bytes[..<(space ?? bytes.count)], as: UTF8.self)
            name = space.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? path
            name = Self.withoutProvider(name)
            return
        }
        var scanner = Scanner(bytes: bytes)
        guard let type = scanner.decimal(), scanner.colon(), let flags = scanner.decimal() else { return nil }
        self.type = type
        self.flags = flags
        var words: [UInt32] = []
        var complete = scanner.colon()
        while complete, words.count < 8, let word = scanner.hex() {
            words.append(word)
            complete = scanner.colon()
        }
        // The path is read only after all eight words and their colons (or the old form's four).
        let hasPath = complete && (words.count == 8 || words.count == 4)
        data = words + Array(repeating: 0, count: 8 - words.count)
        path = ""
        name = ""
        guard hasPath else { return }
        let rest = bytes[scanner.index...]
        var pathEnd = rest.endIndex
        var nameStart: Int?
        if let colon = rest.firstIndex(of: 0x3A) {
            if rest[colon...].starts(with: Array("://".utf8)) {
                // A URL left unencoded: a blank ends it, the name follows.
                if let space = rest[colon...].firstIndex(of: 0x20) {
                    pathEnd = space
                    nameStart = space + 1
                }
            } else {
                pathEnd = colon
                nameStart = colon + 1
            }
        }
        path = Self.decoded(rest[rest.startIndex..<pathEnd])
        if let nameStart, nameStart < rest.endIndex { name = Self.withoutProvider(Self.decoded(rest[nameStart...])) }
    }

    /// A DVB service's reference as the box writes it (data words in upper-case hex).
    package static func text(of key: ServiceKey) -> String {
        // Byte by byte: a lamedb of 10,000 services makes 10,000 of these before the first frame.
        var bytes: [UInt8] = [0x31, 0x3A, 0x30, 0x3A]
        bytes.reserveCapacity(40)
        for word in [key.type, key.sid, key.tsid, key.onid, key.namespace] {
            var shift = 28
            while shift > 0, (word >> UInt32(shift)) & 0xF == 0 { shift -= 4 }
            while shift >= 0 {
                let digit = UInt8((word >> UInt32(shift)) & 0xF)
                bytes.append(digit < 10 ? 0x30 + digit : 0x41 + digit - 10)
                shift -= 4
            }
            bytes.append(0x3A)
        }
        bytes += [0x30, 0x3A, 0x30, 0x3A, 0x30, 0x3A]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The reference of a sub-bouquet line for `file`, as the box writes one into bouquets.tv
    /// (`1:7:1:…`) or bouquets.radio (`1:7:2:…`).
    package static func bouquetText(file: String, radio: Bool) -> String {
        "1:7:\(radio ? 2 : 1):0:0:0:0:0:0:0:FROM BOUQUET \"\(file)\" ORDER BY bouquet"
    }

    /// The file of `FROM BOUQUET "file" ORDER BY bouquet` (only `"` is allowed around it); the
    /// path's last component when it has no such clause.
    static func bouquetFile(in path: String) -> String? {
        let bytes = Array(path.utf8)
        let last = bytes[((bytes.lastIndex(of: 0x2F) ?? -1) + 1)...]
        let clause = Array("FROM BOUQUET ".utf8)
        guard let found = (last.startIndex..<max(last.startIndex, last.endIndex - clause.count + 1)).first(where: { last[$0...].starts(with: clause) }) else {
            return last.isEmpty ? nil : String(decoding: last, as: UTF8.self)
        }
        let after = last[(found + clause.count)...]
        guard after.first == 0x22 else { return nil }
        let name = after.dropFirst()
        return String(decoding: name[..<(name.firstIndex(of: 0x22) ?? name.endIndex)], as: UTF8.self)
    }

    /// `%xx` decoded as the box decodes it: two characters read as hex (as far as they are
    /// hex), a zero byte dropped, a `%` without two characters after it ends the text.
    static func decoded(_ text: ArraySlice<UInt8>) -> String {
        guard text.contains(0x25) else { return String(decoding: text, as: UTF8.self) }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            guard byte == 0x25 else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < text.endIndex else { break }
            var value: UInt8 = 0
            for digit in text[(index + 1)...(index + 2)] {
                guard let number = Scanner.hexValue(digit) else { break }
                value = value << 4 | UInt8(number)
            }
            if value != 0 { bytes.append(value) }
            index += 3
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A name without the `•provider` the box splits off.
    private static func withoutProvider(_ name: String) -> String {
        guard let bullet = offset(of: "\u{2022}", in: name[...]) else { return name }
        return String(decoding: name.utf8.prefix(bullet), as: UTF8.self)
    }

    /// Where `needle`'s bytes first are in `text` (a byte offset), if anywhere.
    static func offset(of needle: String, in text: Substring) -> Int? {
        let hay = Array(text.utf8)
        let part = Array(needle.utf8)
        guard hay.count >= part.count else { return nil }
        return (0...(hay.count - part.count)).first { hay[$0...].starts(with: part) }
    }

    /// `sscanf`'s `%d`, `%x` and `:` over the reference's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func colon() -> Bool {
            guard index < bytes.count, bytes[index] == 0x3A else { return false }
            index += 1
            return true
        }

        mutating func decimal() -> Int? {
            var position = index
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            var negative = false
            if position < bytes.count, bytes[position] == 0x2D || bytes[position] == 0x2B {
                negative = bytes[position] == 0x2D
                position += 1
            }
            var value = 0
            let start = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]), value < Int(Int32.max) {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            guard position > start else { return nil }
            index = position
            return negative ? -value : value
        }

        mutating func hex() -> UInt32? {
            var position = index
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            if position + 1 < bytes.count, bytes[position] == 0x30, bytes[position + 1] | 0x20 == 0x78 { position += 2 }
            var value: UInt64 = 0
            let start = position
            while position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                value = min(value << 4 | UInt64(digit), UInt64(UInt32.max))
                position += 1
            }
            guard position > start else { return nil }
            index = position
            return UInt32(value)
        }

        static func hexValue(_ byte: UInt8) -> Int? {
            switch byte {
            case 0x30...0x39: return Int(byte - 0x30)
            case 0x41...0x46: return Int(byte - 0x41 + 10)
            case 0x61...0x66: return Int(byte - 0x61 + 10)
            default: return nil
            }
        }
    }
}

/// How the box finds a DVB service in lamedb: the whole key, as integers (lamedb writes the
/// type in decimal, a reference in hex), never a fuzzy match.
package struct ServiceKey: Hashable, Sendable {
    package var type: UInt32
    package var sid: UInt32
    package var tsid: UInt32
    package var onid: UInt32
    package var namespace: UInt32

    package init(type: UInt32, sid: UInt32, tsid: UInt32, onid: UInt32, namespace: UInt32) {
        self.type = type
        self.sid = sid
        self.tsid = tsid
        self.onid = onid
        self.namespace = namespace
    }
}
