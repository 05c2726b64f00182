import Glibc

/// Which version of a file is on disk: device, inode, size and modification time. A save by
/// rename changes the inode; an edit in place changes the size or the time.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The identity of what is at `path` now (following links), or nil when nothing is there.
    static func of(_ path: String) -> FileIdentity? {
        guard let status = FileStatus.of(path) else { return nil }
        let info = status.info
        return FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
