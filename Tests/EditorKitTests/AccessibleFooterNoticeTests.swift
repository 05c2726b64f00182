import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Without mouse reporting (`--no-mouse`, a terminal without one) every change made on the
/// screen is said in the footer's one line, where a screen reader's "read the status line"
/// finds it (issue 27.2); with a mouse the footer keeps its clickable hints.
@Suite struct AccessibleFooterNoticeTests {
    static func editor(mouse: Bool) -> Editor {
        Fixture.editor(columns: 80, rows: 24) { $0.hasMouse = mouse }
    }

    static func footer(_ editor: Editor) -> String {
        FrameText.lines(of: editor.frame()).last ?? ""
    }

    @Test func everyChangeIsSaidInTheFooter() {
        var editor = Self.editor(mouse: false)
        _ = editor.handle(.key(.tab), now: 0)  // Add Channels: s1
        _ = editor.handle(.key(.enter), now: 0.1)
        #expect(editor.state.notice == "s1 added to My Channels, place 8 of 8.")
        #expect(Self.footer(editor).contains("s1 added to My Channels, place 8 of 8."))
        _ = editor.handle(.key(.tab), now: 0.2)  // My Channels: Top
        _ = editor.handle(.key(.right), now: 0.3)  // a
        _ = editor.handle(.key(.character("]")), now: 0.4)
        #expect(editor.state.notice == "a moved to place 3 of 8.")
        _ = editor.handle(.key(.character("e")), now: 0.5)
        _ = editor.handle(.key(.character("x")), now: 0.6)
        #expect(editor.state.notice == "a removed: it is first in Add Channels now.")
        _ = editor.handle(.key(.character("u")), now: 0.7)
        #expect(editor.state.notice == "Undone: a is at place 3 of 8 in My Channels.")
        _ = editor.handle(.key(.control("r")), now: 0.8)
        #expect(editor.state.notice == "Redone: a is in Add Channels.")
        // A keyboard lift, carried and put down: one change, said once it is down.
        _ = editor.handle(.key(.tab), now: 0.9)  // back to My Channels
        _ = editor.handle(.key(.end), now: 1.0)
        _ = editor.handle(.key(.character(" ")), now: 1.1)
        _ = editor.handle(.key(.left), now: 1.2)
        #expect(editor.state.notice == nil, "nothing is said while it is carried")
        _ = editor.handle(.key(.character(" ")), now: 1.3)
        #expect(editor.state.notice == "s1 moved to place 6 of 7.")
        // The next key clears it, as any notice.
        _ = editor.handle(.key(.left), now: 1.4)
        #expect(editor.state.notice == nil)
    }

    @Test func withAMouseTheFooterKeepsItsHints() {
        var editor = Self.editor(mouse: true)
        _ = editor.handle(.key(.tab), now: 0)
        _ = editor.handle(.key(.enter), now: 0.1)
        #expect(editor.state.notice == nil)
        #expect(Self.footer(editor).contains("u undo"))
    }
}
