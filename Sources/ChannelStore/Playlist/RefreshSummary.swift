import Localization

/// `refresh` against one catalog after another (a favourite found in one is not looked for in
/// the next), and its one-line summary: "7 updated, 1 not offered: 靖天電影".
public struct RefreshSummary {
    /// The new bytes; nil when nothing changed.
    public var bytes: [UInt8]?
    var updated = 0
    var notOffered: [String] = []
    var ambiguous: [String] = []

    /// True when every favourite was found (exit 0).
    public var complete: Bool { notOffered.isEmpty && ambiguous.isEmpty }

    public static func refreshed(_ favourites: PlaylistDocument, against catalogs: [PlaylistDocument]) -> RefreshSummary {
        var result = RefreshSummary()
        var document = favourites
        var missing = Set(favourites.names.indices)
        var unclear = Set<Int>()
        for catalog in catalogs {
            let refresh = PlaylistRefresh(favourites: document, catalog: catalog)
            let lost = Set(refresh.notOffered)
            let doubtful = Set(refresh.ambiguous)
            unclear.formUnion(doubtful)
            missing.formIntersection(lost.union(doubtful))
            result.updated += refresh.updated.count
            if let bytes = refresh.bytes, let next = try? PlaylistDocument(bytes: bytes, path: "") {
                document = next
                result.bytes = bytes
            }
        }
        for index in missing.sorted() {
            if unclear.contains(index) {
                result.ambiguous.append(favourites.names[index])
            } else {
                result.notOffered.append(favourites.names[index])
            }
        }
        return result
    }

    public func summary(in translation: Translation) -> String {
        var parts: [Message] = [.tr("%d updated", updated)]
        if !notOffered.isEmpty { parts.append(Self.notOffered(notOffered)) }
        if !ambiguous.isEmpty {
            parts.append(.tr("%1$d ambiguous (several catalog entries alike; left as they were): %2$s",
                            ambiguous.count, ambiguous.joined(separator: ", ")))
        }
        return parts.map { $0.text(in: translation) }.joined(separator: ", ")
    }

    /// "1 not offered: 靖天電影": the screen's notice says it too.
    static func notOffered(_ names: [String]) -> Message {
        .tr("%1$d not offered: %2$s", names.count, names.joined(separator: ", "))
    }
}
