extension ListKind {
    /// The one of four words for this kind, each worked out only when chosen: the one shape
    /// every per-kind phrase is written in (`ScriptWords`), as `Section.choose` is the sections'.
    public func choose<Value>(
        channels: @autoclosure () -> Value, feeds: @autoclosure () -> Value,
        services: @autoclosure () -> Value, bouquets: @autoclosure () -> Value
    ) -> Value {
        switch self {
        case .channels: channels()
        case .feeds: feeds()
        case .services: services()
        case .bouquets: bouquets()
        }
    }
}
