import EditorKit

/// The fuzzes' keys, drawn from `Keymap.bindings`: a key bound tomorrow is fuzzed without
/// editing either fuzz (docs/ARCHITECTURE.md, "Where to change what").
public enum FuzzKeys {
    /// Every key some binding names, in table order, once each.
    public static let bound: [Key] = {
        var seen: Set<Key> = []
        var keys: [Key] = []
        for binding in Keymap.bindings {
            guard case .keys(let strokes) = binding.trigger else { continue }
            for stroke in strokes where seen.insert(stroke.key).inserted { keys.append(stroke.key) }
        }
        return keys
    }()

    /// Keys that end or suspend the session: sent rarely, so that a run gets somewhere first.
    public static let ending: [Key] = bound.filter { key in
        Keymap.bindings.contains { binding in
            guard case .keys(let strokes) = binding.trigger else { return false }
            return strokes.contains { stroke in
                stroke.key == key && [.quit, .quitByQ, .suspend].contains(stroke.action)
            }
        }
    }

    /// The keys sent often: every bound key that does not end the session.
    public static let everyday: [Key] = bound.filter { !ending.contains($0) }

    /// What an xterm-like terminal sends for a key (both cursor-key modes for the arrows,
    /// both Home/End forms): the whole-binary fuzz types keys as these bytes.
    public static func terminalSequences(for key: Key) -> [String] {
        switch key {
        case .character(let character): return [String(character)]
        case .enter: return ["\r"]
        case .escape: return ["\u{1B}"]
        case .tab: return ["\t"]
        case .backTab: return ["\u{1B}[Z"]
        case .up: return ["\u{1B}[A", "\u{1B}OA"]
        case .down: return ["\u{1B}[B", "\u{1B}OB"]
        case .right: return ["\u{1B}[C", "\u{1B}OC"]
        case .left: return ["\u{1B}[D", "\u{1B}OD"]
        case .home: return ["\u{1B}[H", "\u{1B}[1~"]
        case .end: return ["\u{1B}[F", "\u{1B}[4~"]
        case .pageUp: return ["\u{1B}[5~"]
        case .pageDown: return ["\u{1B}[6~"]
        case .backspace: return ["\u{7F}", "\u{08}"]
        case .delete: return ["\u{1B}[3~"]
        case .f1: return ["\u{1B}OP"]
        case .control(let letter):
            guard let ascii = letter.lowercased().unicodeScalars.first?.value, (0x61...0x7A).contains(ascii) else { return [] }
            return [String(Unicode.Scalar(UInt8(ascii - 0x60)))]
        }
    }
}
