/// One channel moving from one place to another: every board change is one of these.
///
/// History stores relocations rather than board snapshots, so undo costs a few bytes per step
/// even with 100,000 channels.
public struct Relocation: Hashable, Sendable {
    public var id: String
    public var from: Place
    public var to: Place

    public init(id: String, from: Place, to: Place) {
        self.id = id
        self.from = from
        self.to = to
    }

    /// The relocation that undoes this one.
    package var inverse: Relocation { Relocation(id: id, from: to, to: from) }
}
