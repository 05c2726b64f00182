import ChannelCore
internal import CLibXML2
import Localization

/// The feeds of an OPML file (an export from a feed reader, `newsboat -e` among them), read with
/// libxml2: every `outline` element that has an `xmlUrl` (or `url`, which newsboat's import
/// also takes) in document order, at any depth, each URL once. Read only; never written.
///
/// As a document it is a urls file's catalog (`--catalog FEEDS.opml`): its feeds are its
/// channels (id: the URL, as a urls file's first line for it; name: the title, else the URL),
/// and adding one writes a line with its URL (`NewsboatFeed.line(url:)`) and, for a feed inside
/// folders, the folder path as a tag (`"Tech/Linux"`), as `newsboat -i` imports it.
public struct OPMLCatalog: ChannelDocument {
    package let feeds: [Feed]
    /// Each feed's folder path, for the feeds inside folders.
    private let folders: [String: String]

    /// Feeds that would run a command (`exec:`, `filter:`), left out of the catalog
    /// (`commandFeeds`).
    package private(set) var commandFeeds: [Feed] = []

    package init(feeds: [Feed]) {
        self.feeds = feeds
        folders = Dictionary(feeds.compactMap { feed in feed.folder.map { (feed.url, $0) } }) { first, _ in first }
        urls = Set(feeds.map(\.url))
    }

    private let urls: Set<String>

    /// The catalog without the feeds whose URL a line of `document` has, active or commented
    /// out (README "newsboat": by URL; a duplicate line's id carries its tags, so ids would not
    /// match). Only the catalog's URLs are kept in a set, and the scan stops once the file has
    /// shown all of them.
    package func without(feedsIn document: NewsboatDocument) -> OPMLCatalog {
        var missing = urls
        for entry in document.entries {
            if missing.isEmpty { break }
            missing.remove(entry.feed.url)
        }
        return missing.count == urls.count ? self : OPMLCatalog(feeds: feeds.filter { missing.contains($0.url) })
    }

    /// The catalog at `path`.
    /// Feeds whose URL is `exec:` or `filter:` are left out (`commandFeeds`): newsboat runs
    /// that command, as the user, at every reload, and an OPML file from the internet shows
    /// it under a friendly title alone (issue 39 item 9). Someone who trusts one copies its
    /// line into the urls file.
    public static func read(path: String) throws(StoreError) -> OPMLCatalog {
        let all = try feeds(path: path)
        var catalog = OPMLCatalog(feeds: all.filter { !$0.runsACommand })
        catalog.commandFeeds = all.filter(\.runsACommand)
        return catalog
    }

    public var board: Board {
        var builder = BoardBuilder(capacity: feeds.count)
        // A URL outlined twice is one feed, offered once (its first outline).
        for feed in feeds where !builder.contains(id: feed.url) { try? builder.append(Channel(id: feed.url, name: feed.title ?? feed.url), to: .mine) }
        // Nothing locked: the board as built.
        return Board(checkedMine: builder.channels(in: .mine), available: [], current: nil)
    }

    public var catalog: String? { nil }

    public func entry(id: String) -> [UInt8]? {
        guard urls.contains(id) else { return nil }
        guard let folder = folders[id] else { return NewsboatFeed.line(url: id) + [ASCII.lineFeed] }
        return NewsboatFeed.line(url: id) + [ASCII.space] + NewsboatFeed.quoted(folder) + [ASCII.lineFeed]
    }

