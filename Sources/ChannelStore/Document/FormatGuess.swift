/// What a file's first line says it is, for the error when its name picked the wrong format (a
/// playlist called `list.txt` read as JSON, a channels file called `tv.m3u` read as a playlist,
/// a urls file's copy `urls.orig`): the user is told which `--format` opens it instead of a
/// parser's complaint. Each driver says what its files look like (`FormatDriver.looksLike`).
enum FormatGuess {
    /// The format the bytes look like: the first in the registry's order whose `looksLike`
    /// they meet; nil when nothing is clear.
    static func of(_ bytes: [UInt8]) -> FileFormat? {
        FormatRegistry.drivers.first { $0.looksLike(bytes) }.map(FileFormat.init(driver:))
    }

    /// The error for a file whose first line says it is another format than its name implied:
    /// which `--format` opens it; nil when the first line says nothing clear.
    static func misnamed(_ bytes: [UInt8], path: String) -> StoreError? {
        guard let advice = of(bytes)?.driver.misnamedAdvice else { return nil }
        return StoreError(path: path, location: .tr("line %d", 1), problem: advice, kind: .invalidData)
    }

    /// The lines with something on them, without leading blanks, past a byte order mark.
    static func lines(_ bytes: [UInt8]) -> some Sequence<ArraySlice<UInt8>> {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return AnyIterator { nextLine(bytes, from: &start) }
    }

    /// The first line that is not a `#` comment; nil when there is none.
    static func firstUncommented(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        lines(bytes).first { $0.first != UInt8(ascii: "#") }
    }

    /// The next line with something on it from `start`, without leading blanks; `start` moves
    /// past it.
    private static func nextLine(_ bytes: [UInt8], from start: inout Int) -> ArraySlice<UInt8>? {
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
        defer { start = end }
        return bytes[start..<end]
    }
}
