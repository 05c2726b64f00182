import ChannelCore
import ChannelStore
import Testing

/// A receiver's folder (README "Enigma2"), made by `Enigma2Settings`, opened and edited through
/// the store as the screen and the commands do; every saved file is read back by `BoxRules`,
/// the box's own rules written again, not by the reader under test.
@Suite("Enigma2: a receiver's folder, checked by the box's rules")
struct Enigma2FolderTests {
    private func open(_ path: String, catalogs: [String] = []) throws -> (store: ChannelFileStore, load: FormatLoad) {
        let store = ChannelFileStore(path: path)
        #expect(store.format == .enigma2)
        return (store, try Enigma2Loader.load(store, catalogs: catalogs))
    }

    private func lines(_ bytes: [UInt8]) -> [String] {
        // By bytes: a String's "\r\n" is one Character, which a split at "\n" would not cut.
        bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aUserbouquetShowsItsEntriesNamedAsTheBoxNamesThem() throws {
        try withTemporaryFolder { folder in
            let services = try Enigma2Settings.write(to: folder)
            #expect(services.count > 4000)
            let path = folder + "/userbouquet.favourites.tv"
            let (_, load) = try open(path)
            let bytes = try #require(readFile(path))
            let box = BoxRules.bouquet(bytes)
            let lamedb = BoxRules.lamedb(try #require(readFile(folder + "/lamedb")))
            #expect(lamedb.count == services.count)
            #expect(box.name == "Favourites (TV)")
            #expect(load.board.mine.count == box.entries.count)
            #expect(load.board.mine.map(\.id) == box.entries.map(\.reference))
            for (channel, entry) in zip(load.board.mine, box.entries) {
                #expect(channel.name == BoxRules.shownName(entry, lamedb: lamedb) ?? entry.reference)
            }
            // Markers by their text; a service without a description by lamedb's name.
            #expect(load.board.mine.first?.name == "News & Sport (HD)")
            #expect(load.board.mine.contains { $0.name == "Channel 12" })
            #expect(!box.entries.contains { $0.description == "Channel 12" })
        }
    }

    @Test func addChannelsAreLamedbsServicesOfTheKindTheBouquetLacksWithProviderAndPosition() throws {
        try withTemporaryFolder { folder in
            let services = try Enigma2Settings.write(to: folder)
            let (_, load) = try open(folder + "/userbouquet.favourites.tv")
            let present = Set(BoxRules.bouquet(try #require(readFile(folder + "/userbouquet.favourites.tv"))).entries.compactMap { BoxRules.key($0.reference) })
            let tv: Set<UInt32> = [1, 17, 22, 25, 31, 32, 134, 195]
            let expected = services.filter { tv.contains($0.type) && !present.contains(BoxRules.key($0.reference)!) }
            #expect(load.board.available.map(\.id) == expected.map(\.reference))
            #expect(load.board.available.map(\.name) == expected.map(\.name))
            let first = try #require(expected.first { $0.namespace >> 16 == 192 })
            #expect(load.detail(first.reference) == "\(first.provider) · 19.2°E")
            let west = try #require(expected.first { $0.namespace >> 16 == 3592 })
            #expect(load.detail(west.reference) == "\(west.provider) · 0.8°W")
            let cable = try #require(expected.first { $0.namespace >> 16 == 0xFFFF })
            #expect(load.detail(cable.reference)?.hasSuffix("DVB-C") == true)

            let (_, radio) = try open(folder + "/userbouquet.favourites.radio")
            #expect(!radio.board.available.isEmpty)
            #expect(radio.board.available.allSatisfy { BoxRules.key($0.id)?.type == 2 })
        }
    }

    @Test func aMoveRewritesOnlyTheEntryThatMovedAndTheBoxReadsTheNewOrder() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/userbouquet.favourites.tv"
            let before = try #require(readFile(path))
            let (store, load) = try open(path)
            var mine = load.board.mine
            // The marker (with its description) to the end; a service with one to the front.
            let marker = mine.removeFirst()
            mine.append(marker)
            let entries = BoxRules.bouquet(before).entries
            let described = try #require(mine.firstIndex { channel in entries.first { $0.reference == channel.id }?.description != nil })
            mine.insert(mine.remove(at: described), at: 0)
            try store.save(try Board(mine: mine, available: load.board.available))
            let after = try #require(readFile(path))
            let read = BoxRules.bouquet(after)
            #expect(read.entries.map(\.reference) == mine.map(\.id))
            #expect(read.entries.last == BoxRules.Entry(reference: marker.id, description: "News & Sport (HD)"))
            #expect(read.name == "Favourites (TV)")
            // Every line still CRLF; the same lines, only the moved ones elsewhere.
            #expect(lines(after).dropLast().allSatisfy { $0.hasSuffix("\r") })
            #expect(lines(after).sorted() == lines(before).sorted())
            let movedLines = Set(["#SERVICE \(marker.id)\r", "#DESCRIPTION News & Sport (HD)\r", "#SERVICE \(mine[0].id)\r",
                                  "#DESCRIPTION \(entries.first { $0.reference == mine[0].id }!.description!)\r"])
            #expect(lines(after).filter { !movedLines.contains($0) } == lines(before).filter { !movedLines.contains($0) })
            #expect(after.count == before.count)
        }
    }

    @Test func addWritesOneServiceLineWithTheFilesLineEndAndRemoveOnlyItsLines() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/userbouquet.favourites.tv"
            let before = try #require(readFile(path))
            let (store, load) = try open(path)
            let added = try #require(load.board.available.dropFirst(100).first)
            var board = load.board
            try board.put(added.id, .mine, 3)
            try store.save(board)
            let after = try #require(readFile(path))
            #expect(lines(after).count == lines(before).count + 1)
            #expect(lines(after).filter { !lines(before).contains($0) } == ["#SERVICE \(added.id)\r"])
            #expect(BoxRules.bouquet(after).entries.map(\.reference) == board.mine.map(\.id))

            // Remove a service that has a description: its two lines go, nothing else.
            let entries = BoxRules.bouquet(after).entries
            let described = try #require(entries.first { $0.description != nil && !$0.reference.hasPrefix("1:64:") })
            try board.put(described.reference, .available, 0)
            try store.save(board)
            let removed = try #require(readFile(path))
            #expect(lines(after).filter { !lines(removed).contains($0) } == ["#SERVICE \(described.reference)\r", "#DESCRIPTION \(described.description!)\r"])
            #expect(BoxRules.bouquet(removed).entries.map(\.reference) == board.mine.map(\.id))
        }
    }

