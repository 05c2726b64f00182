import Foundation
import ChannelCore
import EditorKit
import Testing
import TestSupport

/// What each feature of the screen looks like, as whole small screens (mostly 40x12): focus and
/// current marking, drags, the filter, empty sections, help, the too-small notice, scrolling,
/// the footer. Style letters: see `ScreenLegend` (lower case the role, upper case focused).
@Suite struct RenderTests {
    private func english(columns: Int = 40, rows: Int = 12, mode: Mode = .browse) throws -> EditorState {
        RenderSamples.state(SampleBoards.englishLarge, columns: columns, rows: rows, mode: mode)
    }

    // MARK: Focus and current

    /// Focus on the current channel in edit mode: every column of the cell is focused and
    /// current (`C`), its badge focused (`X`); "Top" is no longer focused (`l`).
    @Test func focusOnTheCurrentChannelInEditMode() throws {
        var state = try english(mode: .edit)
        state.focus = Place(.mine, 5)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ]
             [×Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
                                                  ↓
             e done  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .lllllll.lllllllll.mxmmmmmm.mxmmmmmmmmm
            .mxmmmmmmmm.CXCCCCCCC.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    /// Focus on an Add Channels cell (`A`); the current channel stays marked (`c`).
    @Test func focusInAddChannels() throws {
        var state = try english()
        state.focus = Place(.available, 4)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ]
             [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
                                                  ↓
             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .lllllll.lllllllll.mmmmmmmm.mmmmmmmmmmm
            .mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.AAAAAAAAA.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func aFocusOrCurrentNamingNoChannelMarksNothing() throws {
        var state = try english()
        let plain = RenderSamples.rendered(state)
        state.focus = Place(.available, 99)
        state.board = try Board(mine: state.board.mine, available: state.board.available, current: "gone")
        let frame = RenderSamples.rendered(state)
        #expect(FrameText.lines(of: frame) == FrameText.lines(of: plain))
        #expect(!frame.cells.contains { $0.style.focused || $0.style.current })
    }

    // MARK: Drags

    /// A mouse drag of "Sports" (grabbed 3 columns into the cell), the pointer at (20, 7): the
    /// lifted cell (`d`) is drawn in its slot and covers nothing under the pointer (issue 22.9).
    @Test func aMouseDragShowsTheLiftedCellInItsSlot() throws {
        var state = try english(mode: .edit)
        state.focus = Place(.mine, 4)
        state.drag = Drag(id: "sports", originIndex: 4, source: .mouse(grabOffset: 3), pointerColumn: 20, pointerRow: 7)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ]
             [ Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
                                                  ↓
             release drop here  Esc cancel
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .lllllll.lllllllll.mxmmmmmm.mxmmmmmmmmm
            .dddddddddd.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkkkkkkkffffffffffffkkkfffffffffffffffff
            """)
    }

    /// The live order: "Sports" has moved to index 2 during the drag, and the grid reflowed;
    /// the lifted cell is drawn in its new slot, not at the pointer (30, 2).
    @Test func theLiftedCellIsWhereTheDraggedChannelIsNow() throws {
        var state = try english(mode: .edit)
        try state.board.move(from: 4, to: 2)
        state.focus = Place(.mine, 2)
        state.drag = Drag(id: "sports", originIndex: 4, source: .mouse(grabOffset: 2), pointerColumn: 30, pointerRow: 2)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [ Sports ] [×Tech ]
             [×Finance ] [×World ]
             [×Entertainment ] [×Science ]
             [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
                                                  ↓
             release drop here  Esc cancel
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .lllllll.lllllllll.dddddddddd.mxmmmmmm
            .mxmmmmmmmmm.cxccccccc
            .mxmmmmmmmmmmmmmmm.mxmmmmmmmmm
            .mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa

            fkkkkkkkffffffffffffkkkfffffffffffffffff
            """)
    }

    @Test(arguments: [
        // Past the bottom right, past the top left, inside: the pointer never moves the drawing.
        (Int.max, Int.max, 0), (100, 50, 3), (-7, -3, 0), (2, 4, 9), (Int.min, Int.min, Int.max), (Int.max, 0, Int.min),
    ])
    func theLiftedCellStaysInItsSlot(pointerColumn: Int, pointerRow: Int, grab: Int) throws {
        var state = try english(mode: .edit)
        state.drag = Drag(id: "sports", originIndex: 4, source: .mouse(grabOffset: grab), pointerColumn: pointerColumn, pointerRow: pointerRow)
        let frame = RenderSamples.frame(state)
        // Drawn in its slot of the live order (issue 22.9): "[ Sports ]", 10 columns, row 2.
        let lifted = (0..<frame.rows).flatMap { y in (0..<frame.columns).map { (x: $0, y: y) } }
            .filter { frame[$0.x, $0.y].style.role == .lifted }
        #expect(lifted.count == 10)
        #expect(lifted.first.map { [$0.x, $0.y] } == [1, 2])
        #expect(frame.line(2).dropFirst(1).hasPrefix("[ Sports ]"))
    }

    /// A keyboard drag lifts the cell in its own slot: no gap, nothing at a pointer.
    @Test func aKeyboardDragLiftsTheCellInItsSlot() throws {
        var state = try english(mode: .edit)
        state.focus = Place(.mine, 4)
        state.drag = Drag(id: "sports", originIndex: 4, source: .keyboard)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ]
             [ Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
             [+Books ] [+Fashion ] [+Real Estate ]
             [+Education ] [+Parenting ]
                                                  ↓
             ↑↓←→ move  Space drop  Esc cancel
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhh.bbbbbb.bbb
            .lllllll.lllllllll.mxmmmmmm.mxmmmmmmmmm
            .dddddddddd.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkkkkfffffffkkkkkfffffffkkkfffffffffffff
            """)
    }

    @Test func aDragOfAChannelNotInMyChannelsDrawsNoLiftedCell() throws {
        var state = try english(mode: .edit)
        let plain = RenderSamples.frame(state)
        state.drag = Drag(id: "nowhere", originIndex: 40, source: .mouse(grabOffset: 2), pointerColumn: 5, pointerRow: 5)
        #expect(RenderSamples.frame(state) == plain)
        state.drag = Drag(id: "travel", originIndex: 0, source: .keyboard)
        #expect(RenderSamples.frame(state) == plain)
    }

    // MARK: Filter

    /// `/o`: Add Channels shows the 10 matches of 20; matching My Channels cells are marked
    /// (`i` locked, `u` mine, `v` current; `I` focused).
    @Test func aFilterShowsItsTextCountAndMatches() throws {
        var state = try english()
        state.filterState = .applied("o")
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ]
             [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  /o  10 of 20
             [+Food ] [+Autos ] [+Movies ]
             [+Books ] [+Fashion ] [+Education ]
             [+History ] [+Photography ]
             [+Podcasts ] [+The Extre…annel Name ]

             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .IIIIIII.iiiiiiiii.mmmmmmmm.mmmmmmmmmmm
            .uuuuuuuuuu.vvvvvvvvv.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.uuuuuuuuuuuu

            .tttttttttttt..kk..hhhhhhhh
            .aaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    /// While typing, `_` follows the text. Ids match too: "ch" is in "tech" (科技).
    @Test func aFilterBeingTypedOnAChineseBoard() throws {
        var state = RenderSamples.state(SampleBoards.chineseLarge, columns: 40, rows: 12)
        state.filterState = .typing("ch")
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( 推荐 ) ( 要闻 ) [ 科技 ] [ 财经 ]
             [ 体育 ] [ 国际 ] [ 娱乐 ] [ 汽车 ]
             [ NBA直播 ] [ 视频 ]

             Add Channels  /ch_  0 of 20
             No match for "ch"




             type to filter  Esc clear  F1 help
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .LLLLLLLL.llllllll.uuuuuuuu.mmmmmmmm
            .cccccccc.mmmmmmmm.mmmmmmmm.mmmmmmmm
            .mmmmmmmmmmm.mmmmmmmm

            .tttttttttttt..kkkk..hhhhhhh
            .hhhhhhhhhhhhhhhhh




            fffffffffffffffffkkkffffffffkkffffffffff
            """)
    }

