import ChannelCore
import Testing
import TestSupport

@Suite("add and remove")
struct AddRemoveTests {
    /// My Channels `l0 l1 m0 m1 m2`, Add Channels `a0 a1 a2`.
    let board = SampleBoards.make(locked: 2, mine: 3, available: 3)
    static let outOfRange = [-1, -2, 3, 4, Int.max, Int.min]

    // MARK: add

    @Test(arguments: [
        (0, ["l0", "l1", "m0", "m1", "m2", "a0"], ["a1", "a2"]),
        (1, ["l0", "l1", "m0", "m1", "m2", "a1"], ["a0", "a2"]),
        (2, ["l0", "l1", "m0", "m1", "m2", "a2"], ["a0", "a1"]),
    ])
    func addMovesTheChannelToTheEndOfMyChannels(index: Int, mine: [String], available: [String]) {
        let (after, relocation) = expectAccepted(on: board) { try $0.add(at: index) }
        #expect(after.mineIDs == mine)
        #expect(after.availableIDs == available)
        #expect(relocation == Relocation(id: "a\(index)", from: Place(.available, index), to: Place(.mine, 5)))
        #expect(after.mine.last == board.available[index])
        #expect(after.lockedCount == 2)
    }

    @Test func addToAnEmptyMyChannels() {
        let empty = SampleBoards.make(locked: 0, mine: 0, available: 2)
        let (after, relocation) = expectAccepted(on: empty) { try $0.add(at: 1) }
        #expect(after.mineIDs == ["a1"])
        #expect(after.availableIDs == ["a0"])
        #expect(relocation == Relocation(id: "a1", from: Place(.available, 1), to: Place(.mine, 0)))
    }

    @Test func addGoesBehindLockedChannelsWhenMyChannelsHasOnlyLockedOnes() {
        let onlyLocked = SampleBoards.make(locked: 2, mine: 0, available: 1)
        let (after, _) = expectAccepted(on: onlyLocked) { try $0.add(at: 0) }
        #expect(after.mineIDs == ["l0", "l1", "a0"])
        #expect(after.availableIDs == [])
    }

    @Test func addingEverythingKeepsTheOrderOfAdding() throws {
        var board = board
        try board.add(at: 2)
        try board.add(at: 0)
        try board.add(at: 0)
        #expect(board.mineIDs == ["l0", "l1", "m0", "m1", "m2", "a2", "a0", "a1"])
        #expect(board.available.isEmpty)
    }

    @Test(arguments: outOfRange)
    func addRefusesAnIndexOutOfRange(index: Int) {
        expectRefused(.indexOutOfRange(Place(.available, index)), on: board) { try $0.add(at: index) }
    }

    @Test func addRefusesOnAnEmptyAddChannels() {
        let full = SampleBoards.make(locked: 1, mine: 2, available: 0)
        expectRefused(.indexOutOfRange(Place(.available, 0)), on: full) { try $0.add(at: 0) }
    }

    // MARK: remove

    @Test(arguments: [
        (2, ["l0", "l1", "m1", "m2"], ["m0", "a0", "a1", "a2"]),
        (3, ["l0", "l1", "m0", "m2"], ["m1", "a0", "a1", "a2"]),
        (4, ["l0", "l1", "m0", "m1"], ["m2", "a0", "a1", "a2"]),
    ])
    func removeMovesTheChannelToTheFrontOfAddChannels(index: Int, mine: [String], available: [String]) {
        let (after, relocation) = expectAccepted(on: board) { try $0.remove(at: index) }
        #expect(after.mineIDs == mine)
        #expect(after.availableIDs == available)
        #expect(relocation == Relocation(id: board.mine[index].id, from: Place(.mine, index), to: Place(.available, 0)))
        #expect(after.available.first == board.mine[index])
    }

    @Test func mostRecentlyRemovedComesFirst() throws {
        var board = board
        try board.remove(at: 2)
        try board.remove(at: 3)
        #expect(board.mineIDs == ["l0", "l1", "m1"])
        #expect(board.availableIDs == ["m2", "m0", "a0", "a1", "a2"])
    }

    @Test(arguments: [0, 1])
    func removeRefusesALockedChannel(index: Int) {
        expectRefused(.locked(id: "l\(index)"), on: board) { try $0.remove(at: index) }
    }

    @Test(arguments: [-1, 5, 6, Int.max, Int.min])
    func removeRefusesAnIndexOutOfRange(index: Int) {
        expectRefused(.indexOutOfRange(Place(.mine, index)), on: board) { try $0.remove(at: index) }
    }

    @Test func removeRefusesOnAnEmptyBoard() {
        expectRefused(.indexOutOfRange(Place(.mine, 0)), on: Board()) { try $0.remove(at: 0) }
        expectRefused(.indexOutOfRange(Place(.available, 0)), on: Board()) { try $0.add(at: 0) }
    }

    /// Issue 10.6: the current channel is always in My Channels. Removing it clears it;
    /// bringing it back (undo, add) makes it current again; removing another keeps it.
    @Test func removingTheCurrentChannelClearsIt() throws {
        var board = SampleBoards.make(locked: 1, mine: 2, available: 1, current: "m1")
        try board.remove(at: 1)
        #expect(board.current == "m1", "removing another channel keeps the current one")
        try board.add(at: 0)
        let removal = try board.remove(at: 1)
        #expect(board.current == nil)
        #expect(board.lastOpened == "m1")
        #expect(board.availableIDs == ["m1", "a0"])
        try board.apply(removal.inverse)
        #expect(board.current == "m1", "an undo brings it back as current")
        try board.remove(at: 1)
        try board.add(at: 0)
        #expect(board.current == "m1", "adding it again makes it current again")
        #expect(board.mineIDs == ["l0", "m0", "m1"])
    }

    @Test func aCurrentChannelOutsideMyChannelsIsNotCurrent() throws {
        let board = try Board(mine: [Channel(id: "a", name: "A")], available: [Channel(id: "b", name: "B")],
                              current: "b")
        #expect(board.current == nil)
        #expect(board.lastOpened == "b")
        #expect(try Board(mine: [Channel(id: "a", name: "A")], available: [], current: "a").current == "a")
        #expect(try Board(mine: [], available: [], current: "gone").current == nil)
    }

    @Test func addThenRemoveOfTheSameChannelRestoresTheBoard() throws {
        var board = board
        try board.add(at: 0)
        try board.remove(at: board.mine.count - 1)
        #expect(board == self.board)
    }
}
