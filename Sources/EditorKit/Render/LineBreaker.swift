/// Splits text into lines of at most a width, breaking where a reader of the language expects:
/// at spaces (English), and between any two characters of which one is wide (Chinese, which has
/// no spaces) — except before closing punctuation (`，` `。` `)` `—` …) and after opening
/// punctuation (`（` `「` …), which stay with their neighbour.
package struct LineBreaker {
    let fitter: TextFitter

    package init(fitter: TextFitter) {
        self.fitter = fitter
    }

    /// The lines, or nil when one unbreakable piece alone is wider than `width`.
    package func wrap(_ text: String, width: Int) -> [CellLabel]? {
        let safe = pieces(of: text).map { (fitter.safe($0.0), $0.1) }
        if safe.contains(where: { $0.0.width > width }) { return nil }
        return fill(safe, width: width)
    }

    /// The lines, always: as `wrap`, and a piece wider than `width` (a long word, a long path)
    /// is broken at character boundaries instead of failing. Never cuts; widths are display
    /// columns of the width table.
    func wrapAlways(_ text: String, width: Int) -> [CellLabel] {
        let width = max(1, width)
        var split: [(CellLabel, Bool)] = []
        for (piece, spaced) in pieces(of: text) {
            // Only a piece's first chunk keeps the space that came before the piece.
            var chunk = ""
            var chunkWidth = 0
            var first = true
            func emit() {
                split.append((fitter.safe(chunk), first && spaced))
                first = false
                chunk = ""
                chunkWidth = 0
            }
            for character in piece {
                let size = fitter.safe(String(character)).width
                if chunkWidth + size > width, !chunk.isEmpty { emit() }
                chunk.append(character)
                chunkWidth += size
            }
            if !chunk.isEmpty { emit() }
        }
        let lines = fill(split, width: width)
        return lines.isEmpty ? [CellLabel(text: "", width: 0)] : lines
    }

    /// Lays pieces into lines of at most `width` columns, a space between two pieces on a line
    /// where a space came before the second one.
    private func fill(_ pieces: [(CellLabel, Bool)], width: Int) -> [CellLabel] {
        var lines: [CellLabel] = []
        var line = CellLabel(text: "", width: 0)
        for (safe, spaced) in pieces {
            let gap = spaced && !line.text.isEmpty ? 1 : 0
            if line.text.isEmpty {
                line = safe
            } else if line.width + gap + safe.width <= width {
                line = CellLabel(text: line.text + (gap == 1 ? " " : "") + safe.text, width: line.width + gap + safe.width)
            } else {
                lines.append(line)
                line = safe
            }
        }
        if !line.text.isEmpty { lines.append(line) }
        return lines
    }

    /// The unbreakable pieces, each with whether a space came before it.
    func pieces(of text: String) -> [(String, Bool)] {
        var pieces: [(String, Bool)] = []
        var current = ""
        var spaced = false
        var previous: Character?
        for character in text {
            if character == " " {
                if !current.isEmpty { pieces.append((current, spaced)) }
                current = ""
                spaced = true
                previous = nil
                continue
            }
            // Closing punctuation after a space stays with the word before it ("small —").
            if current.isEmpty, spaced, LineBreaker.noBreakBefore.contains(character), let last = pieces.popLast() {
                current = last.0 + " "
                spaced = last.1
            }
            if let previous, !current.isEmpty, canBreak(between: previous, and: character) {
                pieces.append((current, spaced))
                current = ""
                spaced = false
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append((current, spaced)) }
        return pieces
    }

    private func canBreak(between before: Character, and after: Character) -> Bool {
        if LineBreaker.noBreakBefore.contains(after) || LineBreaker.noBreakAfter.contains(before) { return false }
        return isWide(before) || isWide(after)
    }

    private func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { fitter.widthOf($0) == 2 } ?? false
    }

    /// Closing punctuation never starts a line.
    static let noBreakBefore: Set<Character> = [
        "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "》", "〉", "】", "…", "—",
        ",", ".", ":", ";", "!", "?", ")", "]",
    ]
    /// Opening punctuation never ends a line.
    static let noBreakAfter: Set<Character> = ["（", "「", "『", "《", "〈", "【", "(", "["]
}
