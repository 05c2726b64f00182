import ChannelCore

/// A JSON text that does not follow RFC 8259 (or this reader's limits), and where.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var position: JSONPosition
    var problem: String

    init(_ problem: String, at position: JSONPosition) {
        self.problem = problem
        self.position = position
    }

    /// A key the object has already (`first` is where).
    static func duplicateKey(_ key: String, first: JSONPosition, at position: JSONPosition) -> JSONSyntaxError {
        JSONSyntaxError("duplicate key \(MessageText.quoted(key)) (first at \(first))", at: position)
    }
}
