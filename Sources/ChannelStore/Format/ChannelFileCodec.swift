import ChannelCore

/// The channel file format (DESIGN §3), version 1:
///
/// ```json
/// {
///   "version": 1,
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
public enum ChannelFileCodec {
    /// The only version this build reads and writes.
    public static let version = 1

    /// Parses and validates a channel file. `path` is only used in error messages.
    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> Board {
        guard !bytes.isEmpty else {
            throw StoreError(path: path, problem: "file is empty", kind: .invalidData)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw StoreError(path: path, location: error.position.description, problem: error.problem, kind: .invalidData)
        }
        return try ChannelFileDecoder(path: path).board(from: root)
    }

    /// The file's bytes for `board`: pretty printed with 2-space indents, keys in the order
    /// `version, current, mine, available`, one channel per line, ending with a newline.
    /// Control characters in names are escaped. (An id with a control character, which only
    /// code could make, would be written but refused by `decode`.)
    public static func encode(_ board: Board) -> [UInt8] {
        ChannelFileEncoder.encode(board)
    }
}