    @Test func undoWritesTheEarlierBytesBack() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/userbouquet.favourites.tv"
            let before = try #require(readFile(path))
            let (store, load) = try open(path)
            var board = load.board
            try board.put(board.mine[5].id, .mine, 40)
            try store.save(board)
            #expect(readFile(path) != before)
            try store.save(load.board)
            #expect(readFile(path) == before)
            // Open and save the same board: nothing is written.
            let identity = store.identity()
            try store.save(load.board)
            #expect(store.identity() == identity)
        }
    }

    @Test func streamsKeepTheirEncodingAndOpenPrintsTheURL() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/userbouquet.favourites.tv"
            let (store, load) = try open(path)
            let stream = try #require(load.board.mine.first { $0.name == "Stream One" })
            #expect(stream.id == "4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net%3a8080/live/a%252Fb.ts:Stream One")
            let document = try #require(store.rememberedDocument)
            #expect(document.opened(id: stream.id) == "http://iptv.example.net:8080/live/a%2Fb.ts")
            #expect(BoxRules.numbers(stream.id)?.path == "http://iptv.example.net:8080/live/a%2Fb.ts")
            let two = try #require(load.board.mine.first { $0.name == "Stream Two" })
            #expect(document.opened(id: two.id) == "https://iptv.example.net/two.m3u8")
            #expect(load.detail(two.id) == "https://iptv.example.net/two.m3u8")
            let service = load.board.mine[1]
            #expect(document.opened(id: service.id) == service.id)
            // A sub-bouquet inside a userbouquet, its file named with & ( +.
            let sub = try #require(load.board.mine.first { $0.name == "Sport & News (HD)+" })
            #expect(load.detail(sub.id) == "userbouquet.sport&news(hd)+.tv")
        }
    }

    @Test func fileNamesWithAmpersandParenthesesAndPlusOpenAndSave() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/userbouquet.sport&news(hd)+.tv"
            let (store, load) = try open(path)
            #expect(load.board.mine.count == 40)
            var board = load.board
            try board.put(board.mine[0].id, .mine, 39)
            try store.save(board)
            #expect(BoxRules.bouquet(try #require(readFile(path))).entries.map(\.reference) == board.mine.map(\.id))
        }
    }

    @Test func bouquetsTvShowsBouquetsByNameKeepsAMissingOneAndOffersUnlistedFiles() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            let path = folder + "/bouquets.tv"
            let before = try #require(readFile(path))
            let (store, load) = try open(path)
            #expect(load.board.mine.map(\.name) == ["Favourites (TV)", "Sport & News (HD)+", "userbouquet.LastScanned.tv"])
            #expect(load.board.available.map(\.name) == ["Not listed"])
            #expect(load.board.available.map(\.id) == ["1:7:1:0:0:0:0:0:0:0:FROM BOUQUET \"userbouquet.unlisted.tv\" ORDER BY bouquet"])
            var board = load.board
            try board.put(board.available[0].id, .mine, 0)
            try board.put(board.mine[3].id, .mine, 1)
            try store.save(board)
            let after = try #require(readFile(path))
            let read = BoxRules.bouquet(after)
            #expect(read.entries.map(\.reference) == board.mine.map(\.id))
            #expect(lines(after).filter { !lines(before).contains($0) } == ["#SERVICE \(board.mine[0].id)\r"])
            #expect(read.entries.contains { $0.reference.contains("LastScanned") })
        }
    }

    @Test func aDamagedLamedbIsOneClearLine() throws {
        try withTemporaryFolder { folder in
            _ = try Enigma2Settings.write(to: folder)
            try writeFile(folder + "/broken", "eDVB services /4/\nservices\nend\n")
            let error = try #require(throws: StoreError.self) { try open(folder + "/userbouquet.favourites.tv", catalogs: [folder + "/broken"]) }
            #expect(error.kind == .invalidData)
            #expect(error.description == "\(folder)/broken: line 2: lamedb: \"transponders\" expected here")
            // The folder's own lamedb, damaged: the bouquet opens and says so once.
            try writeFile(folder + "/lamedb", "not a lamedb\n")
            let (_, load) = try open(folder + "/userbouquet.favourites.tv")
            #expect(load.notice?.description.contains("not an Enigma2 lamedb") == true)
            #expect(load.board.available.isEmpty)
        }
    }

    @Test func lamedb5IsReadWhenThereIsNoLamedb() throws {
        try withTemporaryFolder { folder in
            let services = try Enigma2Settings.write(to: folder)
            unlink(folder + "/lamedb")
            let lines = services.map { service in
                "s:" + [service.sid, service.namespace, service.tsid, service.onid].map { String($0, radix: 16) }.joined(separator: ":")
                    + ":\(service.type):0:0,\"\(service.name)\",p:\(service.provider),c:000100"
            }
            try writeFile(folder + "/lamedb5", "eDVB services /5/\n# Services: s:…\n" + lines.joined(separator: "\n") + "\n")
            let (_, load) = try open(folder + "/userbouquet.favourites.tv")
            #expect(load.board.mine.contains { $0.name == "Channel 12" })
            #expect(load.board.available.count > 3000)
            let first = try #require(load.board.available.first)
            let service = try #require(services.first { $0.reference == first.id })
            #expect(load.detail(first.id)?.hasPrefix(service.provider + " · ") == true)
        }
    }
}

import Glibc

extension Board {
    /// Moves the channel `id` to `index` of `section` (a test's shorthand for a key or a command).
    mutating func put(_ id: String, _ section: Section, _ index: Int) throws {
        guard let from = place(of: id) else { throw TestFailure("no channel \(id)") }
        _ = try relocate(from: from, to: Place(section, index))
    }
}
