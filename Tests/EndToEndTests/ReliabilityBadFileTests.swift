import Foundation
import Glibc
import Testing

/// Bad channels files and hostile file systems (README "The file"; docs/FORMATS.md,
/// "The format layer"): a file that does not parse or
/// validate is never overwritten; the program prints ONE line on stderr naming the file, the
/// place and the problem, and exits 65 (EX_DATAERR); I/O problems exit 74 (EX_IOERR, see
/// `ExitStatus`). Runs that fail before the screen starts are run directly (under `setsid`, so
/// that a run that wrongly gets as far as the screen finds no terminal instead of drawing on
/// the developer's); runs that must work are driven in tmux.
@Suite(.serialized)
struct ReliabilityBadFileTests {
    /// A file the program must refuse with status 65.
    struct BadData: CustomTestStringConvertible, Sendable {
        let label: String
        let bytes: [UInt8]
        /// True when the message must point at a place (`line L, column C`).
        let hasPlace: Bool
        var testDescription: String { label }

        init(_ label: String, _ text: String, hasPlace: Bool = true) {
            self.init(label, Array(text.utf8), hasPlace: hasPlace)
        }

        init(_ label: String, _ bytes: [UInt8], hasPlace: Bool = true) {
            self.label = label
            self.bytes = bytes
            self.hasPlace = hasPlace
        }
    }

    static let valid = """
        {
          "version": 1,
          "current": null,
          "mine": [{"id": "top", "name": "Top", "locked": true}, {"id": "tech", "name": "Tech"}],
          "available": [{"id": "sports", "name": "Sports"}, {"id": "food", "name": "Food"}]
        }

        """

    static func replacing(_ old: String, _ new: String) -> String {
        precondition(valid.contains(old))
        return valid.replacingOccurrences(of: old, with: new)
    }

    static let badData: [BadData] = [
        BadData("not JSON", "this is not json\n"),
        BadData("truncated", String(valid.prefix(valid.count / 2))),
        BadData("empty", "", hasPlace: false),
        BadData("only whitespace", "  \n\n"),
        BadData("wrong version", replacing("\"version\": 1", "\"version\": 3")),
        BadData("version as a string", replacing("\"version\": 1", "\"version\": \"1\"")),
        BadData("mine is a string", replacing("\"mine\": [{\"id\": \"top\", \"name\": \"Top\", \"locked\": true}, {\"id\": \"tech\", \"name\": \"Tech\"}]", "\"mine\": \"tech\"")),
        BadData("id is a number", replacing("{\"id\": \"tech\"", "{\"id\": 7")),
        BadData("locked is a string", replacing("\"locked\": true", "\"locked\": \"yes\"")),
        BadData("top level is an array", "[1, 2, 3]\n"),
        BadData("duplicate ids", replacing("{\"id\": \"food\", \"name\": \"Food\"}", "{\"id\": \"sports\", \"name\": \"Sports again\"}")),
        BadData("a channel in both lists", replacing("{\"id\": \"food\", \"name\": \"Food\"}", "{\"id\": \"tech\", \"name\": \"Tech\"}")),
        BadData("empty id", replacing("{\"id\": \"tech\"", "{\"id\": \"\"")),
        BadData("empty name", replacing("\"name\": \"Tech\"", "\"name\": \"\"")),
        BadData("invalid UTF-8: a lone 0xFF", Array(replacing("\"name\": \"Tech\"", "\"name\": \"T#ch\"").utf8).map { $0 == UInt8(ascii: "#") ? 0xFF : $0 }),
        BadData("invalid UTF-8: a cut sequence", Array(replacing("\"name\": \"Tech\"", "\"name\": \"T#(ch\"").utf8).map { $0 == UInt8(ascii: "#") ? 0xC3 : $0 }),
        BadData("invalid UTF-8: an overlong slash", Self.splice(replacing("\"name\": \"Tech\"", "\"name\": \"T#ch\""), [0xC0, 0xAF])),
        BadData("invalid UTF-8: an encoded surrogate", Self.splice(replacing("\"name\": \"Tech\"", "\"name\": \"T#ch\""), [0xED, 0xA0, 0x80])),
    ]

