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

        /// Feeds mouse events, one frame after each; returns the last frame.
        @discardableResult
        mutating func mouse(_ events: InputEvent...) -> Frame {
            var frame = frames.frame(of: editor)
            for event in events {
                now += 0.05
                _ = editor.handle(event, now: now)
                frame = frames.frame(of: editor)
                #expect(frame.cursor == editor.frame().cursor, "after \(event)")
            }
            return frame
        }

        /// A click in the middle of a place's cell.
        mutating func click(_ place: Place) throws -> Frame {
            let box = try #require(editor.layout().box(at: place))
            let column = box.column + box.width / 2
            let row = box.row - editor.state.scrollTop
            return mouse(.press(.left, column: column, row: row), .release(column: column, row: row))
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

    /// With the mouse on, every change and refusal puts a sentence on the status row (issue
    /// 27.2): the cursor still rests on the focused cell after each, never on that row.
    @Test func afterChangesAndRefusalsMadeWithTheMouse() throws {
        var screen = try Screen(columns: 80, rows: 24)
        let statusRow = 22
        func check(_ frame: Frame, said: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(!said || !frame.line(statusRow).allSatisfy { $0 == " " }, "something is said", sourceLocation: sourceLocation)
            #expect(frame.cursor.map { $0.row < statusRow } == true, "the cursor is above the status row",
                    sourceLocation: sourceLocation)
            screen.expectOnFocus(frame, sourceLocation: sourceLocation)
        }
        check(try screen.click(Place(.available, 0)))  // added
        let footer = screen.editor.frame().line(23)
        let undo = try #require(footer.firstRange(of: "u undo")).lowerBound.utf16Offset(in: footer)
        check(screen.mouse(.press(.left, column: undo + 1, row: 23), .release(column: undo + 1, row: 23)))  // undone
        check(try screen.click(Place(.mine, 0)))  // the locked Top: the first click asks
        let tech = try #require(screen.editor.layout().box(at: Place(.mine, 2)))
        let finance = try #require(screen.editor.layout().box(at: Place(.mine, 4)))
        check(screen.mouse(.press(.left, column: tech.column + 2, row: tech.row),
                           .motion(column: finance.column + 3, row: finance.row),
                           .release(column: finance.column + 3, row: finance.row)))  // moved by a drag
        let top = try #require(screen.editor.layout().box(at: Place(.mine, 0)))
        check(screen.mouse(.press(.left, column: top.column + 2, row: top.row),
                           .motion(column: top.column + 9, row: top.row + 1)))  // refused: locked
        screen.mouse(.release(column: top.column + 9, row: top.row + 1))
        check(screen.press(.character("u")))  // undone by key
        check(screen.press(.character("u"), .character("u")))  // nothing to undo
    }

    @Test func withANoticeOnTheStatusRow() throws {
        var screen = try Screen()
        screen.pressAndCheck(.character("u"))  // nothing to undo
        #expect(screen.editor.state.notice?.text == "Nothing to undo")
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
