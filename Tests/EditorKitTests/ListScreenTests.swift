import ChannelCore
import EditorKit
import Testing
import TestSupport

/// Whole screens of the list layout (issue 22.3) as the run loop draws them (`Editor.frame`):
/// the editor at 80x24 (browse, edit with a lifted line) and 40x12 (Chinese names, scrolled), a
/// pick of paths at 80x24 and 40x12 (`auto` takes the list), and the grid of the same paths at
/// 200 columns, where the cap has grown. Style letters: see `ScreenLegend`.
@Suite struct ListScreenTests {
    static func editor(_ board: Board, columns: Int, rows: Int, layout: LayoutChoice = .list, pick: PickSession? = nil)
        -> Editor
    {
        var state = EditorState(board: board, size: ScreenSize(columns: columns, rows: rows), pick: pick, layout: layout)
        state.focus = Place(.mine, 0)
        return Editor(state: state, labels: LabelBook(maker: LabelMaker(widthOf: TestWidth.wcwidth)))
    }

    /// What `find /usr/share/doc -maxdepth 2 | channel-editor pick` reads, in part.
    static let paths = [
        "/usr/share/doc/alsa-ucm-conf", "/usr/share/doc/alsa-ucm-conf/copyright", "/usr/share/doc/alsa-utils",
        "/usr/share/doc/alsa-utils/changelog.Debian.gz", "/usr/share/doc/alsa-utils/copyright", "/usr/share/doc/binutils",
        "/usr/share/doc/binutils/README.Debian", "/usr/share/doc/binutils-common", "/usr/share/doc/binutils-common/copyright",
        "/usr/share/doc/binutils-x86-64-linux-gnu", "/usr/share/doc/libatk-wrapper-java/accessibility.properties",
        "/usr/share/doc/libdrm-intel1/changelog.Debian.amd64.gz", "/usr/share/doc/zstd/CODE_OF_CONDUCT.md",
    ]

    static func pathBoard() -> Board {
        SampleBoards.valid {
            try Board(mine: [Channel(id: paths[2], name: paths[2])], available: paths.filter { $0 != paths[2] }.map { Channel(id: $0, name: $0) })
        }
    }

    @Test func browseAt80x24() throws {
        let editor = Self.editor(SampleBoards.englishLarge, columns: 80, rows: 24)
        expectScreen(editor.frame(), text: """
             My Channels  click to open and exit                                 [Edit] [×]
             ( Top                                                                        )
             ( Local                                                                      )
             [ Tech                                                                       ]
             [ Finance                                                                    ]
             [ Sports                                                                     ]
             [ World                                                                      ]
             [ Entertainment                                                              ]
             [ Science                                                                    ]
             [ Health                                                                     ]
             [ Politics                                                                   ]

             Add Channels  click to add
             [+Travel                                                                     ]
             [+Food                                                                       ]
             [+Autos                                                                      ]
             [+Games                                                                      ]
             [+Music                                                                      ]
             [+Movies                                                                     ]
             [+Books                                                                      ]
             [+Fashion                                                                    ]
             [+Real Estate                                                                ]
                                                                                          ↓
             e edit  u undo  Ctrl-R redo  / filter   ? help  q quit  Enter open and exit
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhh.................................bbbbbb.bbb
            .LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
            .llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllll
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa

            fkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkfffffffkkkkkffffffffffffffffff
            """)
        #expect(editor.frame().cursor == Frame.Cursor(column: 3, row: 1), "the cursor rests on the focused line's name")
    }

    @Test func editWithALiftedLineAt80x24() throws {
        var editor = Self.editor(SampleBoards.englishLarge, columns: 80, rows: 24)
        let tech = try TestEditor.point(of: Place(.mine, 2), in: editor)
        let sports = try TestEditor.point(of: Place(.mine, 4), in: editor)
        // A press near the line's right end, a drag two lines down.
        _ = editor.handle(.press(.left, column: 70, row: tech.row), now: 0)
        _ = editor.handle(.motion(column: 70, row: sports.row), now: 0.1)
        expectScreen(editor.frame(), text: """
             My Channels  drag to reorder · click to remove                      [Done] [×]
             ( Top                                                                        )
             ( Local                                                                      )
             [×Finance                                                                    ]
             [×Sports                                                                     ]
             [ Tech                                                                       ]
             [×World                                                                      ]
             [×Entertainment                                                              ]
             [×Science                                                                    ]
             [×Health                                                                     ]
             [×Politics                                                                   ]

             Add Channels  click to add
             [+Travel                                                                     ]
             [+Food                                                                       ]
             [+Autos                                                                      ]
             [+Games                                                                      ]
             [+Music                                                                      ]
             [+Movies                                                                     ]
             [+Books                                                                      ]
             [+Fashion                                                                    ]
             [+Real Estate                                                                ]
                                                                                          ↓
             release drop here  Esc cancel  over Add Channels remove
            """,
            styles: """
            .ttttttttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh......................bbbbbb.bbb
            .llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllll
            .llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllll
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
            .cxcccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm

            .tttttttttttt..hhhhhhhhhhhh
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa

            fkkkkkkkffffffffffffkkkfffffffffkkkkkkkkkkkkkkkkkfffffffffffffffffffffffffffffff
            """)
        _ = editor.handle(.release(column: 70, row: sports.row), now: 0.2)
        #expect(editor.state.board.mine.map(\.id).prefix(5) == ["top", "local", "finance", "sports", "tech"])
    }

