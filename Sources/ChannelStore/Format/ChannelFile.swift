import ChannelCore

/// A channel file as read: the board, and which bundled catalog (if any) the file follows.
///
/// Version 2 of the format records the catalog (`"catalog": "en"`, or `null` for a file that
/// is its own universe); version 1 files had no such key, and `catalog` is nil for them until
/// `BoardSource` applies the documented version-1 rule (docs/DECISIONS.md, "Catalogs").
public struct ChannelFile: Hashable, Sendable {
    public var board: Board
    /// The bundled catalog whose new channels are merged in on every read; nil: none.
    public var catalog: String?
    /// The version the file was written in (1 or 2). Saves always write `ChannelFileCodec.version`.
    public var version: Int

    package init(board: Board, catalog: String?, version: Int = ChannelFileCodec.version) {
        self.board = board
        self.catalog = catalog
        self.version = version
    }

    /// True for a name a file may record: 1 to 32 ASCII letters, digits, `-` or `_` (a catalog
    /// name such as `zh-Hant`, never a path).
    static func isCatalogName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 32 && text.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F
        }
    }
}
