import ChannelCore
import Localization

/// A playlist's favourites found in its catalogs (issue 36; README "Playlists"): a catalog
/// entry that is a favourite under a new URL (`FavouriteMatch`) is not offered again in Add
/// Channels, so each favourite is shown once; the load's notice says how many have new URLs
/// (and `refresh` gives them those) and then which the catalogs no longer offer, and the
/// status row marks those.
struct FavouriteMatches {
    /// For each catalog, the entries that are favourites under another URL line.
    var hidden: [Set<Int>]
    /// Favourites a catalog has under a new URL line.
    var renewed = 0
    /// The ids of favourites no catalog offers, and their names.
    var notOffered: [(id: String, name: String)] = []

    /// Matches the playlist's entries against each catalog in turn (a favourite found in one is
    /// not looked for in the next).
    init(playlist: PlaylistDocument?, catalogs: [PlaylistDocument]) {
        hidden = catalogs.map { _ in [] }
        guard let playlist, !catalogs.isEmpty, !playlist.ids.isEmpty else { return }
        let facts = playlist.matchFacts
        var left = Array(facts.indices)
        var ambiguous = Set<Int>()
        for (position, catalog) in catalogs.enumerated() where !left.isEmpty {
            let outcomes = FavouriteMatch.match(left.map { facts[$0] }, in: catalog)
            var still: [Int] = []
            for (index, outcome) in zip(left, outcomes) {
                switch outcome {
                case .same: break
                case .found(let number):
                    hidden[position].insert(number)
                    renewed += 1
                case .ambiguous:
                    ambiguous.insert(index)
                    still.append(index)
                case .notOffered: still.append(index)
                }
            }
            left = still
        }
        // An ambiguous one is offered (several entries could be it); one found nowhere is not.
        for index in left where !ambiguous.contains(index) {
            notOffered.append((playlist.ids[index], playlist.names[index]))
        }
    }

    /// The load's notice; nil when every favourite is in the catalogs as it is. `key`: the
    /// screen's key that refreshes them (the notice names it instead of the command).
    func notice(playlist path: String, catalogs: [String], key: String? = nil, in translation: Translation) -> String? {
        var parts: [Message] = []
        if renewed > 0, let key {
            parts.append(renewed == 1 ? .tr("1 favourite has a new URL in the catalog: %s refreshes it", key)
                                      : .tr("%1$d favourites have new URLs in the catalog: %2$s refreshes them", renewed, key))
        } else if renewed > 0 {
            let command = (["channel-editor", "refresh", "--file", path] + catalogs.flatMap { ["--catalog", $0] })
                .map(MessageText.escaped).joined(separator: " ")
            parts.append(renewed == 1 ? .tr("1 favourite has a new URL in the catalog: %s", command)
                                      : .tr("%1$d favourites have new URLs in the catalog: %2$s", renewed, command))
        }
        // Those not offered are named only with new URLs to give: a list of the user's own
        // streams beside a provider's would be named at every start (the status row marks them).
        if !parts.isEmpty, !notOffered.isEmpty {
            parts.append(RefreshSummary.notOffered(notOffered.map(\.name)))
        }
        return parts.isEmpty ? nil : parts.map { $0.text(in: translation) }.joined(separator: "; ")
    }
}
