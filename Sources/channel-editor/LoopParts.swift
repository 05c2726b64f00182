import ChannelCore
import ChannelStore
import CursesTerminal
import EditorKit

/// The run loop's side of the file: `GuardedSaver`'s compare-and-swap saves and reloads.
package protocol BoardSaving {
    /// Saves `board`, made by `changes`; merges with the file when it changed on disk.
    mutating func save(_ board: Board, changes: [BoardChange?]) throws(StoreError) -> GuardedSaver.Outcome
    /// What the file holds now (after a refused save).
    mutating func reread() throws(StoreError) -> Board
    /// The file's board when it changed since last loaded or saved; nil when it did not.
    mutating func refresh() throws(StoreError) -> Board?
    /// Refreshes the file from its catalogs as the `refresh` command does (`R`).
    mutating func refreshFromCatalogs() -> GuardedSaver.RefreshOutcome
}

extension GuardedSaver: BoardSaving {}

/// What tells the run loop the file may have changed: `FileWatcher`.
package protocol ChangeWatching: AnyObject {
    /// The descriptor the loop's wait includes (readable when something happened).
    var descriptor: Int32 { get }
    var isWatching: Bool { get }
    /// True when changes can only be found by looking, on the loop's time-outs.
    var needsPolling: Bool { get }
    /// Adds the watch when it is missing.
    func startWatching()
    /// Reads what happened; true when it may concern the file.
    func drain() -> Bool
}

extension FileWatcher: ChangeWatching {}
