import ChannelCore
import ChannelStore
import Testing

/// Issue 40.4: each format says in one line what its list holds, for the editor's words.
@Suite struct ListKindTests {
    @Test func eachFormatSaysWhatItsListHolds() {
        #expect(FileFormat.of(path: "/home/u/.config/channel-editor/channels.json").listKind(path: "channels.json") == .channels)
        #expect(FileFormat.m3u.listKind(path: "/tv/fav.m3u8") == .channels)
        #expect(FileFormat.newsboat.listKind(path: "/home/u/.newsboat/urls") == .feeds)
        #expect(FileFormat.enigma2.listKind(path: "/etc/enigma2/userbouquet.favourites.tv") == .services)
        // Enigma2's list of bouquets holds bouquets, not services.
        #expect(FileFormat.enigma2.listKind(path: "/etc/enigma2/bouquets.tv") == .bouquets)
        #expect(FileFormat.enigma2.listKind(path: "/etc/enigma2/Bouquets.Radio") == .bouquets)
    }
}