    @Test func aFilterJustOpenedMatchesEverything() throws {
        var state = try english(columns: 80)
        state.filterState = .typing("")
        let frame = RenderSamples.frame(state)
        #expect(frame.line(4).hasPrefix(" Add Channels  /_  20 of 20  click to add"))
        #expect(!frame.cells.contains { $0.style.matched })
    }

    /// A long filter is cut to the width; its control characters are shown, not sent.
    @Test func aLongFilterIsCutAndMadeSafe() throws {
        var state = try english(columns: 30)
        state.filterState = .applied("\u{1B}[2Jsomething much too long")
        state.scrollTop = 5
        let frame = RenderSamples.frame(state)
        let lines = FrameText.lines(of: frame)
        let header = try #require(lines.firstIndex { $0.hasPrefix(" Add Channels") })
        #expect(lines[header] == " Add Channels  /^[[2Jsomethi…")
        #expect(lines[header + 1] == " No match for \"^[[2Jsomethin…")
        #expect(FrameChecks.problems(in: frame).isEmpty)
    }

    // MARK: Empty sections

    @Test func anEmptyBoard() throws {
        let state = RenderSamples.state(Board(), columns: 40, rows: 8)
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             No channels — add some below

             Add Channels  click to add
             Nothing to add (see --catalog)


             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .hhhhhhhhhhhhhhhhhhhhhhhhhhhh

            .tttttttttttt..hhhhhhhhhhhh
            .hhhhhhhhhhhhhhhhhhhhhhhhhhhhhh


            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    /// Nothing on either side (a new playlist with no catalog): not "All channels added".
    @Test func nothingOnEitherSideIsNotAllAdded() {
        let frame = RenderSamples.frame(RenderSamples.state(Board(), columns: 60, rows: 24))
        let lines = FrameText.lines(of: frame)
        #expect(lines.contains(" Nothing to add (see --catalog)"), "\(lines)")
        #expect(!lines.contains { $0.contains("All channels added") })
    }

    @Test func everyChannelAdded() throws {
        let board = SampleBoards.englishLarge
        let state = RenderSamples.state(try Board(mine: board.mine + board.available, available: []), columns: 40, rows: 24)
        let frame = RenderSamples.frame(state)
        #expect(FrameText.lines(of: frame).contains(" All channels added"))
        #expect(FrameText.lines(of: frame).filter { $0.contains("No channels") }.isEmpty)
    }

    // MARK: Help

    @Test func theHelpOverlayListsEveryKey() throws {
        var state = try english(columns: 80, rows: 24)
        state.showsHelp = true
        expectScreen(
            RenderSamples.frame(state),
            text: """
             ┌─ Help ─────────────────────────────────────────────────────────────────[×]─┐
             │ Focused: Top, id top (what commands take)                                  │
             │                                                                            │
             │ Keys (browsing)                                                            │
             │ Ctrl-C            Quit without opening a channel                           │
             │ Ctrl-Z            Suspend to the shell; fg brings the screen back          │
             │ ↑↓←→              Move the focus                                           │
             │ h j k l           Move the focus left, down, up, right                     │
             │ Tab               Jump to the other section (also Shift-Tab)               │
             │ Home End          First or last channel of the section                     │
             │ PgUp PgDn         Scroll a screen up or down                               │
             │ Enter             Open the focused channel and exit, printing its id       │
             │                   (Enter twice), or add it to My Channels                  │
             │ e                 Edit My Channels: reorder and remove                     │
             │ [ ]               [ moves the focused channel one place back, ] forward    │
             │ u                 Undo the last change                                     │
             │ Ctrl-R            Redo what was undone                                     │
             │ /                 Filter Add Channels by name, id, group or tag            │
             │ ?                 Show this help (also F1)                                 │
             │ q                 Quit without opening a channel                           │
             │                                                                            │
             └↓────────────────────────────────────────────────── ↑↓ scroll · Esc closes ─┘

             ↑↓ scroll  PgUp PgDn page  Esc close
            """,
            styles: """
            .pppttttppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppbbbpp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .pptttttttttttttttppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkkkpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkkkkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .ppkppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppphhhhhhhhhhhhhhhhhhhhhhhhpp

            fkkfffffffffkkkkkkkkkfffffffkkkfffffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }

    /// On the smallest screen the labels, then the keys, are cut, and the last line says how
    /// many keys did not fit.
    @Test func theHelpOverlayOnTheSmallestScreen() throws {
        var state = try english(columns: 24, rows: 8)
        state.showsHelp = true
        expectScreen(
            RenderSamples.frame(state),
            text: """
             ┌─ Help ─────────[×]─┐
             │ Focused: Top, id   │
             │ top (what commands │
             │ take)              │
             │                    │
             └↓───────────────────┘
                                  ↓
             ↑↓ scroll  Esc close
            """,
            styles: """
            .pppttttppppppppppbbbpp
            .pppppppppppppppppppppp
            .pppppppppppppppppppppp
            .pppppppppppppppppppppp
            .pppppppppppppppppppppp
            .pppppppppppppppppppppp

            fkkfffffffffkkkfffffffff
            """)
    }

    @Test func withoutAHelpListTheOverlayShowsTheFooterKeys() throws {
        var state = try english()
        state.showsHelp = true
        // The subject is the renderer's fallback: no help list given, so none from the keymap.
        let labels = TestEditor.labels
        let lines = FrameText.lines(of: render(state, layout: state.layout(labels: labels), labels: labels,
                                               hints: Keymap.hints(for: state), help: nil, widthOf: TestWidth.wcwidth))
        let hints = Keymap.hints(for: state)
        #expect(!hints.isEmpty)
        for hint in hints {
            #expect(lines.contains { $0.contains("│ \(hint.keys) ") && $0.contains(" \(hint.label)") }, "\(hint.keys) not listed")
        }
        // Help is drawn only while the state shows it.
        state.showsHelp = false
        #expect(!FrameText.lines(of: RenderSamples.frame(state)).contains { $0.contains("Keys") })
    }

    // MARK: Too small

    @Test func tooSmallAt20x5() throws {
        expectScreen(
            RenderSamples.frame(try english(columns: 20, rows: 5)),
            text: """

            Terminal too small —
            need 24×8, have 20×5


            """,
            styles: """

            !!!!!!!!!!!!!!!!!!!!
            !!!!!!!!!!!!!!!!!!!!


            """)
    }

    @Test func tooSmallAt23x8WrapsOnTwoLines() throws {
        expectScreen(
            RenderSamples.frame(try english(columns: 23, rows: 8)),
            text: """



             Terminal too small —
             need 24×8, have 23×8



            """,
            styles: """



            .!!!!!!!!!!!!!!!!!!!!
            .!!!!!!!!!!!!!!!!!!!!



            """)
    }

    @Test func tooSmallButTallUsesTheRows() throws {
        let frame = RenderSamples.frame(try english(columns: 10, rows: 9))
        #expect(FrameText.lines(of: frame) == ["", "", " Terminal", "   too", " small —", "need 24×8,", "have 10×9", "", ""])
    }

    @Test(arguments: [
        (1, 1, ["…"]),
        (3, 2, ["To…", ""]),
        (4, 1, ["24×8"]),
        (9, 1, ["Too small"]),
        (12, 2, [" Too small:", " need 24×8"]),
        (24, 7, ["", "", "  Terminal too small —", "  need 24×8, have 24×7", "", "", ""]),
    ])
    func tooSmallFitsTheNoticeToAnySize(columns: Int, rows: Int, expected: [String]) throws {
        let frame = RenderSamples.frame(try english(columns: columns, rows: rows))
        #expect(FrameText.lines(of: frame) == expected)
        #expect(frame.cells.allSatisfy { $0.style == .plain || $0.style == Style(.notice) })
    }

    @Test func zeroByZeroIsAnEmptyFrame() throws {
        let frame = RenderSamples.frame(try english(columns: 0, rows: 0))
        #expect(frame.columns == 0 && frame.rows == 0 && frame.cells.isEmpty)
        #expect(RenderSamples.frame(try english(columns: 0, rows: 5)).cells.isEmpty)
        #expect(RenderSamples.frame(try english(columns: 5, rows: 0)).cells.isEmpty)
    }

    // MARK: Scrolling and the footer

    /// Scrolled 3 rows down a 10-row screen: content above and below (`↑↓`).
    @Test func theScrollIndicatorShowsContentAboveAndBelow() throws {
        var state = try english(rows: 10)
        state.scrollTop = 3
        expectScreen(
            RenderSamples.frame(state),
            text: """
             My Channels                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ]
             [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ]
             [+Games ] [+Music ] [+Movies ]
                                                  ↓
             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .LLLLLLL.lllllllll.mmmmmmmm.mmmmmmmmmmm
            .mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test(arguments: [(0, "↓"), (4, "↑↓"), (5, "↑"), (40, "↑"), (-2, "↓")])
    func theScrollIndicatorFollowsTheScroll(scrollTop: Int, indicator: String) throws {
        // 14 rows of content, 9 on screen: rows 0...8 at the top, 5...13 at the end. The marks
        // are at the right of the status row.
        var state = try english(rows: 11)
        state.scrollTop = scrollTop
        let status = FrameText.lines(of: RenderSamples.rendered(state))[9]
        #expect(status == String(repeating: " ", count: 39 - indicator.count) + indicator)
    }

    @Test func noIndicatorWhenEverythingFits() throws {
        let footer = FrameText.lines(of: RenderSamples.rendered(try english(columns: 80, rows: 24)))[23]
        // No indicator anywhere: the only arrows are the move hint's.
        let withoutHint = footer.replacingOccurrences(of: "↑↓←→", with: "")
        #expect(!withoutHint.contains("↑") && !withoutHint.contains("↓"), "\(footer)")
        #expect(footer.contains("q quit"))
    }

    /// The rows shown are exactly the content rows from `scrollTop`, as hit testing sees them.
    @Test func theScreenShowsTheContentRowsFromTheScrollTop() throws {
        var state = try english(rows: 10)
        let labels = TestEditor.labels
        let layout = state.layout(labels: labels)
        for top in [-3, 0, 1, 4, 6, 14, 20] {
            state.scrollTop = top
            let frame = RenderSamples.rendered(state)
            var checked = 0
            for screenRow in 0..<state.viewportHeight {
                for column in 0..<frame.columns {
                    guard case .cell(let place) = layout.hit(column: column, row: top + screenRow) else { continue }
                    let role = frame[column, screenRow].style.role
                    #expect(role == (place.section == .mine ? (place.index < 2 ? .locked : .mine) : .available))
                    checked += 1
                }
            }
            // Content rows 0...13: a scroll that shows any of them must have had cells to check.
            if top < 14, top > -state.viewportHeight { #expect(checked > 0, "scroll \(top): no cell was checked") }
        }
    }

    /// A notice goes on the status row, before the scroll marks; the hints stay below it.
    @Test func aNoticeGoesOnTheStatusRowAboveTheHints() throws {
        var state = try english(rows: 10)
        state.scrollTop = 3
        state.notice = .warning("Top is locked: it cannot be moved")
        let frame = RenderSamples.rendered(state)
        #expect(FrameText.lines(of: frame)[8] == " Top is locked: it cannot be moved   ↑↓")
        #expect(FrameText.styleLines(of: frame)[8] == ".!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!")
        #expect(FrameText.lines(of: frame)[9] == " e edit  u undo  ^R redo  ? help  q quit")
        state.notice = .change("Tech moved to place 4 of 10.")
        let change = RenderSamples.rendered(state)
        #expect(FrameText.lines(of: change)[8] == " Tech moved to place 4 of 10.        ↑↓")
        #expect(FrameText.styleLines(of: change)[8] == ".tttttttttttttttttttttttttttt", "a change is said plainly, in bold")
    }

    /// A notice too long for the status row takes the row above when nothing is drawn there
    /// (below the content): a newcomer read "q again cancels and drops your choi…" at 40
    /// columns. Over content it is cut, and a frame drawn over the last one clears that row.
    @Test func aLongNoticeTakesTheFreeRowAbove() throws {
        var state = try english(rows: 20)
        state.notice = .warning("q again cancels and drops your choice; Esc keeps it")
        let lines = FrameText.lines(of: RenderSamples.rendered(state))
        #expect(lines[17] == " q again cancels and drops your choice;")
        #expect(lines[18] == " Esc keeps it")
        state.size = ScreenSize(columns: 40, rows: 12)
        let cut = FrameText.lines(of: RenderSamples.rendered(state))
        #expect(cut[10].hasPrefix(" q again cancels and drops your") && cut[10].contains("…"), "\(cut[10])")
        #expect(!cut[9].contains("choice"), "the content row above is kept")
        // The next frame, drawn over this one after a focus move, has no notice.
        state.size = ScreenSize(columns: 40, rows: 20)
        let editor = TestEditor.editor(state)
        var moved = editor
        moved.state.notice = nil
        moved.state.focus = Place(.mine, 1)
        let over = try #require(moved.frame(afterFocusMoveFrom: editor.state.focus, over: editor.frame()))
        #expect(FrameText.lines(of: over)[17].isEmpty, "\(FrameText.lines(of: over)[17])")
    }

    @Test func aLongNoticeIsCutAndMadeSafe() throws {
        var state = try english(columns: 30)
        state.notice = .warning("Could not save \u{1B}]0;pwned\u{7}: the disk is full and more words")
        let frame = RenderSamples.frame(state)
        #expect(FrameText.lines(of: frame)[10] == " Could not save ^[]0;pwned… ↓")
        #expect(FrameChecks.problems(in: frame).isEmpty)
    }

    /// Hints are whole `key label` pairs: those that do not fit are dropped, not cut, in
    /// `KeyHint.dropOrder` (those a click cannot use first, the ways out last, and among the
    /// mouse's own ways undo before help, redo and the filter), so the ways out and undo stay on
    /// the narrowest screens; `e edit` counts as one, as `e done` in its place in edit
    /// mode is. `/ filter` has the room of `Esc clear`, which takes its place while a filter
    /// is active. The hints are the keymap's (`Keymap.hints`).
    @Test(arguments: [
        (24, " e edit  u undo  q quit"),
        (30, " e edit u undo ? help q quit"),
        (38, " e edit u undo ^R redo ? help q quit"),
        (40, " e edit  u undo  ^R redo  ? help  q quit"),
        (46, " e edit u undo ^R redo / filter  ? help q quit"),
        (80, " e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit"),
    ])
    func footerHintsFitTheWidth(columns: Int, footer: String) throws {
        let frame = RenderSamples.rendered(try english(columns: columns, rows: 30))
        #expect(FrameText.lines(of: frame)[29] == footer)
    }

    @Test func aFirstHintTooLongForTheFooterIsCut() throws {
        let state = try english(columns: 24)
        // The subject is the cut, so the hint is made up: no key of the keymap is this long.
        let labels = TestEditor.labels
        let frame = render(state, layout: state.layout(labels: labels), labels: labels,
                           hints: [KeyHint("Ctrl-R", "redo the last change undone")], help: nil, widthOf: TestWidth.wcwidth)
        // Cut at the screen's edge (narrow, the footer runs to the last column; the scroll
        // marks are on the status row); narrow, Ctrl-R is ^R.
        #expect(FrameText.lines(of: frame)[11] == " ^R redo the last chang…")
    }

    // MARK: Headers

    /// Header hints stop before the button: dropped part by part, then cut, then left out.
    @Test(arguments: [
        (80, " My Channels  drag to reorder · click to remove                      [Done] [×]"),
        (50, " My Channels  drag to reorder          [Done] [×]"),
        (30, " My Channels  dra… [Done] [×]"),
        (24, " My Channels [Done] [×]"),
    ])
    func headerHintsNeverReachTheButton(columns: Int, header: String) throws {
        let frame = RenderSamples.frame(try english(columns: columns, mode: .edit))
        #expect(FrameText.lines(of: frame)[0] == header)
        #expect(frame.line(0).hasSuffix("[Done] [×] "))
    }
}
