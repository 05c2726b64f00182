import ChannelCore

/// The board the benchmark edits: `count` channels, the first half in My Channels (the first
/// two locked), the rest in Add Channels. Names are deterministic and mixed like real ones:
/// mostly short Latin words, every fifth in Chinese (two columns a character), every
/// thirteenth longer than a cell shows (cut with an ellipsis).
enum BenchBoard {
    static let words = [
        "News", "Sports", "Tech", "Finance", "World", "Video", "Health", "Travel", "Autos",
        "Games", "Music", "Movies", "Books", "Science", "Food", "Fashion", "Weather", "Local",
    ]
    static let chinese = ["科技", "财经", "体育", "娱乐", "国际", "视频", "健康", "旅游"]

    static func name(_ index: Int) -> String {
        if index % 13 == 12 { return "\(words[index % words.count]) and everything around it \(index)" }
        if index % 5 == 4 { return "\(chinese[index % chinese.count])\(index)" }
        return "\(words[index % words.count]) \(index)"
    }

    static func make(count: Int) throws(BoardRefusal) -> Board {
        let mineCount = count / 2
        var mine: [Channel] = []
        var available: [Channel] = []
        mine.reserveCapacity(mineCount)
        available.reserveCapacity(count - mineCount)
        for index in 0..<count {
            let channel = Channel(id: "c\(index)", name: name(index), locked: index < 2)
            if index < mineCount { mine.append(channel) } else { available.append(channel) }
        }
        return try Board(mine: mine, available: available)
    }
}
