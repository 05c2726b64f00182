import ChannelCore
import Testing
import TestSupport

/// My Channels renewed as a whole (a refresh's new URLs, so new ids: issue 36 item 2) and its
/// undo step: refused, leaving the board as it was, when My Channels is not what the step left,
/// or when the ids would break the board's rules; the channel last opened follows its place.
@Suite("Board.renew and its undo step")
struct RenewTests {
    let old = SampleBoards.make(mine: ["o1", "o2", "keep"], available: ["x"], current: "o2")
    let renewedMine = [Channel(id: "n1", name: "O1"), Channel(id: "n2", name: "O2"), Channel(id: "keep", name: "KEEP")]

    @Test func renewedAndBackByTheHistory() throws {
        var board = old
        try board.renew(old.mine, to: renewedMine)
        #expect(board.mine.map(\.id) == ["n1", "n2", "keep"])
        #expect(board.available == old.available)
        #expect(board.current == "n2", "the opened channel follows its place")
        var history = History()
        history.record(renewed: old.mine, to: board.mine)
        #expect(history.undo(on: &board) != nil)
        #expect(board == old)
        #expect(history.redo(on: &board) != nil)
        #expect(board.mine == renewedMine)
    }

    @Test func refusedWhenMyChannelsChangedOrTheIdsClash() {
        var board = old
        #expect(throws: BoardRefusal.self) { try board.renew(Array(old.mine.prefix(2)), to: renewedMine) }
        #expect(throws: BoardRefusal.self) { try board.renew(old.mine, to: [Channel(id: "x", name: "X")] + renewedMine.dropFirst()) }
        #expect(board == old)
        var history = History()
        history.record(renewed: old.mine, to: renewedMine)
        #expect(history.undo(on: &board) == nil, "My Channels is not the renewed one: skipped")
        #expect(board == old)
    }

    @Test func aReloadThatChangesMyChannelsDropsTheStep() {
        var history = History()
        history.record(renewed: old.mine, to: renewedMine)
        let renewed = SampleBoards.make(mine: ["n1", "n2", "keep"], available: ["x"])
        #expect(history.rebase(from: renewed, to: SampleBoards.make(mine: ["n1", "n2", "keep"], available: ["x", "y"])) == 0)
        #expect(history.rebase(from: renewed, to: SampleBoards.make(mine: ["n1", "keep"], available: ["x"])) == 1)
    }
}
