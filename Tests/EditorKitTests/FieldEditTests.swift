import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Rename, group and number on the screen (issue 36 item 3; README "Playlists"): `r`, `g`, `n`
/// and `N` in edit mode ask on the status row, Enter makes one `EntryEdit` saved as
/// `BoardChange.edit` and kept for undo; a list that has no such field says so.
@Suite("Field edits on the screen")
struct FieldEditTests {
    /// A playlist's fields as the file has them, which the editor reads for undo.
    final class Fields: @unchecked Sendable {
        var texts: [String: String] = ["news|group": "News", "news|number": "7"]
        func text(_ field: EntryEdit.Field, _ id: String) -> String? { texts["\(id)|\(field.rawValue)"] }
    }

    func editor(fields: Fields?) -> Editor {
        let board = SampleBoards.valid {
            try Board(mine: [Channel(id: "news", name: "Alpha News"), Channel(id: "films", name: "Beta Films"),
                             Channel(id: "sport", name: "Gamma Sport")],
                      available: [Channel(id: "extra", name: "Extra")])
        }
        let details = fields.map { fields in
            ChannelDetails(lookup: { fields.text(.group, $0) }, editableFields: Set(EntryEdit.Field.allCases),
                           fieldText: { fields.text($0, $1) })
        }
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), details: details)
        state.mode = .edit
        return TestEditor.editor(state)
    }

    func type(_ text: String, into editor: inout Editor) -> [Effect] {
        text.flatMap { editor.handle(.key(.character($0)), now: 0) }
    }

    @Test func rAsksForTheNameAndEnterRenamesWithOneUndoStep() throws {
        var editor = editor(fields: Fields())
        #expect(editor.handle(.key(.character("r")), now: 0).isEmpty)
        var lines = FrameText.lines(of: editor.frame())
        #expect(lines[22] == " New name: Alpha News")
        #expect(editor.frame().cursor == Frame.Cursor(column: 21, row: 22))
        #expect(lines[23].contains("Enter set") && lines[23].contains("Esc cancel"))
        _ = editor.handle(.key(.control("u")), now: 0)
        // Letters that are keys elsewhere are text here.
        _ = type("鳳凰 qe", into: &editor)
        _ = editor.handle(.key(.backspace), now: 0)
        let effects = editor.handle(.key(.enter), now: 0)
        let edit = EntryEdit(field: .name, values: [.init(id: "news", text: "鳳凰 q", shown: "鳳凰 q")],
                             previous: [.init(id: "news", text: nil, shown: "Alpha News")])
        #expect(effects == [.save(editor.state.board, change: .edit(edit))])
        #expect(editor.state.board.mine.map(\.name) == ["鳳凰 q", "Beta Films", "Gamma Sport"])
        lines = FrameText.lines(of: editor.frame())
        #expect(lines[1].hasPrefix(" [×鳳凰 q ] [×Beta Films ]"), "\(lines[1])")
        #expect(lines[22].hasPrefix(" Renamed to 鳳凰 q."))

        let undone = editor.handle(.key(.character("u")), now: 0)
        #expect(undone == [.save(editor.state.board, change: .edit(edit.inverse))])
        #expect(editor.state.board.mine.first?.name == "Alpha News")
        #expect(editor.state.notice?.text == "Undone: Renamed to Alpha News.")
        let redone = editor.handle(.key(.control("r")), now: 0)
        #expect(redone == [.save(editor.state.board, change: .edit(edit))])
    }

    @Test func gSetsTheGroupAndAnEmptyOneTakesItOut() {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.character("g")), now: 0)
        #expect(FrameText.lines(of: editor.frame())[22].hasPrefix(" Group (empty: none): News"))
        _ = editor.handle(.key(.control("u")), now: 0)
        let effects = editor.handle(.key(.enter), now: 0)
        #expect(effects == [.save(editor.state.board, change: .edit(EntryEdit(
            field: .group, values: [.init(id: "news", text: nil)], previous: [.init(id: "news", text: "News")])))])
        #expect(editor.state.notice?.text == "Alpha News: no group.")
    }

    @Test func nNumbersMyChannelsInOrderAndCapitalNEachGroupABlock() {
        let fields = Fields()
        fields.texts["sport|group"] = "News"
        var editor = editor(fields: fields)
        _ = editor.handle(.key(.character("n")), now: 0)
        #expect(editor.state.prompt?.text == "7")
        _ = editor.handle(.key(.control("u")), now: 0)
        #expect(type("1x", into: &editor) == [.bell])
        #expect(editor.state.notice?.text == "Type digits only: the first channel number")
        let effects = editor.handle(.key(.enter), now: 0)
        let ids = ["news", "films", "sport"]
        #expect(effects == [.save(editor.state.board, change: .edit(EntryEdit(
            field: .number, values: zip(ids, ["1", "2", "3"]).map { .init(id: $0, text: $1) },
            previous: zip(ids, ["7", nil, nil]).map { .init(id: $0, text: $1) })))])

        _ = editor.handle(.key(.character("N")), now: 0)
        _ = editor.handle(.key(.control("u")), now: 0)
        _ = type("100", into: &editor)
        guard case .save(_, .edit(let edit)?)? = editor.handle(.key(.enter), now: 0).first else {
            Issue.record("no edit saved")
            return
        }
        #expect(edit.values.map(\.text) == ["100", "110", "101"])
    }

    @Test func escLeavesTheFieldAndAClickClosesThePrompt() {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.character("r")), now: 0)
        _ = type("x", into: &editor)
        #expect(editor.handle(.key(.escape), now: 0).isEmpty)
        #expect(editor.state.prompt == nil && editor.state.mode == .edit)
        #expect(editor.state.board.mine.first?.name == "Alpha News")
        _ = editor.handle(.key(.character("r")), now: 0)
        _ = editor.apply(.tap(Place(.mine, 1)))
        #expect(editor.state.prompt == nil)
    }

    @Test func aListWithoutTheFieldSaysSoAndBrowseModeNamesEditMode() {
        var editor = editor(fields: nil)
        for key in ["r", "g", "n"] as [Character] {
            #expect(editor.handle(.key(.character(key)), now: 0) == [.bell])
            #expect(editor.state.prompt == nil)
        }
        #expect(editor.state.notice?.text == "Only a playlist's entries can be numbered")
        _ = editor.handle(.key(.character("e")), now: 0)
        _ = editor.handle(.key(.character("r")), now: 0)
        #expect(editor.state.notice?.text == "r works in edit mode: press e first")
    }

    @Test func anAddChannelsEntryIsNotInTheFile() {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.tab), now: 0)
        #expect(editor.handle(.key(.character("r")), now: 0) == [.bell])
        #expect(editor.state.notice?.text == "Only the entries of My Channels are in the file: add it first")
    }

    @Test func aPasteIsTypedIntoThePrompt() {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.character("r")), now: 0)
        _ = editor.handle(.key(.control("u")), now: 0)
        _ = editor.handle(.paste("TVB\tJade"), now: 0)
        #expect(editor.state.prompt?.text == "TVBJade")
    }
}

