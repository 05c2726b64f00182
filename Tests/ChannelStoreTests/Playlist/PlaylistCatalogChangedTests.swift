import ChannelCore
import ChannelStore
import Glibc
import Testing

/// Issue 39 items 1 and 2: a provider's playlist rewritten on disk between the start and an
/// `add`. What is added is byte for byte the entry that was read (its name and id shown), or
/// the save is refused with a sentence naming the catalog; never other bytes, never a save
/// that silently leaves the entry out.
@Suite("A catalog changed on disk")
struct PlaylistCatalogChangedTests {
    static let favourites = "#EXTM3U\n#EXTINF:-1,One\nhttp://a/1\n"
    static let entry = "#EXTINF:-1,Two Two Two\nhttp://a/2\n"
    static let provider = "#EXTM3U\n" + entry + "#EXTINF:-1,Six\nhttp://a/3\n"

    /// Rewrites the provider in place (same inode, same length), as the attack did.
    static func rewrite(_ path: String, _ replacement: [UInt8]) throws {
        var bytes = try #require(readFile(path))
        let old = Array(entry.utf8)
        #expect(replacement.count == old.count)
        let start = try #require((0...(bytes.count - old.count)).first { bytes[$0..<($0 + old.count)].elementsEqual(old) })
        bytes.replaceSubrange(start..<(start + old.count), with: replacement)
        let descriptor = open(path, O_WRONLY)
        #expect(descriptor >= 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        close(descriptor)
    }

    /// The favourites' store with the provider attached, its board with Two added.
    static func session(_ folder: String) throws -> (ChannelFileStore, Board) {
        try writeFile(folder + "/fav.m3u", Self.favourites)
        try writeFile(folder + "/prov.m3u", Self.provider)
        let store = ChannelFileStore(path: folder + "/fav.m3u")
        let catalog = try PlaylistDocument.catalog(at: folder + "/prov.m3u")
        store.attach(sources: [catalog])
        var board = Catalog.merge(file: try #require(try store.read()).document.board, catalog: catalog.board)
        let two = try #require(board.available.firstIndex { $0.id == "http://a/2" })
        _ = try board.add(at: two)
        return (store, board)
    }

    @Test("an unchanged catalog's entry is copied")
    func unchangedIsCopied() throws {
        try withTemporaryFolder { folder throws in
            let (store, board) = try Self.session(folder)
            try store.save(board)
            #expect(String(decoding: readFile(folder + "/fav.m3u") ?? [], as: UTF8.self) == Self.favourites + Self.entry)
        }
    }

    /// A NUL or a byte that is not UTF-8 in the `#EXTINF` line, a second `#EXTINF`, a URL line
    /// never shown before the one that was: each at the same length, the URL line where it was.
    @Test("bytes never shown are never added", arguments: [
        Array("#EXTINF:-1,Tw\0 Two Two\nhttp://a/2\n".utf8),
        Array("#EXTINF:-1,Tw".utf8) + [0xFF] + Array(" Two Two\nhttp://a/2\n".utf8),
        Array("#EXTINF:-1,\n#EXTINF:-1\nhttp://a/2\n".utf8),
        Array("http://evil/twotwotwo2\nhttp://a/2\n".utf8),
        Array("#EXTINF:-1,Two Two Tw0\nhttp://a/2\n".utf8),
    ])
    func changedEntryIsRefused(_ replacement: [UInt8]) throws {
        try withTemporaryFolder { folder throws in
            let (store, board) = try Self.session(folder)
            try Self.rewrite(folder + "/prov.m3u", replacement)
            #expect(throws: StoreError.self) { try store.save(board) }
            #expect(String(decoding: readFile(folder + "/fav.m3u") ?? [], as: UTF8.self) == Self.favourites, "the favourites untouched")
        }
    }

    /// Truncated, emptied, replaced by a FIFO or by a link to /dev/zero: the save says so (an
    /// error, so the screen and the line mode say "Not saved"), never succeeds without the entry.
    @Test("a catalog that cannot be read back refuses the save", arguments: ["truncate", "empty", "fifo", "zero", "gone"])
    func unreadableIsRefused(_ how: String) throws {
        try withTemporaryFolder { folder throws in
            let (store, board) = try Self.session(folder)
            let provider = folder + "/prov.m3u"
            switch how {
            case "truncate": #expect(truncate(provider, 20) == 0)
            case "empty": #expect(truncate(provider, 0) == 0)
            case "fifo": unlink(provider); #expect(mkfifo(provider, 0o600) == 0)
            case "zero": unlink(provider); #expect(symlink("/dev/zero", provider) == 0)
            default: unlink(provider)
            }
            let error = #expect(throws: StoreError.self, "never saved without the entry") { try store.save(board) }
            #expect(error?.description.contains("prov.m3u") == true, "\(String(describing: error))")
            #expect(error?.description.contains("\"http://a/2\"") == true, "\(String(describing: error))")
            #expect(String(decoding: readFile(folder + "/fav.m3u") ?? [], as: UTF8.self) == Self.favourites)
        }
    }

    /// What was shown of a changed entry is not read back from the new bytes either.
    @Test func aChangedEntrysGroupAndURLAreNotReadFromTheNewBytes() throws {
        try withTemporaryFolder { folder throws in
            try writeFile(folder + "/prov.m3u", "#EXTM3U\n#EXTINF:-1 group-title=\"A\",Two\nhttp://a/2\n")
            let catalog = try PlaylistDocument.catalog(at: folder + "/prov.m3u")
            #expect(catalog.group(id: "http://a/2") == "A")
            #expect(catalog.entry(id: "http://a/2") != nil)
            try writeFile(folder + "/prov.m3u", "#EXTM3U\n#EXTINF:-1 group-title=\"B\",Two\nhttp://a/2\n")
            #expect(catalog.group(id: "http://a/2") == nil)
            #expect(catalog.entry(id: "http://a/2") == nil)
            #expect(catalog.url(id: "http://a/2") == nil)
        }
    }
}
