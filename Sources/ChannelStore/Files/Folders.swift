import Glibc
import Localization

/// Creates missing folders.
enum Folders {
    /// Creates `folder` and any missing parents (like `mkdir -p`), new ones with `mode`.
    /// `displayPath` is the file the folder is for, named in errors.
    static func create(_ folder: String, mode: mode_t = 0o700, for displayPath: String) throws(StoreError) {
        var missing: [String] = []
        var current = folder
        while true {
            if let status = FileStatus.of(current) {
                guard status.isDirectory else {
                    throw failure(displayPath, current, ENOTDIR)
                }
                break
            }
            // ENOTDIR: some folder above is a file; keep walking up to name it.
            guard errno == ENOENT || errno == ENOTDIR else { throw failure(displayPath, current, errno) }
            missing.append(current)
            let parent = PathText.folder(of: current)
            if parent == current { break }
            current = parent
        }
        for path in missing.reversed() {
            if mkdir(path, mode) != 0, errno != EEXIST {
                throw failure(displayPath, path, errno)
            }
        }
    }

    private static func failure(_ displayPath: String, _ folder: String, _ code: Int32) -> StoreError {
        StoreError(path: displayPath, problem: .tr("cannot create folder %s: %s", folder, SystemError.text(code)), kind: .system)
    }
}
