/// One `"key": value` pair of a JSON object, with where its key starts.
struct JSONMember: Hashable, Sendable {
    var key: String
    var keyPosition: JSONPosition
    var value: JSONNode

    init(key: String, keyPosition: JSONPosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
