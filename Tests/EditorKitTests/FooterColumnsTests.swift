import ChannelCore
import EditorKit
import Testing
import TestSupport

/// A mouse user clicks the same place twice (undo, undo; done, then undo): every footer hint
/// keeps its column and its room whatever the first click changed: the mode (`e edit` becomes
/// `e done`), a filter (`/ filter` becomes `Esc clear`), the focused dialog button, and a pick
/// session's count under --min/--max, which the chosen list's header says (a newcomer's second
/// click on `u undo` pressed OK when the count's words grew; another's, after `e done` at 40
/// columns, redid).
@Suite struct FooterColumnsTests {
    /// Where each footer piece is, and how wide: the same in every state of a session.
    static func places(_ editor: Editor) -> [[Int]] {
        editor.chrome().footer.map { [$0.column, $0.width] }
    }

    /// The states a click can reach from `editor`: both modes, with and without a filter, and
    /// (pick) each count from none to all chosen.
    static func reachable(_ editor: Editor) -> [Editor] {
        var all: [Editor] = []
        for mode in [Mode.browse, .edit] {
            for filtered in [false, true] {
                var one = editor
                one.state.mode = mode
                if filtered { one.state.filterState = .applied("a") }
                all.append(one)
                for _ in 0..<one.state.board.available.count {
                    guard !one.state.board.available.isEmpty else { break }
                    one.state.focus = Place(.available, 0)
                    _ = one.apply(.toggle)
                    all.append(one)
                }
            }
        }
        return all
    }

    static let widths = [40, 60, 80, 120]

    @Test(arguments: widths)
    func theChannelEditor(columns: Int) {
        let editor = Fixture.editor(columns: columns, rows: 24)
        var seen = Set(Self.reachable(editor).map(Self.places))
        var edit = editor
        edit.state.mode = .edit
        _ = edit.apply(.activate)
        _ = edit.apply(.undo)
        seen.insert(Self.places(edit))
        #expect(seen.count == 1, "\(columns) columns: \(seen)")
    }

    @Test(arguments: widths)
    func pickWithLimitsAndLabels(columns: Int) {
        var session = PickSession(okLabel: "Install", cancelLabel: "Abort", minimum: 1, maximum: 2)
        session.mineTitle = nil
        let editor = PickSessionTests.editor(
            PickSessionTests.board(mine: [], available: ["a", "b", "c", "d"]), session: session
        ) { $0.size = ScreenSize(columns: columns, rows: 24) }
        let seen = Set(Self.reachable(editor).map(Self.places))
        #expect(seen.count == 1, "\(columns) columns: \(seen)")
        let footer = editor.chrome().footer.filter { !$0.hint.isHidden }.map(\.hint.label)
        #expect(footer.contains("Install") && footer.contains("Abort") && footer.contains("undo"), "\(footer)")
    }

    @Test(arguments: widths)
    func dialogsButtonsAsTabMovesTheFocus(columns: Int) {
        var editor = PickDialogKeysTests.editor(.buildlist, extra: true, help: true, columns: columns)
        var seen: Set<[[Int]]> = []
        for _ in 0..<5 {
            seen.formUnion(Self.reachable(editor).map(Self.places))
            _ = editor.apply(.stepButton(forward: true))
        }
        #expect(seen.count == 1, "\(columns) columns: \(seen)")
        let labels = editor.chrome().footer.filter { !$0.hint.isHidden }.map(\.hint.label)
        #expect(labels.contains("Cancel"), "\(labels)")
    }

    /// The count is in the chosen list's header, not on OK.
    @Test func theCountIsInTheHeader() throws {
        let session = PickSession(minimum: 2, maximum: 3)
        var editor = PickSessionTests.editor(
            PickSessionTests.board(mine: [], available: ["a", "b", "c", "d"]), session: session
        ) { $0.size = ScreenSize(columns: 60, rows: 12) }
        #expect(FrameText.lines(of: editor.frame())[0].contains("2 more needed"))
        for _ in 0..<4 {
            editor.state.focus = Place(.available, 0)
            _ = editor.apply(.toggle)
        }
        #expect(FrameText.lines(of: editor.frame())[0].contains("1 too many"))
        editor.state.focus = Place(.mine, 0)
        _ = editor.apply(.toggle)
        #expect(FrameText.lines(of: editor.frame())[0].contains("no more allowed"), "not \"0 more allowed\"")
        #expect(editor.chrome().footer.contains { $0.hint.label == "OK" })
    }
}
