import ChannelStore
import Testing

/// VDR's MOVC done on a copy (vdr 2.6's CmdMOVC, MoveNeedsDecrement, cListBase::Move,
/// ReNumber), and the moves planned from it for a running VDR.
@Suite("VDR SVDRP move plan")
struct VDRMovePlanTests {
    private func lines(_ text: String) -> [VDRMovePlan.Line] {
        text.split(separator: " ").map { word in
            if word.hasPrefix("@") { return VDRMovePlan.Line(id: String(word), isGroup: true, groupNumber: Int32(word.dropFirst())) }
            if word.hasPrefix(":") { return VDRMovePlan.Line(id: String(word), isGroup: true) }
            return VDRMovePlan.Line(id: String(word), isGroup: false)
        }
    }

    private func ids(_ lines: [VDRMovePlan.Line]?) -> String? { lines?.map(\.id).joined(separator: " ") }

    @Test func movcPutsAChannelAfterItsTargetDownwardsAndBeforeItUpwards() {
        let list = lines("a b :G c d")
        #expect(ids(VDRMovePlan.moved(list, from: 1, to: 3)) == "b :G c a d")
        #expect(ids(VDRMovePlan.moved(list, from: 4, to: 2)) == "a d b :G c")
        #expect(ids(VDRMovePlan.moved(list, from: 3, to: 2)) == "a c b :G d", "up: right before the target")
        #expect(VDRMovePlan.moved(list, from: 2, to: 2) == nil, "Can't move channel to same position")
        #expect(VDRMovePlan.moved(list, from: 9, to: 2) == nil, "not defined")
    }

    /// Moving down onto the number an `@N` group line gave: VDR puts the channel before the
    /// target, after the group line, so that it takes that number.
    @Test func movcOntoAnAtNNumberGoesAfterTheGroupLine() {
        let list = lines("a b @10 c d")
        #expect(VDRMovePlan.numbers(list) == [1, 2, nil, 10, 11])
        #expect(ids(VDRMovePlan.moved(list, from: 1, to: 10)) == "b @10 a c d")
        #expect(VDRMovePlan.numbers(VDRMovePlan.moved(list, from: 1, to: 10)!) == [1, nil, 10, 11, 12])
    }

    @Test func aChannelMovedAcrossAGroupLineIsOneMove() {
        #expect(VDRMovePlan.next(lines("a :G b c"), target: ["a", ":G", "c", "b"]) == .move(from: 2, to: 3))
        // Into a group, downwards past its group line: after the target.
        #expect(VDRMovePlan.next(lines("a :G b c"), target: [":G", "b", "a", "c"]) == .move(from: 1, to: 2))
        #expect(VDRMovePlan.next(lines("a :G b c"), target: ["a", ":G", "b", "c"]) == nil)
    }

    /// Up to the end of the group above: no one MOVC (moving up puts it before its target,
    /// after the group line), two do: before the channel that is to precede it, then after it.
    @Test func upToTheEndOfTheGroupAboveTakesTwoMoves() {
        let list = lines("a :G b c")
        let target = ["a", "c", ":G", "b"]
        #expect(VDRMovePlan.next(list, target: target) == .move(from: 3, to: 1))
        let after = VDRMovePlan.moved(list, from: 3, to: 1)!
        #expect(ids(after) == "c a :G b")
        guard case .move(let from, let to)? = VDRMovePlan.next(after, target: target) else {
            Issue.record("no second move")
            return
        }
        #expect(ids(VDRMovePlan.moved(after, from: from, to: to)) == target.joined(separator: " "))
    }

    @Test func aGroupLineMovedIsRefusedButAChannelPastItIsAChannelMove() {
        #expect(VDRMovePlan.next(lines(":G a b :H c"), target: ["a", "b", ":G", ":H", "c"]) == .groupMoved)
        // One step: either reading holds; the channel's is taken, unless the user moved the group line.
        #expect(VDRMovePlan.next(lines("a :G b"), target: [":G", "a", "b"]) == .move(from: 1, to: 2))
        #expect(VDRMovePlan.next(lines("a :G b"), target: [":G", "a", "b"], moved: [":G"]) == .groupMoved)
        #expect(VDRMovePlan.next(lines("a :G b"), target: [":G", "a", "b"], moved: ["a"]) == .move(from: 1, to: 2))
        // Past the last channel: nothing after a trailing group line can be reached.
        #expect(VDRMovePlan.next(lines("a b :End"), target: ["b", ":End", "a"]) == .impossible(id: "a"))
    }

    @Test func svdrpAddresses() {
        #expect(SVDRPAddress(option: "vdr.local") == SVDRPAddress(host: "vdr.local", port: 6419))
        #expect(SVDRPAddress(option: "127.0.0.1:2001") == SVDRPAddress(host: "127.0.0.1", port: 2001))
        #expect(SVDRPAddress(option: "[::1]:6419") == SVDRPAddress(host: "::1", port: 6419))
        #expect(SVDRPAddress(option: "host:0") == nil)
        #expect(SVDRPAddress(option: ":6419") == nil)
        #expect(SVDRPAddress(option: "host:x") == nil)
    }
}
