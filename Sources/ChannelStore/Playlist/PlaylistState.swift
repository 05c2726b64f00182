/// What channel-editor keeps for a playlist outside it (README "Playlists"; `KeptBeside`):
/// the catalogs it was last opened with, and the entries removed from it that no catalog
/// holds, in a file that is itself a playlist (the tag lines are comments to players).
public typealias PlaylistState = KeptBeside<PlaylistDocument>

extension KeptBeside where Kept == PlaylistDocument {
    /// Reads the state of the playlist at `playlistPath` (`KeptBeside.init(listPath:)`).
    public convenience init(playlistPath: String, environment: [String: String]) throws(StoreError) {
        try self.init(listPath: playlistPath, environment: environment)
    }
}

extension PlaylistDocument: KeptDocument {
    /// The whole kept file read as a playlist, each entry under the id recorded before it;
    /// by the usual rule when the ids do not match the entries one for one (a file written
    /// before ids were recorded, or edited by hand).
    public static func kept(_ file: KeptFile, path: String) throws(StoreError) -> PlaylistDocument {
        try PlaylistDocument(bytes: file.bytes, path: path, ids: file.records.map(\.id))
    }

    public var keptIds: [String] { ids }
}
