import ChannelCore
import ChannelStore
import Glibc
import Testing

/// The source tree this test file is in.
private let repositoryRoot: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    return path
}()

@Suite("Catalogs")
struct CatalogTests {
    @Test(arguments: [
        ([:], "en"),
        (["LANG": "zh_CN.UTF-8"], "zh-Hans"),
        (["LANG": "zh_SG.UTF-8"], "zh-Hans"),
        (["LANG": "zh_TW.UTF-8"], "zh-Hant"),
        (["LANG": "zh_MO"], "zh-Hant"),
        (["LANG": "zh-Hant"], "zh-Hant"),
        (["LANG": "zh"], "zh-Hans"),
        (["LANG": "en_US.UTF-8"], "en"),
        (["LANG": "de_DE.UTF-8"], "en"),
        (["LANG": "C"], "en"),
        (["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], "zh-Hans"),
        (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_CN.UTF-8"], "en"),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_HK"], "zh-Hant"),
        (["LC_ALL": "C.UTF-8", "LANG": "zh_CN.UTF-8"], "en"),
        (["LANG": "ZH_cn"], "en"),
        (["LANG": "zh_HK.UTF-8"], "zh-Hant"),
        (["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"], "zh-Hant"),
        (["LANGUAGE": "en", "LANG": "zh_TW.UTF-8"], "en"),
        (["LANGUAGE": "zh_TW", "LANG": "C.UTF-8"], "en"),
    ] as [([String: String], String)])
    func languageChoice(_ environment: [String: String], expected: String) {
        #expect(Catalog.language(environment: environment) == expected)
    }

    @Test(arguments: [("en", "en"), ("zh", "zh-Hans"), ("ZH-hant", "zh-Hant"), ("zh-Hans", "zh-Hans"), ("fr", nil), ("", nil)]
          as [(String, String?)])
    func catalogNames(_ text: String, expected: String?) {
        #expect(Catalog.canonicalName(text) == expected)
    }

    @Test func version1FilesFollowACatalogOnlyWhenTheyHoldItsLockedChannels() throws {
        let catalog = try Board(mine: [Channel(id: "r", name: "R", locked: true), Channel(id: "a", name: "A")],
                                available: [Channel(id: "b", name: "B")])
        let written = try Board(mine: [Channel(id: "r", name: "Mine", locked: true)], available: [Channel(id: "x", name: "X")])
        let own = try Board(mine: [Channel(id: "a", name: "A"), Channel(id: "b", name: "B")], available: [])
        let unlocked = try Board(mine: [Channel(id: "r", name: "R")], available: [])
        #expect(Catalog.isFollowed(byVersion1: written, catalog: catalog))
        #expect(!Catalog.isFollowed(byVersion1: own, catalog: catalog))
        #expect(!Catalog.isFollowed(byVersion1: unlocked, catalog: catalog))
        #expect(!Catalog.isFollowed(byVersion1: written, catalog: Board()))
    }

    /// The catalog files installed: each bundled name's first file found.
    private static var bundledPaths: [String] {
        Catalog.names.compactMap { name in
            Catalog.fileNames(for: name).map { repositoryRoot + "/Resources/catalogs/" + $0 }.first(where: exists)
        }
    }

    @Test func bundledCatalogsAreWellFormed() throws {
        var idSets: [Set<String>] = []
        #expect(Self.bundledPaths.count >= 2)
        for path in Self.bundledPaths {
            let language = PathText.name(of: path)
            let board = try Catalog.load(path: path)
            let all = board.allChannels
            #expect((25...35).contains(all.count), "\(language): \(all.count) channels")
            #expect((1...2).contains(board.lockedCount), "\(language): \(board.lockedCount) locked")
            #expect((6...10).contains(board.mine.count), "\(language): \(board.mine.count) in My Channels")
            #expect(board.current == nil)
            for channel in all {
                #expect(!channel.id.isEmpty && channel.id.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) },
                        "id \(channel.id) is short lowercase ASCII")
                #expect(channel.id.count <= 16)
            }
            // The files are in the form the encoder writes, so they diff cleanly.
            #expect(readFile(path) == ChannelFileEncoder.encode(board, catalog: nil, version: 1))
            idSets.append(Set(all.map(\.id)))
        }
        #expect(idSets.count >= 2 && idSets.allSatisfy { $0 == idSets[0] }, "every language has the same ids")
        let zh = try Catalog.load(path: Catalog.locate(language: "zh-Hans", environment: [:], executablePath: repositoryRoot + "/.build/debug/x"))
        #expect(zh.mine.first == Channel(id: "recommended", name: "推荐", locked: true))
        #expect(zh.allChannels.contains(Channel(id: "finance", name: "财经")))
        let hant = try Catalog.load(path: Catalog.locate(language: "zh-Hant", environment: [:], executablePath: repositoryRoot + "/.build/debug/x"))
        #expect(PathText.name(of: try Catalog.locate(language: "zh-Hant", environment: [:], executablePath: repositoryRoot + "/.build/debug/x"))
                == "zh-Hant.json", "the Traditional catalog is bundled, not the Simplified fallback")
        #expect(hant.mine.prefix(4).map(\.name) == ["推薦", "熱門", "科技", "財經"])
        #expect(hant.mine.map(\.id) == zh.mine.map(\.id) && hant.available.map(\.id) == zh.available.map(\.id),
                "the Traditional catalog has the Simplified one's ids in the same order")
        #expect(hant.mine.map(\.locked) == zh.mine.map(\.locked))
    }

    @Test func missingCatalogIsAnError() throws {
        try withTemporaryFolder { folder throws in
            #expect(throws: StoreError(path: folder + "/xx.json", problem: "catalog not found", kind: .configuration)) {
                try Catalog.load(path: folder + "/xx.json")
            }
        }
    }

    @Test func locateInTheSourceTree() throws {
        let program = repositoryRoot + "/.build/debug/channel-editor"
        let found = try Catalog.locate(language: "zh-Hans", environment: [:], executablePath: program)
        #expect(found == repositoryRoot + "/Resources/catalogs/zh-Hans.json" || found == repositoryRoot + "/Resources/catalogs/zh.json")
    }

    @Test func locateFromTheDataVariableOnly() throws {
        try withTemporaryFolder { folder throws in
            mkdir(folder + "/catalogs", 0o755)
            try writeFile(folder + "/catalogs/en.json", "{}")
            let environment = ["CHANNEL_EDITOR_DATA": folder]
            #expect(try Catalog.locate(language: "en", environment: environment, executablePath: repositoryRoot + "/.build/debug/x")
                == folder + "/catalogs/en.json")
            // When the variable is set, a missing file there is an error, not a reason to look elsewhere.
            #expect(throws: StoreError(path: folder + "/catalogs/zh.json", problem: "catalog not found (CHANNEL_EDITOR_DATA is set)", kind: .configuration)) {
                try Catalog.locate(language: "zh", environment: environment, executablePath: repositoryRoot + "/.build/debug/x")
            }
        }
    }

    @Test func locateInAnInstalledPrefix() throws {
        try withTemporaryFolder { folder throws in
            for part in ["/bin", "/share", "/share/channel-editor", "/share/channel-editor/catalogs"] { mkdir(folder + part, 0o755) }
            try writeFile(folder + "/share/channel-editor/catalogs/en.json", "{}")
            #expect(try Catalog.locate(language: "en", environment: [:], executablePath: folder + "/bin/channel-editor")
                == folder + "/share/channel-editor/catalogs/en.json")
        }
    }

    @Test func locateWalksUpAndReportsWhereItLooked() throws {
        try withTemporaryFolder { folder throws in
            for part in ["/repo", "/repo/Resources", "/repo/Resources/catalogs", "/repo/.build", "/repo/.build/x86_64", "/repo/.build/x86_64/debug"] {
                mkdir(folder + part, 0o755)
            }
            try writeFile(folder + "/repo/Resources/catalogs/zh.json", "{}")
            let program = folder + "/repo/.build/x86_64/debug/channel-editor"
            // zh-Hans is also found under its first name, zh.json.
            #expect(try Catalog.locate(language: "zh-Hans", environment: [:], executablePath: program) == folder + "/repo/Resources/catalogs/zh.json")
            do throws(StoreError) {
                let found = try Catalog.locate(language: "en", environment: [:], executablePath: program)
                Issue.record("found \(found)")
            } catch {
                #expect(error.kind == .configuration)
                #expect(error.message == "cannot find the en.json catalog: not in Resources/catalogs above \(folder)/repo/.build/x86_64/debug, "
                    + "nor in \(folder)/repo/.build/x86_64/debug/../share/channel-editor/catalogs; set CHANNEL_EDITOR_DATA")
            }
        }
    }

    @Test func executablePathIsReal() throws {
        let path = try #require(Catalog.executablePath())
        #expect(path.hasPrefix("/"))
        #expect(exists(path))
    }
}
