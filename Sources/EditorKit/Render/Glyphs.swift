/// The non-ASCII characters the renderer draws, each with an ASCII stand-in used when the width
/// table does not give it exactly one column (so a different table can never break alignment).
struct Glyphs {
    /// The remove badge: `×`.
    let badge: String
    /// Between two hints: `·`.
    let hintSeparator: String
    /// Scroll indicator: content above / below the viewport.
    let up: String
    let down: String
    /// In sizes such as `24×8`.
    let times: String
    let dash: String
    /// Box drawing for the help overlay.
    let horizontal: String
    let vertical: String
    let topLeft: String
    let topRight: String
    let bottomLeft: String
    let bottomRight: String

    init(widthOf: ScalarWidth) {
        func pick(_ unicode: String, _ ascii: String) -> String {
            unicode.unicodeScalars.allSatisfy { widthOf($0) == 1 } ? unicode : ascii
        }
        badge = pick("×", "x")
        hintSeparator = pick("·", "-")
        up = pick("↑", "^")
        down = pick("↓", "v")
        times = pick("×", "x")
        dash = pick("—", "-")
        horizontal = pick("─", "-")
        vertical = pick("│", "|")
        topLeft = pick("┌", "+")
        topRight = pick("┐", "+")
        bottomLeft = pick("└", "+")
        bottomRight = pick("┘", "+")
    }
}
