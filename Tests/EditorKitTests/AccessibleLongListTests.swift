import ChannelCore
import EditorKit
import Localization
import Testing
import TestSupport

/// Issue 40 in the accessible session: `where X`, `list mine`, `list add`, `list WORDS`, a long
/// list's greeting as a summary, twins told apart without URLs, and before/after in Chinese.
@Suite struct AccessibleLongListTests {
    static func editor(_ board: Board = AccessibleSessionTests.board(), details: ChannelDetails? = nil,
                       translation: Translation = .english, kind: ListKind = .channels) -> Editor {
        TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), hasMouse: false,
                                      translation: translation, details: details, kind: kind))
    }

    /// The Traditional Chinese translation, read from po/zh_TW.po.
    static func taiwanese() throws -> Translation {
        let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        let text = try String(contentsOfFile: "/" + root + "/po/zh_TW.po", encoding: .utf8)
        return Translation(language: .traditionalChinese, messages: try POFile(text: text).translation)
    }

    @Test func whereSaysTheListAndThePlace() {
        var editor = Self.editor()
        var session = LineSession(translation: .english)
        #expect(session.reply(to: "where tech", editor: &editor).lines == ["Tech is in My Channels, place 3 of 4."])
        #expect(session.reply(to: "where Movies", editor: &editor).lines
            == ["Movies is in Add Channels, place 2 of 3; list numbers it 6."])
        // Several: each with the number list gives it, which the next command may use.
        let several = session.reply(to: "w s", editor: &editor)
        #expect(several.lines == ["\"s\" matches 2:", "2. News is in My Channels, place 2 of 4.", "4. Sport is in My Channels, place 4 of 4."])
        #expect(!several.isRefusal)
        _ = session.reply(to: "filter mu", editor: &editor)
        #expect(session.reply(to: "where movies", editor: &editor).lines
            == ["Movies is in Add Channels, hidden by the filter \"mu\"; filter alone shows all."])
        #expect(session.reply(to: "where nothing-like-it", editor: &editor).isRefusal)
    }

    @Test func whereInTaiwaneseWords() throws {
        let translation = try Self.taiwanese()
        var editor = Self.editor(translation: translation)
        var session = LineSession(translation: translation)
        #expect(session.reply(to: "在哪裡 Tech", editor: &editor).lines == ["Tech 在我的頻道，第 3 位，共 4 個。"])
        #expect(session.reply(to: "在哪Tech", editor: &editor).lines == ["Tech 在我的頻道，第 3 位，共 4 個。"])
        // What was typed is quoted 「」 as the rest of the sentences quote.
        let refused = session.reply(to: "新增 沒有這個", editor: &editor).lines[0]
        #expect(refused.contains("「沒有這個」") && !refused.contains("\""), "\(refused)")
    }

    @Test func listNarrowsToOneListOrToWordsAndKeepsTheNumbersOfTheWholeListing() {
        var editor = Self.editor()
        var session = LineSession(translation: .english)
        #expect(session.reply(to: "list mine", editor: &editor).lines
            == ["My Channels, 4:", "1. Top, locked, current", "2. News", "3. Tech", "4. Sport"])
        #expect(session.reply(to: "list add", editor: &editor).lines == ["Add Channels, 3:", "5. Music", "6. Movies", "7. 财经"])
        #expect(session.reply(to: "list My Channels", editor: &editor).lines.count == 5)
        var pick = TestEditor.editor(EditorState(board: AccessibleSessionTests.board(), size: ScreenSize(columns: 80, rows: 24),
                                                 pick: PickSession(mineTitle: "Branches")))
        var picking = LineSession(translation: .english)
        #expect(picking.reply(to: "list branches", editor: &pick).lines.first == "Branches, 4:")
        #expect(session.reply(to: "ls mo", editor: &editor).lines == ["Add Channels, 1 of 3 hold \"mo\":", "6. Movies"])
        #expect(session.reply(to: "list e", editor: &editor).lines == [
            "My Channels, 2 of 4 hold \"e\":", "2. News", "3. Tech", "Add Channels, 1 of 3 hold \"e\":", "6. Movies",
        ])
        #expect(session.reply(to: "list mine t", editor: &editor).lines == ["My Channels, 3 of 4 hold \"t\":", "1. Top, locked, current", "3. Tech", "4. Sport"])
        #expect(session.reply(to: "list zzz", editor: &editor).lines == ["No entry holds \"zzz\"; list reads all."])
        #expect(session.reply(to: "list \"mine\"", editor: &editor).lines == ["No entry holds \"mine\"; list reads all."])
        // The numbers heard are those of the whole listing: 6 is Movies.
        #expect(session.reply(to: "add 6", editor: &editor).lines == ["Movies added to My Channels, place 5 of 5."])
    }

    /// 4,200 channels: the greeting is a summary of under 60 lines; `list` still reads all.
    @Test func aLongListStartsWithASummary() {
        let mine = (1...1_200).map { Channel(id: "m\($0)", name: "Mine \($0)") }
        let available = (1...3_000).map { Channel(id: "a\($0)", name: "Other \($0)") }
        let board = SampleBoards.valid { try Board(mine: mine, available: available) }
        var editor = Self.editor(board)
        var session = LineSession(translation: .english)
        let opening = session.opening(editor)
        #expect(opening.count < 60)
        #expect(opening == [
            "My Channels, 1200; the first 5:", "1. Mine 1", "2. Mine 2", "3. Mine 3", "4. Mine 4", "5. Mine 5",
            "Add Channels, 3000; the first 5:", "1201. Other 1", "1202. Other 2", "1203. Other 3", "1204. Other 4", "1205. Other 5",
            "list reads all 4200; list mine or list add reads one list, list WORDS the entries that hold the words, where X the place of X.",
        ])
        #expect(session.reply(to: "remove 3", editor: &editor).lines == ["Mine 3 removed: it is first in Add Channels now."])
        #expect(session.reply(to: "list", editor: &editor).lines.count == 4_202)
        // The bundled catalog's 30 are read whole.
        var small = Self.editor()
        #expect(session.opening(small).count == 9)
        _ = session.reply(to: "list", editor: &small)
    }

    /// Three "Star Movies HD (Middle East)" in one group, two on one host: each sentence tells
    /// them apart by host and the end of the URL, never the URL; a told name names one.
    @Test func twinsAreToldApartWithoutURLs() {
        let mine = [
            Channel(id: "http://a.example/live/1.ts", name: "Star Movies HD (Middle East)"),
            Channel(id: "http://b.example/live/2.ts", name: "Star Movies HD (Middle East)"),
            Channel(id: "http://b.example/live/3.ts", name: "Star Movies HD (Middle East)"),
            Channel(id: "http://c.example/news.ts", name: "News"),
        ]
        let board = SampleBoards.valid { try Board(mine: mine, available: []) }
        let details = ChannelDetails { $0.hasPrefix("http://c") ? "News" : "Movies" }
        var editor = Self.editor(board, details: details)
        var session = LineSession(translation: .english)
        #expect(session.reply(to: "list", editor: &editor).lines == [
            "My Channels, 4:",
            "1. Star Movies HD (Middle East) (host a.example), Movies",
            "2. Star Movies HD (Middle East) (host b.example, URL ending 2.ts), Movies",
            "3. Star Movies HD (Middle East) (host b.example, URL ending 3.ts), Movies",
            "4. News, News",
            "Add Channels: none.",
        ])
        let ambiguous = session.reply(to: "remove star movies", editor: &editor).lines[0]
        #expect(ambiguous.contains("2. Star Movies HD (Middle East) (host b.example, URL ending 2.ts)"))
        #expect(!ambiguous.contains("http"))
        #expect(session.reply(to: "remove Star Movies HD (Middle East) (host b.example, URL ending 3.ts)", editor: &editor).lines
            == ["Star Movies HD (Middle East) (host b.example, URL ending 3.ts) removed: it is first in Add Channels now."])
        // A number heard before the change names the twin by what tells it apart.
        let shifted = session.reply(to: "remove 3", editor: &editor).lines[0]
        #expect(shifted.hasPrefix("3 was Star Movies HD (Middle East) (host b.example, URL ending 3.ts) when you last listed"), "\(shifted)")
        #expect(!shifted.contains("http"), "\(shifted)")
        // Twins in one group, one host, one URL: which of them, in list order.
        let same = SampleBoards.valid { try Board(mine: [Channel(id: "u #1", name: "A"), Channel(id: "u #2", name: "a")], available: []) }
        let names = TwinNames(board: same, details: nil)
        #expect(names.traits(of: same.mine[1])?.ordinal?.0 == 2)
        // The status row's one-entry look-up agrees, case and all (Ä and ä too).
        #expect(TwinNames(of: same.mine[0], in: same, details: nil).traits(of: same.mine[0])?.ordinal?.0 == 1)
        let umlauts = SampleBoards.valid { try Board(mine: [Channel(id: "x", name: "Ärzte"), Channel(id: "y", name: "ärzte"), Channel(id: "z", name: "Ärzti")], available: []) }
        #expect(TwinNames(of: umlauts.mine[1], in: umlauts, details: nil).traits(of: umlauts.mine[1])?.ordinal?.1 == 2)
        #expect(TwinNames.host(of: "http://user@A.Example:8080/x") == "a.example")
        #expect(TwinNames.host(of: "not a url") == nil)
    }

    /// The screen's status row tells the focused twin apart as the sentences do.
    @Test func theStatusRowTellsTheFocusedTwinApart() {
        let mine = [
            Channel(id: "http://a.example/1", name: "Star Movies"), Channel(id: "http://b.example/1", name: "Star Movies"),
        ]
        let board = SampleBoards.valid { try Board(mine: mine, available: []) }
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24))
        state.focus = Place(.mine, 1)
        let lines = FrameText.lines(of: TestEditor.editor(state).frame())
        #expect(lines[22].contains("Star Movies · host b.example"), "\(lines[22])")
    }

    @Test func beforeAndAfterInChinese() throws {
        let translation = try Self.taiwanese()
        var editor = Self.editor(translation: translation)
        var session = LineSession(translation: translation)
        _ = session.reply(to: "移動 Sport 到 News 之前", editor: &editor)
        #expect(editor.state.board.mine.map(\.id) == ["top", "sport", "news", "tech"])
        _ = session.reply(to: "移動 Sport 到 Tech 之後", editor: &editor)
        #expect(editor.state.board.mine.map(\.id) == ["top", "news", "tech", "sport"])
        // The help says them in Chinese.
        #expect(session.reply(to: "說明", editor: &editor).lines.contains { $0.contains("移動 X 到 Y 之前") })
    }

    /// A feed list never says channels: not in the session, not on the screen (issue 40.4).
    @Test func aFeedListNeverSaysChannels() {
        let feeds = SampleBoards.valid {
            try Board(mine: [Channel(id: "https://lwn.net/headlines/rss", name: "LWN")],
                      available: [Channel(id: "https://example.org/feed", name: "Example")])
        }
        for kind in [ListKind.feeds, .services, .bouquets] {
            var editor = Self.editor(feeds, kind: kind)
            var session = LineSession(translation: .english)
            let said = session.opening(editor) + session.reply(to: "help", editor: &editor).lines
                + session.reply(to: "remove LWN", editor: &editor).lines + session.reply(to: "add LWN", editor: &editor).lines
            #expect(!said.joined().lowercased().contains("channel"), "\(said)")
            for mouse in [true, false] {
                var state = EditorState(board: feeds, size: ScreenSize(columns: 80, rows: 24), hasMouse: mouse, kind: kind)
                var screens: [String] = []
                for step in [Action.toggleEdit, .toggleEdit, .showHelp] {
                    screens.append(FrameText.lines(of: TestEditor.editor(state).frame()).joined(separator: "\n"))
                    var editor = TestEditor.editor(state)
                    _ = editor.apply([step])
                    state = editor.state
                }
                screens.append(FrameText.lines(of: TestEditor.editor(state).frame()).joined(separator: "\n"))
                #expect(!screens.joined().lowercased().contains("channel"), "\(kind) mouse \(mouse): \(screens.joined(separator: "\n\n"))")
            }
        }
        let screen = FrameText.lines(of: Self.editor(feeds, kind: .feeds).frame()).joined(separator: "\n")
        #expect(screen.contains("My Feeds") && screen.contains("Add Feeds"))
    }
}
