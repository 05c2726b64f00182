/// The keys an object has so far and where each starts, to reject a duplicate. A list while
/// the object is small; an index once it has many keys, so the checks stay linear overall.
struct ObjectKeys {
    private var list: [(key: String, position: JSONPosition)] = []
    private var index: [String: JSONPosition]?

    /// Adds a key, or throws when the object has it already.
    mutating func add(_ key: String, at position: JSONPosition) throws(JSONSyntaxError) {
        if let first = firstPosition(of: key) { throw .duplicateKey(key, first: first, at: position) }
        insert(key, at: position)
    }

    func firstPosition(of key: String) -> JSONPosition? {
        if let index { return index[key] }
        return list.first(where: { $0.key == key })?.position
    }

    private mutating func insert(_ key: String, at position: JSONPosition) {
        if index != nil {
            index?[key] = position
            return
        }
        list.append((key, position))
        if list.count > 8 {
            index = Dictionary(list.map { ($0.key, $0.position) }, uniquingKeysWith: { first, _ in first })
            list = []
        }
    }
}
