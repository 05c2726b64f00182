/// Durations of one kind of event, in nanoseconds, and their order statistics.
struct Samples {
    var values: [UInt64] = []

    mutating func add(_ value: UInt64) { values.append(value) }

    mutating func add(_ other: Samples) { values += other.values }

    var count: Int { values.count }

    /// The value below which `fraction` of the samples lie (nearest rank), in microseconds.
    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return Double(sorted[min(max(rank, 0), sorted.count - 1)]) / 1000
    }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
}
