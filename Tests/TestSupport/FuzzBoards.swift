import ChannelCore

/// A named board for the fuzzer: the name goes into every failure report, so a run can be
/// replayed with `FuzzBoards.named(_:)`.
public struct FuzzBoard: Sendable, CustomStringConvertible {
    public let name: String
    public let board: Board

    public init(name: String, board: Board) {
        self.name = name
        self.board = board
    }

    public var description: String { name }
}

/// The boards the fuzzer drives: the edge cases (empty, nothing but locked channels, one
/// channel), the two samples, names that stress the labels (CJK, emoji, combining marks,
/// control characters, bidi overrides, names wider than a cell), and about 300 channels.
public enum FuzzBoards {
    public static let all: [FuzzBoard] = [
        FuzzBoard(name: "empty", board: Board()),
        FuzzBoard(name: "all-locked", board: allLocked),
        FuzzBoard(name: "one-mine", board: build(mine: [Channel(id: "solo", name: "Solo")], available: [])),
        FuzzBoard(name: "one-available", board: build(mine: [], available: [Channel(id: "solo", name: "独")])),
        FuzzBoard(name: "english", board: SampleBoards.englishSmall),
        FuzzBoard(name: "chinese", board: SampleBoards.chineseSmall),
        FuzzBoard(name: "odd-names", board: oddNames),
        FuzzBoard(name: "locked-heavy", board: lockedHeavy),
        FuzzBoard(name: "big-300", board: big),
    ]

    /// The board with this name (see `all`), or nil.
    public static func named(_ name: String) -> FuzzBoard? {
        all.first { $0.name == name }
    }

    /// Four locked channels and nothing else: nothing can move, every request is refused.
    static var allLocked: Board {
        build(
            mine: (0..<4).map { Channel(id: "lock\($0)", name: ["Top", "本地", "Local", "要闻"][$0], locked: true) },
            available: [])
    }

    /// Six locked channels in front of two movable ones, and a few to add.
    static var lockedHeavy: Board {
        build(
            mine: (0..<6).map { Channel(id: "lk\($0)", name: "Locked \($0)", locked: true) }
                + [Channel(id: "free0", name: "Free"), Channel(id: "free1", name: "自由")],
            available: (0..<5).map { Channel(id: "add\($0)", name: "Add \($0)") },
            current: "lk0")
    }

    /// Names that are hard to draw: wide, zero-width, control and direction characters, and
    /// names far wider than a cell.
    static var oddNames: Board {
        let mine = [
            Channel(id: "top", name: "头条", locked: true),
            Channel(id: "esc", name: "Bad\u{1B}[31mRed"),
            Channel(id: "wide", name: "超长的频道名称超长的频道名称超长的频道名称"),
            Channel(id: "emoji", name: "😀 Fun 🎉"),
            Channel(id: "comb", name: "\u{0301}e\u{0301}te\u{0301}"),
            Channel(id: "bidi", name: "abc\u{202E}def"),
            Channel(id: "empty-ish", name: " "),
            Channel(id: "tabs", name: "a\tb\nc\r"),
            Channel(id: "c1", name: "x\u{85}y\u{9B}z"),
            Channel(id: "hangul", name: "한국어 뉴스"),
        ]
        let available = [
            Channel(id: "fullwidth", name: "ＦＵＬＬ"),
            Channel(id: "long-ascii", name: String(repeating: "Long", count: 12)),
            Channel(id: "mixed", name: "NBA直播 live"),
            Channel(id: "del", name: "del\u{7F}"),
            Channel(id: "zwj", name: "👩\u{200D}💻 dev"),
            Channel(id: "flag", name: "🇨🇳 中国"),
            Channel(id: "nul", name: "nul\u{0}byte"),
            Channel(id: "财经", name: "财经"),
        ]
        return build(mine: mine, available: available, current: "esc")
    }

    /// About 300 channels: 3 locked, 120 more of mine, 177 to add; names of many widths,
    /// about a third Chinese.
    static var big: Board {
        var rng = SeededGenerator(seed: 300)
        let words = ["News", "Tech", "Sports", "World", "Finance", "Autos", "Travel", "Food", "Science", "Games"]
        let hanzi = ["新闻", "科技", "体育", "国际", "财经", "汽车", "旅游", "美食", "科学", "游戏", "历史", "军事"]
        func name(_ index: Int) -> String {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1: return hanzi[Int.random(in: 0..<hanzi.count, using: &rng)] + String(index)
            case 2: return String(repeating: words[index % words.count], count: Int.random(in: 2...4, using: &rng))
            default: return "\(words[index % words.count]) \(index)"
            }
        }
        let locked = (0..<3).map { Channel(id: "L\($0)", name: name($0), locked: true) }
        let mine = (3..<123).map { Channel(id: "c\($0)", name: name($0)) }
        let available = (123..<300).map { Channel(id: "c\($0)", name: name($0)) }
        return build(mine: locked + mine, available: available, current: "c10")
    }

    private static func build(mine: [Channel], available: [Channel], current: String? = nil) -> Board {
        do {
            return try Board(mine: mine, available: available, current: current)
        } catch {
            fatalError("FuzzBoards: Board.init refused a fuzz board: \(error)")
        }
    }
}
