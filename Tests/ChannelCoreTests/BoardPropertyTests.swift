import ChannelCore
import Testing
import TestSupport

/// Thousands of seeded random requests, valid and invalid, against one board and its history.
/// A failure names the seed and the step, so it can be replayed.
@Suite("Board properties (seeded)")
struct BoardPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xC0FFEE, 0xDEAD_BEEF, 9_876_543_210]

    @Test(arguments: seeds)
    func randomRequestsKeepEveryInvariantAndUndoAll(seed: UInt64) {
        var session = RandomSession(seed: seed, historyLimit: 10_000)
        session.run(steps: 5000)
        session.finish()
        session.report()
        // With nothing dropped from history, undoing everything reaches the original lists.
        guard session.failure == nil else { return }
        #expect(session.reachedOldest?.mineIDs == session.original.mineIDs)
        #expect(session.reachedOldest?.availableIDs == session.original.availableIDs)
    }

    /// A short history: undo stops at the oldest step it still has, and the model agrees.
    @Test(arguments: zip([UInt64(7), 8, 9], [1, 5, 40]))
    func randomRequestsWithAShortHistory(seed: UInt64, limit: Int) {
        var session = RandomSession(seed: seed, historyLimit: limit)
        session.run(steps: 3000)
        session.finish()
        session.report()
    }

    @Test func randomRequestsOnALargeBoard() {
        let board = SampleBoards.make(locked: 3, mine: 60, available: 80, current: "m7")
        var session = RandomSession(seed: 0xB16, board: board, historyLimit: 10_000)
        session.run(steps: 3000)
        session.finish()
        session.report()
        // Undo restores the lists; the current channel is whatever was opened last, unless it
        // left My Channels since.
        guard session.failure == nil else { return }
        #expect(session.reachedOldest?.mineIDs == board.mineIDs)
        #expect(session.reachedOldest?.availableIDs == board.availableIDs)
    }
}

/// One random request.
enum Request: CustomStringConvertible {
    case add(Int)
    case remove(Int)
    case move(Int, Int)
    case open(String)
    case relocate(Place, Place)
    case apply(Relocation)
    case undo
    case redo

    var kind: String {
        switch self {
        case .add: "add"
        case .remove: "remove"
        case .move: "move"
        case .open: "open"
        case .relocate: "relocate"
        case .apply: "apply"
        case .undo: "undo"
        case .redo: "redo"
        }
    }

