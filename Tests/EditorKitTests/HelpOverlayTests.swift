import ChannelCore
import Foundation
import EditorKit
import Localization
import Testing
import TestSupport

/// Issue 10.3: help that teaches everything and always fits: a Mouse section, F1 and Ctrl-Z,
/// lines wrapped (never cut), and a list that scrolls so that at 40x12 every entry, q
/// included, can be reached.
@Suite struct HelpOverlayTests {
    /// Every screen of the help from the top to the bottom of its list, paging down.
    static func pages(_ editor: inout Editor) -> [[String]] {
        _ = editor.handle(.key(.character("?")), now: 0)
        var screens = [FrameText.lines(of: editor.frame())]
        var last = -1
        while editor.state.helpScroll != last {
            last = editor.state.helpScroll
            _ = editor.handle(.key(.down), now: 1)
            screens.append(FrameText.lines(of: editor.frame()))
        }
        return screens
    }

    @Test(arguments: [(40, 12), (80, 24), (24, 8)])
    func everyEntryCanBeReached(columns: Int, rows: Int) throws {
        var editor = Fixture.editor(columns: columns, rows: rows)
        let text = Self.pages(&editor).flatMap { $0 }.joined(separator: "\n")
        // Key names may wrap in a narrow key column (at spaces): each part is shown.
        for binding in Keymap.bindings(in: .browse, state: editor.state) {
            for part in binding.keyLabel.split(separator: " ") {
                #expect(text.contains(part), "\(columns)x\(rows): \(binding.keyLabel) never shown")
            }
        }
        for word in ["Ctrl-Z", "F1", "Mouse", "long", "press", "wheel", "[×]", "Marks", "Name", "[+Name"] {
            #expect(text.contains(word), "\(columns)x\(rows): \(word) never shown")
        }
        #expect(text.contains("│ q "), "the q entry is reachable")
        #expect(!text.contains("…"), "nothing is cut: long lines wrap")
        // The last page shows the end of the list.
        let box = try #require(editor.chrome().help)
        #expect(editor.state.helpScroll == box.maxScroll)
    }

    @Test func theListScrollsWithArrowsPagesAndTheWheelAndStopsAtItsEnds() throws {
        var editor = Fixture.editor(columns: 40, rows: 12)
        _ = editor.handle(.key(.character("?")), now: 0)
        let box = try #require(editor.chrome().help)
        #expect(box.maxScroll > 0, "at 40x12 the help does not fit")
        _ = editor.handle(.key(.up), now: 1)
        #expect(editor.state.helpScroll == 0, "nothing above the top")
        _ = editor.handle(.key(.pageDown), now: 2)
        #expect(editor.state.helpScroll == box.listRows - 1)
        _ = editor.handle(.wheel(.down, column: 20, row: 5), now: 3)
        #expect(editor.state.helpScroll == min(box.maxScroll, box.listRows - 1 + InputMachine.wheelRows))
        for _ in 0..<50 { _ = editor.handle(.key(.pageDown), now: 4) }
        #expect(editor.state.helpScroll == box.maxScroll)
        _ = editor.handle(.key(.pageUp), now: 5)
        #expect(editor.state.helpScroll == box.maxScroll - (box.listRows - 1))
        #expect(editor.state.showsHelp, "scrolling keys do not close it")
        // The footer keeps the way out.
        #expect(FrameText.lines(of: editor.frame())[11].contains("Esc close"))
        _ = editor.handle(.key(.character("x")), now: 6)
        #expect(!editor.state.showsHelp)
        // Opened again, it starts at the top.
        _ = editor.handle(.key(.character("?")), now: 7)
        #expect(editor.state.helpScroll == 0)
    }

    @Test func longLinesWrapAtWordsAndCJKAtCharacters() throws {
        var state = EditorState(board: Fixture.board(), size: ScreenSize(columns: 40, rows: 30))
        state.showsHelp = true
        let long = KeyHint("k", "a very long sentence that cannot possibly fit on one line of a narrow box")
        let chinese = KeyHint("键", String(repeating: "说明文字", count: 12))
        let labels = TestEditor.labels
        let frame = render(state, layout: state.layout(labels: labels), labels: labels, hints: [],
                           help: [long, chinese], widthOf: TestWidth.wcwidth)
        let lines = FrameText.lines(of: frame)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("…"))
        #expect(text.contains("a very long"))
        #expect(text.contains("narrow box"))
        // Every 说明文字 is there, and each line stays inside the box (two columns a character).
        let boxLines = lines.filter { $0.contains("│") }
        let count = boxLines.reduce(0) { total, line in total + line.filter { $0 == "说" }.count }
        #expect(count == 12)
        for line in boxLines {
            #expect(TestWidth.width(of: line) <= 40, "\(line)")
        }
    }

    @Test func theHelpIsTranslatedAndStillWrapsInChinese() throws {
        let chinese = try #require(try? MessageSourcesForHelp.translation())
        var editor = Fixture.editor(columns: 40, rows: 12) { $0.translation = chinese }
        let text = Self.pages(&editor).flatMap { $0 }.joined(separator: "\n")
        #expect(text.contains("鼠标"))
        #expect(!text.contains("…"))
    }
}

/// The Simplified Chinese translation, read from po/zh_CN.po (no build of the catalogs needed).
enum MessageSourcesForHelp {
    static func translation() throws -> Translation {
        let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        let text = try String(contentsOfFile: "/" + root + "/po/zh_CN.po", encoding: .utf8)
        return Translation(language: .simplifiedChinese, messages: try POFile(text: text).translation)
    }
}
