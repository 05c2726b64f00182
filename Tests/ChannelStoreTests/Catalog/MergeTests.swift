import ChannelCore
import ChannelStore
import Testing

@Suite("Catalog merge")
struct MergeTests {
    private let catalog: Board
    init() throws {
        catalog = try Board(
            mine: [Channel(id: "rec", name: "Recommended", locked: true), Channel(id: "top", name: "Top", locked: true),
                   Channel(id: "tech", name: "Tech")],
            available: [Channel(id: "sports", name: "Sports"), Channel(id: "music", name: "Music")])
    }

    @Test func nothingNewChangesNothing() throws {
        let file = try Board(
            mine: [Channel(id: "rec", name: "Mine", locked: true), Channel(id: "top", name: "Top", locked: true),
                   Channel(id: "music", name: "Music")],
            available: [Channel(id: "sports", name: "Sports"), Channel(id: "tech", name: "Tech")],
            current: "music")
        #expect(Catalog.merge(file: file, catalog: catalog) == file)
    }

    @Test func newChannelsAreAppendedToAddChannels() throws {
        let file = try Board(mine: [Channel(id: "rec", name: "Rec", locked: true), Channel(id: "top", name: "Top", locked: true),
                                    Channel(id: "sports", name: "Sports")],
                             available: [Channel(id: "old", name: "Old")], current: "sports")
        let merged = Catalog.merge(file: file, catalog: catalog)
        #expect(merged.mine == file.mine)
        // "tech" is in the catalog's My Channels, but a new unlocked channel is only offered.
        #expect(merged.available == [Channel(id: "old", name: "Old"), Channel(id: "tech", name: "Tech"), Channel(id: "music", name: "Music")])
        #expect(merged.current == "sports")
    }

    @Test func newLockedChannelJoinsTheLockedFront() throws {
        let file = try Board(mine: [Channel(id: "rec", name: "Rec", locked: true), Channel(id: "a", name: "A"), Channel(id: "b", name: "B")],
                             available: [Channel(id: "tech", name: "Tech"), Channel(id: "sports", name: "Sports"), Channel(id: "music", name: "Music")])
        let merged = Catalog.merge(file: file, catalog: catalog)
        #expect(merged.mine.map(\.id) == ["rec", "top", "a", "b"])
        #expect(merged.lockedCount == 2)
        #expect(merged.available == file.available)
    }

    @Test func fileOnlyChannelsAndTheFileVersionOfAChannelAreKept() throws {
        // The file unlocked "top" and renamed "tech": the file wins.
        let file = try Board(mine: [Channel(id: "mine-only", name: "Mine only"), Channel(id: "top", name: "Top")],
                             available: [Channel(id: "tech", name: "Technology"), Channel(id: "gone", name: "Gone from catalog")])
        let merged = Catalog.merge(file: file, catalog: catalog)
        #expect(merged.mine.map(\.id) == ["rec", "mine-only", "top"])
        #expect(merged.mine[2] == Channel(id: "top", name: "Top"))
        #expect(merged.available.map(\.id) == ["tech", "gone", "sports", "music"])
        #expect(merged.available[0].name == "Technology")
    }

    @Test func emptyFileGetsTheWholeCatalogOffered() {
        let merged = Catalog.merge(file: Board(), catalog: catalog)
        #expect(merged.mine.map(\.id) == ["rec", "top"])
        #expect(merged.available.map(\.id) == ["tech", "sports", "music"])
    }

    @Test func mergingTwiceAddsNothingMore() throws {
        let file = try Board(mine: [Channel(id: "x", name: "X")], available: [])
        let once = Catalog.merge(file: file, catalog: catalog)
        #expect(Catalog.merge(file: once, catalog: catalog) == once)
    }
}
