import ChannelCore
import Localization

/// Every service an Enigma2 receiver found (README "Enigma2"): its `lamedb` (`eDVB services /4/`:
/// a service is three lines, its key, its name, `p:provider,…`) or `lamedb5` (`/5/`: one
/// `s:key,"name",p:provider,…` line), read as the box reads them (lib/dvb/db.cpp) and never
/// written. A source of entries for a bouquet: a service's entry is its one `#SERVICE` line.
package struct Lamedb: ChannelDocument {
    package struct Service: Sendable {
        package var key: ServiceKey
        package var name: String
        package var provider: String
    }

    /// The services in file order (a key twice: the box keeps the last, so does `index`).
    package let services: [Service]
    /// Where each key is, made when first asked (the first frame needs only a few names).
    private let table = KeyTable()

    private final class KeyTable: @unchecked Sendable {
        // The program is single-threaded; the table is made once, on the thread that asks.
        var index: [ServiceKey: Int]?
    }

    private var index: [ServiceKey: Int] {
        if let index = table.index { return index }
        var index: [ServiceKey: Int] = Dictionary(minimumCapacity: services.count)
        for (number, service) in services.enumerated() { index[service.key] = number }
        table.index = index
        return index
    }

    /// The file the box reads in `folder`: `lamedb`, else `lamedb5`; nil when neither is there.
    package static func path(inFolder folder: String) -> String? {
        for name in ["lamedb", "lamedb5"] {
            let path = PathText.join(folder, name)
            if FileStatus.of(path)?.isRegularFile == true { return path }
        }
        return nil
    }

    /// Reads the lamedb at `path`; a missing file is an error (`--catalog` named it).
    package static func read(path: String) throws(StoreError) -> Lamedb {
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try Lamedb(bytes: bytes, path: path)
    }

    /// Reads a lamedb's bytes; a first line that is not `eDVB services /4/` (or /3/, /5/), or a
    /// /4/ file without its `transponders` and `services` sections, is refused at its line.
    package init(bytes: [UInt8], path: String) throws(StoreError) {
        var reader = LineReader(bytes: bytes)
        let header = reader.next() ?? []
        guard let version = Self.version(header) else {
            throw Self.failure(path, 1, .tr("not an Enigma2 lamedb: the first line is not \"eDVB services /4/\" or \"/5/\""))
        }
        var services: [Service] = []
        services.reserveCapacity(bytes.count / 90)
        if version == 5 {
            while let line = reader.next() {
                if let service = Self.serviceLine5(line) { services.append(service) }
            }
        } else {
            guard reader.next().map({ $0.elementsEqual("transponders".utf8) }) == true else {
                throw Self.failure(path, reader.lineNumber, .tr("lamedb: \"transponders\" expected here"))
            }
            // Transponders: a key, its parameters, `/`; up to `end`.
            while let line = reader.next(), !line.elementsEqual("end".utf8) {}
            guard reader.next().map({ $0.elementsEqual("services".utf8) }) == true else {
                throw Self.failure(path, reader.lineNumber, .tr("lamedb: \"services\" expected here"))
            }
            while let line = reader.next(), !line.elementsEqual("end".utf8) {
                // A line that is no key is skipped, as the box skips it; the next is tried as one.
                guard let key = Self.key(line) else { continue }
                guard let name = reader.next(), let data = reader.next() else { break }
                let provider = data.count > 1 && data[data.startIndex + 1] == 0x3A ? Self.provider(in: data) : Self.text(data)
                services.append(Service(key: key, name: Self.text(name), provider: provider))
            }
        }
        self.services = services
    }

    /// The service with this key.
    package func service(_ key: ServiceKey) -> Service? {
        index[key].map { services[$0] }
    }

    /// The names of the services with these keys (the last of a key, as the box keeps it).
    package func names(of keys: Set<ServiceKey>) -> [ServiceKey: String] {
        guard !keys.isEmpty else { return [:] }
        var names: [ServiceKey: String] = [:]
        for service in services where keys.contains(service.key) { names[service.key] = service.name }
        return names
    }

    /// The version of `eDVB services /N/`.
    private static func version(_ line: ArraySlice<UInt8>) -> Int? {
        let prefix = Array("eDVB services /".utf8)
        guard line.starts(with: prefix) else { return nil }
        let digits = line.dropFirst(prefix.count).prefix { (0x30...0x39).contains($0) }
        guard !digits.isEmpty, line.dropFirst(prefix.count + digits.count).first == 0x2F,
              let version = Int(String(decoding: digits, as: UTF8.self)), (3...5).contains(version)
        else { return nil }
        return version
    }

    /// `sid:namespace:tsid:onid:type:number[:source]`: hex but the type and number (decimal);
    /// nil without all six.
    private static func key(_ line: ArraySlice<UInt8>) -> ServiceKey? {
        var fields: [UInt32] = []
        fields.reserveCapacity(6)
        var value: UInt32 = 0
        var digits = 0
        for byte in line {
            if byte == 0x3A || byte == 0x2C {
                guard digits > 0 else { return nil }
                fields.append(value)
                if fields.count == 6 || byte == 0x2C { break }
                value = 0
                digits = 0
                continue
            }
            // Fields 4 and 5 (type, number) are decimal.
            let decimal = fields.count >= 4
            guard let digit = decimal ? (0x30...0x39).contains(byte) ? UInt32(byte - 0x30) : nil : Self.hexDigit(byte) else { return nil }
            value = value &* (decimal ? 10 : 16) &+ digit
            digits += 1
        }
        if fields.count == 5, digits > 0 { fields.append(value) }
        guard fields.count == 6 else { return nil }
        return ServiceKey(type: fields[4], sid: fields[0], tsid: fields[2], onid: fields[3], namespace: fields[1])
    }

    /// A /5/ service line: `s:key,"name"[,p:provider,…]`.
    private static func serviceLine5(_ line: ArraySlice<UInt8>) -> Service? {
        guard line.starts(with: [0x73, 0x3A]), let comma = line.firstIndex(of: 0x2C),
              let key = key(line[(line.startIndex + 2)..<comma])
        else { return nil }
        let nameStart = comma + 2
        guard nameStart <= line.endIndex, let quote = line[min(nameStart, line.endIndex)...].firstIndex(of: 0x22) else { return nil }
        let data = line[(quote + 1)...]
        let provider = data.first == 0x2C ? provider(in: data.dropFirst()) : ""
        return Service(key: key, name: text(line[nameStart..<quote]), provider: provider)
    }

    /// The `p:` value of `p:provider,c:…,f:…`.
    private static func provider(in data: ArraySlice<UInt8>) -> String {
        var rest = data
        while rest.count > 1, rest[rest.startIndex + 1] == 0x3A {
            let end = rest.firstIndex(of: 0x2C) ?? rest.endIndex
            if rest.first == 0x70 { return text(rest[(rest.startIndex + 2)..<end]) }
            guard end < rest.endIndex else { break }
            rest = rest[(end + 1)...]
        }
        return ""
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func failure(_ path: String, _ line: Int, _ problem: Message) -> StoreError {
        StoreError(path: path, location: .tr("line %d", line), problem: problem, kind: .invalidData)
    }

    /// Lines without their line end (a `\r` before it too: a lamedb copied through Windows).
    private struct LineReader {
        let bytes: [UInt8]
        var start = 0
        var lineNumber = 0

        mutating func next() -> ArraySlice<UInt8>? {
            guard start < bytes.count else { return nil }
            let end = bytes.withUnsafeBufferPointer { TextLines.newline(in: $0, from: start) } ?? bytes.count
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            start = end + 1
            lineNumber += 1
            return line
        }
    }

    // MARK: ChannelDocument

    /// Every service, in Add Channels, named as lamedb names it.
    package var board: Board {
        let unique = services.indices.filter { index[services[$0].key] == $0 }
        return Board(checkedMine: [], available: unique.map { Channel(id: ServiceReference.text(of: services[$0].key), name: services[$0].name) }, current: nil)
    }

    package var catalog: String? { nil }

    /// The `#SERVICE` line of a service this lamedb has, for the reference as the box writes it.
    package func entry(id: String) -> [UInt8]? {
        guard let reference = ServiceReference(Substring(id)), let key = reference.serviceKey, index[key] != nil,
              ServiceReference.text(of: key) == id
        else { return nil }
        return Array("#SERVICE \(id)\n".utf8)
    }

    package func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }
}
