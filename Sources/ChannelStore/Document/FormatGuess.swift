/// What a file's first line (past comments) says it is, for the error when its name picked the
/// wrong format (a playlist called `list.txt` read as JSON, a channels file called `tv.m3u` read
/// as a playlist, a urls file's copy `urls.orig`): the user is told which `--format` opens it
/// instead of a parser's complaint.
enum FormatGuess {
    /// The format the bytes look like, judged by their first line that is not blank or a `#`
    /// comment (`#EXTM3U` and `#EXTINF` say playlist; a urls file often starts with comments);
    /// nil when nothing is clear.
    static func of(_ bytes: [UInt8]) -> Looks? {
        if Enigma2Loader.looksLikeBouquet(bytes) { return .bouquet }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while let line = nextLine(bytes, from: &start) {
            if line.starts(with: Array("#EXTM3U".utf8)) || line.starts(with: Array("#EXTINF".utf8)) { return .playlist }
            if line.first == UInt8(ascii: "#") { continue }
            if line.first == UInt8(ascii: "{") { return .json }
            let schemes = ["http://", "https://", "query:", "exec:", "filter:", "file://"]
            if schemes.contains(where: { line.starts(with: Array($0.utf8)) }) { return .urlLines }
            return nil
        }
        return nil
    }

    enum Looks: Equatable {
        /// `#EXTM3U` or `#EXTINF` first: an M3U playlist.
        case playlist
        /// `{` first: a channels file of our own.
        case json
        /// A URL first: newsboat's feed list, or a plain playlist of URLs.
        case urlLines
        /// `#NAME ` or `#SERVICE` first: an Enigma2 bouquet.
        case bouquet
    }

    /// The next line with something on it from `start`, without leading blanks; `start` moves
    /// past it.
    private static func nextLine(_ bytes: [UInt8], from start: inout Int) -> ArraySlice<UInt8>? {
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
        defer { start = end }
        return bytes[start..<end]
    }
}
