// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: ChannelCore <- ChannelStore, EditorKit <- CursesTerminal <- channel-editor;
// Localization (the language rule, the .mo reader, Translation) is pure and below ChannelStore and EditorKit.
// No outside packages: everything builds from the toolchain and Debian's libncursesw.
let package = Package(
    name: "channel-editor",
    products: [
        .executable(name: "channel-editor", targets: ["channel-editor"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "ChannelCore"),
        .target(name: "Localization"),
        // The system calls more than one module makes the same way (writing every byte).
        .target(name: "SystemIO"),
        .target(name: "ChannelStore", dependencies: ["ChannelCore", "Localization", "SystemIO"]),
        .target(name: "EditorKit", dependencies: ["ChannelCore", "Localization"]),
        .target(name: "CursesTerminal", dependencies: ["EditorKit", "CNCursesW", "Localization", "SystemIO"]),
        .executableTarget(
            name: "channel-editor",
            dependencies: ["ChannelCore", "ChannelStore", "EditorKit", "CursesTerminal", "Localization", "SystemIO"]
        ),
        .executableTarget(name: "channel-editor-bench", dependencies: ["ChannelCore", "EditorKit"]),
        .target(name: "TestSupport", dependencies: ["ChannelCore", "EditorKit", "Localization", "CursesTerminal"], path: "Tests/TestSupport"),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO"]),
        .testTarget(name: "ChannelCoreTests", dependencies: ["ChannelCore", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "EditorKit", "ChannelStore", "ChannelCore", "TestSupport"]),
        .testTarget(name: "ChannelStoreTests", dependencies: ["ChannelStore", "ChannelCore", "TestSupport"]),
        .testTarget(name: "EditorKitTests", dependencies: ["EditorKit", "ChannelCore", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "EditorKit", "CNCursesW"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "ChannelCore"]),
        // The documents agree with the code: keys with Keymap.bindings, commands with ScriptCommand.Name.
        .testTarget(name: "DocsTests", dependencies: ["channel-editor", "EditorKit"]),
        // The pick mode's parsers and output formats (Pick/): SwiftPM lets a test import an executable
        // target, which sees its package declarations (docs/ARCHITECTURE.md §2, "Access").
        .testTarget(name: "PickTests", dependencies: ["channel-editor", "ChannelCore", "EditorKit"]),
    ]
)
