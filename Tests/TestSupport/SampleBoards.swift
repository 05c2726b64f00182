import ChannelCore
import Testing

/// Boards for tests: generated ones with predictable ids, and realistic samples in two sizes
/// (`…Small` like the bundled catalogs, `…Large` filling the whole-screen tests' screens).
public enum SampleBoards {
    /// A board with `locked` locked channels, then `mine` unlocked ones in My Channels, and
    /// `available` channels in Add Channels.
    ///
    /// Ids and names are predictable: locked `"l0"`/`"Locked 0"`, `"l1"`, ...; unlocked mine
    /// `"m0"`/`"Mine 0"`, ...; available `"a0"`/`"Available 0"`, ... So `make(locked: 1, mine: 2,
    /// available: 1)` has My Channels `l0 m0 m1` and Add Channels `a0`.
    /// Negative counts count as zero.
    public static func make(locked: Int, mine: Int, available: Int, current: String? = nil) -> Board {
        let lockedChannels = (0..<max(0, locked)).map { Channel(id: "l\($0)", name: "Locked \($0)", locked: true) }
        let mineChannels = (0..<max(0, mine)).map { Channel(id: "m\($0)", name: "Mine \($0)") }
        let availableChannels = (0..<max(0, available)).map { Channel(id: "a\($0)", name: "Available \($0)") }
        return build(mine: lockedChannels + mineChannels, available: availableChannels, current: current)
    }

    /// A board from id lists: an id starting with `"!"` is a locked channel (the `"!"` is dropped).
    /// Names are the ids in upper case. For short, readable expectations:
    /// `SampleBoards.make(mine: ["!top", "tech"], available: ["sports"])`.
    public static func make(mine: [String], available: [String], current: String? = nil) -> Board {
        func channel(_ spec: String) -> Channel {
            spec.hasPrefix("!")
                ? Channel(id: String(spec.dropFirst()), name: spec.dropFirst().uppercased(), locked: true)
                : Channel(id: spec, name: spec.uppercased())
        }
        return build(mine: mine.map(channel), available: available.map(channel), current: current)
    }

    /// A board a test spells out; one the core refuses is a recorded failure of the test that
    /// asked for it (never a silently empty board that some assertions would still pass).
    public static func valid(_ make: () throws -> Board, sourceLocation: SourceLocation = #_sourceLocation) -> Board {
        do {
            return try make()
        } catch {
            Issue.record("the fixture board is not valid: \(error)", sourceLocation: sourceLocation)
            return Board()
        }
    }

    /// An English board like the bundled catalog's: two locked channels, five of mine, six to add.
    public static var englishSmall: Board {
        build(
            mine: [
                Channel(id: "top", name: "Top", locked: true),
                Channel(id: "local", name: "Local", locked: true),
                Channel(id: "tech", name: "Tech"),
                Channel(id: "finance", name: "Finance"),
                Channel(id: "sports", name: "Sports"),
                Channel(id: "world", name: "World"),
                Channel(id: "entertainment", name: "Entertainment"),
            ],
            available: [
                Channel(id: "science", name: "Science"),
                Channel(id: "health", name: "Health"),
                Channel(id: "travel", name: "Travel"),
                Channel(id: "food", name: "Food"),
                Channel(id: "autos", name: "Autos"),
                Channel(id: "games", name: "Games"),
            ],
            current: "top"
        )
    }

    /// A Chinese board (names two columns a character), with a mixed-width name (`"NBA直播"`)
    /// and an ASCII one (`"NBA"`) to exercise display widths.
    public static var chineseSmall: Board {
        build(
            mine: [
                Channel(id: "recommend", name: "推荐", locked: true),
                Channel(id: "hot", name: "热点", locked: true),
                Channel(id: "tech", name: "科技"),
                Channel(id: "finance", name: "财经"),
                Channel(id: "sports", name: "体育"),
                Channel(id: "entertainment", name: "娱乐"),
                Channel(id: "international", name: "国际"),
            ],
            available: [
                Channel(id: "military", name: "军事"),
                Channel(id: "autos", name: "汽车"),
                Channel(id: "health", name: "健康"),
                Channel(id: "nba-live", name: "NBA直播"),
                Channel(id: "nba", name: "NBA"),
                Channel(id: "history", name: "历史"),
            ],
            current: "recommend"
        )
    }

    /// Ten of mine (two locked, "World" current), twenty to add (one name too long for a cell).
    public static var englishLarge: Board {
        build(
            mine: [
                Channel(id: "top", name: "Top", locked: true),
                Channel(id: "local", name: "Local", locked: true),
                Channel(id: "tech", name: "Tech"),
                Channel(id: "finance", name: "Finance"),
                Channel(id: "sports", name: "Sports"),
                Channel(id: "world", name: "World"),
                Channel(id: "entertainment", name: "Entertainment"),
                Channel(id: "science", name: "Science"),
                Channel(id: "health", name: "Health"),
                Channel(id: "politics", name: "Politics"),
            ],
            available: [
                "Travel", "Food", "Autos", "Games", "Music", "Movies", "Books", "Fashion", "Real Estate",
                "Education", "Parenting", "History", "Military", "Weather", "Pets", "Gardening",
                "Photography", "Design", "Podcasts", "The Extremely Long Channel Name",
            ].map { Channel(id: $0.lowercased().split(separator: " ").joined(separator: "-"), name: $0) },
            current: "world"
        )
    }

    /// `englishLarge` in Chinese: two-column characters, one mixed name, one too long.
    public static var chineseLarge: Board {
        build(
            mine: [
                Channel(id: "recommend", name: "推荐", locked: true),
                Channel(id: "headlines", name: "要闻", locked: true),
                Channel(id: "tech", name: "科技"),
                Channel(id: "finance", name: "财经"),
                Channel(id: "sports", name: "体育"),
                Channel(id: "world", name: "国际"),
                Channel(id: "ent", name: "娱乐"),
                Channel(id: "auto", name: "汽车"),
                Channel(id: "nba", name: "NBA直播"),
                Channel(id: "video", name: "视频"),
            ],
            available: [
                "军事", "房产", "游戏", "健康", "历史", "时尚", "旅游", "美食", "教育", "育儿",
                "数码", "家居", "星座", "动漫", "电影", "音乐", "读书", "摄影", "宠物",
                "中国国家地理杂志精选频道",
            ].enumerated().map { Channel(id: "c\($0.offset)", name: $0.element) },
            current: "sports"
        )
    }

    /// Builds a board that is valid by construction; a refusal here is a bug in the sample
    /// itself or in `Board.init`, so it stops the test run with the reason.
    private static func build(mine: [Channel], available: [Channel], current: String?) -> Board {
        do {
            return try Board(mine: mine, available: available, current: current)
        } catch {
            fatalError("SampleBoards: Board.init refused a sample board: \(error)")
        }
    }
}

extension Board {
    /// The ids of My Channels, in order: handy for comparing whole orders in expectations.
    public var mineIDs: [String] { mine.map(\.id) }
    /// The ids of Add Channels, in order.
    public var availableIDs: [String] { available.map(\.id) }
}
