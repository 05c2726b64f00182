import Foundation
import Glibc

/// Runs a program on a fresh pseudo-terminal of a fixed size and records every byte it writes
/// to it: what a real terminal would be asked to interpret. Keys are written to the terminal
/// once the output satisfies a condition (for example: after the first frame).
///
/// The child gets its own session (no controlling terminal of the test runner can be touched)
/// and the pty slave as stdin, stdout and stderr; see `Spawn` for why not `Foundation.Process`.
enum PtyRecorder {
    struct Recording {
        var bytes: [UInt8]
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        /// After a hang-up step: whether the program was still running when the wait ended,
        /// and the share of one CPU it used in the half second measured then.
        var aliveAfterHangUp = false
        var cpuShareAfterHangUp: Double?
        /// The terminal's modes before the program started and after it ended.
        var termiosBefore = termios()
        var termiosAfter = termios()
        /// Bytes written to the terminal that nobody read: what a shell would get next.
        var leftoverInput: [UInt8] = []
    }

    /// A step of the script: when `until` holds for the bytes so far, write `send`; a nil
    /// `send` hangs up instead (closes the terminal's master side, as a closed terminal window
    /// does; with no controlling terminal no SIGHUP is sent).
    struct Step {
        var until: ([UInt8]) -> Bool
        var send: [UInt8]?
        /// Microseconds to wait before sending (spreads a burst over time).
        var delay: UInt32 = 0
        /// Resize the terminal (columns, rows) before sending: the program gets SIGWINCH when
        /// the pty is its controlling terminal.
        var resize: (columns: UInt16, rows: UInt16)? = nil
    }

    static func record(_ executable: String, _ arguments: [String], environment: [String: String],
                       columns: UInt16 = 80, rows: UInt16 = 24, steps: [Step], timeout: Double = 20,
                       controllingTerminal: Bool = false, answersStatus: Bool = false) throws -> Recording {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard try openPTY(&master, &slave, &size) == 0 else {
            throw PilotError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var before = termios()
        tcgetattr(slave, &before)
        let slavePath = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(slave)")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        var attributes = posix_spawnattr_t.cleanSignals()
        defer { posix_spawnattr_destroy(&attributes) }

        // Through setsid(1): a session of its own, no controlling terminal inherited.
        var pid: pid_t = 0
        // `setsid -c`: the pty becomes the controlling terminal, so Ctrl-Z and Ctrl-C typed in
        // cooked mode are signals, as in a real terminal.
        let setsid = ["/usr/bin/setsid"] + (controllingTerminal ? ["-c"] : [])
        let arguments = (setsid + [executable] + arguments).map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        let spawned = posix_spawn(&pid, "/usr/bin/setsid", &actions, &attributes, arguments, variables)
        close(slave)
        guard spawned == 0 else {
            close(master)
            throw PilotError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        var recording = Recording(bytes: [], status: -1, signal: nil, timedOut: false)
        recording.termiosBefore = before
        var answered = 0
        var pending = steps[...]
        var reaped = false
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var glance = false
        reading: while true {
            if !glance, let step = pending.first, step.until(recording.bytes) {
                pending = pending.dropFirst()
                guard let keys = step.send else {
                    close(master)
                    master = -1
                    reaped = waitAfterHangUp(pid, &recording, deadline: deadline)
                    break
                }
                if step.delay > 0 { usleep(step.delay) }
                if let resize = step.resize {
                    var size = winsize(ws_row: resize.rows, ws_col: resize.columns, ws_xpixel: 0, ws_ypixel: 0)
                    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
                }
                keys.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
                // A step spread over time reads what came meanwhile before the next one.
                if step.delay == 0 { continue }
                glance = true
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                recording.timedOut = true
                kill(pid, SIGKILL)
                break
            }
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, glance ? 0 : Int32(min(remaining, 0.2) * 1000))
            glance = false
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                recording.bytes += buffer[0..<count]
                // A terminal answers a device status request (ESC [ 5 n) with ESC [ 0 n.
                let asked = recording.bytes.occurrences(of: Array("\u{1B}[5n".utf8))
                while answersStatus, answered < asked {
                    answered += 1
                    _ = Array("\u{1B}[0n".utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                }
            } else if count < 0 && errno == EINTR {
                continue reading
            } else {
                break // EIO: every slave descriptor is closed, the program is gone.
            }
        }
        if master >= 0 {
            tcgetattr(master, &recording.termiosAfter)
            recording.leftoverInput = leftover(slavePath)
            close(master)
        }
        if !reaped {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            record(status, into: &recording)
        }
        return recording
    }

    /// What waits unread in the terminal's input queue (canonical mode hides a partial line, so
    /// the queue is read in non-canonical mode).
    private static func leftover(_ path: String?) -> [UInt8] {
        guard let path else { return [] }
        let descriptor = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var modes = termios()
        tcgetattr(descriptor, &modes)
        modes.c_lflag &= ~tcflag_t(ICANON)
        tcsetattr(descriptor, TCSANOW, &modes)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Waits for the program to leave after a hang-up; true when it did (and was reaped). If
    /// it is still there at the deadline, measures its CPU use for half a second, kills it.
    private static func waitAfterHangUp(_ pid: pid_t, _ recording: inout Recording, deadline: Date) -> Bool {
        while Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                record(status, into: &recording)
                return true
            }
            usleep(20_000)
        }
        recording.aliveAfterHangUp = true
        let before = cpuTicks(pid)
        usleep(500_000)
        if let before, let after = cpuTicks(pid) {
            recording.cpuShareAfterHangUp = Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / 0.5
        }
        kill(pid, SIGKILL)
        return false
    }

    private static func record(_ status: Int32, into recording: inout Recording) {
        if status & 0x7F == 0 {
            recording.status = (status >> 8) & 0xFF
        } else {
            recording.signal = status & 0x7F
            recording.status = 128 + (status & 0x7F)
        }
    }

    /// utime + stime of a process, in clock ticks.
    private static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    private typealias OpenPTY = @convention(c) (UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                UnsafeMutablePointer<CChar>?, UnsafePointer<termios>?, UnsafePointer<winsize>?) -> Int32

    /// glibc's `openpty` (in libc since 2.34), which Swift's Glibc module does not import.
    static func openPTY(_ master: inout Int32, _ slave: inout Int32, _ size: inout winsize) throws -> Int32 {
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        guard let symbol = dlsym(handle, "openpty") ?? dlopen("libutil.so.1", RTLD_NOW).flatMap({ dlsym($0, "openpty") }) else {
            throw PilotError("openpty is not available")
        }
        return unsafeBitCast(symbol, to: OpenPTY.self)(&master, &slave, nil, nil, &size)
    }
}

extension Array where Element == UInt8 {
    /// True when `needle` occurs as a contiguous run of bytes.
    func contains(bytes needle: [UInt8]) -> Bool {
        occurrences(of: needle) > 0
    }

    /// How many times `needle` occurs (overlapping occurrences counted).
    func occurrences(of needle: [UInt8]) -> Int {
        guard !needle.isEmpty, needle.count <= count else { return 0 }
        var found = 0
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { found += 1 }
        }
        return found
    }
}
