import EditorKit

/// One fuzz event and the time it arrives at (seconds, never decreasing along a run).
///
/// `description` is Swift source (`FuzzStep(.press(.left, column: 3, row: 2), at: 0.25)`), so a
/// failure report can be pasted into a regression test as it is.
public struct FuzzStep: Hashable, Sendable, CustomStringConvertible {
    public var event: InputEvent
    public var now: Double

    public init(_ event: InputEvent, at now: Double) {
        self.event = event
        self.now = now
    }

    public var description: String {
        "FuzzStep(\(FuzzStep.source(of: event)), at: \(now))"
    }

    /// An event as Swift source.
    public static func source(of event: InputEvent) -> String {
        switch event {
        case .key(let key): return ".key(\(source(of: key)))"
        case .paste(let text): return ".paste(\(String(reflecting: text)))"
        case .press(let button, let column, let row): return ".press(\(source(of: button)), column: \(column), row: \(row))"
        case .motion(let column, let row): return ".motion(column: \(column), row: \(row))"
        case .release(let column, let row): return ".release(column: \(column), row: \(row))"
        case .click(let button, let column, let row): return ".click(\(source(of: button)), column: \(column), row: \(row))"
        case .wheel(let direction, let column, let row):
            return ".wheel(\(direction == .up ? ".up" : ".down"), column: \(column), row: \(row))"
        case .resize(let columns, let rows): return ".resize(columns: \(columns), rows: \(rows))"
        case .tick: return ".tick"
        }
    }

    /// A key as Swift source; characters are spelled with `\u{...}` escapes outside printable ASCII.
    public static func source(of key: Key) -> String {
        switch key {
        case .character(let character): return ".character(\(literal(character)))"
        case .control(let character): return ".control(\(literal(character)))"
        case .enter: return ".enter"
        case .escape: return ".escape"
        case .tab: return ".tab"
        case .backTab: return ".backTab"
        case .up: return ".up"
        case .down: return ".down"
        case .left: return ".left"
        case .right: return ".right"
        case .home: return ".home"
        case .end: return ".end"
        case .pageUp: return ".pageUp"
        case .pageDown: return ".pageDown"
        case .backspace: return ".backspace"
        case .delete: return ".delete"
        case .f1: return ".f1"
        }
    }

    static func source(of button: MouseButton) -> String {
        switch button {
        case .left: return ".left"
        case .middle: return ".middle"
        case .right: return ".right"
        }
    }

    /// `"a"`, `"\u{1B}"`, `"\""`: a character literal that survives copy and paste.
    static func literal(_ character: Character) -> String {
        var text = "\""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case " "..."~": text.unicodeScalars.append(scalar)
            default: text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return text + "\""
    }
}
