import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Whole screens of the editor as the run loop draws them (`Editor.frame`, the keymap's own
/// footer and help), at 80x24 and at 40x12 — the smallest common size the issues name: browse,
/// edit, a mouse drag, a filter being typed and the help (its top and its end). The English
/// sample board; the help names the file. Style letters: see `ScreenLegend`.
@Suite struct EditorScreenTests {
    static func editor(columns: Int, rows: Int) throws -> Editor {
        let board = SampleBoards.englishLarge
        var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows),
                                filePath: "/home/me/.config/channel-editor/channels.json")
        state.focus = Place(.mine, 0)
        return TestEditor.editor(state)
    }

    @Test func browseAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)

        expectScreen(
            editor.frame(),
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
            .LLLLLLL.lllllllll.mmmmmmmm.mmmmmmmmmmm
            .mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func editAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.moveFocus(.right))
        _ = editor.apply(.moveFocus(.right))
        expectScreen(
            editor.frame(),
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
            .lllllll.lllllllll.MXMMMMMM.mxmmmmmmmmm
            .mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func mouseDragAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)
        let tech = try TestEditor.point(of: Place(.mine, 2), in: editor)
        let finance = try TestEditor.point(of: Place(.mine, 3), in: editor)
        _ = editor.handle(.press(.left, column: tech.column, row: tech.row), now: 0)
        _ = editor.handle(.motion(column: finance.column + 2, row: finance.row), now: 0.1)
        expectScreen(
            editor.frame(),
            text: """
             My Channels  drag to reord… [Done] [×]
             ( Top ) ( Local ) [×Finance ] [ Tech ]
             [×Sports ] [×World ] [×Entertainment ]
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
            .lllllll.lllllllll.mxmmmmmmmmm.dddddddd
            .mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa
            .aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaa.aaaaaaaaaaa.aaaaaaaaaaaaaaa
            .aaaaaaaaaaaaa.aaaaaaaaaaaaa

            fkkkkkkkffffffffffffkkkfffffffffffffffff
            """)
    }

    @Test func filterAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)
        for key in "/mo" { _ = editor.handle(.key(.character(key)), now: 0) }
        expectScreen(
            editor.frame(),
            text: """
             My Channels                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ]
             [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  /mo_  1 of 20
             [+Movies ]




             Enter add  Esc clear  F1 help
            """,
            styles: """
            .ttttttttttt.................bbbbbb.bbb
            .lllllll.lllllllll.mmmmmmmm.mmmmmmmmmmm
            .mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..kkkk..hhhhhhh
            .AAAAAAAAAA




            fkkkkkffffffkkkffffffffkkfffffffffffffff
            """)
    }

    @Test func helpAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)
        _ = editor.handle(.key(.character("?")), now: 0)
        expectScreen(
            editor.frame(),
            text: """
             ┌─ Help ─────────────────────────[×]─┐
             │ Editing                            │
             │ /home/me/.config/channel-editor/ch │
             │ annels.json                        │
             │ Focused: Top, id top (what         │
             │ commands take)                     │
             │                                    │
             │ Keys (browsing)                    │
             │ Ctrl-C       Quit without opening  │
             └↓────────── ↑↓ scroll · Esc closes ─┘
                                                  ↓
             ↑↓ scroll  PgUp PgDn page  Esc close
            """,
            styles: """
            .pppttttppppppppppppppppppppppppppbbbpp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pptttttttttttttttppppppppppppppppppppp
            .ppkkkkkkpppppppppppppppppppppppppppppp
            .pppppppppppphhhhhhhhhhhhhhhhhhhhhhhhpp

            fkkfffffffffkkkkkkkkkfffffffkkkfffffffff
            """)
    }

    @Test func helpScrolledToTheEndAt40x12() throws {
        var editor = try Self.editor(columns: 40, rows: 12)
        _ = editor.handle(.key(.character("?")), now: 0)
        for _ in 0..<20 { _ = editor.handle(.key(.pageDown), now: 1) }
        expectScreen(
            editor.frame(),
            text: """
             ┌↑ Help ─────────────────────────[×]─┐
             │              or a click adds it    │
             │ [×Name ]     Edit mode: Enter or a │
             │              click removes it      │
             │ ( Name )     Locked: stays in      │
             │              front, cannot move or │
             │              go                    │
             │ bold,        The current channel:  │
             │ underlined   the one last opened   │
             └─────────── ↑↓ scroll · Esc closes ─┘
                                                  ↓
             ↑↓ scroll  PgUp PgDn page  Esc close
            """,
            styles: """
            .pppttttppppppppppppppppppppppppppbbbpp
            .pppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkkkpppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .ppkkkkkkkkpppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .pppppppppppppppppppppppppppppppppppppp
            .ppkkkkkppppppppppppppppppppppppppppppp
            .ppkkkkkkkkkkpppppppppppppppppppppppppp
            .pppppppppppphhhhhhhhhhhhhhhhhhhhhhhhpp

            fkkfffffffffkkkkkkkkkfffffffkkkfffffffff
            """)
    }

    @Test func helpAt80x24() throws {
        var editor = try Self.editor(columns: 80, rows: 24)
        _ = editor.handle(.key(.character("?")), now: 0)
        expectScreen(
            editor.frame(),
            text: """
             ┌─ Help ─────────────────────────────────────────────────────────────────[×]─┐
             │ Editing /home/me/.config/channel-editor/channels.json                      │
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
             └↓────────────────────────────────────────────────── ↑↓ scroll · Esc closes ─┘

             ↑↓ scroll  PgUp PgDn page  Esc close
            """,
            styles: """
            .pppttttppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppbbbpp
            .pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp
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
            .pppppppppppppppppppppppppppppppppppppppppppppppppppphhhhhhhhhhhhhhhhhhhhhhhhpp

            fkkfffffffffkkkkkkkkkfffffffkkkfffffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }

    @Test func editAt80x24() throws {
        var editor = try Self.editor(columns: 80, rows: 24)
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.moveFocus(.right))
        _ = editor.apply(.moveFocus(.right))
        expectScreen(
            editor.frame(),
            text: """
             My Channels  drag to reorder · click to remove                      [Done] [×]
             ( Top ) ( Local ) [×Tech ] [×Finance ] [×Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ]
             [+Fashion ] [+Real Estate ] [+Education ] [+Parenting ] [+History ]
             [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ]
             [+Podcasts ] [+The Extre…annel Name ]














             e done  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter remove
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh......................bbbbbb.bbb
            .lllllll.lllllllll.MXMMMMMM.mxmmmmmmmmm.mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaa














            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkffffffffffffffffff
            """)
    }

    @Test func filterAt80x24() throws {
        var editor = try Self.editor(columns: 80, rows: 24)
        for key in "/mo" { _ = editor.handle(.key(.character(key)), now: 0) }
        expectScreen(
            editor.frame(),
            text: """
             My Channels  click to open and exit                                 [Edit] [×]
             ( Top ) ( Local ) [ Tech ] [ Finance ] [ Sports ] [ World ] [ Entertainment ]
             [ Science ] [ Health ] [ Politics ]

             Add Channels  /mo_  1 of 20  click to add
             [+Movies ]

















             type to filter  Enter add  Esc clear  F1 help  ↑↓←→ move
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.................................bbbbbb.bbb
            .lllllll.lllllllll.mmmmmmmm.mmmmmmmmmmm.mmmmmmmmmm.ccccccccc.mmmmmmmmmmmmmmmmm
            .mmmmmmmmmmm.mmmmmmmmmm.mmmmmmmmmmmm

            .tttttttttttt..kkkk..hhhhhhh..hhhhhhhhhhhh
            .AAAAAAAAAA

















            fffffffffffffffffkkkkkffffffkkkffffffffkkfffffffkkkkffffffffffffffffffffffffffff
            """)
    }

    @Test func mouseDragAt80x24() throws {
        var editor = try Self.editor(columns: 80, rows: 24)
        let tech = try TestEditor.point(of: Place(.mine, 2), in: editor)
        let finance = try TestEditor.point(of: Place(.mine, 3), in: editor)
        _ = editor.handle(.press(.left, column: tech.column, row: tech.row), now: 0)
        _ = editor.handle(.motion(column: finance.column + 2, row: finance.row), now: 0.1)
        expectScreen(
            editor.frame(),
            text: """
             My Channels  drag to reorder · click to remove                      [Done] [×]
             ( Top ) ( Local ) [×Finance ] [ Tech ] [×Sports ] [×World ] [×Entertainment ]
             [×Science ] [×Health ] [×Politics ]

             Add Channels  click to add
             [+Travel ] [+Food ] [+Autos ] [+Games ] [+Music ] [+Movies ] [+Books ]
             [+Fashion ] [+Real Estate ] [+Education ] [+Parenting ] [+History ]
             [+Military ] [+Weather ] [+Pets ] [+Gardening ] [+Photography ] [+Design ]
             [+Podcasts ] [+The Extre…annel Name ]














             release drop here  Esc cancel  over Add Channels remove
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh......................bbbbbb.bbb
            .lllllll.lllllllll.mxmmmmmmmmm.dddddddd.mxmmmmmmmm.cxccccccc.mxmmmmmmmmmmmmmmm
            .mxmmmmmmmmm.mxmmmmmmmm.mxmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaa.aaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaa.aaaaaaaaaa.aaaaaaaaa
            .aaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaa.aaaaaaaa.aaaaaaaaaaaaa.aaaaaaaaaaaaaaa.aaaaaaaaaa
            .aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaa














            fkkkkkkkffffffffffffkkkfffffffffkkkkkkkkkkkkkkkkkfffffffffffffffffffffffffffffff
            """)
    }
}
