import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Where the terminal's cursor rests after every kind of frame the screen shows (issue 27.2):
/// a screen reader's review cursor and a braille display follow it, so it is on the focused
/// cell (or the lifted one) whatever else the frame shows — after keys, after the fast
/// focus-move frames, with a notice, a filter being typed, in edit mode and in a pick session —
/// and on the help's title or the too-small notice when those hide the grid. Every frame here
/// comes from `Editor` and `FrameMaker`, as the run loop makes them.
@Suite struct AccessibleFrameCursorTests {
    /// A session: the editor, its frame maker, and the last frame.
    struct Screen {
        var editor: Editor
        var frames = FrameMaker()
        var now = 0.0

        init(columns: Int = 40, rows: Int = 12, pick: PickSession? = nil) throws {
            let state = EditorState(board: SampleBoards.englishLarge, size: ScreenSize(columns: columns, rows: rows),
                                    hasMouse: true, pick: pick)
            editor = TestEditor.editor(state)
        }

        /// Feeds keys, one frame after each (as the run loop draws); returns the last frame.
        @discardableResult
        mutating func press(_ keys: Key...) -> Frame {
            var frame = frames.frame(of: editor)
            for key in keys {
                now += 0.05
                _ = editor.handle(.key(key), now: now)
                frame = frames.frame(of: editor)
                // A frame drawn over the last one puts the cursor where a whole frame does.
                #expect(frame.cursor == editor.frame().cursor, "after \(key)")
            }
            return frame
        }

        /// Presses the keys, then checks the last frame's cursor (`expectOnFocus`).
        mutating func pressAndCheck(_ keys: Key..., sourceLocation: SourceLocation = #_sourceLocation) {
            var frame = frames.frame(of: editor)
            for key in keys { frame = press(key) }
            expectOnFocus(frame, sourceLocation: sourceLocation)
        }

        /// The focused (or lifted) channel's label starts at the cursor, on a focused-looking cell.
        func expectOnFocus(_ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let focus = editor.state.focus, let channel = editor.state.board.channel(at: focus) else {
                Issue.record("no focus", sourceLocation: sourceLocation)
                return
            }
            guard let cursor = frame.cursor else {
                Issue.record("no cursor on \(channel.name)", sourceLocation: sourceLocation)
                return
            }
            let row = frame.line(cursor.row)
            let rest = String(Array(row).dropFirst(cursor.column))  // ASCII names: characters are columns
            #expect(rest.hasPrefix(String(channel.name.prefix(4))), "cursor at \(cursor) on \"\(row)\", focus \(channel.name)",
                    sourceLocation: sourceLocation)
            let style = frame[cursor.column, cursor.row].style
            #expect(style.focused || style.role == .lifted, "the cell at the cursor looks focused", sourceLocation: sourceLocation)
        }
    }

    @Test func browsingAndEveryFocusMove() throws {
        var screen = try Screen()
        screen.pressAndCheck()
        for key in [Key.right, .right, .down, .left, .tab, .right, .down, .backTab, .end, .home, .pageDown, .pageUp, .up] {
            screen.pressAndCheck(key)
        }
    }

    @Test func editModeAndAKeyboardLift() throws {
        var screen = try Screen()
        screen.pressAndCheck(.tab, .backTab, .right, .right, .right, .character("e"))
        screen.pressAndCheck(.character(" "))  // lifted
        #expect(screen.editor.state.drag != nil)
        screen.pressAndCheck(.right)
        screen.pressAndCheck(.down)
        screen.pressAndCheck(.character(" "))  // put down
        #expect(screen.editor.state.drag == nil)
        screen.pressAndCheck(.character("]"))  // nudge
        screen.pressAndCheck(.enter)  // removed: the focus stays at its index
        screen.pressAndCheck(.character("u"))
    }

    @Test func withANoticeInTheFooter() throws {
        var screen = try Screen()
        screen.pressAndCheck(.character("u"))  // nothing to undo
        #expect(screen.editor.state.notice == "Nothing to undo")
    }

    @Test func whileTypingAFilter() throws {
        var screen = try Screen()
        screen.pressAndCheck(.character("/"))
        for character in "mo" { screen.pressAndCheck(.character(character)) }
        #expect(screen.editor.state.isTypingFilter)
        screen.pressAndCheck(.backspace)
        screen.pressAndCheck(.enter)  // adds the focused match, keeps the filter
        screen.pressAndCheck(.escape)
    }

    @Test func theHelpPutsTheCursorOnItsTitle() throws {
        var screen = try Screen(columns: 60, rows: 20)
        let frame = screen.press(.character("?"))
        #expect(screen.editor.state.showsHelp)
        let cursor = try #require(frame.cursor)
        #expect(String(Array(frame.line(cursor.row)).dropFirst(cursor.column)).hasPrefix("Help"))
        screen.pressAndCheck(.escape)
    }

    @Test func theTooSmallNoticeHoldsTheCursor() throws {
        var screen = try Screen()
        _ = screen.editor.handle(.resize(columns: 12, rows: 6), now: 1)
        let frame = screen.frames.frame(of: screen.editor)
        let cursor = try #require(frame.cursor)
        #expect(frame[cursor.column, cursor.row].style.role == .notice)
        #expect(cursor.column == frame.line(cursor.row).prefix { $0 == " " }.count, "at the notice's first character")
        _ = screen.editor.handle(.resize(columns: 40, rows: 12), now: 2)
        let grown = screen.frames.frame(of: screen.editor)
        screen.expectOnFocus(grown)
    }

    @Test func aPickSession() throws {
        var screen = try Screen(pick: PickSession())
        screen.pressAndCheck(.right, .down)
        screen.pressAndCheck(.character(" "))  // to the other list
        screen.pressAndCheck(.character("e"), .character(" "), .left)  // lifted in edit mode
    }
}
