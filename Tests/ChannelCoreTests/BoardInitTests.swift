import ChannelCore
import Testing
import TestSupport

@Suite("Board.init")
struct BoardInitTests {
    private static func locked(_ id: String) -> Channel { Channel(id: id, name: id.uppercased(), locked: true) }
    private static func free(_ id: String) -> Channel { Channel(id: id, name: id.uppercased()) }

    @Test func movesLockedChannelsToTheFrontKeepingTheirOrder() throws {
        let board = try Board(
            mine: [Self.free("m0"), Self.locked("l0"), Self.free("m1"), Self.free("m2"), Self.locked("l1"), Self.free("m3")],
            available: [Self.free("a0"), Self.free("a1")],
            current: "m1"
        )
        #expect(board.mineIDs == ["l0", "l1", "m0", "m1", "m2", "m3"])
        #expect(board.availableIDs == ["a0", "a1"])
        #expect(board.lockedCount == 2)
        #expect(board.current == "m1")
    }

    @Test func keepsAnOrderThatAlreadyHasLockedFirst() throws {
        let mine = [Self.locked("l1"), Self.locked("l0"), Self.free("m1"), Self.free("m0")]
        let board = try Board(mine: mine, available: [])
        #expect(board.mine == mine)
        #expect(board.lockedCount == 2)
    }

    @Test func keepsChannelsWhole() throws {
        let tech = Channel(id: "tech", name: "科技")
        let top = Channel(id: "top", name: "Top", locked: true)
        let board = try Board(mine: [tech, top], available: [Self.free("x")])
        #expect(board.mine == [top, tech])
        #expect(board.available == [Self.free("x")])
    }

    @Test func emptyBoard() throws {
        let board = try Board(mine: [], available: [])
        #expect(board == Board())
        #expect(board.lockedCount == 0)
        #expect(board.current == nil)
        #expect(board.allChannels.isEmpty)
    }

    @Test(arguments: [
        (["x", "m0", "x"], [String](), "x"),
        (["m0"], ["a0", "a0"], "a0"),
        (["m0", "both"], ["both"], "both"),
    ])
    func refusesDuplicateIDs(mine: [String], available: [String], duplicate: String) {
        #expect(throws: BoardRefusal.duplicateID(duplicate)) {
            try Board(mine: mine.map(Self.free), available: available.map(Self.free))
        }
    }

    @Test func refusesADuplicateEvenWhenOneCopyIsLocked() {
        #expect(throws: BoardRefusal.duplicateID("top")) {
            try Board(mine: [Self.locked("top"), Self.free("top")], available: [])
        }
    }

    @Test func refusesALockedChannelInAddChannels() {
        #expect(throws: BoardRefusal.lockedOutsideMine(id: "pinned")) {
            try Board(mine: [Self.locked("l0"), Self.free("m0")], available: [Self.free("a0"), Self.locked("pinned")])
        }
    }

    @Test func lockedCountCountsTheLeadingLockedChannels() {
        #expect(SampleBoards.make(locked: 3, mine: 2, available: 1).lockedCount == 3)
        #expect(SampleBoards.make(locked: 0, mine: 2, available: 1).lockedCount == 0)
        #expect(SampleBoards.make(locked: 2, mine: 0, available: 0).lockedCount == 2)
    }

    @Test func lookups() {
        let board = SampleBoards.make(locked: 1, mine: 2, available: 2)
        #expect(board.channels(in: .mine) == board.mine)
        #expect(board.channels(in: .available) == board.available)
        #expect(board.allChannels.map(\.id) == ["l0", "m0", "m1", "a0", "a1"])
        #expect(board.place(of: "m1") == Place(.mine, 2))
        #expect(board.place(of: "a0") == Place(.available, 0))
        #expect(board.place(of: "nope") == nil)
        #expect(board.channel(at: Place(.mine, 0)) == Channel(id: "l0", name: "Locked 0", locked: true))
        #expect(board.channel(at: Place(.available, 1))?.id == "a1")
        #expect(board.channel(at: Place(.mine, 3)) == nil)
        #expect(board.channel(at: Place(.mine, -1)) == nil)
        #expect(board.channel(at: Place(.available, Int.max)) == nil)
        #expect(board.channel(at: Place(.available, Int.min)) == nil)
    }
}
