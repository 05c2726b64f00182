import ChannelStore
import Glibc
import PickKit

/// Reads all of stdin in one go: one buffer, grown by doubling, however many items it holds.
enum StandardInput {
    static func readAll() throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var info = stat()
        let chunk = fstat(0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) + 1 : 0
        bytes.reserveCapacity(max(chunk, 1 << 16))
        var count = 0
        while true {
            if bytes.count - count < 1 << 15 { bytes.append(contentsOf: repeatElement(0, count: max(1 << 16, bytes.count))) }
            let got = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(0, base + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            if got < 0 {
                throw Failure(message: tr(PickText.cannotRead(String(cString: strerror(errno)))), status: ExitStatus.ioError)
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
