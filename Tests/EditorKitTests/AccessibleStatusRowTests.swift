import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Every change made on the screen is said on the status row, the row above the footer, in the
/// accessible session's words, where a screen reader's "read the status line" finds it
/// (issue 27.2): without mouse reporting (`--no-mouse`, a terminal without one) and with it,
/// when the footer below keeps its clickable hints (`StatusRowTests` has every kind of change
/// and refusal with the mouse).
@Suite struct AccessibleStatusRowTests {
    static func editor(mouse: Bool) -> Editor {
        Fixture.editor(columns: 80, rows: 24) { $0.hasMouse = mouse }
    }

    static func status(_ editor: Editor) -> String {
        FrameText.lines(of: editor.frame())[editor.state.size.rows - 2]
    }

    static func footer(_ editor: Editor) -> String {
        FrameText.lines(of: editor.frame()).last ?? ""
    }

    @Test func everyChangeIsSaidOnTheStatusRowWithoutAMouse() {
        var editor = Self.editor(mouse: false)
        _ = editor.handle(.key(.tab), now: 0)  // Add Channels: s1
        _ = editor.handle(.key(.enter), now: 0.1)
        #expect(editor.state.notice == .change("s1 added to My Channels, place 8 of 8."))
        #expect(Self.status(editor) == " s1 added to My Channels, place 8 of 8.")
        #expect(Self.footer(editor).contains("u undo"))
        _ = editor.handle(.key(.tab), now: 0.2)  // My Channels: Top
        _ = editor.handle(.key(.right), now: 0.3)  // a
        _ = editor.handle(.key(.character("]")), now: 0.4)
        #expect(editor.state.notice?.text == "a moved to place 3 of 8.")
        _ = editor.handle(.key(.character("e")), now: 0.5)
        _ = editor.handle(.key(.character("x")), now: 0.6)
        #expect(editor.state.notice?.text == "a removed: it is first in Add Channels now.")
        _ = editor.handle(.key(.character("u")), now: 0.7)
        #expect(editor.state.notice?.text == "Undone: a is at place 3 of 8 in My Channels.")
        _ = editor.handle(.key(.control("r")), now: 0.8)
        #expect(editor.state.notice?.text == "Redone: a is in Add Channels.")
        // A keyboard lift, carried and put down: one change, said once it is down.
        _ = editor.handle(.key(.tab), now: 0.9)  // back to My Channels
        _ = editor.handle(.key(.end), now: 1.0)
        _ = editor.handle(.key(.character(" ")), now: 1.1)
        _ = editor.handle(.key(.left), now: 1.2)
        #expect(editor.state.notice == nil, "nothing is said while it is carried")
        _ = editor.handle(.key(.character(" ")), now: 1.3)
        #expect(editor.state.notice?.text == "s1 moved to place 6 of 7.")
        // The next key clears it, as any notice.
        _ = editor.handle(.key(.left), now: 1.4)
        #expect(editor.state.notice == nil)
    }

    @Test func withAMouseTooAndTheFooterKeepsItsHints() throws {
        var editor = Self.editor(mouse: true)
        _ = editor.handle(.key(.tab), now: 0)
        _ = editor.handle(.key(.enter), now: 0.1)
        #expect(Self.status(editor) == " s1 added to My Channels, place 8 of 8.")
        #expect(Self.footer(editor).contains("u undo"))
        _ = try MouseOnlyTests.clickFooter("u undo", &editor, now: 0.2)
        #expect(Self.status(editor) == " Undone: s1 is in Add Channels.")
    }
}