extension FieldEditTests {
    @Test func aReloadKeepsTheNameBeingTypedWhileItsEntryIsThere() throws {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.character("r")), now: 0)
        _ = type("!", into: &editor)
        var board = editor.state.board
        _ = try board.move(from: 2, to: 1)
        _ = editor.apply(.reloaded(board, notice: "Reloaded: changed on disk"))
        #expect(editor.state.prompt?.text == "Alpha News!")
        _ = try board.remove(at: 0)
        _ = editor.apply(.reloaded(board, notice: "Reloaded: changed on disk"))
        #expect(editor.state.prompt == nil)
    }
}

extension FieldEditTests {
    @Test func braceMovesTheFocusedEntrysGroupInOneUndoStep() throws {
        let fields = Fields()
        fields.texts["films|group"] = "Films"
        fields.texts["sport|group"] = "News"
        var editor = editor(fields: fields)
        _ = editor.handle(.key(.character("}")), now: 0)
        #expect(editor.state.board.mine.map(\.id) == ["films", "news", "sport"])
        #expect(editor.state.notice?.text == "Group News moved to place 2 of 3.")
        #expect(editor.state.board.channel(at: try #require(editor.state.focus))?.id == "news", "the focus stays on its entry")
        let undone = editor.handle(.key(.character("u")), now: 0)
        #expect(editor.state.board.mine.map(\.id) == ["news", "films", "sport"])
        #expect(undone.allSatisfy { if case .save(_, .some) = $0 { true } else { false } } && !undone.isEmpty)
        // First already, but not together: `{` gathers it; then there is nothing before it.
        _ = editor.handle(.key(.character("{")), now: 0)
        #expect(editor.state.board.mine.map(\.id) == ["news", "sport", "films"])
        #expect(editor.handle(.key(.character("{")), now: 0) == [.bell])
        #expect(editor.state.notice?.text == "Group News is first already")
        _ = editor.handle(.key(.character("e")), now: 0)
        _ = editor.handle(.key(.character("}")), now: 0)
        #expect(editor.state.notice?.text == "} works in edit mode: press e first")
    }
}

extension FieldEditTests {
    @Test func aQuoteIsRefusedInAGroupAndAnUnchangedNameWritesNothing() {
        var editor = editor(fields: Fields())
        _ = editor.handle(.key(.character("g")), now: 0)
        #expect(type("\"", into: &editor) == [.bell])
        #expect(editor.state.prompt?.text == "News")
        _ = editor.handle(.key(.escape), now: 0)
        _ = editor.handle(.key(.character("r")), now: 0)
        #expect(editor.handle(.key(.enter), now: 0).isEmpty)
        #expect(editor.state.prompt == nil && !editor.state.history.canUndo)
    }
}
