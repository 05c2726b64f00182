/// A whole group of entries moved in one step (issue 36 item 3; README "Playlists"): the
/// entries of My Channels whose group is `group`, gathered in their order, go in front of the
/// run of another group's entries just before the first of them (`forward` false), or after
/// the run just after them. One step of the history (`History.Step.moves`), however many
/// channels it carries.
extension Board {
    /// The moves, made on the board, that carry `group` one group back or forward; empty when
    /// it is already first (last) and together. `groupOf` says an id's group (nil: none).
    /// Refused, the board unchanged, when a locked channel would have to move.
    public mutating func moveGroup(
        _ group: String, forward: Bool, groupOf: (String) -> String?
    ) throws(BoardRefusal) -> [Relocation] {
        let ids = mine.map(\.id)
        let groups = ids.map(groupOf)
        guard let first = groups.firstIndex(of: group) else { return [] }
        let block = ids.indices.filter { groups[$0] == group }.map { ids[$0] }
        var rest = ids.indices.filter { groups[$0] != group }
        // Where the gathered block goes in `rest`: where its first entry was, then past one run.
        var at = first
        if forward {
            if let next = rest.indices.first(where: { $0 >= at }) {
                let other = groups[rest[next]]
                while at < rest.count, groups[rest[at]] == other { at += 1 }
            }
        } else if at > 0 {
            let other = groups[rest[at - 1]]
            while at > 0, groups[rest[at - 1]] == other { at -= 1 }
        }
        let target = rest[..<at].map { ids[$0] } + block + rest[at...].map { ids[$0] }
        rest = []
        guard target != ids else { return [] }
        var board = self
        var relocations: [Relocation] = []
        var now = ids
        for (index, id) in target.enumerated() where now[index] != id {
            guard let from = now[index...].firstIndex(of: id) else { continue }
            relocations.append(try board.relocate(from: Place(.mine, from), to: Place(.mine, index)))
            now.remove(at: from)
            now.insert(id, at: index)
        }
        self = board
        return relocations
    }
}
