import Foundation
import Glibc

/// A program on a pseudo-terminal that is its controlling terminal, driven step by step: bytes
/// in, every byte out recorded, resizes (TIOCSWINSZ, which makes the kernel send SIGWINCH),
/// signals, and the terminal's modes as the program left them (the test keeps the slave side
/// open, so `tcgetattr` works after the program is gone).
///
/// Unlike `PtyRecorder` (a script of steps run to the end), the caller decides what to do next
/// from what happened so far; the whole-binary fuzz needs that.
final class PtySession {
    let pid: pid_t
    private(set) var output: [UInt8] = []
    private(set) var exit: (status: Int32, signal: Int32?)?
    /// The terminal's modes before the program started.
    let initialModes: termios
    private var master: Int32
    private let slave: Int32

    /// POSIX_SPAWN_SETSID (glibc's spawn.h, `__USE_GNU`), which Swift does not import: the child
    /// starts a session, and opening the slave then makes it the controlling terminal.
    private static let setSessionFlag: Int32 = 0x80

    /// `standardInput` (a file) and `standardOutput` (a descriptor, such as a pipe's write end)
    /// replace the terminal as stdin and stdout; the terminal stays the controlling one, which
    /// the program reaches through /dev/tty (as `pick` in a pipeline does).
    init(_ executable: String, _ arguments: [String], environment: [String: String],
         columns: UInt16, rows: UInt16, standardInput: String? = nil, standardOutput: Int32? = nil) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard try PtyRecorder.openPTY(&master, &slave, &size) == 0 else {
            throw PilotError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        guard let name = ttyname(slave) else { throw PilotError("ttyname failed") }
        let slavePath = String(cString: name)
        var initial = termios()
        tcgetattr(slave, &initial)
        initialModes = initial

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
        if let standardInput { posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0) }
        var attributes = posix_spawnattr_t.cleanSignals(extraFlags: Int32(Self.setSessionFlag))
        defer { posix_spawnattr_destroy(&attributes) }

        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            close(slave)
            throw PilotError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        self.master = master
        self.slave = slave
    }

    deinit {
        if exit == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(master)
        close(slave)
    }

    /// The terminal's modes now (the line discipline the program set, or restored).
    var modes: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// Writes all of `bytes` (reading output meanwhile, so that the program never blocks).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        let deadline = Date().addingTimeInterval(5)
        while offset < bytes.count && Date() < deadline {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, bytes.count - offset) }
            if written > 0 { offset += written } else if errno != EINTR && errno != EAGAIN { return } else { pump(for: 0.005) }
        }
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func signal(_ number: Int32) {
        if exit == nil { kill(pid, number) }
    }

    /// Reads what the program writes for `seconds`, noting its exit.
    func pump(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        repeat {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let remaining = max(0, deadline.timeIntervalSinceNow)
            if poll(&entry, 1, Int32(min(remaining, 0.05) * 1000)) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    output += buffer[0..<count]
                    answerStatusRequests(in: Array(buffer[0..<count]))
                }
            }
            reap()
        } while Date() < deadline
    }

    /// Answers "ESC [ 5 n" (device status) with "ESC [ 0 n" (ready), as every terminal does.
    private func answerStatusRequests(in bytes: [UInt8]) {
        for _ in 0..<bytes.occurrences(of: Array("\u{1B}[5n".utf8)) {
            _ = Array("\u{1B}[0n".utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
    }

    /// Waits up to `timeout` seconds for the program to end; true when it has.
    func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while exit == nil && Date() < deadline { pump(for: 0.02) }
        return exit != nil
    }

    /// True while the process is stopped (by a SIGTSTP its job control let through).
    var stopped: Bool {
        guard exit == nil, let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return false }
        return text[text.index(after: close)...].split(separator: " ").first == "T"
    }

    /// Reads everything the terminal still holds. The kernel hands a pty's bytes over
    /// asynchronously, so the last ones may arrive after the program is gone: read until
    /// nothing has come for 500 ms (on a loaded machine the kernel's hand-over of the exit's
    /// last write, curses' ?1049l after its separately flushed ?25h, took longer than 100 ms).
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 500) > 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 { output += buffer[0..<count] } else if count < 0 && (errno == EINTR || errno == EAGAIN) { continue } else { return }
        }
    }

    /// Notes the exit and reads the output still on its way, whoever reaps it (`pump` while
    /// the caller is still sending, or `waitForExit`): the bytes the exit writes last arrive
    /// after the program is gone, and a recording without them looks like an exit that left
    /// the terminal's modes on (the old "known issue" of the whole-binary fuzz, issue 21.1).
    private func reap() {
        guard exit == nil else { return }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return }
        exit = status & 0x7F == 0 ? ((status >> 8) & 0xFF, nil) : (128 + (status & 0x7F), status & 0x7F)
        drain()
    }
}

extension termios {
    /// The fields a program changes (flags and control characters), comparable.
    var comparable: [UInt64] {
        var copy = self
        let characters = withUnsafeBytes(of: &copy.c_cc) { Array($0) }.map { UInt64($0) }
        return [UInt64(c_iflag), UInt64(c_oflag), UInt64(c_cflag), UInt64(c_lflag)] + characters
    }
}
