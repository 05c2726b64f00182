/// The key a channel's display name is matched by (issue 36; README "Playlists": "A favourite
/// and its provider's next playlist"): the name folded (`NameFold`), cut into words of letters
/// and digits (punctuation and spaces are separators; a run of ASCII next to other letters, as
/// in 凤凰中文HD, is a word of its own), the words that only say the picture's quality left out
/// (HD, FHD, 4K, 1080p, 高清, 超清, 标清, ...), the rest run together: `CCTV-1 HD`, `cctv1` and
/// `ＣＣＴＶ１ 高清` have one key. A name made of quality words alone keeps them.
package enum ChannelKey {
    /// The keys of many names: an ASCII name's from its bytes (a provider's 100,000 names took
    /// most of a start's time through scalars), the others folded together (`NameFold.fold(_:)`).
    /// `chinese` false: Traditional and Simplified are not folded (no key sought has Chinese in
    /// it, so OpenCC's tables, 7 MiB, need not be loaded); 標清 is still a quality word.
    package static func keys(_ names: [String], chinese: Bool = true) -> [String] {
        var keys = [String](repeating: "", count: names.count)
        var others: [Int] = []
        for (index, name) in names.enumerated() {
            if let key = asciiKey(name) { keys[index] = key } else { others.append(index) }
        }
        guard !others.isEmpty else { return keys }
        let folded = chinese ? NameFold.fold(others.map { names[$0] }) : others.map { NameFold.caseFolded(names[$0]) }
        for (index, text) in zip(others, folded) { keys[index] = of(folded: text) }
        return keys
    }

    /// The key of one name.
    package static func of(_ name: String) -> String { of(folded: NameFold.fold(name)) }

    /// The key of a name already folded, built over bytes (a word is a run of letters and
    /// digits, ASCII and other runs apart).
    package static func of(folded: String) -> String {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var wordIsASCII = false
        for scalar in folded.unicodeScalars {
            let isASCII = scalar.isASCII
            let isWordScalar: Bool
            if isASCII {
                let value = scalar.value
                isWordScalar = (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A)
            } else {
                isWordScalar = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            if !isWordScalar || (!word.isEmpty && isASCII != wordIsASCII) {
                if !word.isEmpty { words.append(word) }
                word.removeAll(keepingCapacity: true)
            }
            guard isWordScalar else { continue }
            if word.isEmpty { wordIsASCII = isASCII }
            UTF8.encode(scalar) { word.append($0) }
        }
        if !word.isEmpty { words.append(word) }
        var key: [UInt8] = []
        for word in words { key += withoutQuality(word) }
        return String(decoding: key.isEmpty ? words.flatMap { $0 } : key, as: UTF8.self)
    }

    /// `of(_:)` of an all-ASCII name, over its bytes in one pass with no allocation but the
    /// key's (a provider's 100,000 names are keyed at a start); nil for any other name.
    static func asciiKey(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { out -> String? in
                var count = 0
                var wordStart = 0
                var packed: UInt64 = 0  // a word's first 8 bytes, to look up among the quality words
                var kept = false
                var index = 0
                while index <= bytes.count {
                    var byte: UInt8 = 0x20  // a separator after the last byte ends the last word
                    if index < bytes.count {
                        byte = bytes[index]
                        guard byte < 0x80 else { return nil }
                        if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                    }
                    index += 1
                    if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
                        let length = count - wordStart
                        if length < 8 { packed |= UInt64(byte) << UInt64(8 * length) }
                        out[count] = byte
                        count += 1
                        continue
                    }
                    guard count > wordStart else { continue }
                    if count - wordStart <= 8, asciiQualityPacked.contains(packed) {
                        count = wordStart  // a quality word: left out
                    } else {
                        kept = true
                    }
                    wordStart = count
                    packed = 0
                }
                if !kept { return String(decoding: bytes.lazy.compactMap(Self.alphanumericLowered), as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: out[0..<count]), as: UTF8.self)
            }
        }
    }

    /// True when the key of `name` surely holds more than ASCII, told without folding it: the
    /// name is ASCII and CJK Unified Ideographs alone (which NFKC and case folding leave as they
    /// are, and which make words of their own), and a run of ideographs is no quality word, so
    /// it stays in the key. A favourite's ASCII key is never sought among such names: a
    /// provider's 20,000 Chinese names were folded for one favourite it had dropped (issue 36
    /// item 7, the first frame with a renewed catalog).
    package static func surelyNotASCII(_ name: String) -> Bool {
        var run: [UInt8] = []
        var found = false
        var alone = true  // every run so far a quality word
        func endRun() {
            guard !run.isEmpty else { return }
            found = true
            if !chineseQualityBytes.contains(where: { $0 == run }) { alone = false }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                endRun()
                continue
            }
            guard (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) else { return false }
            UTF8.encode(scalar) { run.append($0) }
        }
        endRun()
        return found && !alone
    }

    /// A byte of a word, lowered; nil for a separator.
    private static func alphanumericLowered(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39, 0x61...0x7A: return byte
        case 0x41...0x5A: return byte + 0x20
        default: return nil
        }
    }

    /// The ASCII quality words, each as its bytes in a word (none is longer than 8).
    private static let asciiQualityPacked = Set(asciiQuality.map { word in
        word.utf8.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    })

    /// A word without the quality it names: nothing for a quality word, a Chinese word without
    /// its quality at the end (凤凰中文高清 is 凤凰中文).
    private static func withoutQuality(_ word: [UInt8]) -> ArraySlice<UInt8> {
        if asciiQualityBytes.contains(word) || chineseQualityBytes.contains(where: { $0 == word }) { return [] }
        var rest = word[...]
        var cut = true
        while cut {
            cut = false
            for quality in chineseQualityBytes where rest.count > quality.count && rest.suffix(quality.count).elementsEqual(quality) {
                rest = rest.dropLast(quality.count)
                cut = true
            }
        }
        return rest
    }

    private static let asciiQualityBytes = Set(asciiQuality.map { Array($0.utf8) })
    private static let chineseQualityBytes = chineseQuality.map { Array($0.utf8) }

    /// Quality words as they are once folded (lower case, Simplified).
    static let asciiQuality: Set<String> = [
        "hd", "fhd", "uhd", "sd", "hq", "lq", "2k", "4k", "8k", "480p", "576p", "720p", "1080p", "1080i", "2160p",
        "hevc", "h264", "h265", "hdr", "50fps", "60fps",
    ]
    /// Simplified, and the Traditional forms that differ (for keys made without OpenCC).
    static let chineseQuality: [String] = ["超高清", "高清", "超清", "标清", "蓝光", "原画", "標清", "藍光", "原畫"]
}
