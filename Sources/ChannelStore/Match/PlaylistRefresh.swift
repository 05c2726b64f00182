/// A favourites playlist given its provider's new URLs (issue 36, `channel-editor refresh`;
/// README "Playlists"): each favourite the catalog still offers (`FavouriteMatch`) gets the
/// catalog entry's URL line (with a Kodi `|header` suffix, if any) and its stream lines
/// (`#EXTVLCOPT`, `#KODIPROP`: user agents and licence addresses change with the URL), in
/// place; its `#EXTINF` line (the user's name, group, number), its other lines, the lines
/// between entries and the order stay. The others are left as they are.
package struct PlaylistRefresh {
    /// The new bytes; nil when nothing changed (then nothing is written).
    package let bytes: [UInt8]?
    /// Favourites (entry numbers) given new lines, not offered any more, and matching several
    /// catalog entries.
    package let updated: [Int]
    package let notOffered: [Int]
    package let ambiguous: [Int]

    package init(favourites: PlaylistDocument, catalog: PlaylistDocument) {
        let outcomes = FavouriteMatch.match(favourites.matchFacts, in: catalog)
        var updated: [Int] = []
        var notOffered: [Int] = []
        var ambiguous: [Int] = []
        var out: [UInt8] = []
        out.reserveCapacity(favourites.bytes.count + 256)
        var copied = 0
        for (number, outcome) in outcomes.enumerated() {
            let found: Int
            switch outcome {
            case .same(let entry), .found(let entry): found = entry
            case .notOffered:
                notOffered.append(number)
                continue
            case .ambiguous:
                ambiguous.append(number)
                continue
            }
            let span = favourites.entries[number].span
            guard let offered = catalog.entry(id: catalog.ids[found]) else { continue }
            let renewed = Self.renewed(Array(favourites.bytes[span]), with: offered, lineEnd: favourites.lineEnd)
            guard !renewed.elementsEqual(favourites.bytes[span]) else { continue }
            out.append(contentsOf: favourites.bytes[copied..<span.lowerBound])
            out.append(contentsOf: renewed)
            copied = span.upperBound
            updated.append(number)
        }
        if updated.isEmpty {
            bytes = nil
        } else {
            out.append(contentsOf: favourites.bytes[copied...])
            if favourites.missingFinalNewline, out.suffix(favourites.lineEnd.count).elementsEqual(favourites.lineEnd) {
                out.removeLast(favourites.lineEnd.count)
            }
            bytes = out
        }
        self.updated = updated
        self.notOffered = notOffered
        self.ambiguous = ambiguous
    }

    /// A favourite's entry with the offered entry's stream lines (where its own were, else
    /// just before the URL line) and URL line; every other line as it was.
    static func renewed(_ entry: [UInt8], with offered: [UInt8], lineEnd: [UInt8]) -> [UInt8] {
        let own = lines(entry)
        let theirs = lines(offered)
        guard let ownURL = own.last, let theirURL = theirs.last else { return entry }
        var streamLines: [UInt8] = []
        for line in theirs.dropLast() where isStreamLine(line) {
            streamLines += content(line) + lineEnd
        }
        var result: [UInt8] = []
        var placed = false
        for line in own.dropLast() {
            if isStreamLine(line) {
                if !placed { result += streamLines }
                placed = true
                continue
            }
            result += line
        }
        if !placed { result += streamLines }
        let url = content(theirURL)
        let trimmed = url.drop { $0 == 0x20 || $0 == 0x09 }
        let end = ownURL.count - content(ownURL).count  // the URL line's own end (none at a file's end)
        result += trimmed
        result += ownURL.suffix(end)
        return result
    }

    /// The lines of `bytes`, each with its line end.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// A line without its line end (`\n` or `\r\n`) and trailing spaces.
    private static func content(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex, [0x0A, 0x0D, 0x20, 0x09].contains(line[end - 1]) { end -= 1 }
        return line[line.startIndex..<end]
    }

    private static func isStreamLine(_ line: ArraySlice<UInt8>) -> Bool {
        let text = content(line).drop { $0 == 0x20 || $0 == 0x09 }
        return streamTags.contains { tag in
            text.count >= tag.count && zip(text, tag).allSatisfy { ExtInfLine.lower($0) == ExtInfLine.lower($1) }
        }
    }

    static let streamTags = [Array("#EXTVLCOPT".utf8), Array("#KODIPROP".utf8)]
}
