import ChannelCore
import Testing
import TestSupport

/// The shared helpers other test targets rely on: they must stay deterministic and valid.
@Suite("TestSupport")
struct TestSupportTests {
    @Test func seededGeneratorFollowsTheSplitMix64ReferenceSequence() {
        var rng = SeededGenerator(seed: 1_234_567)
        let values = (0..<5).map { _ in rng.next() }
        #expect(values == [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ])
        var zero = SeededGenerator(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func sameSeedSameSequenceOtherSeedOtherSequence() {
        var a = SeededGenerator(seed: 99)
        var b = SeededGenerator(seed: 99)
        var c = SeededGenerator(seed: 100)
        let first = (0..<100).map { _ in Int.random(in: 0..<1000, using: &a) }
        let second = (0..<100).map { _ in Int.random(in: 0..<1000, using: &b) }
        let third = (0..<100).map { _ in Int.random(in: 0..<1000, using: &c) }
        #expect(first == second)
        #expect(first != third)
    }

    @Test func generatedBoardHasPredictableIDs() {
        let board = SampleBoards.make(locked: 2, mine: 3, available: 2, current: "m1")
        #expect(board.mineIDs == ["l0", "l1", "m0", "m1", "m2"])
        #expect(board.availableIDs == ["a0", "a1"])
        #expect(board.mine.map(\.locked) == [true, true, false, false, false])
        #expect(board.mine[2].name == "Mine 0")
        #expect(board.available[1].name == "Available 1")
        #expect(board.current == "m1")
        #expect(SampleBoards.make(locked: 0, mine: 0, available: 0) == Board())
    }

    @Test func boardFromIDLists() {
        let board = SampleBoards.make(mine: ["!top", "tech"], available: ["sports"])
        #expect(board.mine == [Channel(id: "top", name: "TOP", locked: true), Channel(id: "tech", name: "TECH")])
        #expect(board.available == [Channel(id: "sports", name: "SPORTS")])
    }

    @Test(arguments: [SampleBoards.englishSmall, SampleBoards.chineseSmall])
    func sampleBoardsAreRealistic(board: Board) {
        #expect(board.lockedCount == 2)
        #expect(board.mine.count > board.lockedCount)
        #expect(!board.available.isEmpty)
        #expect(board.current == board.mine.first?.id)
    }

    @Test func chineseSampleHasWideNames() {
        let names = SampleBoards.chineseSmall.allChannels.map(\.name)
        for name in ["科技", "财经", "体育"] {
            #expect(names.contains(name))
        }
    }
}
