/// The SVDRP `MOVC FROM TO` that brings a running VDR's list one step nearer an order
/// (README "VDR"), found by doing VDR 2.6's move on a copy (`cSVDRPServer::CmdMOVC`,
/// `cChannels::MoveNeedsDecrement`, `cListBase::Move`, `cChannels::ReNumber`): MOVC takes
/// channel numbers; moving down puts the channel after the target, moving up before it (so after
/// any group line above it). Group lines cannot be moved through SVDRP: a change that moves
/// one is `.groupMoved`.
package enum VDRMovePlan {
    /// A line of VDR's list: a channel, or a group line with its `@N`.
    package struct Line: Equatable {
        package var id: String
        package var isGroup: Bool
        package var groupNumber: Int32?

        package init(id: String, isGroup: Bool, groupNumber: Int32? = nil) {
            self.id = id
            self.isGroup = isGroup
            self.groupNumber = groupNumber
        }
    }

    package enum Step: Equatable {
        case move(from: Int32, to: Int32)
        /// The change moves a group line.
        case groupMoved
        /// No one or two moves put this channel where it goes.
        case impossible(id: String)
    }

    /// VDR's numbers: a channel's, nil for a group line.
    package static func numbers(_ lines: [Line]) -> [Int32?] {
        var next: Int32 = 1
        return lines.map { line in
            if line.isGroup {
                if let number = line.groupNumber, number > next { next = number }
                return nil
            }
            defer { next &+= 1 }
            return next
        }
    }

    /// The list after `MOVC from to` as VDR does it; nil where VDR refuses it.
    package static func moved(_ lines: [Line], from: Int32, to: Int32) -> [Line]? {
        let numbers = numbers(lines)
        guard from != to, let source = numbers.firstIndex(of: from), var target = numbers.firstIndex(of: to) else { return nil }
        // MoveNeedsDecrement: moving down onto a number a group line set, the line before the target.
        if from < to {
            var number = from
            for index in (source + 1)..<target {
                if lines[index].isGroup {
                    if let value = lines[index].groupNumber, value > number { number = value }
                } else {
                    number &+= 1
                }
            }
            if number == to { target -= 1 }
        }
        guard target != source else { return lines }
        var result = lines
        let line = result.remove(at: source)
        // cListBase::Move: after the target when it was below, before it when above.
        result.insert(line, at: target)  // after removal: target's old place is right after it when it was below
        return result
    }

    /// The next move towards `target` (the same ids as `lines`, in another order); nil when
    /// `lines` is in that order already. `moved`: the ids the user moved, when known (a group
    /// line among them is a group move even where a channel's move gives the same order).
    package static func next(_ lines: [Line], target: [String], moved: Set<String> = []) -> Step? {
        let ids = lines.map(\.id)
        guard ids != target, let low = ids.indices.first(where: { ids[$0] != target[$0] }) else { return nil }
        let high = ids.indices.last { ids[$0] != target[$0] }!
        let isGroup = Dictionary(lines.map { ($0.id, $0.isGroup) }, uniquingKeysWith: { first, _ in first })
        // One line moved (from low to high, or from high to low)? Which, when both read so: a channel.
        var candidates: [String] = []
        if ids[low] == target[high], ids[(low + 1)...high].elementsEqual(target[low..<high]) { candidates.append(ids[low]) }
        if ids[high] == target[low], ids[low..<high].elementsEqual(target[(low + 1)...high]) { candidates.append(ids[high]) }
        let channel: String
        if !candidates.isEmpty {
            if candidates.contains(where: { isGroup[$0] == true && moved.contains($0) }) { return .groupMoved }
            guard let found = candidates.first(where: { isGroup[$0] == false }) else { return .groupMoved }
            channel = found
        } else {
            // Several moved: the group lines must keep their order among the channels that stay.
            let rank = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let staying = LongestIncreasingRun.heaviest(target.map { rank[$0] }) { isGroup[target[$0]] == true ? target.count + 1 : 1 }
            let moving = target.indices.filter { !staying.contains($0) }
            if moving.contains(where: { isGroup[target[$0]] == true }) { return .groupMoved }
            guard let first = moving.first else { return nil }
            channel = target[first]
        }
        let place = target.firstIndex(of: channel)!
        let before = place > 0 ? target[place - 1] : nil
        if let step = single(lines, channel, after: before) { return step }
        // Two moves: first next to a channel beside where it goes (the one before it, the one
        // after it), then from there to its place.
        let neighbours = [before, place + 1 < target.count ? target[place + 1] : nil].compactMap { $0 }.filter { isGroup[$0] == false }
        if let from = number(of: channel, in: lines) {
            for neighbour in neighbours {
                guard let to = number(of: neighbour, in: lines), let first = Self.moved(lines, from: from, to: to),
                      single(first, channel, after: before) != nil else { continue }
                return .move(from: from, to: to)
            }
        }
        return .impossible(id: channel)
    }

    private static func number(of id: String, in lines: [Line]) -> Int32? {
        lines.firstIndex { $0.id == id }.flatMap { numbers(lines)[$0] }
    }

    /// The one MOVC that puts `channel` right after `before` (first when nil), if any.
    private static func single(_ lines: [Line], _ channel: String, after before: String?) -> Step? {
        guard let from = number(of: channel, in: lines) else { return nil }
        // The channels next to where it goes first (one of them is the target of the move that
        // works, when one does), then every other: a long list is not moved through a copy per channel.
        let numbers = numbers(lines)
        var nearby: [Int32] = []
        if let before, let index = lines.firstIndex(where: { $0.id == before }) {
            for offset in -1...2 where index + offset >= 0 && index + offset < lines.count {
                if let number = numbers[index + offset] { nearby.append(number) }
            }
        } else {
            nearby = numbers.prefix(2).compactMap { $0 }
        }
        for to in nearby + numbers.compactMap({ $0 }) where to != from {
            guard let result = moved(lines, from: from, to: to), let index = result.firstIndex(where: { $0.id == channel }) else { continue }
            if before == nil ? index == 0 : index > 0 && result[index - 1].id == before { return .move(from: from, to: to) }
        }
        return nil
    }
}
