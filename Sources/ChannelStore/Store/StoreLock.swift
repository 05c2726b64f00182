import Glibc
import Localization

/// Proof that this process is, for now, the one writer of a channel file; released when it
/// goes away.
///
/// Design (docs/DECISIONS.md, "The lock"): an advisory `flock(LOCK_EX)` on a sidecar file,
/// `<file>.lock`, next to the channel file. Not on the channel file itself, because every save
/// renames a new inode over it (a lock on the old inode would protect nothing); not on the
/// folder, so that two different channel files in one folder can be edited at once. It is held
/// only around one read-check-write (see `ChannelFileStore.lock`), so a writer waits briefly for
/// its turn instead of being refused. The sidecar is opened read-only, never truncated and
/// never written (a hard link or a file planted there is never harmed), and must be a regular
/// file with one link. It stays on disk after release, but for one made for a file that a
/// refused command did not make either (`removeFile`): a lock taken is checked to be the file
/// still at the path, so a removal cannot let two processes lock two inodes under one name. `flock` locks belong to the open file, so the lock
/// ends when the descriptor is closed — also when the process dies.
public struct StoreLock: ~Copyable {
    /// The lock file.
    package let path: String
    private let descriptor: Int32
    /// The lock file was not there before this lock made it.
    package let createdFile: Bool
    /// Runs just before the lock is given up, while no other writer can be changing the folder.
    private let beforeRelease: (() -> Void)?

    private init(path: String, descriptor: Int32, createdFile: Bool, beforeRelease: (() -> Void)?) {
        self.path = path
        self.descriptor = descriptor
        self.createdFile = createdFile
        self.beforeRelease = beforeRelease
    }

    /// Releases the lock now (it is also released when the value is dropped).
    public consuming func release() {}

    /// Releases the lock and removes the lock file, which this lock made for a file that is
    /// still not there (a command refused on a mistyped `--file` left `NAME.lock` beside it).
    /// Safe while held: a writer that opened the file meanwhile finds, once it has the lock,
    /// that the path no longer names it, and opens the path again (`acquire`).
    public consuming func removeFile() {
        unlink(path)
    }

    deinit {
        beforeRelease?()
        close(descriptor)
    }

    /// Locks `<target>.lock`, creating it (and its folders) when missing, waiting up to `wait`
    /// seconds for another writer to finish.
    static func acquire(for target: String, displayPath: String, wait: Double, beforeRelease: (() -> Void)? = nil)
        throws(StoreError) -> StoreLock
    {
        let lockPath = target + ".lock"
        try Folders.create(PathText.folder(of: target), for: displayPath)
        let deadline = MonotonicSeconds.now() + max(0, wait)
        // Again when the file locked is no longer the one at the path (its holder removed it,
        // `removeFile`): a lock on a removed file would lock nothing.
        while true {
            let existed = FileStatus.of(lockPath, followingLinks: false) != nil
            let (descriptor, info) = try open(lockPath, displayPath)
            try take(descriptor, info: info, until: deadline, wait: wait, lockPath: lockPath, displayPath: displayPath)
            var now = stat()
            guard lstat(lockPath, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino else {
                close(descriptor)
                continue
            }
            return StoreLock(path: lockPath, descriptor: descriptor, createdFile: !existed, beforeRelease: beforeRelease)
        }
    }

    /// Opens (creating) the lock file, refused unless it is a regular file with one link.
    private static func open(_ lockPath: String, _ displayPath: String) throws(StoreError) -> (Int32, stat) {
        if let status = FileStatus.of(lockPath, followingLinks: false), !status.isRegularFile || status.info.st_nlink != 1 {
            throw unsafe(lockPath, displayPath)
        }
        // Read-only: nothing is ever written through it. O_NONBLOCK: a FIFO put there in the
        // meantime must not hang the open; it is refused below.
        let descriptor = Glibc.open(lockPath, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw StoreError(path: displayPath, problem: .tr("cannot lock: %s: %s", lockPath, SystemError.current), kind: .system)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileStatus(info: info).isRegularFile, info.st_nlink == 1 else {
            close(descriptor)
            throw unsafe(lockPath, displayPath)
        }
        return (descriptor, info)
    }

    /// Takes the `flock`, waiting until `deadline` for another writer; closes the descriptor
    /// and throws when it cannot.
    private static func take(_ descriptor: Int32, info: stat, until deadline: Double, wait: Double, lockPath: String,
                             displayPath: String) throws(StoreError) {
        var pause: Int = 1_000_000 // 1 ms, doubling up to 16 ms
        while true {
            if lockFile(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw StoreError(path: displayPath, problem: .tr("cannot lock: %s: %s", lockPath, SystemError.text(code)), kind: .system)
            }
            guard MonotonicSeconds.now() < deadline else {
                let holder = LockHolder.pid(of: info)
                close(descriptor)
                let seconds = Int(wait.rounded(.up))
                let problem: Message
                switch (holder, seconds > 0) {
                case let (pid?, true): problem = .tr("is locked by another channel-editor (pid %s) for more than %s s", pid, seconds)
                case (nil, true): problem = .tr("is locked by another channel-editor for more than %s s", seconds)
                case let (pid?, false): problem = .tr("is locked by another channel-editor (pid %s)", pid)
                case (nil, false): problem = .tr("is locked by another channel-editor")
                }
                throw StoreError(path: displayPath, problem: problem, kind: .locked)
            }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 16_000_000)
        }
    }

    private static func unsafe(_ lockPath: String, _ displayPath: String) -> StoreError {
        StoreError(path: displayPath,
                   problem: .tr("cannot lock: %s is not a regular file with one link; remove it (it holds nothing)", lockPath),
                   kind: .system)
    }

    /// `flock(2)`. Swift sees `struct flock` (for fcntl) under the same name; the coercion
    /// picks the function.
    private static func lockFile(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        (flock as (Int32, Int32) -> Int32)(descriptor, operation)
    }
}

/// Seconds on the monotonic clock.
enum MonotonicSeconds {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// Who holds a `flock` on a file, from `/proc/locks` (the lock file itself holds nothing).
enum LockHolder {
    /// The pid of the process holding a FLOCK on the file with this inode, or nil.
    static func pid(of info: stat) -> Int32? {
        guard let bytes = try? FileReader.read("/proc/locks", named: "/proc/locks") else { return nil }
        let inode = String(UInt64(info.st_ino))
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            // "1: FLOCK  ADVISORY  WRITE 28307 fe:00:16238555 0 EOF"
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5].split(separator: ":").last.map(String.init) == inode,
                  let pid = Int32(fields[4]), pid > 0 else { continue }
            return pid
        }
        return nil
    }
}
