import Glibc

/// Removes the temporary files a writer killed mid-save left next to a channel file. Only safe
/// while holding the file's lock: then no other writer can be between its write and its rename.
///
/// Only our own leftovers go: names of exactly the form `AtomicFileWriter` makes,
/// `.<name>.tmp-<pid>-<n>` (decimal digits), regular files, and only when that pid is gone, is
/// this process (not mid-save while it takes the lock), or the file is over an hour old (a
/// reused pid). A user's `.<name>.tmp-notes` is never touched.
enum StaleTemporaries {
    /// Files younger than this whose writer still runs are kept.
    static let ageLimit = 3600

    /// Deletes the stale temporaries in the target's folder; returns how many went.
    @discardableResult
    static func remove(nextTo target: String) -> Int {
        let folder = PathText.folder(of: target)
        let prefix = "." + PathText.name(of: target) + ".tmp-"
        guard let directory = opendir(folder) else { return 0 }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let pid = writerPID(String(name.dropFirst(prefix.count))) else { continue }
            let path = PathText.join(folder, name)
            guard let status = FileStatus.of(path, followingLinks: false), status.isRegularFile else { continue }
            if isGone(pid) || pid == getpid() || age(status) > ageLimit { stale.append(path) }
        }
        var removed = 0
        for path in stale where unlink(path) == 0 { removed += 1 }
        return removed
    }

    /// The pid of `<pid>-<n>`, both all digits; nil for any other tail.
    static func writerPID(_ tail: String) -> Int32? {
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
              let pid = Int32(parts[0]), pid > 0 else { return nil }
        return pid
    }

    private static func isGone(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    private static func age(_ status: FileStatus) -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) - Int(status.info.st_mtim.tv_sec)
    }
}