    /// A good file for runs that must work: the whole catalog (so the catalog merge adds
    /// nothing), with Autos moved up to My Channels so that it is not the catalog itself.
    static func catalogFile() throws -> (text: String, mine: [FixtureChannel], available: [FixtureChannel]) {
        let catalog = try ChannelFixtures.catalog()
        let mine = catalog.mine + catalog.available.prefix(1)
        let available = Array(catalog.available.dropFirst())
        return (ChannelFixtures.fileText(mine: mine, available: available), mine, available)
    }

    /// `text` with its one `#` replaced by `bytes`.
    static func splice(_ text: String, _ bytes: [UInt8]) -> [UInt8] {
        Array(text.utf8).flatMap { $0 == UInt8(ascii: "#") ? bytes : [$0] }
    }

    @Test("Bad data: exit 65, one line naming the file and the place, the file untouched", arguments: badData)
    func badDataIsRefused(_ bad: BadData) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
        let result = try Self.runDirect(["--file", path], scratch: scratch)
        #expect(result.status == 65, "\(bad.label): status \(result.status), stderr \(result.errorText)")
        Self.expectOneLine(result, naming: path, bad.label)
        if bad.hasPlace {
            #expect(result.errorText.contains("line "), "\(bad.label): no place in \(result.errorText)")
        }
        #expect(try scratch.bytes("channels.json") == Data(bad.bytes), "\(bad.label): the file was changed")
        Self.expectOnlyFileAndLock(scratch, "channels.json", bad.label)
    }

    @Test("A bad file whose path holds a newline and an escape: still one line, no raw control bytes")
    func hostilePath() throws {
        let scratch = try Scratch()
        let name = "bad\nname\u{1B}[31m.json"
        let path = scratch.file(name)
        try "not json".write(toFile: path, atomically: false, encoding: .utf8)
        let result = try Self.runDirect(["--file", path], scratch: scratch)
        #expect(result.status == 65, "status \(result.status), stderr \(result.errorText.debugDescription)")
        let text = result.errorText
        #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1, "not one line: \(text.debugDescription)")
        #expect(!result.error.contains(0x1B), "a raw ESC reached stderr: \(text.debugDescription)")
        #expect(text.contains(scratch.path + "/bad"), "the path is not named: \(text.debugDescription)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not json")
    }

    @Test("A folder where the file should be: exit 74, one line, the folder untouched")
    func folderInsteadOfFile() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let result = try Self.runDirect(["--file", path], scratch: scratch)
        #expect(result.status == 74, "status \(result.status), stderr \(result.errorText)")
        Self.expectOneLine(result, naming: path, "folder")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    }

    @Test("Not a regular file (FIFO, folder, symlink loop): exit 74, one line, and nothing created next to it",
          arguments: ["FIFO", "folder", "symlink loop"])
    func notARegularFile(_ kind: String) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        switch kind {
        case "FIFO": #expect(mkfifo(path, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "other.json")
            try FileManager.default.createSymbolicLink(atPath: scratch.file("other.json"), withDestinationPath: "channels.json")
        }
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path))
        let result = try Self.runDirect(["--file", path], scratch: scratch)
        #expect(result.status == 74, "\(kind): status \(result.status), stderr \(result.errorText)")
        Self.expectOneLine(result, naming: path, kind)
        // A refused target gets no lock sidecar: `--file /dev/null` as root would otherwise
        // leave /dev/null.lock in /dev.
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path))
        #expect(after == before, "\(kind): created \(after.subtracting(before).sorted())")
    }

    @Test("A file over the size limit (a sparse 300 MB file): exit 65 without reading it, one line, untouched")
    func hugeFile() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, 300 << 20) == 0)
        let started = Date()
        let result = try Self.runDirect(["--file", path], scratch: scratch)
        #expect(result.status == 65, "status \(result.status), stderr \(result.errorText)")
        Self.expectOneLine(result, naming: path, "huge")
        #expect(Date().timeIntervalSince(started) < 5, "refusing a huge file took \(Date().timeIntervalSince(started)) s")
        var info = stat()
        stat(path, &info)
        #expect(info.st_size == 300 << 20)
    }

    @Test("--file through a symbolic link: saves replace the target, the link stays a link; a dangling link gets its target")
    func symbolicLinks() throws {
        let scratch = try Scratch()
        let good = try Self.catalogFile()
        try FileManager.default.createDirectory(atPath: scratch.file("real"), withIntermediateDirectories: false)
        try good.text.write(toFile: scratch.file("real/channels.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.json"), withDestinationPath: "real/channels.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("dangling.json"), withDestinationPath: "real/new.json")
        for (link, target) in [("link.json", "real/channels.json"), ("dangling.json", "real/new.json")] {
            let pilot = try TmuxPilot(arguments: ["--file", scratch.file(link)])
            try #require(try pilot.waitForBoard { $0.focus != nil } != nil, "\(link): no screen")
            try pilot.press("Tab")
            try pilot.waitForBoard { $0.focus?.section == .available }
            try pilot.press("Enter")
            #expect(try Self.waitForFile(scratch.file(target)) { $0.mineIDs.count == (link == "link.json" ? good.mine.count + 1 : 9) },
                    "\(link): the change did not reach \(target)")
            try pilot.press("q")
            #expect(try pilot.waitForExit() == 0)
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.file(link))
            #expect(destination == target, "\(link) is no longer a link to \(target)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.file("real")).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "temp files left: \(leftovers)")
    }

    @Test("No read permission: root reads it anyway and works; any other user gets exit 74 and one line")
    func unreadableFile() throws {
        let scratch = try Scratch()
        chmod(scratch.path, 0o755)
        let path = scratch.file("channels.json")
        let good = try Self.catalogFile()
        try scratch.write("channels.json", good.text)
        chmod(path, 0o000)
        let before = try scratch.bytes("channels.json")
        if geteuid() == 0 {
            // Root bypasses permission bits: the program honestly opens the file.
            let pilot = try TmuxPilot(arguments: ["--file", path])
            let board = try #require(try pilot.waitForBoard { $0.focus != nil }, "root could not open a mode-000 file")
            #expect(board.mine == good.mine.map(\.name))
            try pilot.press("q")
            #expect(try pilot.waitForExit() == 0)
            // And an unprivileged user is refused.
            if let reason = StagedProgram.unusableReason {
                print("skipped the part as uid 65534: \(reason)")
            } else {
                let result = try Self.runDirect(["--file", path], scratch: scratch, user: 65_534)
                #expect(result.status == 74, "status \(result.status), stderr \(result.errorText)")
                Self.expectOneLine(result, naming: path, "unreadable (uid 65534)")
                #expect(result.errorText.contains("Permission denied"), "\(result.errorText)")
            }
        } else {
            let result = try Self.runDirect(["--file", path], scratch: scratch)
            #expect(result.status == 74, "status \(result.status), stderr \(result.errorText)")
            Self.expectOneLine(result, naming: path, "unreadable")
        }
        #expect(try scratch.bytes("channels.json") == before)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0, "the permission bits were changed")
    }

    @Test("A read-only folder: root can still save; another user is refused with one line, the file untouched")
    func readOnlyFolder() throws {
        let scratch = try Scratch()
        let folder = scratch.file("ro")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/channels.json"
        let good = try Self.catalogFile()
        try good.text.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(scratch.path, 0o755)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        if geteuid() == 0 {
            // Root writes into a 0555 folder: the honest expectation is that editing works.
            let pilot = try TmuxPilot(arguments: ["--file", path])
            try #require(try pilot.waitForBoard { $0.focus != nil } != nil)
            try pilot.press("Tab")
            try pilot.waitForBoard { $0.focus?.section == .available }
            try pilot.press("Enter")
            let expected = (good.mine + good.available.prefix(1)).map(\.id)
            let saved = try Self.waitForFile(path) { $0.mineIDs == expected }
            let seen = try pilot.screen().joined(separator: "\n")
            #expect(saved, "root could not save into a read-only folder:\n\(seen)")
            try pilot.press("q")
            #expect(try pilot.waitForExit() == 0)
            try Data(before).write(to: URL(fileURLWithPath: path))
            if let reason = StagedProgram.unusableReason {
                print("skipped the part as uid 65534: \(reason)")
            } else {
                let result = try Self.runDirect(["--file", path], scratch: scratch, user: 65_534)
                #expect(result.status == 74, "status \(result.status), stderr \(result.errorText)")
                Self.expectOneLine(result, naming: path, "read-only folder (uid 65534)")
            }
        } else {
            let result = try Self.runDirect(["--file", path], scratch: scratch)
            #expect(result.status == 74, "status \(result.status), stderr \(result.errorText)")
            Self.expectOneLine(result, naming: path, "read-only folder")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("HOME and XDG_CONFIG_HOME unset: the passwd home is used; no passwd home gives one clear line",
          .enabled(if: geteuid() == 0, "needs root to run as other users"),
          .enabled(if: StagedProgram.unusableReason == nil, "other users cannot run the staged program here"))
    func noHomeVariables() throws {
        let scratch = try Scratch()
        chmod(scratch.path, 0o755)
        var environment = Self.environment(scratch)
        environment["HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil

        // nobody: passwd home /nonexistent. The path in the message shows where it looked.
        let nobodyHome = try #require(Self.passwdHome(uid: 65_534))
        let nobody = try Self.runDirect([], scratch: scratch, user: 65_534, environment: environment)
        #expect(nobody.status != 0)
        Self.expectOneLine(nobody, naming: nobodyHome + "/.config/channel-editor/channels.json", "uid 65534, no HOME")

        // A uid with no passwd entry: no home anywhere; a clear line that says what to do.
        let unknown: UInt32 = 54_321
        #expect(getpwuid(unknown) == nil, "uid \(unknown) unexpectedly has a passwd entry")
        let homeless = try Self.runDirect([], scratch: scratch, user: unknown, environment: environment)
        #expect(homeless.status == 66, "status \(homeless.status), stderr \(homeless.errorText)")
        #expect(homeless.errorText.filter { $0 == "\n" }.count == 1, "\(homeless.errorText)")
        #expect(homeless.errorText.contains("--file"), "\(homeless.errorText)")
    }

    /// True when this process may make a private mount namespace (root with CAP_SYS_ADMIN).
    static let canMountPrivately: Bool = geteuid() == 0
        && (try? Spawn.run("/usr/bin/unshare", ["-m", "/bin/true"], timeout: 10).status) == 0

    @Test("HOME and XDG_CONFIG_HOME unset as root: it works, saving under the passwd home",
          .enabled(if: canMountPrivately, "needs root with CAP_SYS_ADMIN to mount a private tmpfs over the home folder"))
    func noHomeVariablesAsRoot() throws {
        // root: works through the passwd home. A private mount namespace puts a tmpfs over it,
        // so the real home is never touched; /proc/<pid>/root shows the namespace's files.
        let rootHome = try #require(Self.passwdHome(uid: 0))
        let inner = "mount -t tmpfs tmpfs \(TmuxPilot.quote(rootHome)) && exec env -u HOME -u XDG_CONFIG_HOME \(TmuxPilot.quote(TmuxPilot.binary))"
        let pilot = try TmuxPilot(arguments: [], shellCommand: "unshare -m sh -c \(TmuxPilot.quote(inner))")
        let board = try pilot.waitForBoard(timeout: 10) { $0.focus != nil }
        let seen = try pilot.screen().joined(separator: "\n")
        try #require(board != nil, "no screen with HOME unset as root: \(seen)")
        guard let pid = try pilot.pid() else { throw PilotError("no pid") }
        try pilot.press("Tab")
        try pilot.waitForBoard { $0.focus?.section == .available }
        try pilot.press("Enter")
        let file = "/proc/\(pid)/root\(rootHome)/.config/channel-editor/channels.json"
        #expect(try Self.waitForFile(file) { !$0.mineIDs.isEmpty }, "no channels file in the passwd home \(rootHome)")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("A full disk: a notice on screen, the file untouched, no temp file left, exit 74 with one line",
          .enabled(if: canMountPrivately, "needs root with CAP_SYS_ADMIN to mount a small tmpfs in a private namespace"))
    func diskFull() throws {
        let scratch = try Scratch()
        let mount = scratch.file("mnt")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: false)
        let good = try Self.catalogFile()
        try scratch.write("original.json", good.text)
        let file = mount + "/channels.json"
        let inner = "mount -t tmpfs -o size=64k tmpfs \(TmuxPilot.quote(mount))"
            + " && cp \(TmuxPilot.quote(scratch.file("original.json"))) \(TmuxPilot.quote(file))"
            + " && { dd if=/dev/zero of=\(TmuxPilot.quote(mount + "/fill")) bs=4k 2>/dev/null; true; }"
            + " && exec \(TmuxPilot.quote(TmuxPilot.binary)) --file \(TmuxPilot.quote(file)) 2>\(TmuxPilot.quote(scratch.file("stderr")))"
        let pilot = try TmuxPilot(arguments: [], shellCommand: "unshare -m sh -c \(TmuxPilot.quote(inner))")
        try #require(try pilot.waitForBoard(timeout: 10) { $0.focus != nil } != nil, "no screen on the small tmpfs")
        guard let pid = try pilot.pid() else { throw PilotError("no pid") }
        let inside = "/proc/\(pid)/root" + mount   // the namespace's view of the tmpfs
        try pilot.press("Tab")
        try pilot.waitForBoard { $0.focus?.section == .available }
        try pilot.press("Enter")
        #expect(try pilot.waitFor("Not saved"), "no notice for a failed save")
        #expect(try Data(contentsOf: URL(fileURLWithPath: inside + "/channels.json")) == Data(good.text.utf8), "the file changed")
        let entries = Set(try FileManager.default.contentsOfDirectory(atPath: inside))
        #expect(entries == ["channels.json", "channels.json.lock", "fill"], "left behind: \(entries.sorted())")
        try pilot.press("q")
        // The first q says the change is not saved; the second quits.
        #expect(try pilot.waitFor("q again quits"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 74)
        let message = try scratch.read("stderr")
        #expect(message.filter { $0 == "\n" }.count == 1 && message.contains(file), "stderr: \(message.debugDescription)")
    }

    @Test("100,000 channels: the screen opens, q quits with 0, the file untouched")
    func hundredThousandChannels() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        let many = ChannelFixtures.numbered(100_000 - catalog.mine.count - catalog.available.count)
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine + many, available: catalog.available))
        let before = try scratch.bytes("channels.json")
        let started = Date()
        let pilot = try TmuxPilot(arguments: ["--file", path])
        let screen = try pilot.waitForScreen(timeout: 60) { lines in
            lines.contains { $0.contains("Recommended") } && lines.contains { $0.contains("quit") }
        }
        #expect(screen.contains { $0.contains("Recommended") }, "no screen for 100,000 channels:\n\(screen.joined(separator: "\n"))")
        let seconds = Date().timeIntervalSince(started)
        try pilot.press("End")
        #expect(try pilot.waitFor("Channel \(many.count)", timeout: 20), "End did not reach the last channel")
        try pilot.press("q")
        #expect(try pilot.waitForExit(timeout: 30) == 0)
        #expect(try scratch.bytes("channels.json") == before)
        print("ReliabilityBadFileTests: 100,000 channels on screen after \(String(format: "%.2f", seconds)) s")
    }

    @Test("A 100,000-character name: shown cut, added intact, saved intact")
    func hundredThousandCharacterName() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        let long = String(repeating: "Ab", count: 50_000)
        let available = [FixtureChannel(id: "long", name: long)] + catalog.available
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: available))
        let pilot = try TmuxPilot(arguments: ["--file", path])
        let board = try #require(try pilot.waitForBoard(timeout: 10) { $0.focus != nil })
        #expect(board.available.first.map { $0.hasPrefix("AbAb") && $0.count < 80 } == true, "\(board.available.first ?? "none")")
        try pilot.press("Tab")
        try pilot.waitForBoard { $0.focus?.section == .available }
        try pilot.press("Enter")
        #expect(try Self.waitForFile(path) { $0.mine.last?.name == long }, "the long name was not saved intact")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        let file = try #require(ChannelFileCheck.read(path))
        #expect(file.mine.last == FixtureChannel(id: "long", name: long))
    }

    @Test("--reset moves a good file aside byte for byte and starts from the catalog")
    func resetGoodFile() throws {
        try checkReset(original: Array(Self.replacing("{\"id\": \"food\", \"name\": \"Food\"}", "{\"id\": \"food\", \"name\": \"Food\"}, {\"id\": \"auto\", \"name\": \"Autos\"}").utf8))
    }

    @Test("--reset moves a bad file aside byte for byte and starts from the catalog")
    func resetBadFile() throws {
        try checkReset(original: Array(Self.replacing("\"version\": 1", "\"version\": 99").utf8))
    }

    /// Runs `--reset` twice over `original`: the first backup is `<file>.bak`, the second
    /// `<file>.bak.1`; neither overwrites the other; the screen shows the catalog.
    private func checkReset(original: [UInt8]) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        try Data(original).write(to: URL(fileURLWithPath: path))
        let catalog = try ChannelFixtures.catalog()
        let pilot = try TmuxPilot(arguments: ["--file", path, "--reset"], shellCommand: "%CMD% 2>\(TmuxPilot.quote(scratch.file("stderr")))")
        let board = try #require(try pilot.waitForBoard { $0.focus != nil }, "no screen after --reset")
        #expect(board.mine == catalog.mine.map(\.name))
        #expect(board.available == catalog.available.map(\.name))
        #expect(try scratch.bytes("channels.json.bak") == Data(original), "the backup is not the old file byte for byte")
        let message = try scratch.read("stderr")
        #expect(message.filter { $0 == "\n" }.count == 1 && message.contains(path + ".bak"), "stderr: \(message)")
        try pilot.press("Tab")
        try pilot.waitForBoard { $0.focus?.section == .available }
        try pilot.press("Enter")
        let expectedMine = catalog.mine.map(\.id) + [catalog.available[0].id]
        #expect(try Self.waitForFile(path) { $0.mineIDs == expectedMine }, "the first change did not save the catalog board")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)

        let second = try Data(contentsOf: URL(fileURLWithPath: path))
        let again = try TmuxPilot(arguments: ["--file", path, "--reset"], shellCommand: "%CMD% 2>/dev/null")
        try #require(try again.waitForBoard { $0.focus != nil } != nil)
        try again.press("q")
        #expect(try again.waitForExit() == 0)
        #expect(try scratch.bytes("channels.json.bak") == Data(original), "the first backup was overwritten")
        #expect(try scratch.bytes("channels.json.bak.1") == second, "the second backup is not the file it replaced")
    }

    // MARK: - Helpers

    /// The environment for direct runs: a UTF-8 locale, a home inside the scratch folder.
    static func environment(_ scratch: Scratch) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
         "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.file("config")]
    }

    /// Runs the binary without a terminal (`setsid`: no controlling terminal either), as
    /// `user` when given (through `setpriv`).
    static func runDirect(_ arguments: [String], scratch: Scratch, user: UInt32? = nil,
                          environment: [String: String]? = nil) throws -> Spawn.Result {
        var command = ["/usr/bin/setsid", "--wait"]
        var program = TmuxPilot.binary
        if let user {
            command = ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups"] + command
            // Another user runs a copy in a folder anyone can enter (the checkout may not be one).
            guard let staged = StagedProgram.binary, StagedProgram.unusableReason == nil else {
                throw PilotError("cannot run as uid \(user): \(StagedProgram.unusableReason ?? "not staged")")
            }
            program = staged
        }
        return try Spawn.run(command[0], Array(command.dropFirst()) + [program] + arguments,
                             environment: environment ?? Self.environment(scratch), timeout: 60)
    }

    /// Exactly one line on stderr, naming `path`; nothing on stdout.
    static func expectOneLine(_ result: Spawn.Result, naming path: String, _ label: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let text = result.errorText
        #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1,
                "\(label): stderr is not one line: \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(text.contains(path), "\(label): stderr does not name \(path): \(text)", sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, "\(label): stdout: \(result.outputText)", sourceLocation: sourceLocation)
    }

    /// Nothing in the folder but the file (which is there) and its lock: no temp file, no
    /// backup. A folder that cannot be listed, or an empty one, is a failure, not a pass.
    static func expectOnlyFileAndLock(_ scratch: Scratch, _ name: String, _ label: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        guard let listed = try? FileManager.default.contentsOfDirectory(atPath: scratch.path) else {
            Issue.record("\(label): cannot list \(scratch.path)", sourceLocation: sourceLocation)
            return
        }
        let entries = Set(listed)
        #expect(entries.contains(name), "\(label): \(name) is gone", sourceLocation: sourceLocation)
        #expect(entries.isSubset(of: [name, name + ".lock"]), "\(label): stray files \(entries.sorted())",
                sourceLocation: sourceLocation)
    }

    /// Polls until the file parses and satisfies `condition`.
    static func waitForFile(_ path: String, timeout: Double = 5, _ condition: (ChannelFileCheck) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let file = ChannelFileCheck.read(path), condition(file) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    /// The home folder in the passwd entry of `uid`.
    static func passwdHome(uid: UInt32) -> String? {
        guard let entry = getpwuid(uid), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }
}
