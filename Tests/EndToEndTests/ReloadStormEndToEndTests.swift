import Foundation
import Glibc
import Testing

/// Issue 26, item 6, on the real binary: a file rewritten a hundred times a second is read about
/// ten times a second, not on every rewrite. strace, attached to the screen, counts the opens of
/// the file (a count, not a timing: the timings are `make bench`'s).
@Suite("A reload storm on the real binary")
struct ReloadStormEndToEndTests {
    @Test("200 rewrites in two seconds: at most a read every 0.1 s, and the last version shown")
    func readsAreCoalesced() throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is installed by make deps")
        let bench = try LiveReloadTests.SharedFile()
        let screen = try bench.screen()
        let pid = try #require(try screen.pid())
        let trace = bench.scratch.file("opens.txt")
        let tracer = Process()
        tracer.executableURL = URL(fileURLWithPath: strace)
        tracer.arguments = ["-qq", "-p", "\(pid)", "-e", "trace=openat", "-o", trace]
        try tracer.run()
        usleep(500_000)  // attached
        let original = try bench.scratch.read("channels.json")
        let rewrites = 200
        let start = Date()
        for number in 0..<rewrites {
            try bench.write(original.replacingOccurrences(of: "\"Tech\"", with: "\"Tech \(number)\""), inPlace: false)
            usleep(10_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let last = "Tech \(rewrites - 1)"
        let shown = try screen.waitForBoard { $0.mine.contains(last) }
        #expect(shown?.mine.contains(last) == true, "the last version is shown")
        // SIGTERM (a test runner may leave SIGINT ignored in its children), SIGKILL if need be:
        // the kernel detaches the screen either way.
        tracer.terminate()
        let stop = Date().addingTimeInterval(2)
        while tracer.isRunning, Date() < stop { usleep(20_000) }
        if tracer.isRunning { kill(tracer.processIdentifier, SIGKILL) }
        tracer.waitUntilExit()
        let opens = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        let reads = opens.split(separator: "\n").filter { $0.contains("channels.json\"") && $0.contains("O_RDONLY") }.count
        let most = Int((seconds + 1) / 0.1) + 2
        #expect(reads >= 1 && reads <= most, "\(reads) reads of the file for \(rewrites) rewrites in \(seconds) s (at most \(most))")
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }
}
