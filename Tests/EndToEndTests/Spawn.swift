import Foundation
import Glibc

/// Runs a program to completion with `posix_spawn` and `waitpid`, without Foundation's
/// `Process`.
///
/// Why not `Shell.run`: on Linux, `Foundation.Process` learns that a child exited when a
/// socket it passes into the child is closed (swift-corelibs-foundation issue #4795). A tmux
/// client that starts a server hands that socket to the daemonised server, which keeps it
/// for its whole life, so `waitUntilExit()` on `tmux new-session` blocks until the session
/// ends. This runner passes only stdin/stdout/stderr to the child, waits for that pid alone,
/// and gives the child an empty signal mask and default signal actions (a blocked SIGCHLD
/// inherited from the test runner would stop tmux from ever reaping a pane, leaving
/// `#{pane_dead_status}` empty).
enum Spawn {
    struct Result {
        var status: Int32
        var signal: Int32?
        var output: [UInt8]
        var error: [UInt8]
        var timedOut = false

        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`. `environment` replaces the whole environment when
    /// given (so a variable can be left out on purpose). `input` is written to stdin, which is
    /// then closed. After `timeout` seconds the child is killed and `timedOut` set.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    input: [UInt8] = [], timeout: Double = 60) throws -> Result {
        let stdin = try makePipe()
        let stdout = try makePipe()
        let stderr = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        closeInheritedDescriptors(&actions)

        var attributes = posix_spawnattr_t.cleanSignals()
        defer { posix_spawnattr_destroy(&attributes) }

        let environmentList = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings([executable] + arguments) { argv in
            withCStrings(environmentList) { envp in
                posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            }
        }
        close(stdin.read)
        close(stdout.write)
        close(stderr.write)
        guard status == 0 else {
            close(stdin.write)
            close(stdout.read)
            close(stderr.read)
            throw PilotError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        var result = Result(status: -1, signal: nil, output: [], error: [])
        writeAll(input, to: stdin.write)
        close(stdin.write)
        result.timedOut = !drain([(stdout.read, { result.output += $0 }), (stderr.read, { result.error += $0 })],
                                 deadline: Date().addingTimeInterval(timeout))
        if result.timedOut { kill(pid, SIGKILL) }
        close(stdout.read)
        close(stderr.read)
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        if waitStatus & 0x7F == 0 {
            result.status = (waitStatus >> 8) & 0xFF
        } else {
            result.signal = waitStatus & 0x7F
            result.status = 128 + (waitStatus & 0x7F)
        }
        return result
    }

    /// Reads every descriptor until end of file; false if the deadline passed first.
    private static func drain(_ sources: [(Int32, ([UInt8]) -> Void)], deadline: Date) -> Bool {
        var open = sources
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var fds = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 1) * 1000))
            if ready < 0 && errno != EINTR { return false }
            var closed: [Int32] = []
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    open.first { $0.0 == entry.fd }?.1(Array(buffer[0..<count]))
                } else if count == 0 || errno != EINTR {
                    closed.append(entry.fd)
                }
            }
            open.removeAll { closed.contains($0.0) }
        }
        return true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written > 0 { offset += written } else if errno != EINTR { return }
        }
    }

    /// A pipe whose ends are closed on exec, so that no other child inherits them.
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw PilotError("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift does not import:
    /// the child starts with descriptors 0, 1 and 2 only.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        if let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        // Older glibc: close what is open now (descriptors opened later by other threads are
        // the caller's risk).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for name in open {
            if let fd = Int32(name), fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
        }
    }

    /// Calls `body` with a NULL-terminated C array of the strings.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
