import EditorKit

extension TerminalInput {
    /// The editor event for this input, or nil when it means nothing to the editor.
    /// `resize` is left to the caller, which knows the new size.
    public var event: InputEvent? {
        switch self {
        case .character(let scalar):
            return Key(scalar: scalar).map { .key($0) }
        case .key(let special):
            return .key(TerminalInput.key(for: special))
        case .mouse(let report):
            let (column, row) = (report.column, report.row)
            switch report.kind {
            case .press: return .press(.left, column: column, row: row)
            case .release: return .release(column: column, row: row)
            case .motion: return .motion(column: column, row: row)
            case .wheelUp: return .wheel(.up, column: column, row: row)
            case .wheelDown: return .wheel(.down, column: column, row: row)
            case .other: return nil
            }
        case .paste(let text):
            return .paste(text)
        case .resize, .line:
            return nil
        }
    }

    private static func key(for special: SpecialKey) -> Key {
        switch special {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .home: return .home
        case .end: return .end
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .backTab: return .backTab
        case .enter: return .enter
        case .backspace: return .backspace
        case .delete: return .delete
        case .shiftLeft: return .left
        case .shiftRight: return .right
        case .help: return .f1
        }
    }
}
