import ChannelCore

/// Entries no file or catalog holds yet, typed by the user: a URL given to `add` for a
/// playlist or a feed list (README "Playlists", "newsboat") becomes one line, the URL, which
/// mpv, Kodi and newsboat read as an entry or a feed of its own. A source of entries for a
/// save (`RevisionContext`), never a file.
public struct NewEntries: ChannelDocument {
    let urls: Set<String>

    public init(urls: [String]) {
        self.urls = Set(urls)
    }

    /// True when `id` can be written as a line of its own in a playlist or a urls file: a URL
    /// (`scheme://`, the scheme letters, digits, `+`, `-` or `.`) with no blank, quote or
    /// control character, so the line means that URL and nothing else.
    public static func accepts(_ id: String) -> Bool {
        guard let separator = id.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = id.utf8[..<separator]
        guard let first = scheme.first, (0x61...0x7A).contains(first | 0x20),
              scheme.allSatisfy({ (0x61...0x7A).contains($0 | 0x20) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }),
              id.utf8[separator...].starts(with: Array("://".utf8)), id.utf8.count > scheme.count + 3
        else { return false }
        return !id.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\"" || $0.properties.isWhitespace }
    }

    public var board: Board { Board() }
    public var catalog: String? { nil }

    public func entry(id: String) -> [UInt8]? {
        urls.contains(id) ? Array(id.utf8) + [0x0A] : nil
    }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? { nil }
}
