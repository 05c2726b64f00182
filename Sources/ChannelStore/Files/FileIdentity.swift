import Glibc

/// Which version of a file is on disk: device, inode, size, modification and change times. A
/// save by rename changes the inode; an edit in place changes the size or the times (the change
/// time cannot be set back by hand, as `touch -d` can the modification time).
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: [Int]
    let changed: [Int]

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
    }

    /// The same version of the file, whatever became of its change time (a rename sets it):
    /// the same inode, size and modification time.
    package func isSameVersion(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode && size == other.size && modified == other.modified
    }

    /// The identity of what is at `path` now (following links), or nil when nothing is there.
    static func of(_ path: String) -> FileIdentity? {
        FileStatus.of(path).map { FileIdentity($0.info) }
    }
}
