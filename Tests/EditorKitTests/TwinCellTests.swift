import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Twins told apart in the screen's cells (issue 36 item 4): an entry whose name another shares
/// shows, after its name, what differs among them (its group, its host, its URL's ending), in
/// the label the layout measures, so cells stay where the layout puts them; names of their own
/// show as before. Whole screens as the run loop draws them (`Editor.frame`).
@Suite("Twins told apart in their cells")
struct TwinCellTests {
    static let board = SampleBoards.valid {
        try Board(
            mine: [Channel(id: "http://a.tv/live/5.ts", name: "Star Movies"), Channel(id: "http://a.tv/news", name: "News")],
            available: [Channel(id: "http://a.tv/live/4.ts", name: "Star Movies"), Channel(id: "http://b.tv/live/5.ts", name: "Star Movies"),
                        Channel(id: "http://a.tv/cnn", name: "CNN"), Channel(id: "http://a.tv/cnn2", name: "cnn")])
    }

    func editor(_ board: Board = board, groups: [String: String] = [:]) -> Editor {
        let details = ChannelDetails(lookup: { groups[$0] })
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 8), details: details)
        state.focus = Place(.mine, 1)
        return TestEditor.editor(state)
    }

    @Test func eachTwinShowsWhatDiffers() {
        let editor = editor(groups: ["http://a.tv/cnn": "USA", "http://a.tv/cnn2": "World"])
        expectScreen(editor.frame(), text: """
             My Channels  click to open and exit                                 [Edit] [×]
             [ Star … · a.tv · 5.ts ] [ News ]

             Add Channels  click to add
             [+Star … · a.tv · 4.ts ] [+Star Movies · b.tv ] [+CNN · USA ] [+cnn · World ]


             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """)
    }

    @Test func aMovedTwinKeepsItsMarkAndTheCellsStayWhereTheLayoutPutsThem() {
        var editor = editor()
        _ = editor.apply(.tap(Place(.available, 1)))  // b.tv's Star Movies added
        _ = editor.handle(.key(.character("u")), now: 0)
        _ = editor.apply(.tap(Place(.available, 0)))  // a.tv's 4.ts added
        let frame = editor.frame()
        expectScreen(frame, text: """
             My Channels  click to open and exit                                 [Edit] [×]
             [ Star … · a.tv · 5.ts ] [ News ] [ Star … · a.tv · 4.ts ]

             Add Channels  click to add
             [+Star Movies · b.tv ] [+CNN · cnn ] [+cnn · cnn2 ]

             Star Movies (host a.tv, URL ending 4.ts) added to My Channels, place 3 of 3.
             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter add
            """)
        // The name cut, the mark whole: a cell is as wide as the layout measured it.
        // The incremental layout after the moves is the full one.
        var fresh = TestEditor.editor(editor.state)
        fresh.refreshLayout()
        #expect(fresh.layout() == editor.layout())
    }

    @Test func namesOfTheirOwnShowAsBefore() {
        let editor = editor(SampleBoards.valid { try Board(mine: [Channel(id: "a", name: "Alpha")], available: [Channel(id: "b", name: "Beta")]) })
        expectScreen(editor.frame(), text: """
             My Channels  click to open and exit                                 [Edit] [×]
             [ Alpha ]

             Add Channels  click to add
             [+Beta ]


             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """)
    }
}
