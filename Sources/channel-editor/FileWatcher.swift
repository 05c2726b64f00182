import ChannelStore
import Glibc

/// Notices that the channels file may have changed on disk (docs/DECISIONS.md, "Live
/// reload"): inotify on the file's folder, for events that name the file. Not on the file
/// itself: every save renames a new file over it, and a watch on the inode would follow the
/// old one. A text editor that writes in place ends with a close-after-write; one that renames
/// over, with a move.
///
/// The screen follows the file whatever happens to the watch (issue 26, item 3):
/// - when a folder cannot be watched (inotify's watches used up, ENOSPC; the folder gone or not
///   made yet; no inotify at all) `needsPolling` is true and the run loop checks on its time-outs,
///   while the watch is tried again every turn;
/// - a watched folder that is renamed or deleted (IN_MOVE_SELF, IN_DELETE_SELF, IN_IGNORED) is
///   watched again at its path, so a folder made there anew is followed;
/// - when the path is a symbolic link, the folder of the link is watched too: a link pointed
///   elsewhere moves the watch to the new target's folder.
package final class FileWatcher {
    /// The inotify descriptor (non-blocking), or -1; part of the run loop's wait.
    package let descriptor: Int32
    private let path: String
    private let store: ChannelFileStore
    private let addWatch: (Int32, String, UInt32) -> Int32
    /// The names that matter, by folder: the real file's, and the link's when the path is one.
    private var wanted: [String: Set<String>] = [:]
    /// The watch of each folder wanted; -1 while it could not be added (tried again each turn).
    private var watches: [String: Int32] = [:]

    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// `addWatch` is `inotify_add_watch` (tests make it fail as a full system would).
    init(store: ChannelFileStore, addWatch: @escaping (Int32, String, UInt32) -> Int32 = { inotify_add_watch($0, $1, $2) }) {
        self.store = store
        path = store.path
        self.addWatch = addWatch
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        resolve()
        startWatching()
    }

    /// A watcher of the file at `path` (tests; `addWatch` as above).
    package convenience init(path: String, addWatch: @escaping (Int32, String, UInt32) -> Int32 = { inotify_add_watch($0, $1, $2) }) {
        self.init(store: ChannelFileStore(path: path), addWatch: addWatch)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// True while at least one folder is watched (the descriptor is worth waiting on).
    package var isWatching: Bool { watches.values.contains { $0 >= 0 } }

    /// True when changes can only be found by looking: no inotify, or a folder not watched now.
    package var needsPolling: Bool { descriptor < 0 || watches.values.contains { $0 < 0 } }

    /// Adds the watches that are missing (a folder made by the first save, or again after it
    /// was renamed or deleted; watches freed by another program).
    package func startWatching() {
        guard descriptor >= 0 else { return }
        for (folder, watch) in watches where watch < 0 {
            watches[folder] = addWatch(descriptor, folder, Self.mask)
        }
    }

    /// Reads every pending event; true when one was about the file or the link (or events were
    /// lost, or a watched folder itself went away).
    package func drain() -> Bool {
        guard descriptor >= 0 else { return false }
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.load(fromByteOffset: offset, as: Int32.self), raw.load(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if note(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self)) { relevant = true }
                offset += header + length
            }
        }
        if relevant { resolve() }
        return relevant
    }

    /// One event: true when it may concern the file. A folder that went away is watched again
    /// at its path on the next `startWatching`.
    private func note(watch: Int32, mask: UInt32, name: String) -> Bool {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
        guard let folder = watches.first(where: { $0.value == watch && watch >= 0 })?.key else { return false }
        if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            // A moved folder keeps its watch, now on the wrong path: drop it.
            if mask & UInt32(IN_MOVE_SELF) != 0 { inotify_rm_watch(descriptor, watch) }
            watches[folder] = -1
            return true
        }
        return wanted[folder]?.contains(name) == true
    }

    /// Works out which folders to watch for which names (the link may point elsewhere now);
    /// drops the watches of folders no longer wanted.
    private func resolve() {
        var next: [String: Set<String>] = [:]
        let (folder, name) = Self.split(store.realPath)
        next[folder, default: []].insert(name)
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            let (linkFolder, linkName) = Self.split(path)
            next[linkFolder, default: []].insert(linkName)
        }
        guard next != wanted else { return }
        for (folder, watch) in watches where next[folder] == nil {
            if watch >= 0 { inotify_rm_watch(descriptor, watch) }
            watches[folder] = nil
        }
        for folder in next.keys where watches[folder] == nil { watches[folder] = -1 }
        wanted = next
    }

    /// A path's folder and name.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
