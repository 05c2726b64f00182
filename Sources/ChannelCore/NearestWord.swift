/// The known word nearest a typed one, for "did you mean": within a small edit distance (a
/// typo or two), or the only known word the typed one starts. Used by the command line's
/// errors and by the accessible session's.
public enum NearestWord {
    /// The closest word, or nil when none is close: at most 2 edits (1 for words of up to 4
    /// characters), or the only word that starts with what was typed.
    public static func nearest(to typed: String, among known: [String]) -> String? {
        let word = Array(typed.lowercased())
        let limit = word.count <= 4 ? 1 : 2
        let scored = known.map { ($0, distance(word, Array($0))) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        let started = known.filter { $0.hasPrefix(typed) && typed.count >= 3 }
        return started.count == 1 ? started[0] : nil
    }

    /// Edit distance: insert, delete or replace one character, or swap two neighbours ("lsit").
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [Array(0...b.count)]
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let previous = rows[i - 1]
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { row[j] = min(row[j], rows[i - 2][j - 2] + 1) }
            }
            rows.append(row)
        }
        return rows[a.count][b.count]
    }
}
