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

    /// `of(_:)` of an all-ASCII name, over its bytes; nil for any other name.
    static func asciiKey(_ name: String) -> String? {
        var key: [UInt8] = []
        var all: [UInt8] = []
        var word: [UInt8] = []
        func endWord() {
            guard !word.isEmpty else { return }
            all += word
            if !asciiQualityBytes.contains(word) { key += word }
            word.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case 0x30...0x39, 0x61...0x7A: word.append(byte)
            case 0x41...0x5A: word.append(byte + 0x20)
            default: endWord()
            }
        }
        endWord()
        return String(decoding: key.isEmpty ? all : key, as: UTF8.self)
    }

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
