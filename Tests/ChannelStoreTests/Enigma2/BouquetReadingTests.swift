import ChannelCore
import ChannelStore
import Testing

/// The box's reading rules on a bouquet's bytes (README "Enigma2", lib/dvb/db.cpp): where it
/// stops, what an entry is, and that a save keeps every byte that did not move; each saved
/// file read back by `BoxRules`.
@Suite("Enigma2: a bouquet read and written by the box's rules")
struct BouquetReadingTests {
    private func document(_ text: String) throws -> BouquetDocument {
        try BouquetDocument(bytes: Array(text.utf8), path: "userbouquet.x.tv")
    }

    /// The bytes for My Channels in the order of `ids` (entries copied from `sources` too).
    private func saved(_ document: BouquetDocument, _ ids: [String], sources: [any ChannelDocument] = []) throws -> String? {
        let board = try Board(mine: ids.map { Channel(id: $0, name: $0) }, available: [])
        return document.revised(to: board, context: RevisionContext(sources: sources)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func anEmptyLFLineBeforeEntriesIsRefusedAtItsLine() throws {
        let error = try #require(throws: StoreError.self) {
            try document("#NAME X\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\n")
        }
        #expect(error.kind == .invalidData)
        #expect(error.description.hasPrefix("userbouquet.x.tv: line 3: an empty line"))
        #expect(error.description.contains("from line 4 on"))
        #expect(BoxRules.bouquet(Array("#NAME X\n#SERVICE A\n\n#SERVICE B\n".utf8)).entries.map(\.reference) == ["A"])
    }

    @Test func anEmptyCRLFLineDoesNotStopTheBoxAndStaysWithItsEntry() throws {
        let text = "#NAME X\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n\r\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\n"
        let document = try document(text)
        #expect(document.board.mine.map(\.id) == ["1:0:1:1:1:1:C00000:0:0:0:", "1:0:1:2:1:1:C00000:0:0:0:"])
        let moved = try #require(try saved(document, ["1:0:1:2:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:"]))
        #expect(moved == "#NAME X\r\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n\r\n")
        #expect(BoxRules.bouquet(Array(moved.utf8)).entries.map(\.reference) == ["1:0:1:2:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:"])
    }

    @Test func aStopLineAfterTheEntriesStaysLastSoNoSaveHidesAnEntry() throws {
        let text = "#NAME X\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\n\n# a note after it\n"
        let document = try document(text)
        let lamedb = try Lamedb(bytes: Array("eDVB services /4/\ntransponders\nend\nservices\n0003:00c00000:0001:0001:1:0\nThree\np:P\nend\n".utf8), path: "lamedb")
        let ids = ["1:0:1:2:1:1:C00000:0:0:0:", "1:0:1:3:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:"]
        let moved = try #require(try saved(document, ids, sources: [lamedb]))
        #expect(moved.hasSuffix("\n\n# a note after it\n"))
        #expect(BoxRules.bouquet(Array(moved.utf8)).entries.map(\.reference) == ids)
        // The added service takes the file's line end (LF here).
        #expect(moved.contains("#SERVICE 1:0:1:3:1:1:C00000:0:0:0:\n"))
        #expect(!moved.contains("\r"))
    }

    @Test func theFirstDescriptionNamesTheEntryAndOlderFormsAreRead() throws {
        let text = "#NAME X\r\n#SERVICE: 1:0:1:1:1:1:C00000:0:0:0:\r\n#DESCRIPTION: First\r\n#DESCRIPTION Second\r\n#SERVICE 1:64:0:0:0:0:0:0:0:0::Marker%3a A\r\n"
        let document = try document(text)
        #expect(document.board.mine.map(\.name) == ["First", "Marker: A"])
        let box = BoxRules.bouquet(Array(text.utf8))
        #expect(box.entries.map(\.description) == ["First", nil])
        // The second description moves with its entry: the marker does not take it.
        let moved = try #require(try saved(document, ["1:64:0:0:0:0:0:0:0:0::Marker%3a A", "1:0:1:1:1:1:C00000:0:0:0:"]))
        #expect(BoxRules.bouquet(Array(moved.utf8)).entries == [
            BoxRules.Entry(reference: "1:64:0:0:0:0:0:0:0:0::Marker%3a A", description: nil),
            BoxRules.Entry(reference: "1:0:1:1:1:1:C00000:0:0:0:", description: "First"),
        ])
    }

    @Test func aFileWithoutItsLastLineEndKeepsItWhereTheLastLineStays() throws {
        let text = "#NAME X\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\n#SERVICE 1:0:1:3:1:1:C00000:0:0:0:"
        let document = try document(text)
        #expect(try saved(document, document.board.mine.map(\.id)) == nil)
        let swapped = try #require(try saved(document, ["1:0:1:2:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:", "1:0:1:3:1:1:C00000:0:0:0:"]))
        #expect(swapped.hasSuffix("#SERVICE 1:0:1:3:1:1:C00000:0:0:0:"))
        // The last entry moved up: it gets its line end, so the box reads it whole.
        let lastUp = try #require(try saved(document, ["1:0:1:3:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:", "1:0:1:2:1:1:C00000:0:0:0:"]))
        #expect(lastUp.hasSuffix("\r\n"))
        #expect(BoxRules.bouquet(Array(lastUp.utf8)).entries.map(\.reference)
            == ["1:0:1:3:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:", "1:0:1:2:1:1:C00000:0:0:0:"])
    }

    @Test func markersSpacersBouquetsAlternativesAndHiddenEntriesAreShownAndMoveWhole() throws {
        let text = """
            #NAME All\r
            #SERVICE 1:832:D:0:0:0:0:0:0:0:\r
            #SERVICE 1:320:0:0:0:0:0:0:0:0::Numbered\r
            #SERVICE 1:134:1:0:0:0:0:0:0:0:FROM BOUQUET "alternatives.x.tv" ORDER BY bouquet\r
            #DESCRIPTION Alt\r
            #SERVICE 1:519:1:0:0:0:0:0:0:0:FROM BOUQUET "userbouquet.hidden.tv" ORDER BY bouquet\r
            #SERVICE 1:7:1:0:0:0:0:0:0:0:FROM BOUQUET "userbouquet.a.tv" ORDER BY bouquet\r

            """
        let document = try document(text)
        #expect(document.board.mine.count == 5)
        let kinds = document.entries.map { $0.reference?.kind }
        #expect(kinds == [.spacer, .marker, .bouquet(file: "alternatives.x.tv"), .bouquet(file: "userbouquet.hidden.tv"), .bouquet(file: "userbouquet.a.tv")])
        let reversed = Array(document.board.mine.map(\.id).reversed())
        let moved = try #require(try saved(document, reversed))
        #expect(BoxRules.bouquet(Array(moved.utf8)).entries.map(\.reference) == reversed)
        #expect(moved.contains("ORDER BY bouquet\r\n#DESCRIPTION Alt\r\n"))
    }

    @Test func aReferenceIsReadAsTheBoxReadsIt() throws {
        let stream = try #require(ServiceReference("4097:0:1:0:0:0:0:0:0:0:http%3a//h%3a80/a%252Fb%0a:Name%3a X•Provider"))
        #expect(stream.path == "http://h:80/a%2Fb\n")
        #expect(stream.name == "Name: X")
        #expect(stream.kind == .stream(url: "http://h:80/a%2Fb\n"))
        let service = try #require(ServiceReference("1:0:19:283D:3FB:1:C00000:0:0:0:"))
        #expect(service.serviceKey == ServiceKey(type: 25, sid: 0x283D, tsid: 0x3FB, onid: 1, namespace: 0xC00000))
        #expect(ServiceReference.text(of: service.serviceKey!) == "1:0:19:283D:3FB:1:C00000:0:0:0:")
        let unencoded = try #require(ServiceReference("http://host/live.ts Live"))
        #expect(unencoded.kind == .stream(url: "http://host/live.ts"))
        #expect(unencoded.name == "Live")
        #expect(ServiceReference("1:0:1:0:0:0:0:0:0:0:rtsp://cam/x Cam")?.kind == .stream(url: "rtsp://cam/x"))
    }

    @Test func duplicatesAreToldApartByTheirDescription() throws {
        let text = "#SERVICE 1:832:D:0:0:0:0:0:0:0:\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\n#SERVICE 1:832:D:0:0:0:0:0:0:0:\n#DESCRIPTION gap\n"
        let document = try document(text)
        #expect(document.board.mine.map(\.id) == ["1:832:D:0:0:0:0:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:", "1:832:D:0:0:0:0:0:0:0: #gap"])
        let moved = try #require(try saved(document, ["1:832:D:0:0:0:0:0:0:0: #gap", "1:832:D:0:0:0:0:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:"]))
        #expect(moved == "#SERVICE 1:832:D:0:0:0:0:0:0:0:\n#DESCRIPTION gap\n#SERVICE 1:832:D:0:0:0:0:0:0:0:\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\n")
    }

    @Test func aBouquetUnderAnotherNameIsRecognisedByItsFirstLine() throws {
        #expect(FileFormat.of(path: "/etc/enigma2/userbouquet.sport&news(hd)+.radio") == .enigma2)
        #expect(FileFormat.of(path: "/etc/enigma2/bouquets.tv") == .enigma2)
        #expect(FileFormat.of(path: "/etc/enigma2/userbouquet.favourites.tv.del") == .json)
        #expect(FileFormat(option: "enigma2") == .enigma2)
        let error = try #require(throws: StoreError.self) {
            try FileFormat.json.decode(Array("#NAME Favourites\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n".utf8), path: "fav.txt")
        }
        #expect(error.description.contains("open it with --format enigma2"))
    }

    @Test func aOneByteLastLineWithoutItsLineEndStopsTheBoxAndStaysLast() throws {
        let text = "#NAME X\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\nx"
        let document = try document(text)
        #expect(document.stopLine == 3)
        let ids = ["1:0:1:2:1:1:C00000:0:0:0:", "1:0:1:1:1:1:C00000:0:0:0:"]
        let moved = try #require(try saved(document, ids))
        #expect(moved == "#NAME X\r\n#SERVICE 1:0:1:2:1:1:C00000:0:0:0:\r\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\nx")
        #expect(BoxRules.bouquet(Array(moved.utf8)).entries.map(\.reference) == ids)
        // A one-byte line with its `\n` is two bytes long: the box reads on.
        #expect(try self.document("#NAME X\r\nx\n#SERVICE 1:0:1:1:1:1:C00000:0:0:0:\r\n").entries.count == 1)
    }
}