    var description: String {
        switch self {
        case .add(let index): "add(at: \(index))"
        case .remove(let index): "remove(at: \(index))"
        case .move(let from, let to): "move(from: \(from), to: \(to))"
        case .open(let id): "open(id: \"\(id)\")"
        case .relocate(let from, let to): "relocate(from: \(from), to: \(to))"
        case .apply(let relocation): "apply(\(relocation.id): \(relocation.from) -> \(relocation.to))"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}

/// A board, its history, and a model of what the history should hold: the boards each undo
/// and each redo must give back. Checks everything after every step and keeps the first failure.
struct RandomSession {
    let seed: UInt64
    let original: Board
    private var rng: SeededGenerator
    private(set) var board: Board
    private var history: History
    /// Lists (mine, available) reachable by undo, oldest first; the last is the board's now.
    private var timeline: [Board]
    /// Lists reachable by redo, the next one last.
    private var undone: [Board] = []
    private var expectedCurrent: String?
    private let lockedIDs: [String]
    private let everyChannel: Set<Channel>
    private let channelCount: Int
    private let idPool: [String]
    /// The first failure. A reference, so that checks need not mutate the session while their
    /// messages read it.
    private let firstFailure = FirstFailure()
    var failure: String? { firstFailure.message }
    private var step = 0
    private var lastRequest = "start"
    /// How many requests of each kind were accepted ("add+") and refused ("add-").
    private(set) var tally: [String: Int] = [:]
    /// The board after undoing everything, once `finish` has run.
    private(set) var reachedOldest: Board?

    init(seed: UInt64, board: Board? = nil, historyLimit: Int) {
        var rng = SeededGenerator(seed: seed)
        let start = board ?? SampleBoards.make(
            locked: Int.random(in: 0...3, using: &rng),
            mine: Int.random(in: 1...8, using: &rng),
            available: Int.random(in: 1...8, using: &rng),
            current: Bool.random(using: &rng) ? "m0" : nil
        )
        self.seed = seed
        self.rng = rng
        original = start
        self.board = start
        history = History(limit: historyLimit)
        timeline = [start]
        expectedCurrent = start.current
        lockedIDs = start.mine.filter(\.locked).map(\.id)
        everyChannel = Set(start.allChannels)
        channelCount = start.allChannels.count
        idPool = start.allChannels.map(\.id) + ["", "nope", "M0"]
    }

    // MARK: running

    mutating func run(steps: Int) {
        for _ in 0..<steps where failure == nil {
            step += 1
            let request = randomRequest()
            lastRequest = request.description
            perform(request)
            checkInvariants()
        }
    }

    /// Redo whatever is left, then undo everything and redo everything, checking each step.
    mutating func finish() {
        guard failure == nil else { return }
        lastRequest = "final redo of pending steps"
        while !undone.isEmpty, failure == nil { perform(.redo) }
        let final = board
        let steps = timeline.count - 1

        lastRequest = "undo all"
        var undos = 0
        while history.canUndo, failure == nil {
            perform(.undo)
            undos += 1
        }
        check(undos == steps, "undo all took \(undos) steps, history should hold \(steps)")
        perform(.undo)  // one more: nothing left, nothing changes
        check(timeline.count == 1, "model still has \(timeline.count - 1) steps to undo")
        reachedOldest = board
        if let oldest = timeline.first {
            check(sameLists(board, oldest), "undo all did not reach the oldest board")
        }

        lastRequest = "redo all"
        var redos = 0
        while history.canRedo, failure == nil {
            perform(.redo)
            redos += 1
        }
        check(redos == steps, "redo all took \(redos) steps, expected \(steps)")
        check(board == final, "redo all did not return to the final board")
        checkInvariants()
    }

    /// Records the first failure as a test issue, and checks that the run exercised both
    /// outcomes of every kind of request (so it cannot pass by doing nothing).
    func report() {
        if let failure {
            Issue.record("seed \(seed), step \(step), after \(lastRequest): \(failure)")
            return
        }
        for kind in ["add", "remove", "move", "open", "relocate", "apply"] {
            #expect(tally["\(kind)+", default: 0] > 0, "seed \(seed): no \(kind) was accepted")
            #expect(tally["\(kind)-", default: 0] > 0, "seed \(seed): no \(kind) was refused")
        }
        #expect(tally["undo+", default: 0] > 0, "seed \(seed): no undo happened")
        #expect(tally["redo+", default: 0] > 0, "seed \(seed): no redo happened")
    }

    // MARK: one request

    private mutating func perform(_ request: Request) {
        let before = board
        switch request {
        case .undo:
            let result = history.undo(on: &board)
            if timeline.count > 1 {
                let target = timeline[timeline.count - 2]
                check(result != nil, "undo refused with \(timeline.count - 1) steps in history")
                check(sameLists(board, target), "undo did not give back the board before the last step")
                if result != nil {
                    undone.append(timeline.removeLast())
                    checkUndoThenRedo(restores: before)
                }
            } else {
                check(result == nil && board == before, "undo with nothing to undo changed something")
            }
            tally[result == nil ? "undo-" : "undo+", default: 0] += 1
        case .redo:
            let result = history.redo(on: &board)
            if let target = undone.last {
                check(result != nil, "redo refused with \(undone.count) steps to redo")
                check(sameLists(board, target), "redo did not give back the board from before the undo")
                if result != nil { timeline.append(undone.removeLast()) }
            } else {
                check(result == nil && board == before, "redo with nothing to redo changed something")
            }
            tally[result == nil ? "redo-" : "redo+", default: 0] += 1
        case .open(let id):
            let allowed = before.mine.contains { $0.id == id }
            do {
                try board.open(id: id)
                check(allowed, "open accepted an id not in My Channels")
                expectedCurrent = id
                check(sameLists(board, before), "open changed the lists")
                tally["open+", default: 0] += 1
            } catch {
                check(!allowed, "open refused a My Channels id: \(error)")
                check(error == .unknownID(id), "open refused with \(error)")
                check(board == before, "refused open changed the board")
                tally["open-", default: 0] += 1
            }
        default:
            performMove(request, before: before)
        }
    }

    /// add, remove, move, relocate, apply: predict the outcome from the rules, compare.
    private mutating func performMove(_ request: Request, before: Board) {
        let predicted = prediction(for: request, on: before)
        do {
            let relocation: Relocation?
            switch request {
            case .add(let index): relocation = try board.add(at: index)
            case .remove(let index): relocation = try board.remove(at: index)
            case .move(let from, let to): relocation = try board.move(from: from, to: to)
            case .relocate(let from, let to): relocation = try board.relocate(from: from, to: to)
            case .apply(let recorded): relocation = try board.apply(recorded)
            default: return
            }
            tally["\(request.kind)+", default: 0] += 1
            switch predicted {
            case .refused(let reasons):
                fail("accepted, but the rules refuse it: \(reasons)")
            case .nothing:
                check(relocation == nil, "a move onto its own place returned \(String(describing: relocation))")
                check(board == before, "a move onto its own place changed the board")
            case .relocation(let expected):
                check(relocation == expected, "returned \(String(describing: relocation)), expected \(expected)")
                checkRelocated(expected, from: before)
                history.record(expected)
                timeline.append(board)
                undone.removeAll()
                if timeline.count > history.limit + 1 { timeline.removeFirst(timeline.count - history.limit - 1) }
            }
        } catch {
            tally["\(request.kind)-", default: 0] += 1
            check(board == before, "refused with \(error) but changed the board")
            switch predicted {
            case .refused(let reasons):
                check(reasons.contains(error), "refused with \(error), expected one of \(reasons)")
            case .nothing, .relocation:
                fail("refused with \(error), but the rules allow it")
            }
        }
    }

    /// What the rules say a request does, written from the contract rather than the code.
    private enum Prediction {
        case refused([BoardRefusal])
        case nothing
        case relocation(Relocation)
    }

    private func prediction(for request: Request, on board: Board) -> Prediction {
        switch request {
        case .add(let index):
            return predictRelocate(from: Place(.available, index), to: Place(.mine, board.mine.count), on: board)
        case .remove(let index):
            return predictRelocate(from: Place(.mine, index), to: Place(.available, 0), on: board)
        case .move(let from, let to):
            if from == to, let channel = board.channel(at: Place(.mine, from)) {
                return channel.locked ? .refused([.locked(id: channel.id)]) : .nothing
            }
            return predictRelocate(from: Place(.mine, from), to: Place(.mine, to), on: board)
        case .relocate(let from, let to):
            return predictRelocate(from: from, to: to, on: board)
        case .apply(let relocation):
            guard let channel = board.channel(at: relocation.from) else { return .refused([.indexOutOfRange(relocation.from)]) }
            guard channel.id == relocation.id else { return .refused([.unknownID(relocation.id)]) }
            return predictRelocate(from: relocation.from, to: relocation.to, on: board)
        case .open, .undo, .redo:
            return .nothing
        }
    }

    private func predictRelocate(from: Place, to: Place, on board: Board) -> Prediction {
        let source = board.channels(in: from.section)
        guard from.index >= 0, from.index < source.count else { return .refused([.indexOutOfRange(from)]) }
        let channel = source[from.index]
        var reasons: [BoardRefusal] = []
        if channel.locked { reasons.append(.locked(id: channel.id)) }
        // Positions in the target list once the channel has left its own list.
        let others = board.channels(in: to.section).count - (from.section == to.section ? 1 : 0)
        if to.index < 0 || to.index > others {
            reasons.append(.indexOutOfRange(to))
        } else if to.section == .mine, to.index < lockedIDs.count {
            reasons.append(.crossesLocked(to))
        }
        return reasons.isEmpty ? .relocation(Relocation(id: channel.id, from: from, to: to)) : .refused(reasons)
    }

    // MARK: checks

    /// The relocated channel is at its target, and each list without it is what it was.
    private func checkRelocated(_ relocation: Relocation, from before: Board) {
        let moved = before.channel(at: relocation.from)
        check(moved?.id == relocation.id, "relocation names \(relocation.id), the source holds \(String(describing: moved?.id))")
        check(board.channel(at: relocation.to) == moved, "the channel is not at \(relocation.to)")
        for section in Section.allCases {
            let now = board.channels(in: section).filter { $0.id != relocation.id }
            let then = before.channels(in: section).filter { $0.id != relocation.id }
            check(now == then, "the other channels of \(section) changed order: \(then.map(\.id)) -> \(now.map(\.id))")
        }
        check(board.lastOpened == before.lastOpened, "a move changed the channel last opened")
        var undoneCopy = board
        do {
            try undoneCopy.apply(relocation.inverse)
            check(undoneCopy == before, "the inverse relocation does not restore the board")
        } catch {
            fail("the inverse relocation was refused: \(error)")
        }
    }

    /// Right after an undo: redo, then undo again, on copies: the redo gives back the board
    /// from before the undo.
    private func checkUndoThenRedo(restores before: Board) {
        var copy = board
        var historyCopy = history
        check(historyCopy.redo(on: &copy) != nil, "redo right after an undo was refused")
        check(copy == before, "undo then redo did not return the same board")
    }

    private func checkInvariants() {
        let all = board.mine + board.available
        check(all.count == channelCount, "\(all.count) channels, expected \(channelCount)")
        check(Set(all) == everyChannel, "the channels are not the original ones")
        check(board.lockedCount == lockedIDs.count, "lockedCount \(board.lockedCount), expected \(lockedIDs.count)")
        check(board.mine.prefix(lockedIDs.count).map(\.id) == lockedIDs, "locked channels moved: \(board.mineIDs)")
        check(!board.mine.dropFirst(lockedIDs.count).contains(where: \.locked), "a locked channel behind an unlocked one")
        check(!board.available.contains(where: \.locked), "a locked channel in Add Channels")
        // The rule for the current channel: the last one opened, while it is in My Channels.
        let expectedNow = expectedCurrent.flatMap { id in board.mine.contains { $0.id == id } ? id : nil }
        check(board.lastOpened == expectedCurrent, "last opened is \(String(describing: board.lastOpened))")
        check(board.current == expectedNow, "current is \(String(describing: board.current)), expected \(String(describing: expectedCurrent))")
    }

    private func sameLists(_ a: Board, _ b: Board) -> Bool {
        a.mine == b.mine && a.available == b.available
    }

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    private func fail(_ message: String) {
        if firstFailure.message == nil {
            firstFailure.message = "\(message)\n  mine \(board.mineIDs)\n  available \(board.availableIDs)"
        }
    }

    // MARK: random requests

    private mutating func randomRequest() -> Request {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<18: return .add(randomIndex(count: board.available.count))
        case 18..<32: return .remove(randomIndex(count: board.mine.count))
        case 32..<56: return .move(randomIndex(count: board.mine.count), randomIndex(count: board.mine.count))
        case 56..<61: return .open(idPool.randomElement(using: &rng) ?? "")
        case 61..<71: return .relocate(randomPlace(), randomPlace())
        case 71..<78: return .apply(randomRelocation())
        case 78..<90: return .undo
        default: return .redo
        }
    }

    /// Mostly near the valid range (one past either end included), sometimes far outside it.
    private mutating func randomIndex(count: Int) -> Int {
        if Int.random(in: 0..<100, using: &rng) < 90 {
            return Int.random(in: -1...(count + 1), using: &rng)
        }
        return [Int.min, -1000, count + 1000, Int.max].randomElement(using: &rng) ?? -1
    }

    private mutating func randomPlace() -> Place {
        let section: Section = Bool.random(using: &rng) ? .mine : .available
        return Place(section, randomIndex(count: board.channels(in: section).count))
    }

    /// Usually names the channel really at the source, so some replays can succeed.
    private mutating func randomRelocation() -> Relocation {
        let from = randomPlace()
        let to = randomPlace()
        let id: String
        if Int.random(in: 0..<100, using: &rng) < 70, let channel = board.channel(at: from) {
            id = channel.id
        } else {
            id = idPool.randomElement(using: &rng) ?? ""
        }
        return Relocation(id: id, from: from, to: to)
    }
}

/// Where a session keeps its first failure.
final class FirstFailure {
    var message: String?
}
