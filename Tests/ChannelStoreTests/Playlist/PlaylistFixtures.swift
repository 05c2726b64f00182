import ChannelCore
import ChannelStore

/// Playlists in the shapes players read, written from Kodi IPTV Simple's README (the
/// `#EXTM3U` attributes, `#EXTINF` attributes, `#EXTGRP`, `#KODIPROP`, `#EXTVLCOPT`, the
/// `|header=value` URL suffix) and from provider lists (a `tvg-id` repeated, CJK names).
enum PlaylistFixtures {
    /// Kodi-style: header attributes, a comment, directives inside entries, a pipe suffix,
    /// quoted values with commas, spaces and `=`, a group by `#EXTGRP`, a blank line between
    /// some entries, `tvg-chno` on every entry.
    static let kodi = """
        #EXTM3U x-tvg-url="http://example.com/epg.xml.gz" tvg-shift=-1 catchup="shift"
        # My favourites, hand-sorted
        #EXTINF:-1 tvg-id="cctv1.cn" tvg-chno="1" tvg-logo="http://example.com/l/1.png" group-title="央视, 综合",CCTV-1 综合
        #KODIPROP:inputstream=inputstream.adaptive
        #KODIPROP:inputstream.adaptive.manifest_type=hls
        http://example.com/live/cctv1.m3u8

        #EXTINF:-1 tvg-id="news" tvg-chno="2" tvg-name="News=24" radio="false" group-title="News",News 24, the "late" edition
        #EXTVLCOPT:http-user-agent=Mozilla/5.0
        http://example.com/live/news.m3u8|User-Agent=Mozilla&Referer=http://example.com/
        #EXTINF:-1 tvg-id="cctv1.cn" tvg-chno="3",CCTV-1 备用
        #EXTGRP:央视
        http://example.com/live/cctv1-b.m3u8
        #EXTINF:-1 tvg-chno="4" tvg-name="Radio One" radio="true",
        http://example.com/radio/one.aac
        # the end

        """

    /// The same text with CRLF line ends, a byte order mark and no final newline.
    static var kodiWindows: [UInt8] {
        var text = Array(kodi.utf8)
        text.removeLast()  // no final newline
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in text {
            if byte == 0x0A { bytes.append(0x0D) }
            bytes.append(byte)
        }
        return bytes
    }

    /// A plain M3U: URL lines with a comment, no `#EXTM3U`.
    static let plain = """
        # radio
        http://example.com/a.mp3
        http://example.com/b.mp3
        /music/c d.flac

        """

    /// A provider list: one `tvg-id` over several entries, the same URL twice.
    static let provider = """
        #EXTM3U
        #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1
        http://example.com/p/1.m3u8
        #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1 HD
        http://example.com/p/1hd.m3u8
        #EXTINF:-1 tvg-id="cctv1.cn" group-title="央视",CCTV-1 (copy)
        http://example.com/p/1.m3u8
        #EXTINF:-1 tvg-id="cctv2.cn" group-title="央视",CCTV-2 财经
        http://example.com/p/2.m3u8

        """

    static func document(_ text: String) throws -> PlaylistDocument {
        try PlaylistDocument(bytes: Array(text.utf8), path: "t.m3u8")
    }

    /// The document's bytes after the board `change` makes, through a store-less revision.
    static func revised(_ document: PlaylistDocument, sources: [any ChannelDocument] = [],
                        _ change: (inout Board) throws -> Void) throws -> String? {
        var board = document.board
        for source in sources { board = Catalog.merge(file: board, catalog: source.board) }
        try change(&board)
        let context = RevisionContext(sources: [document] + sources)
        return try document.revised(to: board, context: context).map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
