import Foundation
import Testing

/// Issue 40 with the real binary: a newsboat feed list is spoken of as feeds, a long playlist's
/// accessible session starts with a summary, twins are told apart in `list` and in the line
/// mode without their URLs, and `where` answers with a place, in English and in Taiwan's words.
@Suite("Words for real lists")
struct WordsForListsEndToEndTests {
    static func run(_ arguments: [String], input: String? = nil, language: String = "C.UTF-8",
                    in scratch: Scratch) throws -> Shell.Result {
        try FileManager.default.createDirectory(atPath: scratch.file("home"), withIntermediateDirectories: true)
        return try Shell.run(ScriptCLI.binary, arguments, environment: [
            "LANG": language, "PATH": "/usr/bin:/bin", "HOME": scratch.file("home"), "XDG_STATE_HOME": scratch.file("state"),
            "TERM": "dumb",
        ], input: input)
    }

    @Test("a newsboat urls file: feeds in every sentence of the line mode, never channels")
    func feedsAreFeeds() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("nb"), withIntermediateDirectories: true)
        try scratch.write("nb/urls", "https://lwn.net/headlines/rss \"~LWN\"\n#https://example.org/feed \"~Example\"\n")
        let result = try Self.run(["--accessible", "--file", scratch.file("nb/urls")],
                                  input: "help\nremove LWN\nadd LWN\nwhere LWN\nlist add\nbogus\nquit\n", in: scratch)
        #expect(result.output.hasPrefix("Accessible mode: one command a line; help lists them, quit leaves.\nMy Feeds, 1:\n1. LWN\nAdd Feeds, 1:\n2. Example\n"),
                "\(result.output)")
        #expect(result.output.contains("open X: print the URL of X and leave."))
        #expect(result.output.contains("LWN is in My Feeds, place 1 of 1."))
        #expect(!result.output.lowercased().contains("channel"), "\(result.output)")
        // The commands' refusals say feeds too.
        let refused = try Self.run(["remove", "https://example.org/feed", "nowhere", "--file", scratch.file("nb/urls")], in: scratch)
        #expect(refused.status == 1)
        #expect(refused.error.contains("not in My Feeds (it is in Add Feeds)") && refused.error.contains("no feed with that id"), "\(refused.error)")
        #expect(!refused.error.replacingOccurrences(of: "channel-editor", with: "").lowercased().contains("channel"), "\(refused.error)")
    }

    @Test("a 4,200-entry playlist starts in under 60 lines; list still reads all")
    func longPlaylistStartsWithASummary() throws {
        let scratch = try Scratch()
        var text = "#EXTM3U\n"
        for number in 1...4_200 { text += "#EXTINF:-1 group-title=\"G\(number % 7)\",Channel \(number)\nhttp://tv.example/\(number).ts\n" }
        try scratch.write("big.m3u8", text)
        let quiet = try Self.run(["--accessible", "--file", scratch.file("big.m3u8")], input: "quit\n", in: scratch)
        let lines = quiet.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 60, "\(quiet.output)")
        #expect(quiet.output.contains("My Channels, 4200; the first 5:\n1. Channel 1, G1\n"))
        let all = try Self.run(["--accessible", "--file", scratch.file("big.m3u8")], input: "list\nwhere Channel 4199\nquit\n", in: scratch)
        #expect(all.output.contains("\n4200. Channel 4200, G0\n"))
        #expect(all.output.contains("Channel 4199 is in My Channels, place 4199 of 4200."))
    }

    static let twins = """
        #EXTM3U
        #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
        http://a.example/live/1.ts
        #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
        http://b.example/live/2.ts
        #EXTINF:-1 group-title="Movies",Star Movies HD (Middle East)
        http://b.example/live/3.ts
        #EXTINF:-1 group-title="News",靖天電影
        http://c.example/1.ts

        """

    @Test("twins: list's FLAGS and the line mode's names say what differs, never only the URL")
    func twinsToldApart() throws {
        let scratch = try Scratch()
        try scratch.write("tv.m3u8", Self.twins)
        let list = try Self.run(["list", "--file", scratch.file("tv.m3u8")], in: scratch)
        #expect(list.output == """
            mine\t1\thttp://a.example/live/1.ts\thost=a.example\tStar Movies HD (Middle East)
            mine\t2\thttp://b.example/live/2.ts\thost=b.example,ending=2.ts\tStar Movies HD (Middle East)
            mine\t3\thttp://b.example/live/3.ts\thost=b.example,ending=3.ts\tStar Movies HD (Middle East)
            mine\t4\thttp://c.example/1.ts\t-\t靖天電影

            """)
        let session = try Self.run(["--accessible", "--file", scratch.file("tv.m3u8")],
                                   input: "remove star movies\nwhere star\nremove Star Movies HD (Middle East) (host a.example)\nquit\n", in: scratch)
        #expect(session.output.contains("2. Star Movies HD (Middle East) (host b.example, URL ending 2.ts), Movies\n"))
        #expect(session.output.contains("Star Movies HD (Middle East) (host a.example) removed: it is first in Add Channels now."))
        #expect(!session.output.contains("http"), "\(session.output)")
        #expect(try scratch.read("tv.m3u8").hasPrefix("#EXTM3U\n#EXTINF:-1 group-title=\"Movies\",Star Movies HD (Middle East)\nhttp://b.example/live/2.ts"))
    }

    @Test("zh_TW: 在哪裡 answers with a place, 「」 quote what was typed, before and after in Chinese")
    func taiwanese() throws {
        let scratch = try Scratch()
        try scratch.write("tv.m3u8", Self.twins)
        let session = try Self.run(["--accessible", "--file", scratch.file("tv.m3u8")],
                                   input: "在哪裡 靖天電影\n移除 沒有\n移動 靖天電影 到 1 之前\n離開\n", language: "zh_TW.UTF-8", in: scratch)
        #expect(session.output.contains("靖天電影 在我的頻道，第 4 位，共 4 個。"), "\(session.output)")
        #expect(session.output.contains("「沒有」"))
        #expect(!session.output.contains("\"沒有\""))
        #expect(session.output.contains("靖天電影 已移到第 1 位，共 4 個。"), "\(session.output)")
        #expect(try scratch.read("tv.m3u8").hasPrefix("#EXTM3U\n#EXTINF:-1 group-title=\"News\",靖天電影\n"))
    }
}
