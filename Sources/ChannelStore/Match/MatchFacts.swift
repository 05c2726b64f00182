/// What matching reads of one playlist entry (`FavouriteMatch`): its URL line, `tvg-id` (nil
/// when missing or empty), display name and group.
package struct MatchFacts: Equatable, Sendable {
    package var location: String
    package var tvgId: String?
    package var name: String
    package var group: String?

    package init(location: String, tvgId: String?, name: String, group: String?) {
        self.location = location
        self.tvgId = tvgId.flatMap { $0.isEmpty ? nil : $0 }
        self.name = name
        self.group = group
    }

    /// The last part of the URL's path (before `?`, `#` or a Kodi `|header`): a provider's
    /// stream number (`/live/USER/TOKEN/1234.ts`), which stays when its token changes.
    package var pathTail: Substring {
        let end = location.firstIndex { $0 == "?" || $0 == "#" || $0 == "|" } ?? location.endIndex
        let path = location[..<end]
        guard let slash = path.lastIndex(of: "/") else { return path }
        return path[path.index(after: slash)...]
    }
}

/// A catalog as matching reads it: entries by number, their facts read when asked (a provider's
/// group and URL are read back from its file for the few candidates that need them).
package protocol MatchCatalog {
    var entryCount: Int { get }
    /// The entry whose URL line is `location`, if one is.
    func entryNumber(location: String) -> Int?
    func tvgId(ofEntry number: Int) -> String?
    func name(ofEntry number: Int) -> String
    func facts(ofEntry number: Int) -> MatchFacts
}
