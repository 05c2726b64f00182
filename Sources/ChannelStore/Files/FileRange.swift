import Glibc

/// A few bytes of a file read without reading it whole: a catalog playlist's entry being added
/// or group being shown (`PlaylistDocument.readBack`: a catalog is read once at the start and
/// its bytes are not kept, issue 23 item 8), a file's first bytes to recognise its format.
enum FileRange {
    /// The bytes of `range` (fewer at the file's end); nil when the file cannot be opened or read.
    static func read(_ path: String, _ range: Range<Int>) -> [UInt8]? {
        if range.isEmpty { return [] }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            }
            if count > 0 {
                done += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                return nil
            }
        }
        bytes.removeLast(range.count - done)
        return bytes
    }
}
