import ChannelCore
import ChannelStore
import Glibc
import Testing
import channel_editor

/// The screen's rename, group and number (issue 36 item 3) through the screen's saver: an edit
/// is a `BoardChange.edit` made on the file's document, and re-applied by id on a file another
/// program changed meanwhile (its change kept), as moves are.
@Suite("Field edits through the screen's saver")
struct FieldEditSaveTests {
    static let text = "#EXTM3U\n#EXTINF:-1 group-title=\"News\",Alpha\nhttp://e/a\n#EXTINF:-1,Beta\nhttp://e/b\n"

    static func file(_ text: String) throws -> String {
        let folder = "/tmp/ce-fields-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try #require(mkdir(folder, 0o700) == 0)
        let path = folder + "/tv.m3u"
        try write(path, text)
        return path
    }

    static func write(_ path: String, _ text: String) throws {
        let other = path + ".swp"
        let descriptor = open(other, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        rename(other, path)
    }

    static func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func anEditIsWrittenAndReappliedOnAFileChangedMeanwhile() throws {
        let path = try Self.file(Self.text)
        let store = ChannelFileStore(path: path, format: .m3u)
        var saver = try GuardedSaver.following(store)
        var board = try #require(try store.load())
        let rename = EntryEdit(field: .name, values: [.init(id: "http://e/b", text: "鳳凰", shown: "鳳凰")],
                               previous: [.init(id: "http://e/b", text: "Beta", shown: "Beta")])
        try board.apply(rename)
        #expect(try saver.save(board, changes: [.edit(rename)]) == .saved)
        #expect(Self.read(path) == Self.text.replacingOccurrences(of: ",Beta", with: ",鳳凰"))

        // Another program adds a comment; the group edit is made on what it wrote.
        try Self.write(path, "#EXTM3U\n# theirs\n" + Self.read(path).dropFirst("#EXTM3U\n".count))
        let group = EntryEdit(field: .group, values: [.init(id: "http://e/a", text: nil)],
                              previous: [.init(id: "http://e/a", text: "News")])
        guard case .merged(_, let refusal) = try saver.save(board, changes: [.edit(group)]) else {
            Issue.record("the file changed: a merge")
            return
        }
        #expect(refusal == nil)
        #expect(Self.read(path) == "#EXTM3U\n# theirs\n#EXTINF:-1,Alpha\nhttp://e/a\n#EXTINF:-1,鳳凰\nhttp://e/b\n")
    }
}
