/// A tiny deterministic random number generator for reproducible tests (SplitMix64).
///
/// The same seed always gives the same sequence of `next()` values, on every platform and run,
/// so a failing property test or fuzz run can be replayed from its seed alone. Print the seed
/// in failure messages.
///
/// Not for cryptography. SplitMix64 passes BigCrush, needs 8 bytes of state, and accepts any
/// seed, including 0.
///
/// ```swift
/// var rng = SeededGenerator(seed: 42)
/// let index = Int.random(in: 0..<10, using: &rng)
/// ```
///
/// The values of `next()` are fixed by this file. What the standard library derives from them
/// (`Int.random(in:using:)`, `shuffled(using:)`) is deterministic for a given toolchain.
package struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    /// The whole state: a counter advanced by the golden-ratio constant on every call.
    package private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
