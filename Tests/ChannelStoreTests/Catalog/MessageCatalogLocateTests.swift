import ChannelStore
import Glibc
import Testing

/// The source tree this test file is in.
private let repositoryRoot: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    return path
}()

/// Where the installed program finds its translations: the Debian package (and `make install`)
/// put them in the system's locale folder, `<prefix>/share/locale/<name>/LC_MESSAGES`.
@Suite("Translations are located")
struct MessageCatalogLocateTests {
    /// A prefix laid out as the package lays out /usr: bin/ and share/locale/zh_CN (no zh_TW).
    static func packagedPrefix(_ prefix: String) throws {
        for part in ["/bin", "/share", "/share/locale", "/share/locale/zh_CN", "/share/locale/zh_CN/LC_MESSAGES"] {
            mkdir(prefix + part, 0o755)
        }
        let compiled = try #require(readFile(repositoryRoot + "/Resources/locale/zh_CN/LC_MESSAGES/channel-editor.mo"),
                                    "no compiled zh_CN catalog in Resources/locale: run `make messages`")
        try writeFile(prefix + "/share/locale/zh_CN/LC_MESSAGES/channel-editor.mo", compiled)
    }

    @Test func foundInTheSystemLocaleFolder() throws {
        try withTemporaryFolder { prefix throws in
            try Self.packagedPrefix(prefix)
            let program = prefix + "/bin/channel-editor"
            let simplified = MessageCatalog.load(environment: ["LANG": "zh_CN.UTF-8"], executablePath: program)
            #expect(simplified.problem == nil)
            #expect(simplified.translation.tr("My Channels") == "我的频道")
            // None for zh_TW there: English, and no problem (as gettext does).
            let traditional = MessageCatalog.load(environment: ["LANG": "zh_TW.UTF-8"], executablePath: program)
            #expect(traditional.problem == nil)
            #expect(traditional.translation == .english)
        }
    }

    @Test func foundThereWhenTheDataVariablePointsAtOtherCatalogs() throws {
        try withTemporaryFolder { prefix throws in
            try Self.packagedPrefix(prefix)
            mkdir(prefix + "/mine", 0o755)
            let loaded = MessageCatalog.load(environment: ["LANG": "zh_CN.UTF-8", "CHANNEL_EDITOR_DATA": prefix + "/mine"],
                                             executablePath: prefix + "/bin/channel-editor")
            #expect(loaded.translation.tr("My Channels") == "我的频道")
        }
    }

    @Test func theDataFolderComesFirst() throws {
        try withTemporaryFolder { prefix throws in
            try Self.packagedPrefix(prefix)
            // A damaged catalog in the data folder is the one read (and reported), not the system's.
            for part in ["/data", "/data/locale", "/data/locale/zh_CN", "/data/locale/zh_CN/LC_MESSAGES"] { mkdir(prefix + part, 0o755) }
            let damaged = prefix + "/data/locale/zh_CN/LC_MESSAGES/channel-editor.mo"
            try writeFile(damaged, "not a catalog")
            let loaded = MessageCatalog.load(environment: ["LANG": "zh_CN.UTF-8", "CHANNEL_EDITOR_DATA": prefix + "/data"],
                                             executablePath: prefix + "/bin/channel-editor")
            #expect(loaded.translation == .english)
            #expect(loaded.problem?.hasPrefix(damaged + ":") == true, "\(loaded.problem ?? "no problem")")
        }
    }
}
