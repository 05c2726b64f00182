import ChannelStore
import Foundation
import Testing

/// Issue 39 items 4 and 12: an OPML file from the internet is read with bounded time and
/// memory: entities it declares are never expanded (a quadratic blow-up, a billion laughs),
/// and a file larger than any feed reader's export is refused before it is parsed.
@Suite("OPML attacks")
struct OPMLAttackTests {
    static func timed(_ bytes: [UInt8]) -> (Double, Result<[OPMLCatalog.Feed], StoreError>) {
        let start = Date()
        let result: Result<[OPMLCatalog.Feed], StoreError>
        do { result = .success(try OPMLCatalog.feeds(bytes, path: "feeds.opml")) } catch { result = .failure(error) }
        return (Date().timeIntervalSince(start), result)
    }

    /// `<!ENTITY a "x"×50000>` used 2,000 times in one attribute (a 56 KB file): 100 MB of
    /// attribute made quadratically before; now refused at once, naming the line.
    @Test func quadraticEntityExpansionIsRefusedQuickly() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [<!ENTITY a \"" + String(repeating: "x", count: 50_000) + "\">]>\n"
            + "<opml><body><outline title=\"" + String(repeating: "&a;", count: 2_000) + "\" xmlUrl=\"https://a.example/\"/></body></opml>\n"
        let (seconds, result) = Self.timed(Array(text.utf8))
        #expect(seconds < 2, "took \(seconds) s")
        guard case .failure(let error) = result else { Issue.record("read: \(result)"); return }
        #expect(error.kind == .invalidData)
        #expect(error.message.contains("feeds.opml: line 3"), "\(error.message)")
    }

    /// The same in element text, and a billion laughs: refused as quickly.
    @Test func entitiesInTextAndNestedOnesAreRefused() throws {
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE opml [<!ENTITY l0 \"lol\">"
            + (1...9).map { level in "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }.joined()
            + "]>\n<opml><head><title>&l9;</title></head><body><outline xmlUrl=\"https://a.example/\"/></body></opml>\n"
        let (seconds, result) = Self.timed(Array(laughs.utf8))
        #expect(seconds < 2, "took \(seconds) s")
        guard case .failure = result else { Issue.record("read: \(result)"); return }
    }

    /// A 100 MB OPML (a million feeds) is refused before it is parsed, with a sentence.
    @Test func aFileLargerThanAnyExportIsRefused() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/big.opml"
            let feed = Array("<outline type=\"rss\" text=\"A feed\" xmlUrl=\"https://a.example/feed/000000\"/>\n".utf8)
            var bytes = Array("<?xml version=\"1.0\"?>\n<opml version=\"2.0\"><body>\n".utf8)
            bytes.reserveCapacity(OPMLCatalog.byteLimit + feed.count * 2)
            while bytes.count <= OPMLCatalog.byteLimit { bytes += feed }
            bytes += Array("</body></opml>\n".utf8)
            try writeFile(path, bytes)
            let start = Date()
            let error = #expect(throws: StoreError.self) { try OPMLCatalog.read(path: path) }
            #expect(Date().timeIntervalSince(start) < 1)
            #expect(error?.message.contains("big.opml") == true, "\(String(describing: error))")
        }
    }

    /// An export of the largest size allowed still reads.
    @Test func anOrdinaryExportStillReads() throws {
        let text = "<?xml version=\"1.0\"?>\n<opml version=\"2.0\"><body>\n"
            + (1...2000).map { "<outline type=\"rss\" text=\"Feed &amp; \($0)\" xmlUrl=\"https://a.example/\($0)\"/>\n" }.joined()
            + "</body></opml>\n"
        let (_, result) = Self.timed(Array(text.utf8))
        #expect((try? result.get())?.count == 2000)
        #expect((try? result.get())?.first?.title == "Feed & 1")
    }

    /// Item 9: a feed that runs a command is never offered under its friendly title.
    @Test func feedsThatRunACommandAreLeftOutAndKept() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/feeds.opml"
            try writeFile(path, """
                <?xml version="1.0"?>
                <opml version="2.0"><body>
                <outline text="Linux Weekly" xmlUrl="exec:touch /tmp/pwned"/>
                <outline text="Filtered" xmlUrl="FILTER:rm -rf ~:https://a.example/"/>
                <outline text="Query" xmlUrl="query:Unread:unread = &quot;yes&quot;"/>
                <outline text="Plain" xmlUrl="https://b.example/feed"/>
                </body></opml>
                """)
            let catalog = try OPMLCatalog.read(path: path)
            #expect(catalog.feeds.map(\.url) == ["query:Unread:unread = \"yes\"", "https://b.example/feed"])
            #expect(catalog.commandFeeds.map(\.title) == ["Linux Weekly", "Filtered"])
            #expect(catalog.entry(id: "exec:touch /tmp/pwned") == nil)
        }
    }
}
