import ChannelCore
import Localization

/// A JSON text that does not follow RFC 8259 (or this reader's limits), and where. The problem
/// is a `Message`, said in the user's language when it reaches them (`StoreError`).
package struct JSONSyntaxError: Error, Hashable, Sendable {
    package var position: JSONPosition
    var message: Message

    init(_ message: Message, at position: JSONPosition) {
        self.message = message
        self.position = position
    }

    /// The problem in English.
    package var problem: String { message.english }

    /// A key the object has already (`first` is where).
    static func duplicateKey(_ key: String, first: JSONPosition, at position: JSONPosition) -> JSONSyntaxError {
        JSONSyntaxError(.tr("duplicate key %s (first at %s)", MessageText.quoted(key), first.message), at: position)
    }
}
