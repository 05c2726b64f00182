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
///
/// Against writers that take no lock (a text editor's save), a write told which version it
/// replaces (`Replacing.version`) renames with `renameat2(RENAME_EXCHANGE)`: the swap is
/// atomic and leaves what it replaced under the temporary name, so a stranger's file that took
/// the target's place after the caller last looked is seen for certain, put back, and nothing
/// is written (`Outcome.changedMeanwhile`). The identity returned is that of the file written,
/// read through a descriptor of its own, never of whatever is at the path by then (issue 26,
/// item 2). Where the file system refuses the exchange (EINVAL), the version is checked just
/// before a plain rename: a save by another program in that last instant is then replaced.
package struct AtomicFileWriter: Sendable {
    /// A step of the write, named so tests can make one fail on purpose.
    package enum Step: CaseIterable, Sendable {
        case create, write, sync, close, rename
    }

    /// What a write may replace.
    package enum Replacing: Sendable {
        /// Whatever is at the target (a command that read the file under the lock; a reset).
        case anything
        /// Only this version of the target (nil: no file there): anything else found in its
        /// place at the rename is kept, and nothing is written.
        case version(FileIdentity?)
    }

    /// How a write ended.
    package enum Outcome: Equatable, Sendable {
        /// The new file is in place; the identity of the file written.
        case written(FileIdentity)
        /// Another version took the target's place before the rename: it is in place, as it
        /// was, and nothing was written.
        case changedMeanwhile
    }

    /// Test hook: pretend `step` failed with this error number (after doing the steps before it).
    var injectedFailure: (step: Step, code: Int32)?
    /// Test hooks: run after the temporary file is written and synced, just before the rename;
    /// and right after the rename, before the identity of the file written is read.
    package var beforeRename: (@Sendable () -> Void)?
    package var afterRename: (@Sendable () -> Void)?
    /// Test hook: runs after the last look at the target, right before the exchange.
    package var afterLook: (@Sendable () -> Void)?
    /// Test hook: behave as on a file system that refuses `RENAME_EXCHANGE`.
    package var exchangeUnsupported = false

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
        _ = try write(to: target, displayPath: displayPath, replacing: .anything, produce: produce)
    }

    /// `write`, replacing only what `replacing` allows; returns the identity of the file written.
    func write(
        to target: String, displayPath: String, replacing: Replacing, produce: ((UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(StoreError) -> Outcome {
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
        // A second descriptor of the file written: its identity after the rename (which sets
        // its change time) is read through it, whatever is at the path by then.
        let written = Glibc.open(temporary, O_RDONLY | O_CLOEXEC)
        defer { if written >= 0 { Glibc.close(written) } }
        var before = stat()
        var placement = Placement.placed
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
            _ = fstat(descriptor, &before)
            try perform(.close, displayPath) {
                open = false
                return Glibc.close(descriptor) == 0
            }
            beforeRename?()
            try perform(.rename, displayPath) {
                placement = place(temporary, over: target, replacing: replacing)
                if case .failed(let code) = placement { errno = code }
                if placement == .strangerAtTemporary { errno = EEXIST }
                return !placement.isFailure
            }
        } catch {
            if open { Glibc.close(descriptor) }
            if placement != .strangerAtTemporary { unlink(temporary) }
            throw error
        }
        switch placement {
        case .stranger:
            unlink(temporary)  // ours: the stranger's file is back in place (or never left it)
            return .changedMeanwhile
        case .exchanged:
            unlink(temporary)  // the version replaced
        default:
            break
        }
        afterRename?()
        syncFolder(folder)
        var after = stat()
        guard written >= 0, fstat(written, &after) == 0 else { return .written(FileIdentity(before)) }
        // A writer that writes into the file in place right after the rename changes its size
        // or modification time: keep those of what we wrote, so the next look sees the change.
        after.st_size = before.st_size
        after.st_mtim = before.st_mtim
        return .written(FileIdentity(after))
    }

    /// What the rename did.
    private enum Placement: Equatable {
        case placed
        /// Placed by an exchange: the version replaced is at the temporary name.
        case exchanged
        /// Another version was at the target: it is there now, ours is at the temporary name.
        case stranger
        /// The exchange back failed: the stranger's file is at the temporary name (never deleted).
        case strangerAtTemporary
        case failed(Int32)

        var isFailure: Bool {
            switch self {
            case .failed, .strangerAtTemporary: return true
            case .placed, .exchanged, .stranger: return false
            }
        }
    }

    /// Puts the temporary file in the target's place, as far as `replacing` allows.
    private func place(_ temporary: String, over target: String, replacing: Replacing) -> Placement {
        switch replacing {
        case .anything:
            return rename(temporary, target) == 0 ? .placed : .failed(errno)
        case .version(nil):
            if !exchangeUnsupported {
                if Renaming.rename(temporary, target, flags: Renaming.noReplace) == 0 { return .placed }
                if errno == EEXIST { return .stranger }
                if !Renaming.isUnsupported(errno) { return .failed(errno) }
            }
            // Not atomic: a file created between this look and the rename is replaced.
            if FileStatus.of(target) != nil { return .stranger }
            return rename(temporary, target) == 0 ? .placed : .failed(errno)
        case .version(let expected?):
            // A look first: a stranger's save found here is never replaced, not even for the
            // instant between the exchange and putting it back (a program that read the file in
            // that instant would read our version and could write its edit over its own last one).
            guard let now = FileIdentity.of(target), now.isSameVersion(as: expected) else { return .stranger }
            afterLook?()
            if !exchangeUnsupported {
                if Renaming.rename(temporary, target, flags: Renaming.exchange) == 0 {
                    // The temporary name now holds what was replaced: the version expected, or a stranger's.
                    if let replaced = FileIdentity.of(temporary), replaced.isSameVersion(as: expected) { return .exchanged }
                    if Renaming.rename(temporary, target, flags: Renaming.exchange) == 0 { return .stranger }
                    return .strangerAtTemporary
                }
                if errno == ENOENT { return .stranger }  // deleted meanwhile: their change too
                if !Renaming.isUnsupported(errno) { return .failed(errno) }
            }
            // Not atomic: a save by another program between the look above and the rename is replaced.
            return rename(temporary, target) == 0 ? .placed : .failed(errno)
        }
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
