import Glibc
import Localization
import SystemIO

/// Replaces a file so that a crash at any moment leaves either the old contents or the new,
/// never a torn file: write a temporary file in the same folder, fsync it, rename it over the
/// target, fsync the folder. On any failure the temporary file is removed and the target is
/// left as it was.
///
/// The temporary file is `.<name>.tmp-<pid>-<n>`, created with `O_EXCL` (so two writers never
/// share one), with the old file's permission bits (and owner, when allowed), or 0644 minus the
/// umask for a new file. Missing folders are created with mode 0700.
package struct AtomicFileWriter {
    /// A step of the write, named so tests can make one fail on purpose.
    package enum Step: CaseIterable, Sendable {
        case create, write, sync, close, rename
    }

    /// Test hook: pretend `step` failed with this error number (after doing the steps before it).
    var injectedFailure: (step: Step, code: Int32)?

    package init(injectedFailure: (step: Step, code: Int32)? = nil) {
        self.injectedFailure = injectedFailure
    }

    /// Writes `bytes` to `target` (a resolved path, see `PathResolution`); errors name `displayPath`.
    func write(_ bytes: [UInt8], to target: String, displayPath: String) throws(StoreError) {
        try write(to: target, displayPath: displayPath) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// Writes what `produce` hands to `emit`, piece by piece as it is made: a large file is never
    /// held in memory whole. After a piece fails to be written, the rest are not written and the
    /// save fails with that piece's error.
    func write(
        to target: String, displayPath: String, produce: ((UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(StoreError) {
        let folder = PathText.folder(of: target)
        try Folders.create(folder, for: displayPath)
        let old = FileStatus.of(target)
        if let old, old.isDirectory {
            throw StoreError(path: displayPath, problem: .tr("is a folder, not a file"), kind: .system)
        }
        if let old, !old.isRegularFile {
            // A device or FIFO (say `--file /dev/null`) must never be renamed over.
            throw StoreError(path: displayPath, problem: .tr("is not a regular file"), kind: .system)
        }
        let (descriptor, temporary) = try createTemporary(in: folder, for: target, displayPath: displayPath)
        var open = true
        do throws(StoreError) {
            if let old {
                _ = fchmod(descriptor, old.permissions)
                if old.info.st_uid != geteuid() || old.info.st_gid != getegid() {
                    _ = fchown(descriptor, old.info.st_uid, old.info.st_gid) // best effort: only root may give files away
                }
            }
            try perform(.write, displayPath) {
                var failure: Int32?
                produce { piece in
                    if failure == nil { failure = writeAll(piece, to: descriptor) }
                }
                if let failure { errno = failure }
                return failure == nil
            }
            try perform(.sync, displayPath) { fsync(descriptor) == 0 }
            try perform(.close, displayPath) {
                open = false
                return Glibc.close(descriptor) == 0
            }
            try perform(.rename, displayPath) { rename(temporary, target) == 0 }
        } catch {
            if open { Glibc.close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Opens a new temporary file next to the target, trying the next number when one is taken.
    private func createTemporary(in folder: String, for target: String, displayPath: String) throws(StoreError) -> (Int32, String) {
        let prefix = PathText.join(folder, "." + PathText.name(of: target) + ".tmp-\(getpid())-")
        for number in 0..<10_000 {
            let path = prefix + String(number)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if descriptor >= 0 {
                if let failure = injectedFailure, failure.step == .create {
                    Glibc.close(descriptor)
                    unlink(path)
                    throw Self.failure(displayPath, failure.code)
                }
                return (descriptor, path)
            }
            if errno != EEXIST { throw Self.failure(displayPath, errno) }
        }
        throw Self.failure(displayPath, EEXIST)
    }

    /// Runs one step; throws when it fails (or when a test asked for it to fail, in which case
    /// it is not run at all).
    private func perform(_ step: Step, _ displayPath: String, _ action: () -> Bool) throws(StoreError) {
        if let failure = injectedFailure, failure.step == step {
            throw Self.failure(displayPath, failure.code)
        }
        if !action() { throw Self.failure(displayPath, errno) }
    }

    /// Makes the rename durable. A folder that cannot be synced (some file systems refuse) is
    /// not an error: the new file is already in place.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        Glibc.close(descriptor)
    }

    private static func failure(_ displayPath: String, _ code: Int32) -> StoreError {
        StoreError(path: displayPath, problem: .tr("cannot write: %s", SystemError.text(code)), kind: .system)
    }
}
