import Glibc

/// What taking the lock would create that is not there yet: the lock file and any missing
/// folders above it. Taken before `lock()`, so that a start which then fails (no terminal) can
/// remove exactly those and leave the disk as it found it.
public struct LockFootprint: Sendable {
    /// Paths that did not exist, deepest first (the lock file, then folders).
    let missing: [String]

    /// Notes what is missing now for the channel file at `path`.
    public init(store: ChannelFileStore) {
        let target = PathResolution.realFile(store.path)
        var missing: [String] = []
        if FileStatus.of(target + ".lock", followingLinks: false) == nil { missing.append(target + ".lock") }
        var folder = PathText.folder(of: target)
        while FileStatus.of(folder) == nil {
            missing.append(folder)
            let parent = PathText.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        self.missing = missing
    }

    /// Removes what was missing before (folders only when empty). Call after releasing the lock.
    public func remove() {
        for path in missing {
            if FileStatus.of(path, followingLinks: false)?.isDirectory == true {
                rmdir(path)
            } else {
                unlink(path)
            }
        }
    }
}
