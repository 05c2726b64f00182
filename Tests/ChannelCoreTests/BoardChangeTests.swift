import ChannelCore
import TestSupport
import Testing

/// A save that finds the file changed re-applies the user's one change to the new version, by id.
@Suite("BoardChange: one change, found and re-applied by id")
struct BoardChangeTests {
    let start = SampleBoards.make(locked: 1, mine: 3, available: 3)  // l0 m0 m1 m2 | a0 a1 a2

    @Test func everySingleMoveIsFoundAndReappliedToTheSameBoardGivesTheSame() throws {
        for from in 0..<4 {
            for to in 0..<4 {
                var moved = start
                guard (try? moved.move(from: from, to: to)) != nil, moved != start else { continue }
                let change = try #require(BoardChange.between(start, moved))
                var again = start
                #expect(try again.reapply(change))
                #expect(again == moved, "move \(from) -> \(to)")
            }
        }
        for index in 0..<3 {
            var added = start
            try added.add(at: index)
            var again = start
            #expect(try again.reapply(#require(BoardChange.between(start, added))))
            #expect(again == added)
        }
        var removed = start
        try removed.remove(at: 2)
        #expect(BoardChange.between(start, removed) == .move(id: "m1", from: .mine, to: .available, after: nil, atEnd: false))
    }

    @Test func openAndNothingAndTooMuch() throws {
        var opened = start
        try opened.open(id: "m1")
        #expect(BoardChange.between(start, opened) == .open("m1"))
        #expect(BoardChange.between(start, start) == nil)
        var two = start
        try two.add(at: 0)
        try two.add(at: 0)
        #expect(BoardChange.between(start, two) == nil, "two moves are not one change")
    }

    @Test func aChangeIsReappliedAfterTheSameNeighbourOnABoardSomeoneElseChanged() throws {
        var mine = start
        try mine.move(from: 3, to: 1)  // m2 right after l0
        let change = try #require(BoardChange.between(start, mine))
        // Someone else added a2 to the end and moved m0 behind m1 meanwhile.
        var theirs = start
        try theirs.add(at: 2)
        try theirs.move(from: 1, to: 2)
        #expect(try theirs.reapply(change))
        #expect(theirs.mine.map(\.id) == ["l0", "m2", "m1", "m0", "a2"])

        // An add goes to the end, after whatever they added.
        var added = start
        try added.add(at: 0)
        var other = start
        try other.add(at: 1)
        #expect(try other.reapply(#require(BoardChange.between(start, added))))
        #expect(other.mine.map(\.id).suffix(2) == ["a1", "a0"])
    }

    @Test func aChangeThatNoLongerAppliesIsRefusedAndChangesNothing() throws {
        var mine = start
        try mine.move(from: 3, to: 1)
        let change = try #require(BoardChange.between(start, mine))
        var gone = try Board(mine: [Channel(id: "l0", name: "L", locked: true)], available: [])
        #expect(throws: BoardRefusal.unknownID("m2")) { try gone.reapply(change) }
        var lockedNow = try Board(mine: [Channel(id: "l0", name: "L", locked: true), Channel(id: "m2", name: "M", locked: true)], available: [])
        let before = lockedNow
        // Already where it was asked to be: nothing to do, nothing refused.
        #expect(try lockedNow.reapply(change) == false)
        #expect(lockedNow == before)
        var elsewhere = try Board(mine: [Channel(id: "l0", name: "L", locked: true), Channel(id: "m9", name: "M9", locked: true),
                                         Channel(id: "m2", name: "M2", locked: true)], available: [])
        #expect(throws: BoardRefusal.self) { try elsewhere.reapply(.move(id: "m2", from: .mine, to: .available, after: nil, atEnd: false)) }
        var notMine = start
        #expect(throws: BoardRefusal.unknownID("a0")) { try notMine.reapply(.open("a0")) }
    }
}
