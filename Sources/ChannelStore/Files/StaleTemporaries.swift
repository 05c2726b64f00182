import Glibc

/// Removes the temporary files a writer killed mid-save left next to a channel file
/// (`.<name>.tmp-<pid>-<n>`, see `AtomicFileWriter`). Only safe while holding the file's lock:
/// then no other writer can be between its write and its rename.
enum StaleTemporaries {
    /// Deletes every `.<name>.tmp-*` in the target's folder; returns how many went.
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
            if name.hasPrefix(prefix) { stale.append(name) }
        }
        var removed = 0
        for name in stale where unlink(PathText.join(folder, name)) == 0 { removed += 1 }
        return removed
    }
}
