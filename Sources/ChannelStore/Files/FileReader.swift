import Glibc
import Localization

/// Reads a whole file, telling "no file" apart from every other failure. Never writes.
enum FileReader {
    /// Larger files are refused rather than read: 100,000 channels take about 5 MiB.
    static let sizeLimit = 256 << 20

    /// The file's bytes, or nil when there is no file at `path` (or the folder does not exist).
    /// A folder, a device or FIFO, or a file that cannot be read is an error.
    static func read(_ path: String, named displayPath: String) throws(StoreError) -> [UInt8]? {
        try readWithIdentity(path, named: displayPath)?.bytes
    }

    /// The file's bytes and the identity of what was read (taken with `fstat` before reading,
    /// so a change made while reading shows as a different identity later).
    static func readWithIdentity(_ path: String, named displayPath: String) throws(StoreError) -> (bytes: [UInt8], identity: FileIdentity)? {
        // O_NONBLOCK: opening a FIFO must not hang; it is refused below as not a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw failure(displayPath, code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(displayPath, errno) }
        let status = FileStatus(info: info)
        if status.isDirectory {
            throw StoreError(path: displayPath, problem: .tr("is a folder, not a file"), kind: .system)
        }
        guard status.isRegularFile else {
            throw StoreError(path: displayPath, problem: .tr("is not a regular file"), kind: .system)
        }
        guard Int(info.st_size) <= sizeLimit else { throw tooLarge(displayPath) }
        let identity = FileIdentity(info)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > sizeLimit { throw tooLarge(displayPath) }
            } else if count == 0 {
                return (bytes, identity)
            } else if errno != EINTR {
                throw failure(displayPath, errno)
            }
        }
    }

    /// Refuses a path that holds something other than a regular file (a folder, a FIFO or
    /// device, a symbolic-link loop), the same way `read` would, without opening it: so that
    /// nothing is created next to a target that will be refused anyway. Nothing there is fine.
    static func checkTarget(_ path: String, named displayPath: String) throws(StoreError) {
        guard let status = FileStatus.of(path) else {
            let code = errno
            if code == ENOENT { return }
            throw failure(displayPath, code)
        }
        if status.isDirectory {
            throw StoreError(path: displayPath, problem: .tr("is a folder, not a file"), kind: .system)
        }
        guard status.isRegularFile else {
            throw StoreError(path: displayPath, problem: .tr("is not a regular file"), kind: .system)
        }
    }

    private static func tooLarge(_ path: String) -> StoreError {
        StoreError(path: path, problem: .tr("is too large (over %s MiB)", sizeLimit >> 20), kind: .invalidData)
    }

    private static func failure(_ path: String, _ code: Int32) -> StoreError {
        StoreError(path: path, problem: .tr("cannot read: %s", SystemError.text(code)), kind: .system)
    }
}
