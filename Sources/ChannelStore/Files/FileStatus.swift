import Glibc

/// What is at a path, from `stat`/`lstat`.
struct FileStatus {
    let info: stat

    /// `stat` (follows symlinks) or `lstat`; nil when nothing is there (`errno` tells why).
    static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? FileStatus(info: info) : nil
    }

    private var type: mode_t { info.st_mode & S_IFMT }
    var isDirectory: Bool { type == S_IFDIR }
    var isRegularFile: Bool { type == S_IFREG }
    var isSymbolicLink: Bool { type == S_IFLNK }
    /// The permission bits (with setuid/setgid/sticky).
    var permissions: mode_t { info.st_mode & 0o7777 }
}
