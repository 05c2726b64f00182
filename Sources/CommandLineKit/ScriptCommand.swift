/// A command that edits the channels file without the screen (`channel-editor add tech`).
package enum ScriptCommand: Equatable {
    /// Print the board; `json`: in the file format.
    case list(json: Bool)
    /// Add Channels -> end of My Channels, in the order given.
    case add(ids: [String])
    /// My Channels -> front of Add Channels, one after another.
    case remove(ids: [String])
    /// Within My Channels: to a 1-based position among all of My Channels, first or last, or
    /// next to another channel.
    case move(id: String, to: MoveTarget)
    /// Make a My Channels channel the current one.
    case open(id: String)
    /// Move the file aside; the next start uses the catalog.
    case reset
    /// A playlist's favourites given their catalog's new URLs (issue 36).
    case refresh
    /// A playlist entry's display name, group or `tvg-chno` numbers from `from` in file order.
    case rename(id: String, name: String)
    case group(id: String, group: String)
    case number(from: Int, perGroup: Bool)

    /// Where `move` puts a channel.
    package enum MoveTarget: Equatable {
        /// 1-based among all of My Channels, locked channels counted.
        case position(Int)
        /// Right after the locked channels (the first place a channel can move to).
        case first
        case last
        case before(String)
        case after(String)
    }

    /// The command words, as typed.
    package enum Name: String, CaseIterable, Equatable {
        case list, add, remove, move, open, reset, refresh, rename, group, number
    }

    package var name: Name {
        switch self {
        case .list: return .list
        case .add: return .add
        case .remove: return .remove
        case .move: return .move
        case .open: return .open
        case .reset: return .reset
        case .refresh: return .refresh
        case .rename: return .rename
        case .group: return .group
        case .number: return .number
        }
    }
}

extension ScriptCommand {
    /// The command with each id it names passed through `rename` (ids a script kept from
    /// before another program removed a duplicate's twin: `ChannelFileStore.currentId(for:)`).
    package func renamingIds(_ rename: (String) -> String) -> ScriptCommand {
        switch self {
        case .list, .reset, .refresh, .number: return self
        case .rename(let id, let name): return .rename(id: rename(id), name: name)
        case .group(let id, let group): return .group(id: rename(id), group: group)
        case .add(let ids): return .add(ids: ids.map(rename))
        case .remove(let ids): return .remove(ids: ids.map(rename))
        case .open(let id): return .open(id: rename(id))
        case .move(let id, let target):
            switch target {
            case .before(let other): return .move(id: rename(id), to: .before(rename(other)))
            case .after(let other): return .move(id: rename(id), to: .after(rename(other)))
            case .position, .first, .last: return .move(id: rename(id), to: target)
            }
        }
    }
}
