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
