import ChannelCore
import ChannelStore
import EditorKit
import Foundation
import Localization
import Testing
import TestSupport

/// Whole screens in each language, on the bundled catalog a new user starts from, at 80x24 and
/// 40x24 (and two too-small sizes): browse, edit, a mouse drag, a filter being typed, the help.
///
/// Each frame is compared with its screen in `Screens/<language>-<size>-<scene>.txt` (made
/// with UPDATE_SCREENS=1 and read by a person before committing), and checked for what must
/// hold in every language whatever the wording: no broken wide character, the ways out (help,
/// quit, the help's "Esc closes", Esc during a drag) on screen, and in Chinese no English
/// word but key names.
@Suite("Screens in every language")
struct LocalizedScreenTests {
    enum Scene: String, CaseIterable, Sendable {
        case browse, edit, drag, filter, help
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let language: Language
        let columns: Int
        let scene: Scene
        var name: String { "\(language.rawValue)-\(columns)x24-\(scene.rawValue)" }
        var testDescription: String { name }
    }

    static let cases: [Case] = Language.allCases.flatMap { language in
        [80, 40].flatMap { columns in Scene.allCases.map { Case(language: language, columns: columns, scene: $0) } }
    }

    /// The editor on the language's bundled catalog, as a new user first sees it.
    static func editor(_ language: Language, columns: Int, rows: Int) throws -> Editor {
        let path = MessageSources.root.appendingPathComponent("Resources/catalogs/\(Catalog.name(of: language)).json").path
        let board = try Catalog.load(path: FileManager.default.fileExists(atPath: path) ? path
            : MessageSources.root.appendingPathComponent("Resources/catalogs/zh.json").path)
        let state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows),
                                translation: try MessageSources.translation(language))
        return TestEditor.editor(state)
    }

    /// The frame the run loop would draw.
    static func frame(_ editor: Editor) -> Frame {
        let state = editor.state
        return render(state, layout: editor.layout(), labels: editor.labels, hints: Keymap.hints(for: state),
                      help: state.showsHelp ? Keymap.help(for: state) : nil, widthOf: TestWidth.wcwidth)
    }

    /// Drives the editor into the scene.
    static func play(_ scene: Scene, on editor: inout Editor) throws {
        switch scene {
        case .browse:
            break
        case .edit:
            _ = editor.handle(.key(.character("e")), now: 0)
        case .drag:
            // Sports pressed and dragged onto Tech, the button still held.
            let from = try TestEditor.point(of: "sports", in: editor)
            let to = try TestEditor.point(of: "tech", in: editor)
            _ = editor.handle(.press(.left, column: from.column, row: from.row), now: 0)
            _ = editor.handle(.motion(column: from.column + 3, row: from.row), now: 0.1)
            _ = editor.handle(.motion(column: to.column, row: to.row), now: 0.2)
        case .filter:
            _ = editor.handle(.key(.character("/")), now: 0)
            let text = editor.state.translation.language == .english ? "te" : "科"
            for character in text { _ = editor.handle(.key(.character(character)), now: 0) }
        case .help:
            _ = editor.handle(.key(.character("?")), now: 0)
        }
    }

    @Test("Whole screens", arguments: cases)
    func screen(_ testCase: Case) throws {
        var editor = try Self.editor(testCase.language, columns: testCase.columns, rows: 24)
        try Self.play(testCase.scene, on: &editor)
        let frame = Self.frame(editor)
        try Self.check(frame, editor: editor, name: testCase.name)

        let footer = FrameText.lines(of: frame).last ?? ""
        let tr = editor.state.translation
        switch testCase.scene {
        case .browse, .edit, .filter where !editor.state.isTypingFilter:
            #expect(footer.contains("? " + tr.tr("help")) && footer.contains("q " + tr.tr("quit")),
                    "the ways out are not in the footer: \(footer)")
        case .filter:
            #expect(footer.contains("Esc " + tr.tr("clear")), "no way out of the filter in the footer: \(footer)")
        case .help:
            let text = FrameText.lines(of: frame).joined(separator: "\n")
            #expect(text.contains(tr.tr("Esc closes")) || footer.contains("Esc " + tr.tr("close")), "the help does not say how to close it")
        case .drag:
            #expect(footer.contains("Esc " + tr.tr("cancel")), "no way to cancel the drag in the footer: \(footer)")
        }
        if testCase.scene == .edit || testCase.scene == .drag {
            let header = FrameText.lines(of: frame).first ?? ""
            #expect(header.hasSuffix("[" + tr.tr("Done") + "] [×]"), "the Done button is not at the end of the header: \(header)")
        }
    }

    @Test("Too small, in every language", arguments: Language.allCases.flatMap { language in
        [(20, 6), (12, 10), (6, 3)].map { (language, $0.0, $0.1) }
    })
    func tooSmall(language: Language, columns: Int, rows: Int) throws {
        let editor = try Self.editor(language, columns: columns, rows: rows)
        let frame = Self.frame(editor)
        try Self.check(frame, editor: editor, name: "\(language.rawValue)-\(columns)x\(rows)-too-small")
        #expect(FrameText.lines(of: frame).contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    /// What every frame keeps, then the comparison with its screen file.
    static func check(_ frame: Frame, editor: Editor, name: String) throws {
        #expect(FrameChecks.problems(in: frame) == [], "\(name)")
        let lines = FrameText.lines(of: frame)
        if editor.state.translation.language != .english {
            let words = Set(lines.joined(separator: " ").split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init))
            #expect(words.subtracting(allowedLatinWords).sorted() == [], "\(name): English left on a Chinese screen")
        }
        let file = MessageSources.root.appendingPathComponent("Tests/LocalizationTests/Screens/\(name).txt")
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_SCREENS"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if let report = ScreenDiff.report(expected: expected.components(separatedBy: "\n").dropLast().map { $0 },
                                          actual: lines, title: name) {
            Issue.record(Comment(rawValue: report))
        }
    }

    /// Latin words a Chinese screen may show: key names, and the too-small sizes' `x`.
    static let allowedLatinWords: Set<String> = [
        "Enter", "Esc", "Tab", "Shift", "Ctrl", "C", "R", "Home", "End", "PgUp", "PgDn", "Delete",
        "h", "j", "k", "l", "e", "u", "q", "x", "id",
        // The help: F1, Ctrl-Z and the shell's fg are names of keys and commands too.
        "F", "Z", "fg",
        // The help names the focused channel's id, which commands take as it is (issue 22.10).
        "recommended",
    ]
}
