import EditorKit

/// One letter per `Style`, for style maps: a frame's styles written as text lines, one letter
/// per screen column, that line up under the frame's text.
///
/// The standard legend (lower case is the role; UPPER case is the same with the focus):
///
///     .  plain (blank)        t  title             h  hint             b  button
///     m  My Channels cell     c  ... current       u  ... matched      v  ... matched + current
///     l  locked cell          o  ... current       i  ... matched      j  ... matched + current
///     a  Add Channels cell    x  remove badge      g  gap (drag)       d  lifted cell
///     f  footer               k  key               !  notice           p  help panel
///     ?  a style not in the legend (an unexpected role/flag combination)
public struct ScreenLegend: Sendable {
    public private(set) var letters: [Style: Character]
    /// Shown for a style the legend does not list.
    public var unknown: Character = "?"

    public init(letters: [Style: Character]) {
        self.letters = letters
    }

    public func letter(for style: Style) -> Character {
        letters[style] ?? unknown
    }

    /// The standard legend described above.
    public static let standard: ScreenLegend = {
        var letters: [Style: Character] = [
            Style(.plain): ".", Style(.title): "t", Style(.hint): "h", Style(.button): "b",
            Style(.gap): "g", Style(.lifted): "d",
            Style(.footer): "f", Style(.key): "k", Style(.notice): "!", Style(.help): "p",
        ]
        func cell(_ role: Style.Role, _ letter: Character, current: Bool = false, matched: Bool = false) {
            letters[Style(role, current: current, matched: matched)] = letter
            letters[Style(role, focused: true, current: current, matched: matched)] = Character(letter.uppercased())
        }
        cell(.mine, "m")
        cell(.mine, "c", current: true)
        cell(.mine, "u", matched: true)
        cell(.mine, "v", current: true, matched: true)
        cell(.locked, "l")
        cell(.locked, "o", current: true)
        cell(.locked, "i", matched: true)
        cell(.locked, "j", current: true, matched: true)
        cell(.available, "a")
        cell(.badge, "x")
        return ScreenLegend(letters: letters)
    }()

    /// The legend as text, for failure messages.
    public var description: String {
        let sorted = letters.map { (letter: $0.value, style: $0.key) }.sorted { String($0.letter) < String($1.letter) }
        let entries = sorted.map { entry -> String in
            var flags: [String] = []
            if entry.style.focused { flags.append("focused") }
            if entry.style.current { flags.append("current") }
            if entry.style.matched { flags.append("matched") }
            return "\(entry.letter)=\(entry.style.role)" + (flags.isEmpty ? "" : "+" + flags.joined(separator: "+"))
        }
        return "legend: " + entries.joined(separator: " ") + " \(unknown)=unlisted style"
    }
}
