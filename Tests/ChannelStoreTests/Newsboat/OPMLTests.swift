import ChannelStore
import Testing

/// OPML catalogs read with libxml2, and the OPML `list --output opml` writes.
@Suite("OPML catalogs")
struct OPMLTests {
    /// An export as feed readers write them: categories as nested outlines, `text` and `title`.
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- exported by a feed reader -->
        <opml version="2.0">
          <head><title>Subscriptions</title></head>
          <body>
            <outline text="News" title="News">
              <outline type="rss" text="Example &amp; Co" title="Example &amp; Co" xmlUrl="https://news.example.com/rss?a=1&amp;b=2" htmlUrl="https://news.example.com/"/>
              <outline type="rss" text="LWN" xmlUrl="https://lwn.net/headlines/rss"/>
            </outline>
            <outline text="Tech">
              <outline text="Deeper">
                <outline type="rss" title="" text="新闻 feed" xmlUrl="https://例え.jp/feed"/>
              </outline>
              <outline type="rss" url="https://old-style.example.org/feed"/>
              <outline type="rss" text="LWN again" xmlUrl="https://lwn.net/headlines/rss"/>
              <outline text="no feed here"/>
            </outline>
          </body>
        </opml>
        """

    private func feeds(_ text: String) throws(StoreError) -> [OPMLCatalog.Feed] {
        try OPMLCatalog.feeds(Array(text.utf8), path: "feeds.opml")
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try feeds(text)
            return nil
        } catch {
            #expect(error.kind == .invalidData)
            return error.message
        }
    }

    @Test func feedOutlinesInDocumentOrderAtAnyDepthEachOnce() throws {
        let feeds = try feeds(Self.export)
        #expect(feeds.map(\.url) == [
            "https://news.example.com/rss?a=1&b=2", "https://lwn.net/headlines/rss", "https://例え.jp/feed", "https://old-style.example.org/feed",
        ])
        #expect(feeds.map(\.title) == ["Example & Co", "LWN", "新闻 feed", nil])
        let board = OPMLCatalog(feeds: feeds).board
        #expect(board.mine.map(\.name).last == "https://old-style.example.org/feed")
    }

    @Test func newsboatsOwnExportReads() throws {
        // What `newsboat -e` prints (opml.cpp): OPML 1.0, type, xmlUrl, htmlUrl, title.
        let text = """
            <?xml version="1.0"?>
            <opml version="1.0">
              <head>
                <title>newsboat - Exported Feeds</title>
              </head>
              <body>
                <outline type="rss" xmlUrl="https://example.com/a.xml" htmlUrl="" title="Alpha"/>
                <outline type="rss" xmlUrl="https://example.org/b.rss" htmlUrl="" title=""/>
              </body>
            </opml>
            """
        #expect(try feeds(text) == [.init(url: "https://example.com/a.xml", title: "Alpha"), .init(url: "https://example.org/b.rss", title: nil)])
    }

    @Test func notWellFormedIsRefusedWithTheLine() {
        #expect(problem("<opml>\n<body>\n<outline xmlUrl=\"x\">\n</body></opml>")
            == "feeds.opml: line 4: not well-formed XML: Opening and ending tag mismatch: outline line 3 and body")
        #expect(problem("") != nil)
        #expect(problem("<?xml version=\"1.0\"?>\n<rss><channel/></rss>") == "feeds.opml: not an OPML file (its root element is not <opml>)")
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE opml [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <opml><body><outline title="&secret;" xmlUrl="https://a.example/"/></body></opml>
            """
        let secret = String(decoding: readFile("/etc/hostname") ?? [], as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        #expect(!secret.isEmpty)
        let titles = ((try? feeds(text)) ?? []).compactMap(\.title)
        #expect(!titles.contains { $0.contains(secret) })
    }

    @Test func whatTheWriterWritesReadsBack() throws {
        let names = ["Plain", "A & B <c> \"d\" 'e'", "tab\tnew\nline\rcr", "控制\u{1}字符", "新闻"]
        let written = OPMLWriter.document(names.enumerated().map { (url: "https://x.example/\($0.offset)?a=1&b=\"2\"", name: $0.element) })
        let read = try feeds(written)
        #expect(read.map(\.url) == names.indices.map { "https://x.example/\($0)?a=1&b=\"2\"" })
        #expect(read.map(\.title) == ["Plain", "A & B <c> \"d\" 'e'", "tab\tnew\nline\rcr", "控制\u{FFFD}字符", "新闻"])
    }

    /// A feed inside folders is added with the folder path as its tag, as `newsboat -i` writes
    /// it (a folder is an outline without a URL, named by `text`, else `title`).
    @Test func aFeedInFoldersIsAddedWithTheirPathAsItsTag() throws {
        let feeds = try feeds(Self.export)
        #expect(feeds.map(\.folder) == ["News", "News", "Tech/Deeper", "Tech"])
        let catalog = OPMLCatalog(feeds: feeds)
        #expect(catalog.entry(id: "https://例え.jp/feed") == Array("https://例え.jp/feed \"Tech/Deeper\"\n".utf8))
        let quoted = OPMLCatalog(feeds: [.init(url: "https://q.example/", title: nil, folder: #"say "hi" \ there"#)])
        #expect(quoted.entry(id: "https://q.example/") == Array(#"https://q.example/ "say \"hi\" \\ there""#.utf8) + [0x0A])
    }

    @Test func aCatalogsEntryIsANewLineForItsURL() {
        let catalog = OPMLCatalog(feeds: [.init(url: "https://a.example/a b", title: "A")])
        #expect(catalog.entry(id: "https://a.example/a b") == Array("\"https://a.example/a b\"\n".utf8))
        #expect(catalog.entry(id: "https://b.example/") == nil)
        #expect(catalog.revised(to: catalog.board, context: .init()) == nil)
    }
}
