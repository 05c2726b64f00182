import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Whole screens, written out: the two sample boards at 80x24, 40x24 and 120x40, in browse and
/// in edit mode. Every line of text and every column's style is compared, so any change to
/// alignment, wrapping, badges, CJK columns, hints or the footer shows up here as a readable
/// screen diff. Style letters: see `ScreenLegend` (lower case the role, upper case focused;
/// `l` locked, `c` current, `x` badge, `t` title, `h` hint, `b` button, `f` footer, `k` key).
///
/// The focus is where a new editor puts it (the first of My Channels, "Top"/"推荐", locked);
/// "World"/"体育" is the current channel.
@Suite struct RenderScreenTests {
    @Test func englishBrowseAt80x24() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 80, rows: 24, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  click to open and exit                                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ] [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ]
             [+Fashion ] [+Real Estate ] [+Education ] [+Parenting ] [+History ]
             [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ]
             [+Podcasts ] [+The Extre…annel Name ]














             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.................................bbbbbb.bbb
            .LLLLLLL.lllllllll.mmmmmmmm.mmmmmmmmmmm.mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaa














            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkffffffffffffffffff
            """)
    }

    @Test func englishEditAt80x24() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 80, rows: 24, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reorder · click to remove                      [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ] [×Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ]
             [+Fashion ] [+Real Estate ] [+Education ] [+Parenting ] [+History ]
             [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ]
             [+Podcasts ] [+The Extre…annel Name ]














             e done  u undo  Ctrl-R redo  / filter   ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh......................bbbbbb.bbb
            .LLLLLLL.lllllllll.mxmmmmmm.mxmmmmmmmmm.mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaa














            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkffffffffffffffffffffffffffffff
            """)
    }

    @Test func englishBrowseAt40x24() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 24, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ]
             [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
             [+History ] [+Military ] [+Weather ]
             [+Pets ] [+Gardening ] [+Photography ]
             [+Design ] [+Podcasts ]
             [+The Extre…annel Name ]









             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .LLLLLLL.lllllllll.mmmmmmmm.mmmmmmmmmmm
            .mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaa.aaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaa









            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func englishEditAt40x24() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 40, rows: 24, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ]
             [×Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
             [+History ] [+Military ] [+Weather ]
             [+Pets ] [+Gardening ] [+Photography ]
             [+Design ] [+Podcasts ]
             [+The Extre…annel Name ]









             e done  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .LLLLLLL.lllllllll.mxmmmmmm.mxmmmmmmmmm
            .mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaa.aaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaa









            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func englishBrowseAt120x40() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 120, rows: 40, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  click to open and exit                                                                         [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ] [ Sports ] [ World ] [ Entertainment ] [ Science ] [ Health ] [ Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ] [+Fashion ] [+Real Estate ] [+Education ]
             [+Parenting ] [+History ] [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ] [+Podcasts ]
             [+The Extreme…Channel Name ]
































             ↑↓←→ move  e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.........................................................................bbbbbb.bbb
            .LLLLLLL.lllllllll.mmmmmmmm.mmmmmmmmmmm.mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm.mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa.aaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaa
































            fkkkkfffffffkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkfffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }

    @Test func englishEditAt120x40() throws {
        let state = RenderSamples.state(SampleBoards.englishLarge, columns: 120, rows: 40, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reorder · click to remove                                                              [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ] [×Sports ] [×World ] [×Entertainment ] [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ] [+Fashion ] [+Real Estate ] [+Education ]
             [+Parenting ] [+History ] [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ] [+Podcasts ]
             [+The Extreme…Channel Name ]
































             ↑↓←→ move  e done  u undo  Ctrl-R redo  / filter   ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh..............................................................bbbbbb.bbb
            .LLLLLLL.lllllllll.mxmmmmmm.mxmmmmmmmmm.mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm.mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa.aaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaa
































            fkkkkfffffffkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }

    @Test func chineseBrowseAt80x24() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 80, rows: 24, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  click to open and exit                                 [Edit] [×]
             ( 推荐 ) ( 要闻 ) [ 科技 ] [ 财经 ] [ 体育 ] [ 国际 ] [ 娱乐 ] [ 汽车 ]
             [ NBA直播 ] [ 视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ] [+历史 ] [+时尚 ] [+旅游 ] [+美食 ]
             [+教育 ] [+育儿 ] [+数码 ] [+家居 ] [+星座 ] [+动漫 ] [+电影 ] [+音乐 ]
             [+读书 ] [+摄影 ] [+宠物 ] [+中国国家…志精选频道 ]















             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.................................bbbbbb.bbb
            .LLLLLLLL.llllllll.mmmmmmmm.mmmmmmmm.cccccccc.mmmmmmmm.mmmmmmmm.mmmmmmmm
            .mmmmmmmmmmm.mmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaa















            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkffffffffffffffffff
            """)
    }

    @Test func chineseEditAt80x24() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 80, rows: 24, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reorder · click to remove                      [Done] [×]
             ( 推荐 ) ( 要闻 ) [×科技 ] [×财经 ] [×体育 ] [×国际 ] [×娱乐 ] [×汽车 ]
             [×NBA直播 ] [×视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ] [+历史 ] [+时尚 ] [+旅游 ] [+美食 ]
             [+教育 ] [+育儿 ] [+数码 ] [+家居 ] [+星座 ] [+动漫 ] [+电影 ] [+音乐 ]
             [+读书 ] [+摄影 ] [+宠物 ] [+中国国家…志精选频道 ]















             e done  u undo  Ctrl-R redo  / filter   ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh......................bbbbbb.bbb
            .LLLLLLLL.llllllll.mxmmmmmm.mxmmmmmm.cxcccccc.mxmmmmmm.mxmmmmmm.mxmmmmmm
            .mxmmmmmmmmm.mxmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaa















            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkffffffffffffffffffffffffffffff
            """)
    }

    @Test func chineseBrowseAt40x24() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 40, rows: 24, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( 推荐 ) ( 要闻 ) [ 科技 ] [ 财经 ]
             [ 体育 ] [ 国际 ] [ 娱乐 ] [ 汽车 ]
             [ NBA直播 ] [ 视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ]
             [+历史 ] [+时尚 ] [+旅游 ] [+美食 ]
             [+教育 ] [+育儿 ] [+数码 ] [+家居 ]
             [+星座 ] [+动漫 ] [+电影 ] [+音乐 ]
             [+读书 ] [+摄影 ] [+宠物 ]
             [+中国国家…志精选频道 ]











             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .LLLLLLLL.llllllll.mmmmmmmm.mmmmmmmm
            .cccccccc.mmmmmmmm.mmmmmmmm.mmmmmmmm
            .mmmmmmmmmmm.mmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaa











            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func chineseEditAt40x24() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 40, rows: 24, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( 推荐 ) ( 要闻 ) [×科技 ] [×财经 ]
             [×体育 ] [×国际 ] [×娱乐 ] [×汽车 ]
             [×NBA直播 ] [×视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ]
             [+历史 ] [+时尚 ] [+旅游 ] [+美食 ]
             [+教育 ] [+育儿 ] [+数码 ] [+家居 ]
             [+星座 ] [+动漫 ] [+电影 ] [+音乐 ]
             [+读书 ] [+摄影 ] [+宠物 ]
             [+中国国家…志精选频道 ]











             e done  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .LLLLLLLL.llllllll.mxmmmmmm.mxmmmmmm
            .cxcccccc.mxmmmmmm.mxmmmmmm.mxmmmmmm
            .mxmmmmmmmmm.mxmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaa











            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func chineseBrowseAt120x40() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 120, rows: 40, mode: .browse)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  click to open and exit                                                                         [Edit] [×]
             ( 推荐 ) ( 要闻 ) [ 科技 ] [ 财经 ] [ 体育 ] [ 国际 ] [ 娱乐 ] [ 汽车 ] [ NBA直播 ] [ 视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ] [+历史 ] [+时尚 ] [+旅游 ] [+美食 ] [+教育 ] [+育儿 ] [+数码 ] [+家居 ] [+星座 ]
             [+动漫 ] [+电影 ] [+音乐 ] [+读书 ] [+摄影 ] [+宠物 ] [+中国国家地理杂志精选频道 ]

































             ↑↓←→ move  e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.........................................................................bbbbbb.bbb
            .LLLLLLLL.llllllll.mmmmmmmm.mmmmmmmm.cccccccc.mmmmmmmm.mmmmmmmm.mmmmmmmm.mmmmmmmmmmm.mmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaa

































            fkkkkfffffffkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkfffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }

    @Test func chineseEditAt120x40() throws {
        let state = RenderSamples.state(SampleBoards.chineseLarge, columns: 120, rows: 40, mode: .edit)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reorder · click to remove                                                              [Done] [×]
             ( 推荐 ) ( 要闻 ) [×科技 ] [×财经 ] [×体育 ] [×国际 ] [×娱乐 ] [×汽车 ] [×NBA直播 ] [×视频 ]

             Add Channels  click to add
             [+军事 ] [+房产 ] [+游戏 ] [+健康 ] [+历史 ] [+时尚 ] [+旅游 ] [+美食 ] [+教育 ] [+育儿 ] [+数码 ] [+家居 ] [+星座 ]
             [+动漫 ] [+电影 ] [+音乐 ] [+读书 ] [+摄影 ] [+宠物 ] [+中国国家地理杂志精选频道 ]

































             ↑↓←→ move  e done  u undo  Ctrl-R redo  / filter   ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh..............................................................bbbbbb.bbb
            .LLLLLLLL.llllllll.mxmmmmmm.mxmmmmmm.cxcccccc.mxmmmmmm.mxmmmmmm.mxmmmmmm.mxmmmmmmmmm.mxmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa
            .aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaa

































            fkkkkfffffffkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }
}
