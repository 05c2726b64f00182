import Glibc

/// Where VDR's SVDRP port is: `--svdrp HOST[:PORT]`, else localhost:6419 (VDR's default).
public struct SVDRPAddress: Equatable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: UInt16

    public static let standard = SVDRPAddress(host: "localhost", port: 6419)

    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// `HOST`, `HOST:PORT`, `[IPv6]:PORT`; nil when the port is not a number from 1 to 65535.
    public init?(option: String) {
        var host = Substring(option)
        var port: UInt16 = 6419
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let value = UInt16(rest.dropFirst()), value > 0 else { return nil }
                port = value
            }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            guard let value = UInt16(host[host.index(after: colon)...]), value > 0 else { return nil }
            port = value
            host = host[..<colon]
        }
        guard !host.isEmpty else { return nil }
        self.host = String(host)
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// One SVDRP reply: its code and its lines' text (without the code), in order.
struct SVDRPReply: Equatable {
    var code: Int
    var lines: [String]

    /// The reply's text as VDR words it (its lines joined).
    var text: String { lines.joined(separator: " ") }
}

/// How talking to VDR failed, as data (the caller words it).
enum SVDRPFailure: Error, Equatable {
    /// Nothing listens there: VDR is not running (or not on that port).
    case notRunning
    /// VDR answered but does not take this host (svdrphosts.conf), with its words.
    case denied(String)
    /// The host name does not resolve.
    case unknownHost
    /// No answer in time.
    case noAnswer
    /// The connection ended.
    case closed
    /// A system call failed (its errno).
    case system(Int32)
}

/// A TCP connection to VDR's SVDRP port (the side effects of SVDRP, kept here): connect with a
/// time limit, read the greeting, send a command and read its whole reply, quit. Every wait is
/// bounded (`timeout`), so a stuck VDR is an error, never a hang.
final class SVDRPConnection {
    private var descriptor: Int32
    private var pending: [UInt8] = []
    let timeout: Int32

    /// Connects and reads VDR's greeting (`220 host SVDRP VideoDiskRecorder 2.6.0; …`).
    init(_ address: SVDRPAddress, timeoutMilliseconds: Int32 = 5000) throws(SVDRPFailure) {
        timeout = timeoutMilliseconds
        descriptor = -1
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(address.host, String(address.port), &hints, &found) == 0, let first = found else {
            throw SVDRPFailure.unknownHost
        }
        defer { freeaddrinfo(first) }
        var refused = false
        var problem: Int32 = 0
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry, descriptor < 0 {
            entry = current.pointee.ai_next
            let socket = Glibc.socket(current.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard socket >= 0 else { continue }
            if connect(socket, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 || (errno == EINPROGRESS && Self.wait(socket, POLLOUT, timeout)) {
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 {
                    descriptor = socket
                    break
                }
                errno = error
            }
            if errno == ECONNREFUSED { refused = true } else { problem = errno }
            Glibc.close(socket)
        }
        guard descriptor >= 0 else { throw refused && problem == 0 ? .notRunning : problem == 0 || problem == EINPROGRESS ? .noAnswer : .system(problem) }
        let greeting: SVDRPReply
        do {
            greeting = try reply()
        } catch {
            close()
            throw error
        }
        guard greeting.code == 220 else {
            close()
            throw .denied(greeting.text)
        }
    }

    deinit { close() }

    /// Sends one command and reads its reply.
    func send(_ command: String) throws(SVDRPFailure) -> SVDRPReply {
        let bytes = Array((command + "\r\n").utf8)
        var offset = 0
        while offset < bytes.count {
            guard Self.wait(descriptor, POLLOUT, timeout) else { throw .noAnswer }
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw .system(errno) }
            offset += count
        }
        return try reply()
    }

    /// Says goodbye (`QUIT`) and closes; never fails.
    func quit() {
        _ = try? send(SVDRPCommand.quit)
        close()
    }

    private func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Reads lines up to the last of a reply (`250-…` go on, `250 …` ends it). A first line
    /// without a code (VDR's `Access denied!`) is a reply of its own, code 0.
    private func reply() throws(SVDRPFailure) -> SVDRPReply {
        var lines: [String] = []
        while true {
            let line = try readLine()
            let bytes = Array(line.utf8)
            guard bytes.count >= 3, let code = Int(String(decoding: bytes[0..<3], as: UTF8.self)) else {
                return SVDRPReply(code: 0, lines: lines + [line])
            }
            lines.append(String(decoding: bytes.dropFirst(4), as: UTF8.self))
            if bytes.count == 3 || bytes[3] != UInt8(ascii: "-") { return SVDRPReply(code: code, lines: lines) }
        }
    }

    private func readLine() throws(SVDRPFailure) -> String {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = pending[..<newline]
                if line.last == 0x0D { line = line.dropLast() }
                let text = String(decoding: line, as: UTF8.self)
                pending.removeFirst(newline + 1)
                return text
            }
            guard descriptor >= 0, Self.wait(descriptor, POLLIN, timeout) else { throw .noAnswer }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                if !pending.isEmpty {
                    // A last line without its line end (VDR's `Access denied!` before it closes).
                    defer { pending = [] }
                    return String(decoding: pending, as: UTF8.self)
                }
                throw count == 0 ? .closed : .system(errno)
            }
            pending += chunk[..<count]
        }
    }

    /// Waits until `descriptor` is ready for `events`; false after `timeout` milliseconds.
    private static func wait(_ descriptor: Int32, _ events: Int32, _ timeout: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        while true {
            let ready = poll(&entry, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }
}
