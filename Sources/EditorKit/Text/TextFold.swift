/// How the filter and the line mode fold a name before comparing (issue 36 item 5: 鳳凰 finds
/// 凤凰中文, 凤凰 finds 鳳凰衛視). EditorKit is pure: the fold is passed in as a function, as
/// `ScalarWidth` is (the program's is `NameFold.fold`: NFKC, case, Traditional to Simplified
/// with OpenCC; tests pass a table). Only text typed with a byte outside ASCII is folded, so
/// typing Latin letters costs what it did; each name is folded once (kept here).
public final class TextFold: Hashable, @unchecked Sendable {
    // Used only by the one thread that runs the editor.
    private let fold: (String) -> String
    private var folded: [String: String] = [:]

    public init(_ fold: @escaping (String) -> String) {
        self.fold = fold
    }

    /// `text` folded (remembered).
    func callAsFunction(_ text: String) -> String {
        if let known = folded[text] { return known }
        let result = fold(text)
        folded[text] = result
        return result
    }

    /// True when `name` contains `part` once both are folded; false for a `part` that is all
    /// ASCII (the plain comparison has decided it).
    func contains(_ name: String, _ part: String) -> Bool {
        guard !part.utf8.allSatisfy({ $0 < 0x80 }), name.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return self(name).containsBytes(of: self(part))
    }

    /// True when `name` and `other` are the same once folded (`other` not all ASCII).
    func equals(_ name: String, _ other: String) -> Bool {
        guard !other.utf8.allSatisfy({ $0 < 0x80 }), name.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return self(name) == self(other)
    }

    public static func == (left: TextFold, right: TextFold) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
