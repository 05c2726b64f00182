import ChannelCore
import Testing
import TestSupport

/// `BoardBuilder`: the board's rules checked one channel at a time.
@Suite("BoardBuilder")
struct BoardBuilderTests {
    private static func locked(_ id: String) -> Channel { Channel(id: id, name: id.uppercased(), locked: true) }
    private static func free(_ id: String) -> Channel { Channel(id: id, name: id.uppercased()) }

    @Test func buildsWhatBoardInitBuilds() throws {
        var builder = BoardBuilder(capacity: 5)
        for channel in [Self.free("m0"), Self.locked("l0"), Self.free("m1"), Self.locked("l1")] {
            try builder.append(channel, to: .mine)
        }
        try builder.append(Self.free("a0"), to: .available)
        #expect(builder.contains(id: "l1") && builder.contains(id: "a0") && !builder.contains(id: "x"))
        #expect(builder.channels(in: .mine).map(\.id) == ["m0", "l0", "m1", "l1"])
        let board = try builder.build(current: "m1")
        #expect(board.mineIDs == ["l0", "l1", "m0", "m1"])
        #expect(board.availableIDs == ["a0"])
        #expect(board.current == "m1")
        #expect(board == (try Board(mine: [Self.free("m0"), Self.locked("l0"), Self.free("m1"), Self.locked("l1")],
                                    available: [Self.free("a0")], current: "m1")))
    }

    @Test func aRepeatedIDIsRefusedWhereItComesAndNotAdded() throws {
        var builder = BoardBuilder()
        try builder.append(Self.free("a"), to: .mine)
        #expect(throws: BoardRefusal.duplicateID("a")) { try builder.append(Channel(id: "a", name: "Other"), to: .available) }
        #expect(builder.channels(in: .available).isEmpty)
        #expect(try builder.build().mineIDs == ["a"])
    }

    @Test func aLockedChannelInAddChannelsIsRefusedWhenBuilt() throws {
        var builder = BoardBuilder()
        try builder.append(Self.locked("l"), to: .available)
        try builder.append(Self.locked("k"), to: .available)
        #expect(throws: BoardRefusal.lockedOutsideMine(id: "l")) { try builder.build() }
    }

    @Test func distinctChannelsAreAddedToAddChannelsInOrderUnhashed() throws {
        var builder = BoardBuilder()
        try builder.append(Self.free("m0"), to: .mine)
        try builder.append(Self.free("r0"), to: .available)
        builder.appendDistinct([Self.free("a0"), Self.free("a1")])
        try builder.append(Self.free("a2"), to: .available)
        #expect(!builder.contains(id: "a0"), "not in the set: the caller checked them")
        let board = try builder.build()
        #expect(board.mineIDs == ["m0"] && board.availableIDs == ["r0", "a0", "a1", "a2"])
        var empty = BoardBuilder()
        empty.appendDistinct([Self.free("b0"), Self.free("b1")])
        #expect(try empty.build().availableIDs == ["b0", "b1"])
        var locked = BoardBuilder()
        locked.appendDistinct([Self.locked("l0")])
        #expect(throws: BoardRefusal.lockedOutsideMine(id: "l0")) { try locked.build() }
    }
}
