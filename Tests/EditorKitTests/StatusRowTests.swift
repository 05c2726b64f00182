import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Issue 27.2 with the mouse on: every change and every refusal is one sentence on the status
/// row, the row above the footer, in a fixed place a screen reader's "read the status line"
/// finds; the footer's hints stay beside it and stay clickable (issue 10's mouse-only promise).
/// Every frame here is `Editor.frame()`, as the run loop draws it.
@Suite struct StatusRowTests {
    /// What the status row and the footer show, and how the status row is styled.
    struct Bottom {
        let status: String
        let statusStyles: String
        let footer: String
    }

    static func bottom(_ editor: Editor) -> Bottom {
        let frame = editor.frame()
        let rows = editor.state.size.rows
        let lines = FrameText.lines(of: frame)
        let styles = FrameText.styleLines(of: frame)
        // Lines come without their trailing blanks; the margin goes here.
        return Bottom(status: String(lines[rows - 2].drop { $0 == " " }),
                      statusStyles: String(styles[rows - 2].drop { $0 == "." }),
                      footer: lines[rows - 1])
    }

    /// The status row says `sentence` whole, in the look of a change (`t`, a title) or of a
    /// warning (`!`), and the footer still shows `hints`.
    static func expectSaid(
        _ sentence: String, warning: Bool = false, hints: [String] = ["u undo", "? help", "q quit"],
        in editor: Editor, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bottom = bottom(editor)
        #expect(bottom.status == sentence, sourceLocation: sourceLocation)
        let look: Character = warning ? "!" : "t"
        #expect(!bottom.statusStyles.isEmpty && bottom.statusStyles.allSatisfy { $0 == look },
                "styles \(bottom.statusStyles)", sourceLocation: sourceLocation)
        for hint in hints {
            #expect(bottom.footer.contains(hint), "\(hint) is not in \(bottom.footer)", sourceLocation: sourceLocation)
        }
    }

    static func click(_ place: Place, _ editor: inout Editor, now: Double) throws {
        let point = try TestEditor.point(of: place, in: editor)
        _ = editor.handle(.click(.left, column: point.column, row: point.row), now: now)
    }

    /// A mouse drag of the cell at `from` to the screen point of `to`'s cell (or `point`).
    static func drag(from: Place, to point: (column: Int, row: Int), _ editor: inout Editor, now: Double) throws {
        let start = try TestEditor.point(of: from, in: editor)
        _ = editor.handle(.press(.left, column: start.column, row: start.row), now: now)
        _ = editor.handle(.motion(column: point.column, row: point.row), now: now + 0.1)
        _ = editor.handle(.release(column: point.column, row: point.row), now: now + 0.2)
    }

    @Test func everyKindOfChangeIsSaidWithTheMouseOn() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        #expect(editor.state.hasMouse)
        // Added by a click; the footer's u undo, clicked at once, undoes it.
        try Self.click(Place(.available, 0), &editor, now: 1)
        Self.expectSaid("s1 added to My Channels, place 8 of 8.", hints: ["u undo", "/ filter", "e edit"], in: editor)
        _ = try MouseOnlyTests.clickFooter("u undo", &editor, now: 2)
        Self.expectSaid("Undone: s1 is in Add Channels.", hints: ["Ctrl-R redo", "/ filter"], in: editor)
        _ = try MouseOnlyTests.clickFooter("Ctrl-R redo", &editor, now: 3)
        Self.expectSaid("Redone: s1 is at place 8 of 8 in My Channels.", in: editor)
        // Added by Enter, on Add Channels.
        _ = editor.handle(.key(.tab), now: 4)
        _ = editor.handle(.key(.enter), now: 4.1)
        Self.expectSaid("财经 added to My Channels, place 9 of 9.", in: editor)
        // Removed by a click in edit mode (entered from the footer).
        _ = try MouseOnlyTests.clickFooter("e edit", &editor, now: 5)
        try Self.click(Place(.mine, 1), &editor, now: 6)
        Self.expectSaid("a removed: it is first in Add Channels now.", hints: ["u undo", "e done"], in: editor)
        // Removed by x.
        _ = editor.handle(.key(.character("x")), now: 7)
        Self.expectSaid("b removed: it is first in Add Channels now.", in: editor)
        // Moved by ].
        _ = editor.handle(.key(.character("]")), now: 8)
        Self.expectSaid("c moved to place 3 of 7.", in: editor)
        // Moved by a keyboard lift, said once it is down.
        _ = editor.handle(.key(.character(" ")), now: 9)
        _ = editor.handle(.key(.right), now: 9.1)
        #expect(Self.bottom(editor).status.isEmpty, "nothing is said while it is carried")
        _ = editor.handle(.key(.character(" ")), now: 9.2)
        Self.expectSaid("c moved to place 4 of 7.", in: editor)
        // Moved by a mouse drag onto another cell.
        try Self.drag(from: Place(.mine, 1), to: try TestEditor.point(of: Place(.mine, 4), in: editor), &editor, now: 10)
        Self.expectSaid("d moved to place 5 of 7.", in: editor)
        // Removed by a mouse drag onto Add Channels.
        try Self.drag(from: Place(.mine, 1), to: try TestEditor.point(of: Place(.available, 1), in: editor), &editor, now: 11)
        Self.expectSaid("e removed: it is first in Add Channels now.", in: editor)
        // The next key clears it, as any notice.
        _ = editor.handle(.key(.left), now: 12)
        #expect(Self.bottom(editor).status.isEmpty)
    }

    @Test func everyKindOfRefusalIsSaidWithTheMouseOn() throws {
        var editor = Fixture.editor(columns: 80, rows: 24)
        _ = editor.handle(.key(.character("u")), now: 1)
        Self.expectSaid("Nothing to undo", warning: true, in: editor)
        _ = editor.handle(.key(.control("r")), now: 2)
        Self.expectSaid("Nothing to redo", warning: true, in: editor)
        // Top (locked) by ], and by a drag.
        _ = editor.handle(.key(.character("]")), now: 3)
        Self.expectSaid("Top is locked", warning: true, in: editor)
        let top = try TestEditor.point(of: Place(.mine, 0), in: editor)
        _ = editor.handle(.press(.left, column: top.column, row: top.row), now: 4)
        _ = editor.handle(.motion(column: top.column + 6, row: top.row + 1), now: 4.1)
        Self.expectSaid("Top is locked", warning: true, in: editor)
        _ = editor.handle(.release(column: top.column + 6, row: top.row + 1), now: 4.2)
        // The first Enter and the first click on My Channels only ask.
        _ = editor.handle(.key(.right), now: 5)
        _ = editor.handle(.key(.enter), now: 5.1)
        Self.expectSaid("Enter again to open a and exit", warning: true, in: editor)
        try Self.click(Place(.mine, 2), &editor, now: 6)
        Self.expectSaid("Click again to open b and exit", warning: true, in: editor)
        // The last one cannot go further; Add Channels cannot be reordered.
        _ = editor.handle(.key(.end), now: 7)
        _ = editor.handle(.key(.character("]")), now: 7.1)
        Self.expectSaid("f is already last", warning: true, in: editor)
        _ = editor.handle(.key(.tab), now: 8)
        _ = editor.handle(.key(.character("[")), now: 8.1)
        Self.expectSaid("Only My Channels can be reordered", warning: true, in: editor)
        // A paste outside the filter.
        _ = editor.handle(.paste("x"), now: 9)
        Self.expectSaid("Paste ignored: press / to filter, then paste", warning: true, in: editor)
        // A key refused while a channel is lifted: the footer keeps the lift's own ways.
        _ = editor.handle(.key(.backTab), now: 10)
        _ = editor.handle(.key(.home), now: 10.05)
        _ = editor.handle(.key(.right), now: 10.1)
        _ = editor.handle(.key(.character("e")), now: 10.2)
        _ = editor.handle(.key(.character(" ")), now: 10.3)
        _ = editor.handle(.key(.character("q")), now: 10.4)
        Self.expectSaid("a is lifted: Space drops it, Esc puts it back", warning: true,
                        hints: ["Space drop", "Esc cancel"], in: editor)
        _ = editor.handle(.key(.escape), now: 11)
        // News from outside (a reload, a read-only file) goes on the same row.
        editor.showNotice("Reloaded: changed on disk")
        Self.expectSaid("Reloaded: changed on disk", warning: true, in: editor)
    }

    /// A pick session says its own titles, and an item that goes back to its input place is
    /// said to go back there, not to the front.
    /// At 40 columns with channels down to the status row, a change sentence too long for it
    /// is said in fewer words, place and all ("Autos added, place 9 of 9."; the sentence was
    /// cut before its place), and the accessible session keeps the whole sentence.
    @Test func aNarrowRowSaysAChangeInFewerWords() throws {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 30, available: 30), columns: 40, rows: 12)
        editor.state.focus = Place(.available, 0)
        _ = editor.apply(.activate)
        let sentence = try #require(editor.state.notice?.text)
        #expect(sentence.hasSuffix("place 31 of 31."))
        let status = Self.bottom(editor).status
        #expect(!status.contains("…") && status.contains("added, place 31 of 31."), "\(status)")
        #expect(status.count < sentence.count)
        editor.state.focus = Place(.mine, 30)
        _ = editor.apply(.undo)
        #expect(!Self.bottom(editor).status.contains("…"), "\(Self.bottom(editor).status)")
        _ = editor.apply(.redo)
        #expect(Self.bottom(editor).status.contains("place 31 of 31."), "\(Self.bottom(editor).status)")
    }

    @Test func aPickSessionSaysWhereTheItemWent() {
        let ranks = ["a": 0, "b": 1, "c": 2, "d": 3, "e": 4]
        var editor = PickSessionTests.editor(session: PickSession(inputRank: ranks)) { $0.focus = Place(.mine, 1) }
        _ = editor.apply(.toggle)
        #expect(editor.state.notice == .change("D removed: it is back in Available."))
        #expect(Self.bottom(editor).status == "D removed: it is back in Available.")
        _ = editor.apply(.tap(Place(.mine, 0)))
        #expect(editor.state.notice == .change("B removed: it is back in Available."))
        _ = editor.apply(.toggle)
        #expect(editor.state.notice == .change("A added to Chosen, place 1 of 1."))
        _ = editor.apply(.tap(Place(.mine, 0)))
        #expect(editor.state.notice == .change("A removed: it is first in Available now."), "first in input order")
    }

    /// With nothing to say the row is blank, or names the focused channel whole when its cell
    /// cuts the name, or gives a playlist entry's group: what the footer showed before, on the
    /// row of its own, so the footer is all hints.
    @Test func withNothingToSayTheRowNamesOnlyWhatTheCellCannotShow() throws {
        let long = "A channel whose name is much too long for one cell"
        let board = SampleBoards.valid {
            try Board(mine: [Fixture.channel("a"), Fixture.channel("long", long)], available: [Fixture.channel("s")])
        }
        var editor = Fixture.editor(board, columns: 80, rows: 24)
        #expect(Self.bottom(editor).status.isEmpty)
        _ = editor.handle(.key(.right), now: 1)
        #expect(Self.bottom(editor).status == long)
        #expect(!Self.bottom(editor).footer.contains("much"), "said once, on the status row")
        let details = ChannelDetails { $0 == "a" ? "News" : nil }
        var grouped = Fixture.editor(board, columns: 80, rows: 24) { $0.details = details }
        #expect(Self.bottom(grouped).status == "News · a")
        _ = grouped.handle(.key(.character("]")), now: 1)
        #expect(Self.bottom(grouped).status == "a moved to place 2 of 2.", "a sentence comes first")
    }

    /// The row is the one above the footer at every size the grid is drawn at, the content
    /// never reaches it, and a sentence longer than its room is cut there, never wrapped over
    /// the content or the footer. The scroll marks sit at its right.
    @Test(arguments: [(80, 24), (40, 12), (24, 8)])
    func theRowIsFixed(columns: Int, rows: Int) throws {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 300, available: 300), columns: columns, rows: rows)
        _ = editor.handle(.key(.character("]")), now: 1)
        let frame = editor.frame()
        let lines = FrameText.lines(of: frame)
        let status = lines[rows - 2]
        #expect(status.hasPrefix(" m0 moved to place"), "\(status)")
        #expect(status.contains("2 of 300.") == (columns >= 30), "whole where it fits, else cut with …: \(status)")
        #expect(status.contains("…") == (columns < 30), "\(status)")
        #expect(status.hasSuffix("↓") && status.count == columns - 1, "the scroll mark at its right: \(status)")
        #expect(lines[rows - 1].contains("q quit") && !lines[rows - 1].replacingOccurrences(of: "↑↓←→", with: "").contains("↓"),
                "the footer is all hints, the marks are above")
        let contentStyles = Set(FrameText.styleLines(of: frame)[rows - 2])
        #expect(contentStyles.isSubset(of: [" ", ".", "t"]), "no cell on the status row: \(contentStyles)")
        for row in 0..<(rows - 2) { #expect(!lines[row].contains("moved")) }
        #expect(editor.state.viewportHeight == rows - 2)
    }
}
