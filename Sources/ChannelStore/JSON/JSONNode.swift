/// A parsed JSON value together with where it starts in the text.
struct JSONNode: Hashable, Sendable {
    var value: JSONValue
    var position: JSONPosition

    init(_ value: JSONValue, at position: JSONPosition) {
        self.value = value
        self.position = position
    }
}
