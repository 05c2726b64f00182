import Glibc
import SystemIO
import Testing

/// `writeAll`: every byte arrives, whatever the size; a write that fails says why.
@Suite struct WriteAllTests {
    @Test func everyByteReachesTheOtherEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // More than a pipe holds at once, read by a second thread while it is written.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let reader = ends[0]
        let received = Received()
        var thread = pthread_t()
        let context = Unmanaged.passRetained(ReadJob(descriptor: reader, into: received)).toOpaque()
        try #require(pthread_create(&thread, nil, { job in
            let job = Unmanaged<ReadJob>.fromOpaque(job!).takeRetainedValue()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(job.descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                job.into.bytes += buffer[0..<count]
            }
            return nil
        }, context) == 0)
        #expect(writeAll(bytes, to: ends[1]) == nil)
        close(ends[1])
        pthread_join(thread, nil)
        #expect(received.bytes == bytes)
    }

    @Test func aFailedWriteReturnsItsErrno() {
        #expect(writeAll([1, 2, 3], to: -1) == EBADF)
        #expect(writeAll([], to: -1) == nil, "nothing to write is no failure")
    }
}

private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
}

private final class ReadJob {
    let descriptor: Int32
    let into: Received
    init(descriptor: Int32, into: Received) {
        self.descriptor = descriptor
        self.into = into
    }
}
