import Glibc

/// Writes every byte of `bytes` to `descriptor`: short writes continue where they stopped and
/// a call interrupted by a signal (EINTR) is repeated. The one write loop of the program (the
/// channels file, standard output and error, raw terminal modes). Returns nil when every byte
/// was written, else the `errno` of the write that failed (EIO for one that wrote nothing),
/// which is also left in `errno`.
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count > 0 {
            offset += count
        } else if count < 0, errno == EINTR {
            continue
        } else {
            if count == 0 { errno = EIO }
            return errno
        }
    }
    return nil
}

/// `writeAll` for an array of bytes.
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
}
