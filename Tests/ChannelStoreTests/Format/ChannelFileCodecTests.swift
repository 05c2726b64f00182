import ChannelCore
import ChannelStore
import Testing

@Suite("Channel file codec")
struct ChannelFileCodecTests {
    private func board(_ mine: [Channel], _ available: [Channel], current: String? = nil) throws -> Board {
        try Board(mine: mine, available: available, current: current)
    }

    /// A save writes the file a chunk at a time as it is encoded: the bytes are the same as the
    /// whole document's, for any chunk size, and no chunk is much larger than asked.
    @Test(arguments: [1, 7, 100, 64 * 1024])
    func streamedChunksMakeTheSameBytes(chunkSize: Int) throws {
        let mine = (0..<300).map { Channel(id: "m\($0)", name: $0 % 5 == 0 ? "财经 \($0)" : "Name \($0) \"quoted\"\t", locked: $0 == 0) }
        let available = (0..<200).map { Channel(id: "a\($0)", name: "Other \($0)") }
        let value = try board(mine, available, current: "m3")
        var streamed: [UInt8] = []
        var largest = 0
        ChannelFileCodec.encode(value, catalog: "en", chunkSize: chunkSize) { piece in
            streamed.append(contentsOf: piece)
            largest = max(largest, piece.count)
        }
        #expect(streamed == ChannelFileCodec.encode(value, catalog: "en"))
        #expect(largest < chunkSize + 200, "a chunk is about the size asked (one channel's line over)")
        // An empty board streams too.
        var empty: [UInt8] = []
        ChannelFileCodec.encode(try board([], []), catalog: nil, chunkSize: chunkSize) { empty.append(contentsOf: $0) }
        #expect(empty == ChannelFileCodec.encode(try board([], []), catalog: nil))
    }

    @Test func encodesTheDocumentedLayout() throws {
        let value = try board(
            [Channel(id: "top", name: "Top", locked: true), Channel(id: "tech", name: "Tech")],
            [Channel(id: "sports", name: "Sports"), Channel(id: "finance", name: "财经")],
            current: "top")
        let expected = """
            {
              "version": 2,
              "catalog": "en",
              "current": "top",
              "mine": [
                {"id": "top", "name": "Top", "locked": true},
                {"id": "tech", "name": "Tech"}
              ],
              "available": [
                {"id": "sports", "name": "Sports"},
                {"id": "finance", "name": "财经"}
              ]
            }

            """
        #expect(String(decoding: ChannelFileCodec.encode(value, catalog: "en"), as: UTF8.self) == expected)
        let decoded = try ChannelFileCodec.decodeFile(Array(expected.utf8), path: "f")
        #expect(decoded == ChannelFile(board: value, catalog: "en", version: 2))
    }

    @Test func version1IsReadWithoutACatalogAndVersion2MayNameNone() throws {
        let v1 = "{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"A\"}], \"available\": []}"
        let file = try ChannelFileCodec.decodeFile(Array(v1.utf8), path: "f")
        #expect(file.version == 1 && file.catalog == nil && file.board.mine.map(\.id) == ["a"])
        for text in ["{\"version\": 2, \"catalog\": null, \"mine\": [], \"available\": []}", "{\"version\": 2, \"mine\": [], \"available\": []}"] {
            let none = try ChannelFileCodec.decodeFile(Array(text.utf8), path: "f")
            #expect(none.version == 2 && none.catalog == nil)
        }
        let named = try ChannelFileCodec.decodeFile(Array("{\"version\": 2, \"catalog\": \"zh-Hant\", \"mine\": [], \"available\": []}".utf8), path: "f")
        #expect(named.catalog == "zh-Hant")
    }

    @Test func encodesEmptyListsAndNoCurrent() {
        let expected = "{\n  \"version\": 2,\n  \"catalog\": null,\n  \"current\": null,\n  \"mine\": [],\n  \"available\": []\n}\n"
        #expect(String(decoding: ChannelFileCodec.encode(Board()), as: UTF8.self) == expected)
    }

    @Test func roundTripsAwkwardNames() throws {
        let names = ["推荐", "热点 🔥", "😀👍🏽👨‍👩‍👧", "say \"hi\"", "back\\slash\\", "tab\there", "line\nbreak",
                     "\u{1B}[31mred\u{1B}[0m", "nul\u{0}byte", "del\u{7F}", "c1\u{85}\u{9B}", " spaced ", "/slash/",
                     "é\u{301}", "\u{FEFF}bom", "\u{2028}sep"]
        let mine = names.enumerated().map { Channel(id: "m\($0.offset)", name: $0.element, locked: $0.offset < 2) }
        let available = names.enumerated().map { Channel(id: "a\($0.offset) \"q\" \\ 中", name: $0.element) }
        let original = try board(mine, available, current: "a3 \"q\" \\ 中")
        let bytes = ChannelFileCodec.encode(original)
        #expect(try ChannelFileCodec.decode(bytes, path: "x.json") == original)
        // Escaped control characters keep every channel on its own line.
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6 + 2 * names.count + 4)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x00) && !bytes.contains(0x7F))
    }

    @Test func decodesOptionalPartsAndNormalisesLockedToTheFront() throws {
        let text = """
            {"available": [{"id": "b", "name": "B", "locked": false}],
             "mine": [{"id": "a", "name": "A"}, {"id": "t", "name": "T", "locked": true}],
             "version": 1}
            """
        let decoded = try ChannelFileCodec.decode(Array(text.utf8), path: "f")
        #expect(decoded.mine == [Channel(id: "t", name: "T", locked: true), Channel(id: "a", name: "A")])
        #expect(decoded.available == [Channel(id: "b", name: "B")])
        #expect(decoded.current == nil)
        let withNull = #"{"version": 1, "current": null, "mine": [], "available": []}"#
        #expect(try ChannelFileCodec.decode(Array(withNull.utf8), path: "f") == Board())
        // current may name a channel in Add Channels (it was opened, then removed by hand): it is
        // the last one opened, but not current until it is back in My Channels.
        let inAvailable = #"{"version": 1, "current": "b", "mine": [], "available": [{"id": "b", "name": "B"}]}"#
        #expect(try ChannelFileCodec.decode(Array(inAvailable.utf8), path: "f").current == nil)
        #expect(try ChannelFileCodec.decode(Array(inAvailable.utf8), path: "f").lastOpened == "b")
    }

    @Test func hugeNamesLoad() throws {
        let long = String(repeating: "长", count: 100_000)
        let original = try board([Channel(id: "x", name: long)], [Channel(id: String(repeating: "i", count: 100_000), name: "n")])
        #expect(try ChannelFileCodec.decode(ChannelFileCodec.encode(original), path: "f") == original)
    }

    @Test func hundredThousandChannelsRoundTrip() throws {
        let mine = (0..<50_000).map { Channel(id: "m\($0)", name: "我的 \($0) \"q\"", locked: $0 < 3) }
        let available = (0..<50_000).map { Channel(id: "a\($0)", name: "Channel \\ \($0) 😀") }
        let original = try board(mine, available, current: "a49999")
        let bytes = ChannelFileCodec.encode(original)
        let decoded = try ChannelFileCodec.decode(bytes, path: "big.json")
        #expect(decoded == original)
        #expect(decoded.mine.count + decoded.available.count == 100_000)
        #expect(ChannelFileCodec.encode(decoded) == bytes)
    }
}
