import ChannelCore

/// Small boards for store tests.
enum Samples {
    static func board(_ suffix: String = "") throws -> Board {
        try Board(
            mine: [Channel(id: "top", name: "热点", locked: true), Channel(id: "tech", name: "Tech" + suffix)],
            available: [Channel(id: "sports", name: "Sports \"⚽\"")],
            current: "tech")
    }
}
