/// The Add Channels filter: off, being typed, or applied. One value, so that "typing with no
/// filter" cannot be written down.
package enum FilterState: Hashable, Sendable {
    /// No filter: Add Channels shows every channel.
    case off
    /// The filter line takes typed characters (the text may still be empty).
    case typing(String)
    /// The filter narrows Add Channels while the keys move and edit again.
    case applied(String)

    /// The filter text; nil when off.
    package var text: String? {
        switch self {
        case .off: nil
        case .typing(let text), .applied(let text): text
        }
    }

    /// True while the filter line takes typed characters.
    package var isTyping: Bool {
        switch self {
        case .typing: true
        case .off, .applied: false
        }
    }
}
