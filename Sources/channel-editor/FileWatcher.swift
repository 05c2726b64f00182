import ChannelStore
import Glibc

/// Notices that the channels file may have changed on disk (docs/ARCHITECTURE.md, "Live
/// reload"): inotify on the file's folder, for events that name the file. Not on the file
/// itself: every save renames a new file over it, and a watch on the inode would follow the
/// old one. A text editor that writes in place ends with a close-after-write; one that renames
/// over, with a move. When the folder cannot be watched (it does not exist yet, or inotify is
/// unavailable) `isWatching` is false and the run loop checks on its time-outs instead.
package final class FileWatcher {
    /// The inotify descriptor (non-blocking), or -1; part of the run loop's wait.
    package let descriptor: Int32
    private let folder: String
    private let name: String
    private var watch: Int32 = -1

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)

    init(store: ChannelFileStore) {
        let real = store.realPath
        let slash = real.lastIndex(of: "/")
        folder = slash.map { $0 == real.startIndex ? "/" : String(real[..<$0]) } ?? "."
        name = slash.map { String(real[real.index(after: $0)...]) } ?? real
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        startWatching()
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    package var isWatching: Bool { watch >= 0 }

    /// True when changes can only be found by looking: inotify is unavailable. (A folder that
    /// does not exist yet needs no looking: until a save creates it — this editor's, whose
    /// compare-and-swap merges with whatever another writer made — the watch is retried each turn,
    /// and an idle editor stays asleep.)
    package var needsPolling: Bool { descriptor < 0 }

    /// Adds the watch when it is missing (the folder may have been created by the first save).
    package func startWatching() {
        guard descriptor >= 0, watch < 0 else { return }
        watch = inotify_add_watch(descriptor, folder, Self.mask)
    }

    /// Reads every pending event; true when one was about the file (or events were lost, or
    /// the folder itself went away).
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
                let (mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.load(fromByteOffset: offset + 4, as: UInt32.self), Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { relevant = true }
                if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    relevant = true
                    if mask & UInt32(IN_IGNORED) != 0 { watch = -1 }
                }
                offset += header + length
            }
        }
        return relevant
    }

    /// True when the descriptor has events waiting (without blocking).
    func hasEvents() -> Bool {
        guard descriptor >= 0 else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }
}
