import Testing
import ChannelCore
import EditorKit

/// The filter's substring search, which stands in for _StringProcessing's `contains(_:)`.
@Suite("Substring search")
struct ContainsBytesTests {
    @Test func findsAPartAnywhere() {
        #expect("technology".containsBytes(of: "tech"))
        #expect("technology".containsBytes(of: "nol"))
        #expect("technology".containsBytes(of: "logy"))
        #expect("technology".containsBytes(of: "technology"))
        #expect("aaab".containsBytes(of: "aab"), "a false start does not skip the match")
        #expect("科技频道".containsBytes(of: "频道"))
    }

    @Test func missesWhatIsNotThere() {
        #expect(!"technology".containsBytes(of: "techno-logy"))
        #expect(!"tech".containsBytes(of: "technology"), "longer than the text")
        #expect(!"科技".containsBytes(of: "频"))
        #expect(!"".containsBytes(of: "a"))
    }

    @Test func theEmptyPartIsEverywhere() {
        #expect("".containsBytes(of: ""))
        #expect("news".containsBytes(of: ""))
    }

    /// Against the standard library's search (which the tests may import) on random strings over
    /// a small alphabet, so that near misses are common. (Not empty parts: the standard library
    /// says no to those, and the filter never asks.)
    @Test func agreesWithTheStandardLibrary() {
        var random = SeededGenerator(seed: 15)
        let alphabet: [Character] = ["a", "b", "频", "é"]
        func word(_ most: Int) -> String {
            String((0..<Int.random(in: 1...most, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<2_000 {
            let text = word(12)
            let part = word(4)
            #expect(text.containsBytes(of: part) == text.contains(part), "\(text) / \(part)")
        }
    }
}
