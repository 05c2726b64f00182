import ChannelCore
import Localization

/// A playlist's edits of its own bytes (`FileEdit`): `refresh` against one catalog after
/// another (`RefreshSummary`), and one field of its entries (`PlaylistFieldEdit`).
struct PlaylistFileEditing: FileEditing {
    let path: String
    /// The catalogs `refresh` takes, read by `prepare`.
    private var catalogs: [PlaylistDocument] = []
    private var translation = Translation.english

    init(path: String) {
        self.path = path
    }

    mutating func prepare(_ edit: FileEdit, request: LoadRequest) throws(FileEditFailure) {
        translation = request.translation
        guard edit == .refresh else { return }
        var paths = request.givenPaths
        if paths.isEmpty {
            do { paths = try PlaylistState(playlistPath: path, environment: request.environment).catalogs } catch { throw .store(error) }
        }
        guard !paths.isEmpty else { throw .usage(.tr("refresh needs the provider's new playlist: --catalog PROVIDER.m3u")) }
        for path in paths {
            do { catalogs.append(try PlaylistDocument.catalog(at: path)) } catch { throw .store(error) }
        }
    }

    func edited(_ document: any ChannelDocument, _ edit: FileEdit) throws(FileEditFailure) -> FileEditResult {
        // The store reads a playlist's file as one.
        guard let playlist = document as? PlaylistDocument else { return FileEditResult(bytes: nil) }
        switch edit {
        case .refresh:
            let refresh = RefreshSummary.refreshed(playlist, against: catalogs)
            return FileEditResult(bytes: refresh.bytes, summary: refresh.summary(in: translation), complete: refresh.complete)
        case .rename(let id, let name):
            return FileEditResult(bytes: PlaylistFieldEdit.renamed(playlist, entry: try entry(id, playlist), to: name))
        case .group(let id, let group):
            return FileEditResult(bytes: PlaylistFieldEdit.regrouped(playlist, entry: try entry(id, playlist), to: group))
        case .number(let first, let perGroup):
            return FileEditResult(bytes: PlaylistFieldEdit.numbered(playlist, from: first, perGroup: perGroup))
        }
    }

    /// The entry an id names (as `add` and `open` take it: the id, a kept id of a twin, or the
    /// URL a player plays).
    private func entry(_ id: String, _ playlist: PlaylistDocument) throws(FileEditFailure) -> Int {
        guard let found = playlist.number(of: id) ?? playlist.currentId(for: id).flatMap(playlist.number(of:)) else {
            throw .unknownEntry(id)
        }
        return found
    }
}
