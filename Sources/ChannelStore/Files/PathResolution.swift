import Glibc

/// Finds the real file behind a path, so that saving through a symbolic link (a dotfiles
/// manager's link, say) replaces the file it points to rather than the link.
enum PathResolution {
    /// Follows symbolic links at `path` (even one pointing at a file that does not exist yet),
    /// then makes the folder part canonical. Returns `path` unchanged when nothing resolves.
    static func realFile(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let status = FileStatus.of(current, followingLinks: false), status.isSymbolicLink,
                  let target = linkTarget(current) else { break }
            current = PathText.isAbsolute(target) ? target : PathText.join(PathText.folder(of: current), target)
        }
        guard let folder = canonical(PathText.folder(of: current)) else { return current }
        return PathText.join(folder, PathText.name(of: current))
    }

    /// `realpath(path)`, or nil.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
