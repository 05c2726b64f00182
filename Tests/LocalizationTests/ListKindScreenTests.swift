import ChannelCore
import EditorKit
import Localization
import Testing
import TestSupport

/// Issue 40.4: a feed list (newsboat's urls file) and a receiver's bouquet in each language, at
/// 80x24: browse, edit and the help. Their titles, hints, footer and help come from the kind of
/// list, through the catalogs; the English screens never say "channel". Compared with
/// `Screens/<language>-80x24-<kind>-<scene>.txt` (UPDATE_SCREENS=1, then read).
@Suite("Feed lists and bouquets in every language")
struct ListKindScreenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let language: Language
        let kind: ListKind
        let scene: LocalizedScreenTests.Scene
        var name: String { "\(language.rawValue)-80x24-\(kind.rawValue)-\(scene.rawValue)" }
        var testDescription: String { name }
    }

    static let cases: [Case] = Language.allCases.flatMap { language in
        [ListKind.feeds, .services, .bouquets].flatMap { kind in
            [LocalizedScreenTests.Scene.browse, .edit, .help].map { Case(language: language, kind: kind, scene: $0) }
        }
    }

    /// Names and ids without Latin letters, so that a Chinese screen shows no English but key names.
    static func board() -> Board {
        SampleBoards.valid {
            try Board(mine: [Channel(id: "1", name: "每日新聞"), Channel(id: "2", name: "科技週報"), Channel(id: "3", name: "攝影日誌")],
                      available: [Channel(id: "4", name: "旅遊札記"), Channel(id: "5", name: "美食地圖")])
        }
    }

    @Test("Whole screens", arguments: cases)
    func screen(_ testCase: Case) throws {
        let state = EditorState(board: Self.board(), size: ScreenSize(columns: 80, rows: 24),
                                translation: try MessageSources.translation(testCase.language), kind: testCase.kind)
        var editor = TestEditor.editor(state)
        try LocalizedScreenTests.play(testCase.scene, on: &editor)
        let frame = LocalizedScreenTests.frame(editor)
        try LocalizedScreenTests.check(frame, editor: editor, name: testCase.name)
        let text = FrameText.lines(of: frame).joined(separator: "\n")
        #expect(!text.lowercased().contains("channel") && !text.contains("頻道") && !text.contains("频道"), "\(testCase.name)")
    }
}
