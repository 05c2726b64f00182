import ChannelCore
import Testing
import TestSupport

/// `relocate` is the primitive every move is made of; `apply` replays a recorded relocation.
@Suite("relocate and apply")
struct RelocateTests {
    /// My Channels `l0 m0 m1 m2`, Add Channels `a0 a1 a2`.
    let board = SampleBoards.make(locked: 1, mine: 3, available: 3, current: "l0")

    // MARK: relocate

    @Test func relocateAcrossSectionsInsertsAtTheTarget() {
        let (after, relocation) = expectAccepted(on: board) { try $0.relocate(from: Place(.mine, 2), to: Place(.available, 2)) }
        #expect(after.mineIDs == ["l0", "m0", "m2"])
        #expect(after.availableIDs == ["a0", "a1", "m1", "a2"])
        #expect(relocation == Relocation(id: "m1", from: Place(.mine, 2), to: Place(.available, 2)))

        let (back, _) = expectAccepted(on: board) { try $0.relocate(from: Place(.available, 1), to: Place(.mine, 2)) }
        #expect(back.mineIDs == ["l0", "m0", "a1", "m1", "m2"])
        #expect(back.availableIDs == ["a0", "a2"])
    }

    @Test func relocateWithinAddChannelsReordersIt() {
        let (after, _) = expectAccepted(on: board) { try $0.relocate(from: Place(.available, 0), to: Place(.available, 2)) }
        #expect(after.availableIDs == ["a1", "a2", "a0"])
        #expect(after.mine == board.mine)
    }

    @Test func theEndOfTheOtherSectionIsATargetButTheEndOfTheSameSectionIsNot() {
        let (after, _) = expectAccepted(on: board) { try $0.relocate(from: Place(.mine, 1), to: Place(.available, 3)) }
        #expect(after.availableIDs == ["a0", "a1", "a2", "m0"])
        expectRefused(.indexOutOfRange(Place(.available, 3)), on: board) {
            try $0.relocate(from: Place(.available, 0), to: Place(.available, 3))
        }
        expectRefused(.indexOutOfRange(Place(.mine, 4)), on: board) {
            try $0.relocate(from: Place(.mine, 1), to: Place(.mine, 4))
        }
    }

    @Test(arguments: [Place(.mine, 4), Place(.mine, -1), Place(.available, 3), Place(.available, Int.min), Place(.mine, Int.max)])
    func relocateRefusesASourceOutOfRange(from: Place) {
        expectRefused(.indexOutOfRange(from), on: board) { try $0.relocate(from: from, to: Place(.available, 0)) }
    }

    @Test(arguments: [Place(.mine, 5), Place(.mine, -1), Place(.available, 4), Place(.available, Int.max), Place(.mine, Int.min)])
    func relocateRefusesATargetOutOfRange(to: Place) {
        expectRefused(.indexOutOfRange(to), on: board) { try $0.relocate(from: Place(.available, 0), to: to) }
    }

    @Test func relocateRefusesALockedChannelEvenToAnotherSection() {
        expectRefused(.locked(id: "l0"), on: board) { try $0.relocate(from: Place(.mine, 0), to: Place(.available, 0)) }
        expectRefused(.locked(id: "l0"), on: board) { try $0.relocate(from: Place(.mine, 0), to: Place(.mine, 2)) }
    }

    @Test func relocateRefusesToJumpInFrontOfALockedChannel() {
        expectRefused(.crossesLocked(Place(.mine, 0)), on: board) { try $0.relocate(from: Place(.available, 1), to: Place(.mine, 0)) }
        expectRefused(.crossesLocked(Place(.mine, 0)), on: board) { try $0.relocate(from: Place(.mine, 3), to: Place(.mine, 0)) }
        let (after, _) = expectAccepted(on: board) { try $0.relocate(from: Place(.available, 1), to: Place(.mine, 1)) }
        #expect(after.mineIDs == ["l0", "a1", "m0", "m1", "m2"])
    }

    // MARK: apply

    @Test func applyReplaysARelocationWhoseChannelIsAtItsSource() {
        let relocation = Relocation(id: "m0", from: Place(.mine, 1), to: Place(.mine, 3))
        let (after, applied) = expectAccepted(on: board) { try $0.apply(relocation) }
        #expect(applied == relocation)
        #expect(after.mineIDs == ["l0", "m1", "m2", "m0"])
    }

    @Test func applyRefusesAMismatchedID() {
        let relocation = Relocation(id: "m1", from: Place(.mine, 1), to: Place(.mine, 3))
        expectRefused(.unknownID("m1"), on: board) { try $0.apply(relocation) }
        let stranger = Relocation(id: "zz", from: Place(.available, 0), to: Place(.mine, 4))
        expectRefused(.unknownID("zz"), on: board) { try $0.apply(stranger) }
    }

    @Test func applyRefusesASourceOutOfRange() {
        let relocation = Relocation(id: "m0", from: Place(.mine, 9), to: Place(.mine, 1))
        expectRefused(.indexOutOfRange(Place(.mine, 9)), on: board) { try $0.apply(relocation) }
    }

    @Test func applyRefusesWhatRelocateRefuses() {
        expectRefused(.locked(id: "l0"), on: board) {
            try $0.apply(Relocation(id: "l0", from: Place(.mine, 0), to: Place(.mine, 2)))
        }
        expectRefused(.crossesLocked(Place(.mine, 0)), on: board) {
            try $0.apply(Relocation(id: "a0", from: Place(.available, 0), to: Place(.mine, 0)))
        }
        expectRefused(.indexOutOfRange(Place(.available, 3)), on: board) {
            try $0.apply(Relocation(id: "a0", from: Place(.available, 0), to: Place(.available, 3)))
        }
    }

    /// What each operation returns, applied to the board before, gives the board after; its
    /// inverse, applied to the board after, gives the board before. History relies on both.
    @Test(arguments: [
        Step.add(1), Step.add(2), Step.remove(1), Step.remove(3), Step.move(1, 3), Step.move(3, 1),
        Step.relocate(Place(.mine, 2), Place(.available, 1)), Step.relocate(Place(.available, 2), Place(.available, 0)),
    ])
    func returnedRelocationReplaysAndItsInverseUndoes(step: Step) throws {
        var after = board
        let relocation = try #require(try step.run(on: &after))
        var replayed = board
        #expect(try replayed.apply(relocation) == relocation)
        #expect(replayed == after)
        var undone = after
        #expect(try undone.apply(relocation.inverse) == relocation.inverse)
        #expect(undone == board)
    }

    @Test func inverseSwapsSourceAndTarget() {
        let relocation = Relocation(id: "x", from: Place(.mine, 1), to: Place(.available, 4))
        #expect(relocation.inverse == Relocation(id: "x", from: Place(.available, 4), to: Place(.mine, 1)))
        #expect(relocation.inverse.inverse == relocation)
    }

    enum Step: Sendable, CustomTestStringConvertible {
        case add(Int), remove(Int), move(Int, Int), relocate(Place, Place)

        func run(on board: inout Board) throws -> Relocation? {
            switch self {
            case .add(let index): try board.add(at: index)
            case .remove(let index): try board.remove(at: index)
            case .move(let from, let to): try board.move(from: from, to: to)
            case .relocate(let from, let to): try board.relocate(from: from, to: to)
            }
        }

        var testDescription: String {
            switch self {
            case .add(let index): "add(at: \(index))"
            case .remove(let index): "remove(at: \(index))"
            case .move(let from, let to): "move(from: \(from), to: \(to))"
            case .relocate(let from, let to): "relocate(from: \(from), to: \(to))"
            }
        }
    }
}
