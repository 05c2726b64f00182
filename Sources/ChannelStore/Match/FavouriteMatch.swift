/// Which catalog entry is each favourite (issue 36; README "Playlists"): the same URL line;
/// else the same `tvg-id`; else, when no entry has the favourite's `tvg-id`, the same name
/// once folded (`ChannelKey`). One to one: among several candidates, the favourite's group
/// decides, then the URL's last path part (a provider's stream number), then, for twins
/// (as many favourites as candidates, alike in all that), their order. What is still more
/// than one is `ambiguous`, never guessed.
package enum FavouriteMatch {
    package enum Outcome: Equatable, Sendable {
        /// The catalog entry with the same URL line.
        case same(Int)
        /// The catalog entry that is this channel under another URL.
        case found(Int)
        /// Several entries could be it (their numbers, in catalog order): left as it is.
        case ambiguous([Int])
        /// No entry of the catalog is this channel.
        case notOffered
    }

    /// The outcome of each favourite, in their order.
    package static func match(_ favourites: [MatchFacts], in catalog: some MatchCatalog) -> [Outcome] {
        var outcomes = [Outcome?](repeating: nil, count: favourites.count)
        var claimed = Set<Int>()
        // The same URL line: the same entry.
        for (index, favourite) in favourites.enumerated() {
            if let number = catalog.entryNumber(location: favourite.location), claimed.insert(number).inserted {
                outcomes[index] = .same(number)
            }
        }
        // The same tvg-id, among entries with one the favourites have (one pass over the catalog).
        let wanted = Set(favourites.indices.compactMap { outcomes[$0] == nil ? favourites[$0].tvgId : nil })
        if !wanted.isEmpty {
            var byTvgId: [String: [Int]] = [:]
            for number in 0..<catalog.entryCount where !claimed.contains(number) {
                if let id = catalog.tvgId(ofEntry: number), wanted.contains(id) { byTvgId[id, default: []].append(number) }
            }
            let buckets = bucketed(favourites.indices.filter { outcomes[$0] == nil && byTvgId[favourites[$0].tvgId ?? ""] != nil }) {
                favourites[$0].tvgId ?? ""
            }
            for (id, members) in buckets {
                resolve(members, byTvgId[id] ?? [], favourites, catalog, &outcomes, &claimed)
            }
        }
        // The same name, folded: only when favourites are left (a provider's names folded cost
        // most of the time).
        let left = favourites.indices.filter { outcomes[$0] == nil }
        if !left.isEmpty {
            let favouriteKeys = ChannelKey.keys(left.map { favourites[$0].name })
            let wantedKeys = Set(favouriteKeys)
            // Traditional and Simplified folded only when a key sought has more than ASCII. An
            // ASCII name's key is made and dropped at once (a provider's 100,000 kept were 5 MiB).
            let chinese = favouriteKeys.contains { $0.utf8.contains { $0 >= 0x80 } }
            var byKey: [String: [Int]] = [:]
            var others: [Int] = []
            for number in 0..<catalog.entryCount where !claimed.contains(number) {
                if let key = ChannelKey.asciiKey(catalog.name(ofEntry: number)) {
                    if wantedKeys.contains(key) { byKey[key, default: []].append(number) }
                } else if chinese || !ChannelKey.surelyNotASCII(catalog.name(ofEntry: number)) {
                    // Sought keys all ASCII: a name with Chinese words that stay is none of them.
                    others.append(number)
                }
            }
            let otherKeys = ChannelKey.keys(others.map { catalog.name(ofEntry: $0) }, chinese: chinese)
            for (number, key) in zip(others, otherKeys) where wantedKeys.contains(key) { byKey[key, default: []].append(number) }
            for key in byKey.keys { byKey[key]?.sort() }  // catalog order: twins pair in order
            var keyOf: [Int: String] = [:]
            for (index, key) in zip(left, favouriteKeys) { keyOf[index] = key }
            for (key, members) in bucketed(left, { keyOf[$0] ?? "" }) {
                resolve(members, byKey[key] ?? [], favourites, catalog, &outcomes, &claimed)
            }
        }
        return outcomes.map { $0 ?? .notOffered }
    }

    /// `indices` grouped by `key`, the groups in the order of their first member.
    private static func bucketed(_ indices: [Int], _ key: (Int) -> String) -> [(String, [Int])] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for index in indices {
            let value = key(index)
            if members[value] == nil { order.append(value) }
            members[value, default: []].append(index)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// Pairs the favourites `members` (alike in id or name) with `candidates` (catalog entries
    /// alike in the same), one to one.
    private static func resolve(
        _ members: [Int], _ candidates: [Int], _ favourites: [MatchFacts], _ catalog: some MatchCatalog,
        _ outcomes: inout [Outcome?], _ claimed: inout Set<Int>
    ) {
        let open = candidates.filter { !claimed.contains($0) }
        guard !open.isEmpty else { return }
        if members.count == 1, open.count == 1 {
            pair(members[0], open[0], &outcomes, &claimed)
            return
        }
        let facts = Dictionary(uniqueKeysWithValues: open.map { ($0, catalog.facts(ofEntry: $0)) })
        // By group first (width and case folded: OpenCC's tables, 7 MiB, are not loaded for a tie
        // break), those of a group no candidate has last, against what is left.
        let groupOf: (String?) -> String = { $0.map(NameFold.caseFolded) ?? "" }
        let candidateGroups = Set(open.map { groupOf(facts[$0]?.group) })
        let inGroup = members.filter { candidateGroups.contains(groupOf(favourites[$0].group)) }
        for (group, alike) in bucketed(inGroup, { groupOf(favourites[$0].group) }) {
            let sameGroup = open.filter { !claimed.contains($0) && groupOf(facts[$0]?.group) == group }
            narrow(alike, sameGroup, favourites, facts, &outcomes, &claimed)
        }
        let rest = members.filter { outcomes[$0] == nil }
        if !rest.isEmpty {
            narrow(rest, open.filter { !claimed.contains($0) }, favourites, facts, &outcomes, &claimed)
        }
    }

    /// Within one group: a lone pair; else each favourite whose URL's last path part one
    /// candidate alone has; else twins in order when as many are left on both sides; else
    /// ambiguous.
    private static func narrow(
        _ members: [Int], _ candidates: [Int], _ favourites: [MatchFacts], _ facts: [Int: MatchFacts],
        _ outcomes: inout [Outcome?], _ claimed: inout Set<Int>
    ) {
        var left = candidates
        var waiting: [Int] = []
        if members.count > 1 || left.count > 1 {
            for member in members {
                let tail = favourites[member].pathTail
                let alike = left.filter { facts[$0]?.pathTail == tail }
                if !tail.isEmpty, alike.count == 1 {
                    pair(member, alike[0], &outcomes, &claimed)
                    left.removeAll { $0 == alike[0] }
                } else {
                    waiting.append(member)
                }
            }
        } else {
            waiting = members
        }
        guard !waiting.isEmpty, !left.isEmpty else { return }
        if waiting.count == left.count {
            for (member, number) in zip(waiting, left) { pair(member, number, &outcomes, &claimed) }
        } else {
            for member in waiting { outcomes[member] = .ambiguous(left) }
        }
    }

    private static func pair(_ member: Int, _ number: Int, _ outcomes: inout [Outcome?], _ claimed: inout Set<Int>) {
        outcomes[member] = .found(number)
        claimed.insert(number)
    }
}
