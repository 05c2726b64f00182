import ChannelStore
import Testing

@Suite("Names folded for matching: width, case, Traditional and Simplified, quality words")
struct NameFoldTests {
    @Test func widthAndCaseFoldWithNFKC() {
        #expect(NameFold.fold("ＣＣＴＶ－１ ＨＤ") == "cctv-1 hd")
        #expect(NameFold.fold("Star Movies") == "star movies")
        #expect(NameFold.fold("ᴴᴰ Ｓｔａｒ") == "hd star")
    }

    @Test func traditionalFoldsToSimplifiedWithOpenCC() {
        #expect(NameFold.foldsChinese, "libopencc1.1 and its t2s tables are installed (make deps)")
        #expect(NameFold.fold("鳳凰衛視中文台") == "凤凰卫视中文台")
        #expect(NameFold.fold("凤凰卫视中文台") == "凤凰卫视中文台")
        #expect(NameFold.fold("天映頻道") == NameFold.fold("天映频道"))
    }

    @Test func manyNamesFoldAsEachAlone() {
        let names = ["鳳凰衛視", "CCTV-1", "靖天電影 高清", "", "翡翠台", "Ｈ"]
        #expect(NameFold.fold(names) == names.map { NameFold.fold($0) })
    }

    @Test func keysLeaveOutQualityWordsAndSeparators() {
        #expect(ChannelKey.of("CCTV-1 HD") == "cctv1")
        #expect(ChannelKey.of("ＣＣＴＶ１ 高清") == "cctv1")
        #expect(ChannelKey.of("Star Movies FHD (Middle East)") == ChannelKey.of("star movies (middle east)"))
        #expect(ChannelKey.of("鳳凰中文高清") == ChannelKey.of("凤凰中文"))
        #expect(ChannelKey.of("凤凰中文HD") == "凤凰中文")
        #expect(ChannelKey.of("標清 天映頻道") == ChannelKey.of("天映频道"))
        #expect(ChannelKey.of("HD") == "hd", "a name of quality words alone keeps them")
        #expect(ChannelKey.of("CCTV 1") != ChannelKey.of("CCTV 11"))
    }

    @Test func manyKeysAreEachNamesKey() {
        let names = ["CCTV-1 HD", "Star Movies FHD (Middle East)", "HD", "鳳凰中文高清", "ＣＣＴＶ１", "a_b c", "", "4K 1080p", "News 24"]
        #expect(ChannelKey.keys(names) == names.map { ChannelKey.of($0) })
    }
}

extension NameFoldTests {
    /// The shortcut of the first frame with a renewed catalog: a name it skips for an ASCII key
    /// sought has a key with more than ASCII, whatever the name.
    @Test func aNameSkippedForAnASCIIKeyHasNoASCIIKey() {
        let names = ["国际4", "财经9 HD", "Video 5 中文", "高清", "高清 Video 5", "Video 5 高清", "超清标清", "ＣＣＴＶ１ 高清",
                     "凤凰中文HD", "\u{F900} Video", "Video 5", "", "中文 高清 Ｘ", "㐀㐁 4K"]
        for name in names {
            let key = ChannelKey.keys([name], chinese: false)[0]
            if ChannelKey.surelyNotASCII(name) {
                #expect(key.utf8.contains { $0 >= 0x80 }, "\(name): key \(key)")
            }
        }
        #expect(ChannelKey.surelyNotASCII("国际4") && ChannelKey.surelyNotASCII("Video 5 中文"))
        #expect(!ChannelKey.surelyNotASCII("Video 5 高清"), "a quality word leaves the key ASCII")
        #expect(!ChannelKey.surelyNotASCII("ＣＣＴＶ１"), "fullwidth letters fold to ASCII")
        #expect(!ChannelKey.surelyNotASCII("\u{F900} Video"), "a compatibility ideograph is folded, not skipped")
        #expect(!ChannelKey.surelyNotASCII("高清"), "a name of quality words alone keeps them")
    }
}
