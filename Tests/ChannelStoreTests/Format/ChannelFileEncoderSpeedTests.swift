import ChannelCore
import ChannelStore
import Testing

/// The fast encoder (issue 21, item 7: a save encodes the whole file after every key) writes
/// exactly the bytes today's files have: the golden files written by the encoder before it, and
/// the reference encoder (`ReferenceEncoder`, the old code) on seeded random boards whose names
/// need every kind of escape at every offset of the eight-byte words the fast path reads.
@Suite("Channel file encoder: the fast path writes the same bytes")
struct ChannelFileEncoderSpeedTests {
    /// Tests/ChannelStoreTests/Format/Golden, next to this file.
    private static let goldenFolder: String = {
        let path = #filePath
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/Golden"
    }()

    /// Files saved by the encoder before this one (`channel-editor move` on a hand-written file):
    /// read, then written again, they come back byte for byte.
    @Test(arguments: ["escapes.json", "bench-300.json"])
    func goldenFilesComeBackByteForByte(name: String) throws {
        let golden = try #require(readFile(Self.goldenFolder + "/" + name), "missing golden file \(name)")
        let file = try ChannelFileCodec.decodeFile(golden, path: name)
        #expect(ChannelFileCodec.encode(file.board, catalog: file.catalog) == golden)
        var streamed: [UInt8] = []
        ChannelFileCodec.encode(file.board, catalog: file.catalog, chunkSize: 97) { streamed.append(contentsOf: $0) }
        #expect(streamed == golden)
    }

    /// Every piece a name may hold that the escape rule treats differently: ASCII, `"` and `\`,
    /// each C0 control, DEL, the C1 controls and the 0xC2 pairs that are text (U+00A0, ©), other
    /// two-, three- and four-byte scalars (U+2028/2029 are not escaped), noncharacters and the
    /// last scalar.
    static let pieces: [String] = {
        var pieces = ["a", "Z", "0", " ", "/", "~", "\"", "\\", "\u{7F}", "\u{A0}", "©", "\u{BF}", "é", "e\u{301}",
                      "\u{2028}", "\u{2029}", "财经", "科技", "😀", "👨‍👩‍👧", "👍🏽", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}",
                      "\u{D7FF}", "\u{E000}", "\u{10FFFF}", "\u{1F}", "ab\"cd\\ef"]
        pieces += (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        pieces += (0x80..<0xA0).map { String(UnicodeScalar(UInt8($0))) }
        return pieces
    }()

    private static func randomText(_ random: inout SeededGenerator, maxPieces: Int) -> String {
        let count = Int(random.next() % UInt64(maxPieces + 1))
        var text = ""
        for _ in 0..<count {
            // Mostly plain letters, so runs long enough for whole words sit between the escapes.
            if random.next() % 3 == 0 {
                text += pieces[Int(random.next() % UInt64(pieces.count))]
            } else {
                text += String(repeating: "x", count: Int(random.next() % 12))
            }
        }
        return text
    }

    /// Every piece at every offset 0...17 from the start of a string, and followed by 0...9
    /// more bytes: each lands in each byte of a word, in a word's tail and in a string too
    /// short for a word.
    @Test func everyPieceAtEveryOffsetMatchesTheReference() {
        for piece in Self.pieces {
            for before in 0...17 {
                for after in 0...9 {
                    let text = String(repeating: "p", count: before) + piece + String(repeating: "q", count: after)
                    var writer = JSONWriter()
                    writer.string(text)
                    var expected: [UInt8] = []
                    ReferenceEncoder.string(text, into: &expected)
                    #expect(writer.bytes == expected, "\(Array(text.unicodeScalars.map(\.value)))")
                }
            }
        }
    }

    @Test(arguments: 1...40)
    func seededRandomBoardsMatchTheReference(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = Int(random.next() % 300)
        var channels: [Channel] = []
        for index in 0..<count {
            let id = "c\(index)" + Self.randomText(&random, maxPieces: 3)
            channels.append(Channel(id: id, name: Self.randomText(&random, maxPieces: 8), locked: false))
        }
        let split = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
        let locked = min(split, Int(random.next() % 3))
        var mine = Array(channels[..<split])
        for index in 0..<locked { mine[index].locked = true }
        let board = try Board(mine: mine, available: Array(channels[split...]), current: mine.first?.id)
        let catalog: String? = seed % 3 == 0 ? nil : "en"
        let expected = ReferenceEncoder.file(board, catalog: catalog)
        #expect(ChannelFileCodec.encode(board, catalog: catalog) == expected)
        let chunkSize = [1, 7, 100, 4096, 64 * 1024][Int(seed % 5)]
        var streamed: [UInt8] = []
        ChannelFileCodec.encode(board, catalog: catalog, chunkSize: chunkSize) { streamed.append(contentsOf: $0) }
        #expect(streamed == expected)
        #expect(ChannelFileEncoder.encode(board, catalog: catalog, version: 1) == ReferenceEncoder.file(board, catalog: nil, version: 1))
        #expect(ChannelFileEncoder.array(channels) == ReferenceEncoder.array(channels))
    }

    /// The board the bench saves (bench/fixtures.py's generator) at 10,000 channels, streamed
    /// 64 KB at a time as a save writes it; and names far longer than a chunk (the block grows).
    @Test func largeBoardsAndHugeNamesMatchTheReference() throws {
        let board = try Self.benchBoard(count: 10_000)
        var streamed: [UInt8] = []
        var pieces = 0
        ChannelFileCodec.encode(board, catalog: "en") { piece in
            streamed.append(contentsOf: piece)
            pieces += 1
        }
        #expect(streamed == ReferenceEncoder.file(board, catalog: "en"))
        #expect(pieces == (streamed.count + 64 * 1024 - 1) / (64 * 1024), "64 KB pieces, the last one shorter")
        let huge = try Board(
            mine: [Channel(id: "x", name: String(repeating: "长\u{1}\"", count: 40_000))],
            available: [Channel(id: String(repeating: "i\\", count: 50_000), name: "\u{85}")])
        var hugeStreamed: [UInt8] = []
        ChannelFileCodec.encode(huge, catalog: nil, chunkSize: 1000) { hugeStreamed.append(contentsOf: $0) }
        #expect(hugeStreamed == ReferenceEncoder.file(huge, catalog: nil))
        #expect(ChannelFileCodec.encode(huge, catalog: nil) == ReferenceEncoder.file(huge, catalog: nil))
    }

    /// Sources/channel-editor-bench/BenchBoard.swift's names (and bench/fixtures.py's).
    static func benchBoard(count: Int) throws -> Board {
        let words = ["News", "Sports", "Tech", "Finance", "World", "Video", "Health", "Travel", "Autos",
                     "Games", "Music", "Movies", "Books", "Science", "Food", "Fashion", "Weather", "Local"]
        let chinese = ["科技", "财经", "体育", "娱乐", "国际", "视频", "健康", "旅游"]
        func name(_ index: Int) -> String {
            if index % 13 == 12 { return "\(words[index % words.count]) and everything around it \(index)" }
            if index % 5 == 4 { return "\(chinese[index % chinese.count])\(index)" }
            return "\(words[index % words.count]) \(index)"
        }
        let channels = (0..<count).map { Channel(id: "c\($0)", name: name($0), locked: $0 < 2) }
        return try Board(mine: Array(channels[..<(count / 2)]), available: Array(channels[(count / 2)...]))
    }
}
