import Foundation
import Glibc

/// A real VDR (Debian's vdr 2.6, `make deps`) for one test: headless, no DVB card (the satip
/// plugin with a server on the loopback gives it a device), in a network namespace of its own
/// (`unshare --net`, loopback up), so its SVDRP port is reachable only from inside that
/// namespace (`inside`, through `nsenter`) and nothing listens or leaves the machine. Peering is
/// off (`SVDRPPeering = 0`). Started by the test and always stopped: SIGTERM, then SIGKILL
/// after a few seconds, at the latest when the value goes away. A network namespace needs root:
/// run as another user, the tests go through `sudo -n` (as `make deps` does).
final class VDRProcess {
    let process = Process()
    let folder: String
    let port: Int
    /// VDR's process id (the namespace's): the one started, or sudo's child.
    private(set) var pid: Int32 = 0
    /// `sudo -n` when not root.
    static let asRoot: [String] = getuid() == 0 ? [] : ["/usr/bin/sudo", "-n"]

    /// The folders VDR is given, under `folder`: `conf` (channels.conf, setup.conf,
    /// svdrphosts.conf), `video`, `cache`, `res`.
    var conf: String { folder + "/conf" }
    var channelsFile: String { conf + "/channels.conf" }

    /// Makes VDR's folders under `folder` with `channels` as its channels.conf.
    static func prepare(_ folder: String, channels: Data) throws {
        for name in ["conf", "video", "cache", "res"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
        }
        try channels.write(to: URL(fileURLWithPath: folder + "/conf/channels.conf"))
        try "SVDRPPeering = 0\n".write(toFile: folder + "/conf/setup.conf", atomically: false, encoding: .utf8)
        try "127.0.0.1\n".write(toFile: folder + "/conf/svdrphosts.conf", atomically: false, encoding: .utf8)
        if let sources = FileManager.default.contents(atPath: "/etc/vdr/sources.conf") {
            try sources.write(to: URL(fileURLWithPath: folder + "/conf/sources.conf"))
        }
    }

    /// Starts VDR on the folders `prepare` made and waits (at most 30 s) until SVDRP answers.
    init(folder: String, port: Int = 6419) throws {
        self.folder = folder
        self.port = port
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/vdr") else { throw PilotError("no /usr/bin/vdr: make deps installs vdr") }
        let launcher = Self.asRoot + ["/usr/bin/unshare"]
        process.executableURL = URL(fileURLWithPath: launcher[0])
        let vdr = [
            "exec vdr -c \(folder)/conf -v \(folder)/video --cachedir=\(folder)/cache --resdir=\(folder)/res",
            "-L /usr/lib/vdr/plugins -P 'satip -d 1 -s 127.0.0.1|DVBS2-1|Test' --no-kbd -p \(port) -l 0",
        ].joined(separator: " ")
        process.arguments = Array(launcher.dropFirst()) + ["--net", "sh", "-c", "ip link set lo up && " + vdr]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            // Under sudo, VDR is sudo's child (unshare and sh exec it: one process id).
            if !Self.asRoot.isEmpty, pid == process.processIdentifier, let child = Self.child(of: pid) { pid = child }
            if process.isRunning, (try? svdrp("STAT disk"))?.contains("250") == true { return }
            guard process.isRunning else { break }
            usleep(200_000)
        }
        stop()
        throw PilotError("VDR did not answer SVDRP within 30 s (unshare --net and nsenter need root; make deps installs vdr and vdr-plugin-satip)")
    }

    deinit { stop() }

    /// Runs a program in VDR's network namespace (20 s at most).
    func inside(_ arguments: [String], environment: [String: String]? = nil) throws -> Shell.Result {
        // sudo resets the environment: it is given again with env.
        let settings = Self.asRoot.isEmpty ? [] : ["env"] + (environment ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try Shell.run("/usr/bin/timeout", ["20"] + Self.asRoot + settings + ["nsenter", "--net=/proc/\(pid)/ns/net"] + arguments,
                             environment: environment)
    }

    /// The shell command that runs a command in VDR's namespace (for tmux).
    /// (`sudo -E` keeps the environment tmux's pane sets.)
    var insideCommand: String { (Self.asRoot + (Self.asRoot.isEmpty ? [] : ["-E"]) + ["nsenter", "--net=/proc/\(pid)/ns/net"]).joined(separator: " ") }

    /// The first child of `pid`, from /proc.
    private static func child(of pid: Int32) -> Int32? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// One SVDRP command sent from inside the namespace with bash's /dev/tcp (not the program's
    /// own client): VDR's whole answer, greeting and closing line included.
    func svdrp(_ command: String) throws -> String {
        let script = "exec 3<>/dev/tcp/127.0.0.1/\(port) || exit 1; printf '%s\\r\\nQUIT\\r\\n' \"$1\" >&3; timeout 5 cat <&3"
        return try inside(["bash", "-c", script, "svdrp", command]).output
    }

    /// `LSTC :ids :groups` as ids: a channel's channel ID, a group's line (trailing blanks off).
    func listedIds() throws -> [String] {
        try svdrp("LSTC :ids :groups").split(separator: "\r\n").compactMap { line -> String? in
            guard line.hasPrefix("250"), line.count > 4 else { return nil }
            let rest = line.dropFirst(4)
            guard let space = rest.firstIndex(of: " ") else { return nil }
            let number = rest[..<space]
            let text = rest[rest.index(after: space)...]
            if number == "0" || text.hasPrefix(":") { return String(text).trimmingCharacters(in: .whitespaces) }
            return text.split(separator: " ", maxSplits: 1).first.map(String.init)
        }
    }

    /// Stops VDR: SIGTERM, and SIGKILL when it has not ended after 5 s.
    func stop() {
        guard process.isRunning else { return }
        // sudo passes SIGTERM on to VDR; a SIGKILL goes to VDR itself (through sudo when not root).
        kill(process.processIdentifier, SIGTERM)
        for _ in 0..<50 where process.isRunning { usleep(100_000) }
        if process.isRunning {
            if Self.asRoot.isEmpty {
                kill(pid, SIGKILL)
            } else {
                _ = try? Shell.run(Self.asRoot[0], Array(Self.asRoot.dropFirst()) + ["kill", "-KILL", String(pid)])
            }
        }
        process.waitUntilExit()
    }
}
