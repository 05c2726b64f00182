import Glibc
import Localization

/// Moves a channel file aside so that the user can start over without losing it.
enum Backup {
    /// Renames `target` to the first free name of `<target>.bak`, `<target>.bak.1`, ... and
    /// returns it; nil when there is no file. An existing backup is never overwritten:
    /// `link` claims the name atomically (then the original is unlinked); on file systems
    /// without hard links the name is checked first, then `rename`d.
    static func moveAside(_ target: String, displayPath: String) throws(StoreError) -> String? {
        guard let status = FileStatus.of(target) else {
            if errno == ENOENT { return nil }
            throw failure(displayPath, errno)
        }
        if status.isDirectory {
            throw StoreError(path: displayPath, problem: .tr("is a folder, not a file"), kind: .system)
        }
        for number in 0..<100_000 {
            let candidate = number == 0 ? target + ".bak" : target + ".bak.\(number)"
            if link(target, candidate) == 0 {
                guard unlink(target) == 0 else {
                    let code = errno
                    unlink(candidate)
                    throw failure(displayPath, code)
                }
                sync(folder: PathText.folder(of: target))
                return candidate
            }
            let code = errno
            if code == EEXIST { continue }
            guard code == EPERM || code == EOPNOTSUPP || code == EXDEV || code == EMLINK else {
                throw failure(displayPath, code)
            }
            // No hard links here: fall back to check-then-rename.
            if FileStatus.of(candidate, followingLinks: false) != nil { continue }
            guard rename(target, candidate) == 0 else { throw failure(displayPath, errno) }
            sync(folder: PathText.folder(of: target))
            return candidate
        }
        throw failure(displayPath, EEXIST)
    }

    private static func sync(folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ displayPath: String, _ code: Int32) -> StoreError {
        StoreError(path: displayPath, problem: .tr("cannot back up: %s", SystemError.text(code)), kind: .system)
    }
}
