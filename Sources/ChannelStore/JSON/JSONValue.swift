import Localization

/// A JSON value tree. Objects keep their members in file order (keys are unique: the parser
/// rejects duplicates); numbers keep their exact text.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, e.g. `-1.5e3`; already checked against the RFC 8259 grammar.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// `object`, `array`, `string`, ... with an article, for messages: "found an array". The
    /// JSON words (`null`, `true`, `false`) and a number's digits are shown as they are.
    var kind: Message.Argument {
        switch self {
        case .null: return .text("null")
        case .bool(let value): return .text(value ? "true" : "false")
        case .number(let text): return .message(.tr("the number %s", text.count > 20 ? String(text.prefix(20)) + "…" : text))
        case .string: return .message(.tr("a string"))
        case .array: return .message(.tr("an array"))
        case .object: return .message(.tr("an object"))
        }
    }
}