    @Test func chineseScrolledAt40x12() throws {
        var editor = Self.editor(SampleBoards.chineseLarge, columns: 40, rows: 12)
        _ = editor.apply(.nextSection)
        _ = editor.apply(.pageDown)
        _ = editor.apply(.focusLast)
        _ = editor.apply(.moveFocus(.up))
        expectScreen(editor.frame(), text: """
             [+数码                               ]
             [+家居                               ]
             [+星座                               ]
             [+动漫                               ]
             [+电影                               ]
             [+音乐                               ]
             [+读书                               ]
             [+摄影                               ]
             [+宠物                               ]
             [+中国国家地理杂志精选频道           ]
                                                  ↑
             e edit  u undo  ^R redo  ? help  q quit
            """,
            styles: """
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa

            fkfffffffkfffffffkkfffffffkfffffffkfffff
            """)
    }

    @Test func pickOfPathsAt80x24() {
        var editor = Self.editor(Self.pathBoard(), columns: 80, rows: 24, layout: .auto, pick: PickSession())
        #expect(editor.layout().style == .list)
        _ = editor.apply(.nextSection)
        _ = editor.apply(.moveFocus(.down))
        expectScreen(editor.frame(), text: """
             Chosen  drag to reorder · click to remove                           [ OK ] [×]
             [ /usr/share/doc/alsa-utils                                                  ]

             Available  Space or click to add
             [+/usr/share/doc/alsa-ucm-conf                                               ]
             [+/usr/share/doc/alsa-ucm-conf/copyright                                     ]
             [+/usr/share/doc/alsa-utils/changelog.Debian.gz                              ]
             [+/usr/share/doc/alsa-utils/copyright                                        ]
             [+/usr/share/doc/binutils                                                    ]
             [+/usr/share/doc/binutils/README.Debian                                      ]
             [+/usr/share/doc/binutils-common                                             ]
             [+/usr/share/doc/binutils-common/copyright                                   ]
             [+/usr/share/doc/binutils-x86-64-linux-gnu                                   ]
             [+/usr/share/doc/libatk-wrapper-java/accessibility.properties                ]
             [+/usr/share/doc/libdrm-intel1/changelog.Debian.amd64.gz                     ]
             [+/usr/share/doc/zstd/CODE_OF_CONDUCT.md                                     ]







             Enter OK  u undo  Ctrl-R redo  / filter   ? help  q/Esc Cancel  Space add
            """,
            styles: """
            .tttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh...........................bbbbbb.bbb
            .mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm

            .ttttttttt..hhhhhhhhhhhhhhhhhhhhh
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa







            fkkkkkfffffkfffffffkkkkkkfffffffkffffffffffkfffffffkkkkkfffffffffkkkkkffffffffff
            """)
    }

    @Test func pickOfPathsAt40x12InEditModeFiltered() {
        var editor = Self.editor(Self.pathBoard(), columns: 40, rows: 12, layout: .auto, pick: PickSession())
        _ = editor.apply(.enterEdit)
        _ = editor.apply(.startFilter)
        for character in "copy" { _ = editor.apply(.typeFilter(character)) }
        expectScreen(editor.frame(), text: """
             Chosen  drag to reorder     [ OK ] [×]
             [×/usr/share/doc/alsa-utils          ]

             Available  /copy_  3 of 12
             [+…share/doc/alsa-ucm-conf/copyright ]
             [+…sr/share/doc/alsa-utils/copyright ]
             [+…are/doc/binutils-common/copyright ]



             /usr/share/doc/alsa-ucm-conf/copyright
             Enter add  Esc clear  F1 help
            """,
            styles: """
            .tttttt..hhhhhhhhhhhhhhh.....bbbbbb.bbb
            .mxmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm

            .ttttttttt..kkkkkk..hhhhhhh
            .AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa



            .tttttttttttttttttttttttttttttttttttttt
            fkkkkkffffffkkkffffffffkkfffffffffffffff
            """)
    }

    @Test func theGridOfPathsAt200Columns() {
        let editor = Self.editor(Self.pathBoard(), columns: 200, rows: 10, layout: .auto, pick: PickSession())
        #expect(editor.layout().style == .grid)
        expectScreen(editor.frame(), text: """
             Chosen  drag to reorder · click to remove                                                                                                                                                   [ OK ] [×]
             [ /usr/share/doc/alsa-utils ]

             Available  Space or click to add
             [+/usr/share/doc/alsa-ucm-conf ] [+/usr/share/doc/alsa-ucm-conf/copyright ] [+…sr/share/doc/alsa-utils/changelog.Debian.gz ] [+/usr/share/doc/alsa-utils/copyright ] [+/usr/share/doc/binutils ]
             [+/usr/share/doc/binutils/README.Debian ] [+/usr/share/doc/binutils-common ] [+/usr/share/doc/binutils-common/copyright ] [+/usr/share/doc/binutils-x86-64-linux-gnu ]
             [+…ibatk-wrapper-java/accessibility.properties ] [+…doc/libdrm-intel1/changelog.Debian.amd64.gz ] [+/usr/share/doc/zstd/CODE_OF_CONDUCT.md ]


             ↑↓←→ move  Enter OK  e edit  u undo  Ctrl-R redo  / filter   ? help  q/Esc Cancel  Space remove
            """,
            styles: """
            .tttttt..hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh...................................................................................................................................................bbbbbb.bbb
            .MMMMMMMMMMMMMMMMMMMMMMMMMMMMM

            .ttttttttt..hhhhhhhhhhhhhhhhhhhhh
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
            .aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa


            fkkkkfffffffkkkkkfffffkfffffffkfffffffkkkkkkfffffffkffffffffffkfffffffkkkkkfffffffffkkkkkfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
            """)
    }
}
