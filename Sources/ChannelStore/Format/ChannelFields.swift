/// One element of a channel list as `ChannelFileDecoder` reads it, before it is checked: a
/// channel object's members (the three it may have, and the first key it may not, only where
/// that key is), or a value that is not an object (to say what it is instead). No tree, no
/// array: 100,000 channels are read without a heap block each.
struct ChannelFields {
    var position: JSONPosition
    /// The element when it is not an object.
    var notAnObject: JSONNode?
    var id: JSONMember?
    var name: JSONMember?
    var locked: JSONMember?
    var unknown: JSONMember?

    init(position: JSONPosition) {
        self.position = position
    }

    /// The member already read under a channel key, to reject the key a second time.
    func member(named key: String) -> JSONMember? {
        switch key {
        case "id": return id
        case "name": return name
        case "locked": return locked
        default: return nil
        }
    }

    /// Keeps a member: a channel key's with its value, the first other one without.
    mutating func keep(_ member: JSONMember) {
        switch member.key {
        case "id": id = member
        case "name": name = member
        case "locked": locked = member
        default:
            if unknown == nil {
                unknown = JSONMember(key: member.key, keyPosition: member.keyPosition, value: JSONNode(.null, at: member.value.position))
            }
        }
    }
}
