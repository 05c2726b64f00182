/// One `"key": value` pair of a JSON object, with where its key starts.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    package var keyPosition: JSONPosition
    package var value: JSONNode

    init(key: String, keyPosition: JSONPosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
