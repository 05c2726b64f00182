import ChannelCore
import ChannelStore
import Glibc
import Testing

/// What is kept beside a list file (README "Playlists", "VDR"): one file format for every
/// list's kept entries, and the files users have (written by earlier versions, when VDR kept
/// its removed channels as a playlist's) read as before.
@Suite("What is kept beside a list file")
struct KeptBesideTests {
    static let line = "A,a;P:12187:H:S19.2E:27500:1:2:3:0:11:1:1089:0\n"
    static let other = "B:12187:H:S19.2E:27500:1:2:3:0:12:1:1089:0\n"

    @Test func theTagLinesGiveCatalogsAndEachEntryUnderItsId() {
        let file = KeptFile(bytes: Array("""
            #X-CHANNEL-EDITOR-PLAYLIST:/l.m3u\r
            #X-CHANNEL-EDITOR-CATALOG:/c.m3u\r
            #X-CHANNEL-EDITOR-CATALOG:\r
            #X-CHANNEL-EDITOR-ID:a #2\r
            #EXTINF:-1,A\r
            http://e/a\r
            #X-CHANNEL-EDITOR-ID:b
            http://e/b

            """.utf8))
        #expect(file.catalogs == ["/c.m3u"])
        #expect(file.records.map(\.id) == ["a #2", "b"])
        #expect(file.records.map { String(decoding: $0.entry, as: UTF8.self) } == ["#EXTINF:-1,A\r\nhttp://e/a\r\n", "http://e/b\n"])
    }

    /// A channels.conf's removed channel, in the file an earlier version wrote (the playlist's
    /// tags, its folder and name), is in Add Channels again, its line read as VDR reads it.
    @Test func aVDRFilesRemovedChannelsKeptByAnEarlierVersionReadAsBefore() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.conf"
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            try writeFile(path, Self.other)
            let id = try VDRDocument(bytes: Array(Self.line.utf8), path: "x").board.mine[0].id
            let kept = try KeptBeside<KeptEntries>(listPath: path, environment: environment)
            #expect(kept.path.hasPrefix(folder + "/state/channel-editor/playlists/channels.conf-") && kept.path.hasSuffix(".m3u"))
            for folder in [folder + "/state", folder + "/state/channel-editor", folder + "/state/channel-editor/playlists"] { mkdir(folder, 0o755) }
            try writeFile(kept.path, "#X-CHANNEL-EDITOR-PLAYLIST:\(path)\n#X-CHANNEL-EDITOR-ID:\(id)\n\(Self.line)")
            let store = ChannelFileStore(path: path, format: .vdr)
            let load = try VDRBoard.load(store, state: KeptBeside<KeptEntries>(listPath: path, environment: environment), catalogs: [], svdrp: nil)
            #expect(load.board.available.map(\.id) == [id])
            #expect(load.board.available.map(\.name) == ["A"])
        }
    }

    /// A channel removed now is kept in the same bytes as earlier versions wrote, and goes back
    /// into the file as it was.
    @Test func aRemovedVDRChannelIsKeptInTheSameBytesAsBefore() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/channels.conf"
            let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": folder]
            try writeFile(path, Self.line + Self.other)
            let store = ChannelFileStore(path: path, format: .vdr)
            let kept = try KeptBeside<KeptEntries>(listPath: path, environment: environment)
            var board = try VDRBoard.load(store, state: kept, catalogs: [], svdrp: nil).board
            let id = board.mine[0].id
            _ = try board.remove(at: 0)
            try store.save(board)
            #expect(readFile(path) == Array(Self.other.utf8))
            #expect(readFile(kept.path) == Array("#X-CHANNEL-EDITOR-PLAYLIST:\(path)\n#X-CHANNEL-EDITOR-ID:\(id)\n\(Self.line)".utf8))

            let later = ChannelFileStore(path: path, format: .vdr)
            var again = try VDRBoard.load(later, state: KeptBeside<KeptEntries>(listPath: path, environment: environment), catalogs: [], svdrp: nil).board
            #expect(again.available.map(\.id) == [id])
            _ = try again.add(at: 0)
            try later.save(again)
            #expect(readFile(path) == Array((Self.other + Self.line).utf8))
        }
    }
}
