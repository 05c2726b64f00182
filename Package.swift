// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: ChannelCore <- ChannelStore, EditorKit <- CursesTerminal <- channel-editor;
// Localization (the language rule, the .mo reader, Translation) is pure and below ChannelStore and EditorKit;
// CommandLineKit (the option table, its reader, the script commands' words, the help) is pure, on
// ChannelCore, EditorKit (text widths) and Localization, below channel-editor.
// No outside packages: everything builds from the toolchain and Debian's libncursesw.

// The shipped code does not import _StringProcessing (regexes, string algorithms), which the
// compiler otherwise imports everywhere: the static binary is 2 MB smaller and its start touches
// fewer pages (docs/PERFORMANCE.md, "Peak RSS"). Tests may still use it.
let shipped: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import"])]

let package = Package(
    name: "channel-editor",
    products: [
        .executable(name: "channel-editor", targets: ["channel-editor"]),
    ],
    targets: [
        // No pkgConfig: ncursesw's .pc file adds only -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which
        // SwiftPM refuses ("prohibited flag(s)") and which the shim does not need (it defines
        // _XOPEN_SOURCE_EXTENDED and NCURSES_WIDECHAR itself); the libraries are named in
        // Sources/CNCursesW/module.modulemap. `make deps` installs libncursesw5-dev.
        .systemLibrary(name: "CNCursesW"),
        // newsboat's cache.db (feed titles, read only) and OPML catalogs: Sources/ChannelStore/Newsboat.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // A channel's name matched across width, case and script (Sources/ChannelStore/Match):
        // utf8proc's NFKC with case folding (a static archive; no pkgConfig: its .pc adds
        // -DUTF8PROC_EXPORTS, which SwiftPM refuses), and OpenCC's Traditional to Simplified
        // tables, opened with dlopen (Debian has no static libopencc; no pkgConfig, as its flags
        // would link it). Both headers are in /usr/include.
        .systemLibrary(name: "CUTF8Proc", providers: [.apt(["libutf8proc-dev"])]),
        .systemLibrary(name: "COpenCC", providers: [.apt(["libopencc-dev"])]),
        // Stands in for the ICU functions libxml2 names, so the static release build leaves out
        // ICU's 31 MB of data (Sources/CLibXML2NoICU/NoICU.c).
        .target(name: "CLibXML2NoICU"),
        .target(name: "ChannelCore", swiftSettings: shipped),
        .target(name: "Localization", swiftSettings: shipped),
        // The system calls more than one module makes the same way (writing every byte).
        .target(name: "SystemIO", swiftSettings: shipped),
        .target(
            name: "ChannelStore", dependencies: ["ChannelCore", "Localization", "SystemIO", "CSQLite", "CLibXML2", "CLibXML2NoICU", "CUTF8Proc", "COpenCC"],
            swiftSettings: shipped
        ),
        .target(name: "EditorKit", dependencies: ["ChannelCore", "Localization"], swiftSettings: shipped),
        .target(
            name: "CursesTerminal", dependencies: ["EditorKit", "CNCursesW", "Localization", "SystemIO"],
            swiftSettings: shipped
        ),
        // The command line's words: the option table, its scanner, the script commands, usage errors.
        .target(name: "CommandLineKit", dependencies: ["ChannelCore", "EditorKit", "Localization"], swiftSettings: shipped),
        // pick and dialog's and whiptail's forms: their items, command lines, messages and output
        // bytes (the executable's Pick/ reads stdin, runs the screen and writes the result).
        .target(name: "PickKit", dependencies: ["ChannelCore", "ChannelStore", "CommandLineKit", "EditorKit", "Localization"], swiftSettings: shipped),
        .executableTarget(
            name: "channel-editor",
            dependencies: ["CommandLineKit", "ChannelCore", "ChannelStore", "EditorKit", "CursesTerminal", "Localization", "SystemIO", "PickKit"],
            swiftSettings: shipped
        ),
        .executableTarget(
            name: "channel-editor-bench", dependencies: ["ChannelCore", "EditorKit", "ChannelStore"], swiftSettings: shipped
        ),
        .target(name: "TestSupport", dependencies: ["ChannelCore", "EditorKit", "Localization", "CursesTerminal"], path: "Tests/TestSupport"),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
        .testTarget(name: "ChannelCoreTests", dependencies: ["ChannelCore", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "EditorKit", "ChannelStore", "ChannelCore", "TestSupport"],
                    exclude: ["Screens"]),  // expected screens, read from the source tree
        .testTarget(name: "ChannelStoreTests", dependencies: ["ChannelStore", "ChannelCore", "TestSupport", "CSQLite"],
                    exclude: ["Format/Golden"]),  // files saved by the encoder before issue 21.7, read from the source tree
        .testTarget(name: "EditorKitTests", dependencies: ["EditorKit", "ChannelCore", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "EditorKit", "CNCursesW"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "ChannelCore", "EditorKit"]),
        // The documents agree with the code: keys with Keymap.bindings, commands with ScriptCommand.Name.
        .testTarget(name: "DocsTests", dependencies: ["channel-editor", "ChannelStore", "CommandLineKit", "EditorKit", "PickKit"]),
        // The program's command line with pick's forms in it (Options, Pick/): SwiftPM lets a test
        // import an executable target, which sees its package declarations (docs/ARCHITECTURE.md, "Modules").
        .testTarget(name: "PickTests", dependencies: ["channel-editor", "CommandLineKit", "ChannelCore", "EditorKit", "PickKit"]),
        // PickKit's parsers, messages and output bytes, without the binary.
        .testTarget(name: "PickKitTests", dependencies: ["PickKit", "CommandLineKit", "ChannelCore", "EditorKit", "Localization"]),
        // The run loop's promises (EditorLoop) with a scripted terminal, saver and watch; and the
        // saver and the watch on real files.
        .testTarget(name: "LoopTests", dependencies: ["channel-editor", "ChannelCore", "ChannelStore", "EditorKit", "CursesTerminal", "TestSupport"]),
    ]
)
