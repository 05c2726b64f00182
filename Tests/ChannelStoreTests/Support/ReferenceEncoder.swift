import ChannelCore

/// The channels file encoder as it was before the fast one (issue 21, item 7), kept as the
/// tests' reference: the file format is a promise (README, "The channels file"), so the fast
/// encoder must make these bytes exactly. Plain array appends and a byte-by-byte escape loop:
/// slow, and obviously right.
enum ReferenceEncoder {
    static func file(_ board: Board, catalog: String?, version: Int = 2) -> [UInt8] {
        var out: [UInt8] = []
        out += Array((version >= 2 ? "{\n  \"version\": 2,\n  " : "{\n  \"version\": 1,\n  ").utf8)
        if version >= 2 {
            out += Array("\"catalog\": ".utf8)
            if let catalog { string(catalog, into: &out) } else { out += Array("null".utf8) }
            out += Array(",\n  ".utf8)
        }
        out += Array("\"current\": ".utf8)
        if let current = board.lastOpened { string(current, into: &out) } else { out += Array("null".utf8) }
        out += Array(",\n  \"mine\": ".utf8)
        list(board.mine, depth: 1, locked: true, into: &out)
        out += Array(",\n  \"available\": ".utf8)
        list(board.available, depth: 1, locked: true, into: &out)
        out += Array("\n}\n".utf8)
        return out
    }

    static func array(_ channels: [Channel]) -> [UInt8] {
        var out: [UInt8] = []
        list(channels, depth: 0, locked: false, into: &out)
        return out
    }

    private static func list(_ channels: [Channel], depth: Int, locked: Bool, into out: inout [UInt8]) {
        guard !channels.isEmpty else {
            out += Array("[]".utf8)
            return
        }
        out += Array("[\n".utf8)
        for (index, channel) in channels.enumerated() {
            out += Array(repeating: 0x20, count: 2 * depth + 2)
            out += Array("{\"id\": ".utf8)
            string(channel.id, into: &out)
            out += Array(", \"name\": ".utf8)
            string(channel.name, into: &out)
            if locked, channel.locked { out += Array(", \"locked\": true".utf8) }
            out += Array((index == channels.count - 1 ? "}\n" : "},\n").utf8)
        }
        out += Array(repeating: 0x20, count: 2 * depth)
        out += Array("]".utf8)
    }

    /// `"` and `\`, C0 controls, DEL and C1 controls escaped; everything else as UTF-8.
    static func string(_ text: String, into out: inout [UInt8]) {
        out.append(0x22)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                escape(UInt32(byte), into: &out)
                index += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] < 0xA0 {
                escape(UInt32(bytes[index + 1]), into: &out)
                index += 2
            } else {
                out.append(byte)
                index += 1
            }
        }
        out.append(0x22)
    }

    private static func escape(_ value: UInt32, into out: inout [UInt8]) {
        switch value {
        case 0x22: out += Array("\\\"".utf8)
        case 0x5C: out += Array("\\\\".utf8)
        case 0x08: out += Array("\\b".utf8)
        case 0x0C: out += Array("\\f".utf8)
        case 0x0A: out += Array("\\n".utf8)
        case 0x0D: out += Array("\\r".utf8)
        case 0x09: out += Array("\\t".utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            out += Array("\\u00".utf8)
            out.append(hex[Int(value >> 4)])
            out.append(hex[Int(value & 0xF)])
        }
    }
}
