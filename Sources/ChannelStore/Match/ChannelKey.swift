/// The key a channel's display name is matched by (issue 36; README "Playlists": "A favourite
/// and its provider's next playlist"): the name folded (`NameFold`), cut into words of letters
/// and digits (punctuation and spaces are separators; a run of ASCII next to other letters, as
/// in 凤凰中文HD, is a word of its own), the words that only say the picture's quality left out
/// (HD, FHD, 4K, 1080p, 高清, 超清, 标清, ...), the rest run together: `CCTV-1 HD`, `cctv1` and
/// `ＣＣＴＶ１ 高清` have one key. A name made of quality words alone keeps them.
package enum ChannelKey {
    /// The keys of many names (folded together: `NameFold.fold(_:)`).
    package static func keys(_ names: [String]) -> [String] {
        NameFold.fold(names).map(of(folded:))
    }

    /// The key of one name.
    package static func of(_ name: String) -> String { of(folded: NameFold.fold(name)) }

    /// The key of a name already folded.
    package static func of(folded: String) -> String {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var wordIsASCII = false
        for scalar in folded.unicodeScalars {
            let isWordScalar = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            let isASCII = scalar.isASCII
            if !isWordScalar || (!word.isEmpty && isASCII != wordIsASCII) {
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
            }
            guard isWordScalar else { continue }
            if word.isEmpty { wordIsASCII = isASCII }
            word.append(scalar)
        }
        if !word.isEmpty { words.append(String(word)) }
        let kept = words.compactMap(withoutQuality)
        return kept.isEmpty ? words.joined() : kept.joined()
    }

    /// A word without the quality it names: nil for a quality word, a Chinese word without its
    /// quality at the end (凤凰中文高清 is 凤凰中文).
    private static func withoutQuality(_ word: String) -> String? {
        if asciiQuality.contains(word) || chineseQuality.contains(word) { return nil }
        var rest = word
        var cut = true
        while cut {
            cut = false
            for quality in chineseQuality where rest.count > quality.count && rest.hasSuffix(quality) {
                rest = String(rest.dropLast(quality.count))
                cut = true
            }
        }
        return rest
    }

    /// Quality words as they are once folded (lower case, Simplified).
    static let asciiQuality: Set<String> = [
        "hd", "fhd", "uhd", "sd", "hq", "lq", "2k", "4k", "8k", "480p", "576p", "720p", "1080p", "1080i", "2160p",
        "hevc", "h264", "h265", "hdr", "50fps", "60fps",
    ]
    static let chineseQuality: [String] = ["超高清", "高清", "超清", "标清", "蓝光", "原画"]
}
