import ChannelCore
import ChannelStore
import Testing

/// The screen's rename, group and number (issue 36 item 3) through the store: the edit is made
/// on the document as saved last, only that field's bytes change, and the edit back (undo)
/// gives the very bytes from before, a bare URL line included.
@Suite("Playlist field edits saved by the store")
struct PlaylistFieldSaveTests {
    static let text = "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"News\",Alpha\r\nhttp://e/a\r\n# note\r\n#EXTINF:-1 tvg-id=\"b\",Beta\r\nhttp://e/b\r\nhttp://e/c"

    func text(_ path: String) -> String { String(decoding: readFile(path) ?? [], as: UTF8.self) }

    @Test func eachEditAndItsUndoChangeOnlyThatField() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/tv.m3u8"
            try writeFile(path, Array(Self.text.utf8))
            let store = ChannelFileStore(path: path)
            let document = try #require(try store.read()).document
            #expect(document.editableFields == Set(EntryEdit.Field.allCases))
            let fields = try #require(document as? PlaylistDocument)
            #expect(fields.text(of: .group, id: "http://e/a") == "News")
            #expect(fields.text(of: .name, id: "http://e/c") == nil)
            var board = document.board
            let edits = [
                EntryEdit(field: .name, values: [.init(id: "http://e/a", text: "鳳凰 Alpha")], previous: [.init(id: "http://e/a", text: "Alpha")]),
                EntryEdit(field: .group, values: [.init(id: "http://e/b", text: "Films")], previous: [.init(id: "http://e/b", text: nil)]),
                EntryEdit(field: .name, values: [.init(id: "http://e/c", text: "Gamma")], previous: [.init(id: "http://e/c", text: nil)]),
                EntryEdit(field: .number, values: [.init(id: "http://e/a", text: "7"), .init(id: "http://e/c", text: "8")],
                          previous: [.init(id: "http://e/a", text: nil), .init(id: "http://e/c", text: nil)]),
            ]
            let expected = [
                "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"News\",鳳凰 Alpha\r\nhttp://e/a\r\n# note\r\n#EXTINF:-1 tvg-id=\"b\",Beta\r\nhttp://e/b\r\nhttp://e/c",
                "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"News\",鳳凰 Alpha\r\nhttp://e/a\r\n# note\r\n#EXTINF:-1 tvg-id=\"b\" group-title=\"Films\",Beta\r\nhttp://e/b\r\nhttp://e/c",
                "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"News\",鳳凰 Alpha\r\nhttp://e/a\r\n# note\r\n#EXTINF:-1 tvg-id=\"b\" group-title=\"Films\",Beta\r\nhttp://e/b\r\n#EXTINF:-1,Gamma\r\nhttp://e/c",
                "#EXTM3U\r\n#EXTINF:-1 tvg-id=\"a\" group-title=\"News\" tvg-chno=\"7\",鳳凰 Alpha\r\nhttp://e/a\r\n# note\r\n#EXTINF:-1 tvg-id=\"b\" group-title=\"Films\",Beta\r\nhttp://e/b\r\n#EXTINF:-1 tvg-chno=\"8\",Gamma\r\nhttp://e/c",
            ]
            for (edit, bytes) in zip(edits, expected) {
                try board.apply(edit)
                _ = try store.save(board, catalog: nil, replacing: .anything, edits: [edit])
                #expect(text(path) == bytes)
            }
            // The ids stay those the editor has: a move after the edits writes them all.
            _ = try board.move(from: 2, to: 0)
            try store.save(board)
            _ = try board.move(from: 0, to: 2)
            try store.save(board)
            #expect(text(path) == expected[3])
            // Undo, one edit after the other: each step gives the bytes from before it.
            for (edit, bytes) in zip(edits.reversed(), expected.dropLast().reversed() + [Self.text]) {
                try board.apply(edit.inverse)
                _ = try store.save(board, catalog: nil, replacing: .anything, edits: [edit.inverse])
                #expect(text(path) == bytes)
            }
            #expect(text(path) == Self.text)
        }
    }

    @Test func anEditAlreadyMadeWritesNothing() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/tv.m3u"
            try writeFile(path, Array(Self.text.utf8))
            let store = ChannelFileStore(path: path)
            let board = try #require(try store.read()).document.board
            let before = store.identity()
            let same = EntryEdit(field: .group, values: [.init(id: "http://e/a", text: "News")], previous: [.init(id: "http://e/a", text: "News")])
            _ = try store.save(board, catalog: nil, replacing: .anything, edits: [same])
            #expect(store.identity() == before)
        }
    }

    @Test func perGroupNumbersGiveEachGroupABlock() throws {
        let list = try PlaylistDocument(
            bytes: Array("#EXTM3U\n#EXTINF:-1 group-title=\"N\",A\nhttp://p/1\n#EXTINF:-1 group-title=\"F\",B\nhttp://p/2\n#EXTINF:-1 group-title=\"N\",C\nhttp://p/3\n".utf8),
            path: "f.m3u")
        let bytes = try #require(PlaylistFieldEdit.numbered(list, from: 1, perGroup: true))
        #expect(String(decoding: bytes, as: UTF8.self)
            == "#EXTM3U\n#EXTINF:-1 group-title=\"N\" tvg-chno=\"1\",A\nhttp://p/1\n#EXTINF:-1 group-title=\"F\" tvg-chno=\"11\",B\nhttp://p/2\n#EXTINF:-1 group-title=\"N\" tvg-chno=\"2\",C\nhttp://p/3\n")
    }
}
