/// One channel: a stable id, the name people see, and whether it is pinned in place.
public struct Channel: Hashable, Sendable {
    /// Stable identifier, unique across both sections; printed when the channel is opened.
    public var id: String
    /// What the screen shows. Arbitrary text: the renderer makes it safe to draw.
    public var name: String
    /// Locked channels stay at the front of My Channels: never moved, removed or jumped over.
    public var locked: Bool

    public init(id: String, name: String, locked: Bool = false) {
        self.id = id
        self.name = name
        self.locked = locked
    }
}
