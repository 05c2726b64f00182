import ChannelCore
import Glibc
import Localization

/// What an Enigma2 bouquet shows (README "Enigma2"). A userbouquet: its entries named as the box
/// names them (the description, the reference's name, lamedb's name, the reference) and, in Add
/// Channels, lamedb's services of its kind (TV or radio) that it lacks, by their whole key.
/// `bouquets.tv` / `bouquets.radio`: the bouquets by their `#NAME`, and in Add Channels the
/// userbouquet files of the folder it does not list.
package enum Enigma2Loader {
    /// The service types a TV bouquet offers, and a radio one.
    static let tvTypes: Set<UInt32> = [1, 17, 22, 25, 31, 32, 134, 195]
    static let radioTypes: Set<UInt32> = [2, 10]

    package static func load(_ store: ChannelFileStore, catalogs: [String], translation: Translation = .english) throws(StoreError) -> FormatLoad {
        let stored = try store.read()
        let document = stored?.document as? BouquetDocument ?? BouquetDocument.empty
        let folder = PathText.folder(of: store.path)
        let fileName = PathText.name(of: store.path)
        let radio = fileName.lowercased().hasSuffix(".radio")
        var notice: StoreError?
        var lamedb: Lamedb?
        if let given = catalogs.last {
            lamedb = try Lamedb.read(path: given)
        } else if let found = Lamedb.path(inFolder: folder) {
            // The folder's own lamedb, damaged: said once; the bouquet opens without its names.
            do { lamedb = try Lamedb.read(path: found) } catch { notice = error }
        }
        var names = Folder(path: folder)
        // The names lamedb gives the bouquet's services, found in one pass (no table of all its keys).
        let wanted = Set(document.entries.compactMap { BouquetDocument.plainName($0) == nil ? $0.reference?.serviceKey : nil })
        let serviceNames = lamedb?.names(of: wanted) ?? [:]
        var mine: [Channel] = []
        mine.reserveCapacity(document.entries.count)
        for entry in document.entries {
            mine.append(Channel(id: entry.id, name: name(of: entry, serviceNames: serviceNames, folder: &names)))
        }
        var available: [Channel] = []
        var sources: [any ChannelDocument] = []
        if isBouquetList(fileName) {
            let listed = Set(document.entries.compactMap { entry -> String? in
                if case .bouquet(let file)? = entry.reference?.kind { return file }
                return nil
            })
            var lines: [String] = []
            for file in names.userbouquets(radio: radio) where !listed.contains(file) {
                let id = ServiceReference.bouquetText(file: file, radio: radio)
                guard document.entry(forID: id) == nil else { continue }
                available.append(Channel(id: id, name: names.bouquetName(file) ?? file))
                lines.append(id)
            }
            sources.append(Lines(ids: Set(lines)))
        } else if let lamedb {
            let types = radio ? radioTypes : tvTypes
            // Keys hashed, not references: the bouquet's, then each one offered once (a key
            // twice in lamedb is one service to the box).
            var seen = Set(document.entries.compactMap { $0.reference?.serviceKey })
            available.reserveCapacity(lamedb.services.count)
            for service in lamedb.services where types.contains(service.key.type) && seen.insert(service.key).inserted {
                let id = ServiceReference.text(of: service.key)
                available.append(Channel(id: id, name: service.name.isEmpty ? id : service.name))
            }
            sources.append(lamedb)
        }
        store.attach(sources: sources)
        let board = Board(checkedMine: mine, available: available, current: nil)
        // Each filter keystroke asks for every channel's detail: each is worked out once.
        let known = Known()
        let detail: (String) -> String? = { id in
            if let found = known.details[id] { return found }
            var found: String?
            if let entry = document.entry(forID: id) {
                found = Self.detail(of: entry, lamedb: lamedb)
            } else if let reference = ServiceReference(Substring(id)) {
                if let key = reference.serviceKey, let service = lamedb?.service(key) { found = Self.detail(of: service) }
                if case .bouquet(let file) = reference.kind { found = file }
            }
            known.details[id] = .some(found)
            return found
        }
        return FormatLoad(board: board, identity: stored?.identity, notice: notice?.message(in: translation), detail: detail)
    }

    /// `bouquets.tv` or `bouquets.radio`: the list of bouquets.
    static func isBouquetList(_ fileName: String) -> Bool {
        let name = fileName.lowercased()
        return name == "bouquets.tv" || name == "bouquets.radio"
    }

    /// How the box names an entry.
    static func name(of entry: BouquetDocument.Entry, serviceNames: [ServiceKey: String], folder: inout Folder) -> String {
        if let plain = BouquetDocument.plainName(entry) { return plain }
        switch entry.reference?.kind {
        case .service?:
            if let key = entry.reference?.serviceKey, let name = serviceNames[key], !name.isEmpty { return name }
        case .bouquet(let file)?:
            // A bouquet whose file is missing is kept as it is, named by its file.
            return folder.bouquetName(file) ?? file
        default: break
        }
        return entry.referenceText
    }

    /// The status row's detail: a service's provider and position, a stream's URL, a bouquet's file.
    static func detail(of entry: BouquetDocument.Entry, lamedb: Lamedb?) -> String? {
        switch entry.reference?.kind {
        case .service?:
            guard let key = entry.reference?.serviceKey else { return nil }
            return lamedb?.service(key).map(detail(of:)) ?? position(key.namespace)
        case .stream(let url)?: return url
        case .bouquet(let file)?: return file
        default: return nil
        }
    }

    static func detail(of service: Lamedb.Service) -> String {
        let position = position(service.key.namespace)
        return service.provider.isEmpty ? position : service.provider + " · " + position
    }

    /// Where a service comes from, by its namespace's high 16 bits: an orbital position in tenths
    /// of a degree (above 1800: west), or a cable or terrestrial network.
    static func position(_ namespace: UInt32) -> String {
        let position = Int(namespace >> 16)
        switch position {
        case 0xFFFF: return "DVB-C"
        case 0xEEEE: return "DVB-T"
        case 0...1800: return "\(position / 10).\(position % 10)°E"
        case 1801...3600: return "\((3600 - position) / 10).\((3600 - position) % 10)°W"
        default: return String(namespace, radix: 16, uppercase: true)
        }
    }

    /// The bouquet files of the folder, and their `#NAME`s, read once.
    struct Folder {
        let path: String
        private var names: [String: String?] = [:]

        init(path: String) {
            self.path = path
        }

        /// A bouquet file's `#NAME` (its first); nil when the file is missing or has none.
        mutating func bouquetName(_ file: String) -> String? {
            if let known = names[file] { return known }
            var found: String?
            for folder in ["", "alternatives", "bouquets"] {
                let full = PathText.join(folder.isEmpty ? path : PathText.join(path, folder), file)
                guard let bytes = try? FileReader.read(full, named: full) else { continue }
                found = Self.firstName(bytes)
                break
            }
            names[file] = found
            return found
        }

        private static func firstName(_ bytes: [UInt8]) -> String? {
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                var line = bytes[start..<end]
                if line.last == 0x0D { line = line.dropLast() }
                if line.starts(with: BouquetDocument.nameTag) {
                    return String(decoding: line.dropFirst(BouquetDocument.nameTag.count), as: UTF8.self)
                }
                start = end + 1
            }
            return nil
        }

        /// The folder's userbouquet files of a kind, as the box finds them at its start (regular
        /// files with `userbouquet` in their name, ending `.tv` or `.radio`), sorted.
        func userbouquets(radio: Bool) -> [String] {
            guard let directory = opendir(path) else { return [] }
            defer { closedir(directory) }
            let ending = radio ? ".radio" : ".tv"
            var files: [String] = []
            while let item = readdir(directory) {
                let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard ServiceReference.offset(of: "userbouquet", in: name[...]) != nil, name.hasSuffix(ending),
                      FileStatus.of(PathText.join(path, name), followingLinks: false)?.isRegularFile == true
                else { continue }
                files.append(name)
            }
            return files.sorted()
        }
    }

    /// The details worked out so far, by id.
    private final class Known {
        var details: [String: String?] = [:]
    }

    /// The `#SERVICE` lines of the bouquets offered to a bouquet list.
    struct Lines: ChannelDocument {
        let ids: Set<String>
        var board: Board { Board() }
        var catalog: String? { nil }
        func entry(id: String) -> [UInt8]? { ids.contains(id) ? Array("#SERVICE \(id)\n".utf8) : nil }
        func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }
    }
}
