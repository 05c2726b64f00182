/// A JSON value tree. Objects keep their members in file order (keys are unique: the parser
/// rejects duplicates); numbers keep their exact text.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, e.g. `-1.5e3`; already checked against the RFC 8259 grammar.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// `object`, `array`, `string`, ... with an article, for messages: "found an array".
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return "the number \(text.count > 20 ? String(text.prefix(20)) + "…" : text)"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
