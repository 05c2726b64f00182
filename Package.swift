// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: ChannelCore <- ChannelStore, EditorKit <- CursesTerminal <- channel-editor.
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
        .target(name: "ChannelStore", dependencies: ["ChannelCore"]),
        .target(name: "EditorKit", dependencies: ["ChannelCore"]),
        .target(name: "CursesTerminal", dependencies: ["EditorKit", "CNCursesW"]),
        .executableTarget(
            name: "channel-editor",
            dependencies: ["ChannelCore", "ChannelStore", "EditorKit", "CursesTerminal"]
        ),
        .executableTarget(name: "channel-editor-bench", dependencies: ["ChannelCore", "EditorKit"]),
        .target(name: "TestSupport", dependencies: ["ChannelCore", "EditorKit"], path: "Tests/TestSupport"),
        .testTarget(name: "ChannelCoreTests", dependencies: ["ChannelCore", "TestSupport"]),
        .testTarget(name: "ChannelStoreTests", dependencies: ["ChannelStore", "ChannelCore", "TestSupport"]),
        .testTarget(name: "EditorKitTests", dependencies: ["EditorKit", "ChannelCore", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "EditorKit", "CNCursesW"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ]
)
