import Glibc
import Testing

/// Runs `body` with a new, empty folder under /tmp (its real path), then removes the folder
/// and everything in it, whatever permissions the test left behind.
@discardableResult
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    var template = Array("/tmp/channel-store-tests.XXXXXX".utf8CString)
    let created: String? = template.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
        return String(cString: base)
    }
    guard let made = created else { throw TestFailure("mkdtemp: \(String(cString: strerror(errno)))") }
    let folder = realPath(made) ?? made
    defer { removeTree(folder) }
    return try body(folder)
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Deletes a file or a folder tree (like `rm -rf`), making folders writable first.
func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
        unlink(path)
        return
    }
    chmod(path, 0o700)
    for name in entries(of: path) { removeTree(path + "/" + name) }
    rmdir(path)
}

/// The names in a folder, sorted, without `.` and `..`.
func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
            String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
}

func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// Writes `bytes` to a new or truncated file.
func writeFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw TestFailure("open \(path): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw TestFailure("short write to \(path)") }
}

func writeFile(_ path: String, _ text: String) throws {
    try writeFile(path, Array(text.utf8))
}

/// The file's bytes, or nil when it cannot be opened.
func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return count == 0 ? result : nil }
        result.append(contentsOf: chunk[0..<count])
    }
}

/// Permission bits of a path (following links), or nil.
func permissions(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
}

func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

/// The process umask, read from /proc (setting it to read it would race with other tests).
func currentUmask() -> mode_t {
    let status = String(decoding: readFile("/proc/self/status") ?? [], as: UTF8.self)
    for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
        let digits = line.dropFirst("Umask:".count).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
        return mode_t(digits, radix: 8) ?? 0o022
    }
    return 0o022
}

/// True when running as root, where permission bits do not stop reads or writes.
var runningAsRoot: Bool { geteuid() == 0 }
