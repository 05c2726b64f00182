import Foundation
import Glibc

/// The real binary in an accessible session, its commands written to a pipe one line at a
/// time and its sentences read back as they come, as a script (or a braille user's terminal
/// emulator) would drive it.
final class AccessibleLineDriver {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// Everything read from stdout so far.
    private(set) var text = ""

    init(_ arguments: [String], environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: TmuxPilot.binary)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The lines read so far.
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Ends the input (as Ctrl-D does on a terminal).
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Reads until `text` holds `expected` after what was read before (or the time is up);
    /// returns the new lines.
    @discardableResult
    func waitFor(_ expected: String, timeout: Double = 10) throws -> [String] {
        let start = text.count
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        while !String(text.dropFirst(start)).contains(expected) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                throw PilotError("no \"\(expected)\" within \(timeout)s; output so far:\n\(text)")
            }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(left * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw PilotError("output ended before \"\(expected)\"; output:\n\(text)") }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return String(text.dropFirst(start)).split(separator: "\n").map(String.init)
    }

    /// Waits for the end; the exit status, the rest of stdout and all of stderr.
    func finish(timeout: Double = 10) throws -> (status: Int32, output: String, error: String) {
        closeInput()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { throw PilotError("the session did not end; output:\n\(text)") }
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text, error)
    }
}
