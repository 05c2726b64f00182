import ChannelStore

/// A channels.conf's board comes from its format (`VDRBoard`, README "VDR"); what the executable
/// keeps is the state beside the file (read once) and the status row's details.
extension BoardSource {
    mutating func loadVDR() throws(StoreError) -> Loaded {
        let state: PlaylistState
        if let known = playlistState {
            state = known
        } else {
            state = try PlaylistState(playlistPath: store.path, environment: environment)
            playlistState = state
        }
        let loaded = try VDRBoard.load(store, state: state, catalogs: givenCatalogPaths, svdrp: svdrp)
        details.lookup = loaded.detail
        return Loaded(board: loaded.board, catalog: nil, identity: loaded.identity, notice: loaded.notice?.message(in: messages.translation))
    }
}
