/// A playlist as a catalog of favourites' matches (`FavouriteMatch`), and its entries as
/// favourites.
extension PlaylistDocument: MatchCatalog {
    package var entryCount: Int { entries.count }

    /// (A URL line that several entries of the catalog share is none of them here: their ids
    /// are `URL #Name`, and the tvg-id or the name finds the one; a look through every id for
    /// each favourite was 100 million compares at 1,000 favourites and 100,000 entries.)
    package func entryNumber(location: String) -> Int? {
        number(of: location)
    }

    package func tvgId(ofEntry number: Int) -> String? {
        if file != nil {
            guard number < catalogTvgIds.count else { return nil }
            return catalogTvgIds[number].isEmpty ? nil : catalogTvgIds[number]
        }
        guard let info = entries[number].info else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let range = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound).tvgId, !range.isEmpty else { return nil }
            return String(decoding: buffer[range], as: UTF8.self)
        }
    }

    package func name(ofEntry number: Int) -> String { names[number] }

    package func facts(ofEntry number: Int) -> MatchFacts {
        let id = ids[number]
        // A catalog's entry read back (and its digest checked) once for its URL line and its
        // group, not once for each: a favourite's candidates are read at the start.
        if file != nil, let span = entryBytes(number) {
            let entry = entries[number]
            let start = entry.span.lowerBound
            let location = String(decoding: span[(entry.location.lowerBound - start)..<(entry.location.upperBound - start)], as: UTF8.self)
            return MatchFacts(location: location, tvgId: tvgId(ofEntry: number), name: names[number], group: group(ofEntry: number, readBack: span))
        }
        let location = readBack(entries[number].location).map { String(decoding: $0, as: UTF8.self) } ?? id
        return MatchFacts(location: location, tvgId: tvgId(ofEntry: number), name: names[number], group: group(id: id))
    }

    /// Every entry's facts, in file order (the favourites).
    package var matchFacts: [MatchFacts] { (0..<entries.count).map(facts(ofEntry:)) }

    /// Each entry's `tvg-id` ("" for none), read from the file's bytes.
    static func tvgIds(_ buffer: UnsafeBufferPointer<UInt8>, _ entries: [Entry]) -> [String] {
        entries.map { entry in
            guard let info = entry.info,
                  let range = ExtInfLine(buffer, start: info.lowerBound, end: info.upperBound).tvgId else { return "" }
            return String(decoding: buffer[range], as: UTF8.self)
        }
    }
}
