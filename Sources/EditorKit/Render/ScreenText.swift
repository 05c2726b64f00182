/// Every word the renderer puts on screen, in one place.
enum ScreenText {
    static let mineTitle = "My Channels"
    static let availableTitle = "Add Channels"
    static let openHint = "click to open"
    static let reorderHint = "drag to reorder"
    static let removeHint = "click to remove"
    static let addHint = "click to add"
    static let allAdded = "All channels added"
    static let helpTitle = "Keys"
    static let helpCloses = "any key closes"

    static func noChannels(dash: String) -> String { "No channels \(dash) add some below" }
    static func noMatch(_ filter: String) -> String { "No match for \"\(filter)\"" }
    /// The filter as shown in the Add Channels header; `_` marks that it is being typed.
    static func filter(_ text: String, typing: Bool) -> String { "/" + text + (typing ? "_" : "") }
    static func matchCount(shown: Int, of total: Int) -> String { "\(shown) of \(total)" }
    static func moreKeys(_ count: Int) -> String { "+\(count) more" }
}
