/// The versions a text document was saved from, most recent last (their own histories dropped),
/// for every format that keeps the file's bytes (a playlist, a urls file, a bouquet): a save
/// back to one of them (undo, redo) writes its very bytes, comments and blank lines where they
/// were, instead of moving entries again. The last `depth` are kept, within `budget` bytes of
/// text (at least the last one).
package struct EarlierVersions<Document: KeepsEarlierVersions>: Sendable {
    package private(set) var versions: [Document] = []
    package static var depth: Int { 8 }
    package static var budget: Int { 8 << 20 }

    package init() {}

    /// The most recent versions of `versions` that fit the depth and the budget.
    init(trimming versions: [Document]) {
        var total = 0
        var keep = versions.count
        while keep > 0, versions.count - keep < Self.depth {
            total += versions[keep - 1].keptSize
            if total > Self.budget, keep < versions.count { break }
            keep -= 1
        }
        self.versions = Array(versions[keep...])
    }
}

/// A document that keeps the versions it was saved from (`EarlierVersions`).
package protocol KeepsEarlierVersions: Sendable {
    var earlier: EarlierVersions<Self> { get set }
    /// The bytes a version costs the budget.
    var keptSize: Int { get }
    /// The file's bytes as they are on disk.
    var diskBytes: ArraySlice<UInt8> { get }
}

/// What `recall` found.
package enum Recalled<Document> {
    /// No earlier version is the one asked for.
    case none
    /// The one asked for has this document's bytes: nothing to write.
    case unchanged
    /// That version, its history now holding this one: write its bytes.
    case earlier(Document)
}

extension KeepsEarlierVersions {
    /// The most recent earlier version that `matches` (its entries in the order asked for).
    package func recall(where matches: (Self) -> Bool) -> Recalled<Self> {
        let versions = earlier.versions
        guard let found = versions.lastIndex(where: matches) else { return .none }
        var version = versions[found]
        guard !version.diskBytes.elementsEqual(diskBytes) else { return .unchanged }
        version.earlier = EarlierVersions(trimming: Array(versions[..<found] + versions[(found + 1)...]) + [withoutEarlier])
        return .earlier(version)
    }

    /// `next`, written from this one, with this one last in its history.
    package func followed(by next: Self) -> Self {
        var next = next
        next.earlier = EarlierVersions(trimming: earlier.versions + [withoutEarlier])
        return next
    }

    /// This document as an entry of another one's history.
    private var withoutEarlier: Self {
        var document = self
        document.earlier = EarlierVersions()
        return document
    }
}
