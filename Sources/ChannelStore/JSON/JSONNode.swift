/// A parsed JSON value together with where it starts in the text.
package struct JSONNode: Hashable, Sendable {
    package var value: JSONValue
    package var position: JSONPosition

    package init(_ value: JSONValue, at position: JSONPosition) {
        self.value = value
        self.position = position
    }
}
