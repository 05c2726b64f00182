import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The boards, keys and frame-making shared by the render and frame tests. Built here rather
/// than taken from a shared helper, so the expected screens depend on nothing outside this
/// folder.
enum RenderSamples {
    /// Ten of mine (two locked, "World" current), twenty to add (one name too long for a cell).
    static func english() throws -> Board {
        try Board(
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
            ].map { Channel(id: $0.lowercased().replacingSpaces, name: $0) },
            current: "world")
    }

    /// The same shape in Chinese: two-column characters, one mixed name, one too long.
    static func chinese() throws -> Board {
        try Board(
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
            current: "sports")
    }

    /// The help a browsing editor shows, as the keymap gives it (for tests that draw help on
    /// states of their own making).
    static var keymapHelp: [KeyHint] {
        Keymap.help(for: EditorState(board: Board(), size: ScreenSize(columns: 80, rows: 24)))
    }

    static func state(_ board: Board, columns: Int, rows: Int, mode: Mode = .browse) -> EditorState {
        var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows))
        state.mode = mode
        // These screens show the focus on the first cell, whatever channel is current.
        state.focus = board.mine.isEmpty ? state.focus : Place(.mine, 0)
        return state
    }

    /// The frame for a state, made the way the front end makes it: `Editor.frame()`, whose
    /// footer and help come from the keymap alone (issue 21.2: no hand-written hints).
    static func frame(_ state: EditorState) -> Frame {
        Editor(state: state, labels: LabelBook(maker: LabelMaker(widthOf: TestWidth.wcwidth)))
            .frame(widthOf: TestWidth.wcwidth)
    }

    /// The frame of a state exactly as given (a scroll, focus or current the editor would
    /// correct, for the renderer's own tests), its footer and help still the keymap's.
    static func rendered(_ state: EditorState) -> Frame {
        let labels = LabelBook(maker: LabelMaker(widthOf: TestWidth.wcwidth))
        return render(state, layout: state.layout(labels: labels), labels: labels, hints: Keymap.hints(for: state),
                      help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: TestWidth.wcwidth)
    }
}

extension String {
    fileprivate var replacingSpaces: String { split(separator: " ").joined(separator: "-") }
}

@Suite struct RenderSampleTests {
    @Test func samplesHaveTheShapeTheScreensAssume() throws {
        for board in [try RenderSamples.english(), try RenderSamples.chinese()] {
            #expect(board.mine.count == 10)
            #expect(board.lockedCount == 2)
            #expect(board.available.count == 20)
            #expect(board.current.flatMap { board.place(of: $0) }?.section == .mine)
        }
    }
}
