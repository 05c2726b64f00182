import Glibc

/// When the folder of a channel file needs looking through for a killed writer's temporaries
/// (`StaleTemporaries`), shared by every copy of a store.
///
/// A killed writer's temporary can only appear by a change to the folder (a file created in
/// it), and every change to a folder sets its change time. So at the release of each lock the
/// folder's identity and change time are noted, after this process's own changes (its
/// temporary, the rename, the replaced version deleted); the next lock looks through the
/// folder only when the folder has changed since. The screen saving each key no longer lists
/// the folder on every save (docs/PERFORMANCE.md, "Item move"), and a temporary left by
/// another writer is still removed at the next lock taken after it was made.
///
/// The change time is read with `stat` right after our last change. Linux (6.13 and later, on
/// ext4, xfs, btrfs and tmpfs: "multigrain" timestamps) then gives the folder's next change a
/// fine-grained time, so no change after the note can carry the noted time.
/// On file systems with coarse times only, a change in the same clock tick (a few ms) as our
/// last one would carry the same time: such a leftover is then removed at the first lock after
/// the folder changes again, or at the next start.
final class SweepMemory: @unchecked Sendable {
    // The program is single-threaded; nothing here is touched from two threads.
    private var noted: [String: FolderStamp] = [:]

    /// True when `folder` may have changed since the last note (or was never noted).
    func needsSweep(_ folder: String) -> Bool {
        guard let noted = noted[folder], let now = FolderStamp.of(folder) else { return true }
        return noted != now
    }

    /// Notes `folder` as it is now, with nothing in it left to sweep.
    func note(_ folder: String) {
        noted[folder] = FolderStamp.of(folder)
    }
}

/// A folder's identity and change time.
struct FolderStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let changed: [Int]

    static func of(_ folder: String) -> FolderStamp? {
        guard let status = FileStatus.of(folder), status.isDirectory else { return nil }
        let info = status.info
        return FolderStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
                           changed: [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)])
    }
}