    /// A catalog is never written.
    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }

    /// One feed of the catalog.
    package struct Feed: Hashable, Sendable {
        package var url: String
        /// `title`, else `text`; nil when neither says anything.
        package var title: String?
        /// The folders it is in, outermost first, joined by `/` (each folder's `text`, else
        /// `title`, as newsboat's import names them); nil at the top.
        package var folder: String?

        /// True for a feed newsboat makes by running a command (`exec:CMD`, `filter:CMD:URL`).
        package var runsACommand: Bool {
            let lowered = url.lowercased()
            return lowered.hasPrefix("exec:") || lowered.hasPrefix("filter:")
        }

        package init(url: String, title: String?, folder: String? = nil) {
            self.url = url
            self.title = title
            self.folder = folder
        }
    }

    /// The largest OPML file read (about 80,000 feeds).
    package static let byteLimit = 8 << 20

    /// The feeds of the OPML file at `path`; a file that is not well-formed XML, or whose root is
    /// not `opml`, is refused with the line libxml2 names.
    package static func feeds(path: String) throws(StoreError) -> [Feed] {
        // Refused before it is read: a feed reader's export is a few hundred KiB; a 100 MB one
        // took 25 s and 1.7 GB (issue 39 item 12).
        if let status = FileStatus.of(path), status.isRegularFile, Int(status.info.st_size) > byteLimit {
            throw StoreError(path: path, problem: .tr("larger than %d MiB, more than any feed reader's export: not read", byteLimit >> 20),
                             kind: .invalidData)
        }
        guard let bytes = try FileReader.read(path, named: path) else {
            throw StoreError(path: path, problem: .tr("catalog not found"), kind: .configuration)
        }
        return try feeds(bytes, path: path)
    }

    /// The feeds of an OPML document held in memory (`path` names it in errors).
    package static func feeds(_ bytes: [UInt8], path: String) throws(StoreError) -> [Feed] {
        xmlInitParser()
        guard let context = xmlNewParserCtxt() else {
            throw StoreError(path: path, problem: .tr("cannot read: %s", "libxml2"), kind: .system)
        }
        defer { xmlFreeParserCtxt(context) }
        // Entity declarations are dropped, so a reference to one is an undefined entity, which
        // is not well-formed: an OPML export never declares any, and expanding them is where
        // a 56 KB file made 300 MB in 20 s (issue 39 item 4). XML_PARSE_HUGE stays off.
        context.pointee.sax.pointee.entityDecl = { _, _, _, _, _, _ in }
        // No network, no external entities or DTDs, no messages of libxml2's own on stderr.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        // The first error is the one to report (later ones follow from it): libxml2 keeps only
        // the last, so a handler keeps the first while this parse runs.
        let first = FirstError()
        let box = Unmanaged.passRetained(first)
        xmlSetStructuredErrorFunc(box.toOpaque()) { data, error in
            guard let data, let error else { return }
            let first = Unmanaged<FirstError>.fromOpaque(data).takeUnretainedValue()
            if first.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue { first.error = error.pointee.described }
        }
        defer {
            xmlSetStructuredErrorFunc(nil, nil)
            box.release()
        }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                xmlCtxtReadMemory(context, characters.baseAddress, Int32(clamping: characters.count), path, nil, options)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            throw syntaxError(first.error ?? xmlCtxtGetLastError(context)?.pointee.described, path: path)
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), name(of: root) == "opml" else {
            throw StoreError(path: path, problem: .tr("not an OPML file (its root element is not <opml>)"), kind: .invalidData)
        }
        return outlines(under: root)
    }

    /// The feed outlines in document order (an explicit stack: nesting depth costs no call stack),
    /// each with its folder path: an outline without a URL is a folder, named by its `text`,
    /// else `title` (newsboat's import rule).
    private static func outlines(under root: xmlNodePtr) -> [Feed] {
        var feeds: [Feed] = []
        var seen = Set<String>()
        var stack: [(node: xmlNodePtr, folder: String?)] = [(root, nil)]
        while let (node, folder) = stack.popLast() {
            var inner = folder
            if node.pointee.type == XML_ELEMENT_NODE, name(of: node) == "outline" {
                let url = attribute(node, "xmlUrl") ?? attribute(node, "url")
                if let url, !url.isEmpty, seen.insert(url).inserted {
                    let title = [attribute(node, "title"), attribute(node, "text")].compactMap { $0 }.first { !$0.isEmpty }
                    feeds.append(Feed(url: url, title: title, folder: folder))
                } else if url == nil, let name = attribute(node, "text") ?? attribute(node, "title") {
                    inner = folder.map { $0 + "/" + name } ?? name
                }
            }
            var children: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            stack.append(contentsOf: children.reversed().map { ($0, inner) })
        }
        return feeds
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { channel_editor_xml_free(value) }
        return String(cString: value)
    }

    private static func syntaxError(_ error: (message: String, line: Int)?, path: String) -> StoreError {
        guard let error else { return StoreError(path: path, problem: .tr("not well-formed XML"), kind: .invalidData) }
        let problem: Message = .tr("not well-formed XML: %s", error.message)
        guard error.line > 0 else { return StoreError(path: path, problem: problem, kind: .invalidData) }
        return StoreError(path: path, location: .tr("line %d", error.line), problem: problem, kind: .invalidData)
    }
}

/// The first error libxml2 reported during one parse.
private final class FirstError {
    var error: (message: String, line: Int)?
}

extension xmlError {
    /// The message without its line end, and the line.
    fileprivate var described: (message: String, line: Int) {
        var text = message.map { String(cString: $0) } ?? ""
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return (text, Int(line))
    }
}
