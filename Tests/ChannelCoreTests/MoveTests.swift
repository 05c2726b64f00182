import ChannelCore
import Testing
import TestSupport

@Suite("move within My Channels")
struct MoveTests {
    /// My Channels `l0 l1 m0 m1 m2 m3`, Add Channels `a0`.
    let board = SampleBoards.make(locked: 2, mine: 4, available: 1, current: "m2")

    @Test(arguments: [
        // forward: remove, then insert at the target (a swap would give l0 l1 m3 m1 m2 m0)
        (2, 5, ["l0", "l1", "m1", "m2", "m3", "m0"]),
        (2, 4, ["l0", "l1", "m1", "m2", "m0", "m3"]),
        (2, 3, ["l0", "l1", "m1", "m0", "m2", "m3"]),
        (3, 5, ["l0", "l1", "m0", "m2", "m3", "m1"]),
        // backward (a swap would give l0 l1 m3 m1 m2 m0)
        (5, 2, ["l0", "l1", "m3", "m0", "m1", "m2"]),
        (5, 3, ["l0", "l1", "m0", "m3", "m1", "m2"]),
        (4, 2, ["l0", "l1", "m2", "m0", "m1", "m3"]),
        (3, 2, ["l0", "l1", "m1", "m0", "m2", "m3"]),
    ])
    func moveRemovesThenInserts(from: Int, to: Int, expected: [String]) {
        let (after, relocation) = expectAccepted(on: board) { try $0.move(from: from, to: to) }
        #expect(after.mineIDs == expected)
        #expect(after.available == board.available)
        #expect(after.current == board.current)
        #expect(relocation == Relocation(id: board.mine[from].id, from: Place(.mine, from), to: Place(.mine, to)))
    }

    /// Every allowed (from, to) pair: the moved channel lands at `to`, and every other channel
    /// keeps its relative order (which is exactly "remove, then insert").
    @Test func everyAllowedMoveLandsAtTheTargetAndKeepsTheOthersInOrder() throws {
        let unlocked = board.lockedCount..<board.mine.count
        for from in unlocked {
            for to in unlocked where to != from {
                var after = board
                let relocation = try after.move(from: from, to: to)
                let moved = board.mine[from]
                #expect(after.mine[to] == moved, "move(from: \(from), to: \(to))")
                #expect(after.mine.filter { $0 != moved } == board.mine.filter { $0 != moved }, "move(from: \(from), to: \(to))")
                #expect(relocation?.to == Place(.mine, to))
                var back = after
                try back.move(from: to, to: from)
                #expect(back == board, "moving back after move(from: \(from), to: \(to))")
            }
        }
    }

    @Test(arguments: 2..<6)
    func moveOntoItsOwnPlaceChangesNothing(index: Int) throws {
        var after = board
        let relocation = try after.move(from: index, to: index)
        #expect(relocation == nil)
        #expect(after == board)
    }

    @Test(arguments: [(0, 3), (1, 5), (0, 1), (1, 0)])
    func moveRefusesALockedChannel(from: Int, to: Int) {
        expectRefused(.locked(id: board.mine[from].id), on: board) { try $0.move(from: from, to: to) }
    }

    /// Locked channels cannot be moved at all, so not even onto their own place.
    @Test(arguments: [0, 1])
    func moveOfALockedChannelOntoItsOwnPlaceIsRefused(index: Int) {
        expectRefused(.locked(id: "l\(index)"), on: board) { try $0.move(from: index, to: index) }
    }

    @Test(arguments: [(2, 0), (2, 1), (5, 0), (5, 1), (3, 1)])
    func moveRefusesATargetInFrontOfALockedChannel(from: Int, to: Int) {
        expectRefused(.crossesLocked(Place(.mine, to)), on: board) { try $0.move(from: from, to: to) }
    }

    @Test func moveToJustBehindTheLockedChannelsIsAllowed() {
        let (after, _) = expectAccepted(on: board) { try $0.move(from: 5, to: 2) }
        #expect(after.mineIDs == ["l0", "l1", "m3", "m0", "m1", "m2"])
        #expect(after.lockedCount == 2)
    }

    @Test(arguments: [-1, -100, 6, 7, Int.max, Int.min])
    func moveRefusesASourceOutOfRange(from: Int) {
        expectRefused(.indexOutOfRange(Place(.mine, from)), on: board) { try $0.move(from: from, to: 3) }
        // Also when source and target are the same out-of-range index: no silent "nothing to do".
        expectRefused(.indexOutOfRange(Place(.mine, from)), on: board) { try $0.move(from: from, to: from) }
    }

    /// After taking the channel out there are `count - 1` others, so `count` itself is out of range.
    @Test(arguments: [-1, 6, 7, Int.max, Int.min])
    func moveRefusesATargetOutOfRange(to: Int) {
        expectRefused(.indexOutOfRange(Place(.mine, to)), on: board) { try $0.move(from: 3, to: to) }
    }

    @Test func moveOnAnEmptyBoardIsRefused() {
        expectRefused(.indexOutOfRange(Place(.mine, 0)), on: Board()) { try $0.move(from: 0, to: 0) }
        expectRefused(.indexOutOfRange(Place(.mine, 0)), on: Board()) { try $0.move(from: 0, to: 1) }
    }

    @Test func moveWithoutLockedChannelsCanReachTheFront() {
        let plain = SampleBoards.make(locked: 0, mine: 3, available: 0)
        let (after, _) = expectAccepted(on: plain) { try $0.move(from: 2, to: 0) }
        #expect(after.mineIDs == ["m2", "m0", "m1"])
        let (again, _) = expectAccepted(on: plain) { try $0.move(from: 0, to: 2) }
        #expect(again.mineIDs == ["m1", "m2", "m0"])
    }
}
