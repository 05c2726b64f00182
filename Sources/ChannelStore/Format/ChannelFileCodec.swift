import ChannelCore
import Localization

/// The channel file format, version 2 (docs/FORMATS.md, "Each format"):
///
/// ```json
/// {
///   "version": 2,
///   "catalog": "en",
///   "current": "top",
///   "mine": [
///     {"id": "top", "name": "Top", "locked": true}
///   ],
///   "available": []
/// }
/// ```
///
/// `current` may be a string, null, or absent. A channel is `{"id", "name", "locked"?}` with a
/// non-empty id (no control characters) and a non-empty name of any length. Unknown keys are
/// rejected, so a typo is reported instead of being silently dropped on the next save.
/// `catalog` (version 2 only) is a catalog name or null. Version 1 — the same without
/// `catalog` — is still read; every save writes version 2.
public enum ChannelFileCodec {
    /// The version this build writes.
    static let version = 2
    /// The versions this build reads.
    static let readableVersions = 1...2

    /// Parses and validates a channel file's board. `path` is only used in error messages.
    package static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> Board {
        try decodeFile(bytes, path: path).board
    }

    /// Parses and validates a whole channel file: the board and the catalog it follows.
    package static func decodeFile(_ bytes: [UInt8], path: String) throws(StoreError) -> ChannelFile {
        guard !bytes.isEmpty else {
            throw StoreError(path: path, problem: .tr("file is empty"), kind: .invalidData)
        }
        return try ChannelFileDecoder(path: path).file(from: bytes)
    }

    /// The file's bytes: pretty printed with 2-space indents, keys in the order
    /// `version, catalog, current, mine, available`, one channel per line, ending with a
    /// newline. Control characters in names are escaped. (An id with a control character,
    /// which only code could make, would be written but refused by `decode`.)
    static func encode(_ file: ChannelFile) -> [UInt8] {
        ChannelFileEncoder.encode(file.board, catalog: file.catalog, version: version)
    }

    /// `board` as a version 2 file that follows `catalog` (nil: none).
    public static func encode(_ board: Board, catalog: String? = nil) -> [UInt8] {
        ChannelFileEncoder.encode(board, catalog: catalog, version: version)
    }

    /// The same bytes, handed to `sink` a chunk at a time as they are made (what a save writes).
    package static func encode(_ board: Board, catalog: String?, chunkSize: Int = 64 * 1024,
                       to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        ChannelFileEncoder.encode(board, catalog: catalog, version: version, chunkSize: chunkSize, to: sink)
    }
}
