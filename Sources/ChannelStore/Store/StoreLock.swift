import Glibc
import Localization

/// Proof that this process is the one writer of a channel file; released when it goes away.
///
/// Design: an advisory `flock(LOCK_EX | LOCK_NB)` on a sidecar file, `<file>.lock`, next to the
/// channel file. Not on the channel file itself, because every save renames a new inode over
/// it (a lock on the old inode would protect nothing); not on the folder, so that two
/// different channel files in one folder can be edited at once. The sidecar holds the pid of
/// the holder, for the error message. It stays on disk after release: deleting it could let
/// two processes lock two different inodes under the same name. `flock` locks belong to the
/// open file, so the lock ends when the descriptor is closed — also when the process dies.
public struct StoreLock: ~Copyable {
    /// The lock file.
    public let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Releases the lock now (it is also released when the value is dropped).
    public consuming func release() {}

    deinit {
        close(descriptor)
    }

    /// Locks `<target>.lock`, creating it (and its folders) when missing.
    static func acquire(for target: String, displayPath: String) throws(StoreError) -> StoreLock {
        let lockPath = target + ".lock"
        try Folders.create(PathText.folder(of: target), for: displayPath)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            throw StoreError(path: displayPath, problem: .tr("cannot lock: %s: %s", lockPath, SystemError.current), kind: .system)
        }
        var result: Int32
        repeat {
            result = lockFile(descriptor, LOCK_EX | LOCK_NB)
        } while result != 0 && errno == EINTR
        guard result == 0 else {
            let code = errno
            let holder = code == EWOULDBLOCK ? readPID(descriptor) : nil
            close(descriptor)
            guard code == EWOULDBLOCK else {
                throw StoreError(path: displayPath, problem: .tr("cannot lock: %s: %s", lockPath, SystemError.text(code)), kind: .system)
            }
            let problem = holder.map { Message.tr("is open in another channel-editor (pid %s)", $0) }
                ?? .tr("is open in another channel-editor")
            throw StoreError(path: displayPath, problem: problem, kind: .locked)
        }
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return StoreLock(path: lockPath, descriptor: descriptor)
    }

    /// `flock(2)`. Swift sees `struct flock` (for fcntl) under the same name; the coercion
    /// picks the function.
    private static func lockFile(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        (flock as (Int32, Int32) -> Int32)(descriptor, operation)
    }

    /// The pid written by the holder, if it is there and sane.
    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 24)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let pid = Int32(text.split(separator: "\n").first ?? ""), pid > 0 else { return nil }
        return pid
    }
}
