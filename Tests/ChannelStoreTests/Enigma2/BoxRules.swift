/// The receiver's own reading rules, written again from lib/dvb/db.cpp and lib/service/service.cpp
/// (OpenPLi, read at 19b7dc8a) for the tests alone: it shares no code with the reader under test,
/// and is deliberately literal (C string steps) where that reader is not.
enum BoxRules {
    struct Entry: Equatable {
        /// What follows `#SERVICE ` (or `#SERVICE: `).
        var reference: String
        /// The first `#DESCRIPTION` before the next `#SERVICE`.
        var description: String?
    }

    /// A bouquet as `eDVBDB::loadBouquet` reads it: `getline`; a read shorter than two bytes
    /// ends the file; the last byte is dropped (the `\n`, or the last character of a last line
    /// without one), then a `\r`.
    static func bouquet(_ bytes: [UInt8]) -> (name: String?, entries: [Entry]) {
        var name: String?
        var entries: [Entry] = []
        var readDescription = false
        var position = 0
        while position < bytes.count {
            var end = position
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            let read = Array(bytes[position..<min(end + 1, bytes.count)])
            position = end + 1
            if read.count < 2 { break }
            var line = Array(read.dropLast())
            if line.last == 13 { line.removeLast() }
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("#SERVICE") {
                let offset = line.count > 8 && line[8] == 58 ? 10 : 9
                entries.append(Entry(reference: String(decoding: line.dropFirst(offset), as: UTF8.self), description: nil))
                readDescription = true
            } else if readDescription, text.hasPrefix("#DESCRIPTION") {
                let offset = line.count > 12 && line[12] == 58 ? 14 : 13
                entries[entries.count - 1].description = String(decoding: line.dropFirst(offset), as: UTF8.self)
                readDescription = false
            } else if text.hasPrefix("#NAME ") {
                name = String(text.dropFirst(6))
            }
        }
        return (name, entries)
    }

    /// `eServiceReference(string)`'s numbers and decoded path: type, flags, data words.
    static func numbers(_ reference: String) -> (type: Int, flags: Int, data: [UInt32], path: String)? {
        let fields = reference.split(separator: ":", maxSplits: 10, omittingEmptySubsequences: false)
        guard fields.count >= 11, let type = Int(fields[0]), let flags = Int(fields[1]) else { return nil }
        var data: [UInt32] = []
        for field in fields[2..<10] {
            guard let word = UInt32(field, radix: 16) else { return nil }
            data.append(word)
        }
        let rest = String(fields[10])
        // The path ends at the next ':' (a URL's own '://' would end it at its first blank).
        let path = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return (type, flags, data, urlDecode(path))
    }

    /// `urlDecode`: `%` and two hex digits; a zero byte is dropped.
    static func urlDecode(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] != 37 {
                out.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) else { break }
            if value != 0 { out.append(value) }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The key lamedb is looked up by: service type, SID, TSID, ONID, namespace, as integers.
    struct Key: Hashable {
        var type, sid, tsid, onid, namespace: UInt32
    }

    static func key(_ reference: String) -> Key? {
        guard let (type, flags, data, path) = numbers(reference), type == 1, flags == 0, path.isEmpty else { return nil }
        return Key(type: data[0], sid: data[1], tsid: data[2], onid: data[3], namespace: data[4])
    }

    /// `eDVBDB::loadServicelist` for `/4/`: `fgets` lines compared with `"transponders\n"`,
    /// `"end\n"`, `"services\n"`; a service is its key line (`%x:%x:%x:%x:%d:%d`), its name
    /// line, its data line (`p:` the provider).
    static func lamedb(_ bytes: [UInt8]) -> [Key: (name: String, provider: String)] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        guard lines.count > 2, lines[0].hasPrefix("eDVB services /4/"), lines[1] == "transponders\n" else { return [:] }
        var index = 2
        while index < lines.count, lines[index] != "end\n" { index += 1 }
        index += 1
        guard index < lines.count, lines[index] == "services\n" else { return [:] }
        index += 1
        var services: [Key: (name: String, provider: String)] = [:]
        while index + 2 < lines.count, lines[index] != "end\n" {
            let fields = lines[index].dropLast().split(separator: ":")
            let hex = fields.prefix(4).compactMap { UInt32($0, radix: 16) }
            guard fields.count >= 6, hex.count == 4, let type = UInt32(fields[4]) else {
                index += 1
                continue
            }
            let name = String(lines[index + 1].dropLast())
            let data = lines[index + 2].dropLast()
            let provider = data.split(separator: ",").first { $0.hasPrefix("p:") }.map { String($0.dropFirst(2)) } ?? ""
            services[Key(type: type, sid: hex[0], tsid: hex[2], onid: hex[3], namespace: hex[1])] = (name, provider)
            index += 3
        }
        return services
    }

    /// The name the box shows for an entry: its description, its reference's name, lamedb's.
    static func shownName(_ entry: Entry, lamedb: [Key: (name: String, provider: String)]) -> String? {
        if let description = entry.description, !description.isEmpty { return description }
        let fields = entry.reference.split(separator: ":", maxSplits: 11, omittingEmptySubsequences: false)
        if fields.count == 12, !fields[11].isEmpty, !fields[10].hasPrefix("//") { return urlDecode(String(fields[11])) }
        return key(entry.reference).flatMap { lamedb[$0]?.name }
    }
}
