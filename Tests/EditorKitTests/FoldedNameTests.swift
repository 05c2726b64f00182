import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 36 item 5: the filter and the line mode's names find Simplified names from Traditional
/// input and the other way round, through the fold the program passes in (`TextFold`; the
/// program's is OpenCC's t2s through `NameFold`, here a small table).
@Suite struct FoldedNameTests {
    /// Traditional to Simplified for the characters these tests use.
    static let table: [Character: Character] = ["鳳": "凤", "衛": "卫", "視": "视", "臺": "台"]
    static let fold = TextFold { text in String(text.lowercased().map { table[$0] ?? $0 }) }

    static func editor(fold: TextFold? = FoldedNameTests.fold) -> Editor {
        let mine = [Channel(id: "a", name: "鳳凰衛視"), Channel(id: "b", name: "News")]
        let available = [Channel(id: "c", name: "凤凰中文"), Channel(id: "d", name: "翡翠台"), Channel(id: "e", name: "Movies")]
        let board = SampleBoards.valid { try Board(mine: mine, available: available) }
        return TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), hasMouse: false, fold: fold))
    }

    static func say(_ line: String, _ editor: inout Editor) -> [String] {
        var session = LineSession(translation: .english)
        return session.reply(to: line, editor: &editor).lines
    }

    @Test func traditionalFilterFindsSimplifiedNames() {
        var editor = Self.editor()
        #expect(Self.say("filter 鳳凰", &editor) == ["Filter \"鳳凰\": 1 of 3 in Add Channels match.", "3. 凤凰中文"])
    }

    @Test func simplifiedInputNamesATraditionalChannel() {
        var editor = Self.editor()
        _ = Self.say("remove 凤凰卫视", &editor)
        #expect(editor.state.board.mine.map(\.id) == ["b"], "凤凰卫视 is 鳳凰衛視")
        _ = Self.say("add 鳳凰中文", &editor)
        #expect(editor.state.board.mine.map(\.id) == ["b", "c"], "鳳凰中文 is 凤凰中文")
    }

    @Test func withoutAFoldScriptsDiffer() {
        var editor = Self.editor(fold: nil)
        let lines = Self.say("filter 鳳凰", &editor)
        #expect(!lines.contains("3. 凤凰中文"), "\(lines)")
    }
}
