import Foundation
import Testing

/// `make install` and `make uninstall` into a scratch prefix, the way a user or a packager runs
/// them. Needs make, install(1), man (Debian `man-db`) and groff (Debian `groff-base`). The
/// first install makes a release build in .build/install-tests, which takes minutes; the later
/// ones reuse it. (Not in .build itself: the `swift test` running these tests holds SwiftPM's
/// lock on it, and a nested `swift build` there would wait for ever.)
@Suite("make install and uninstall", .serialized, .timeLimit(.minutes(30)))
struct InstallTests {
    /// The repository root, from this file's place in it (Tests/EndToEndTests/InstallTests.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let commands = ["list", "add", "remove", "move", "open", "reset"]
    static let options = ["--file", "--json", "--print", "--reset", "--help", "--version"]
    static let sections = ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "MOUSE",
                           "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO"]
    static let exitStatuses = ["0", "1", "64", "65", "66", "74", "75"]

    @Test("install puts every file in place, with the right modes")
    func installsEveryFile() throws {
        let install = try Installation()
        let catalogs = try Installation.sourceCatalogs()
        #expect(catalogs.contains("en.json") && catalogs.contains("zh.json"),
                "Resources/catalogs should hold en.json and zh.json, has \(catalogs)")

        for file in try Installation.files() {
            let path = install.prefix + "/" + file.path
            guard let mode = Installation.mode(of: path) else {
                Issue.record("not installed: \(path)\n\(install.log)")
                continue
            }
            #expect(mode == file.mode, "\(file.path): mode \(String(mode, radix: 8)), want \(String(file.mode, radix: 8))")
            #expect(access(path, R_OK) == 0, "\(file.path) is not readable")
            if file.mode & 0o111 != 0 {
                #expect(access(path, X_OK) == 0, "\(file.path) is not executable")
            }
        }
        for catalog in catalogs {
            let installed = try Data(contentsOf: URL(fileURLWithPath: install.prefix + "/share/channel-editor/catalogs/" + catalog))
            let source = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/Resources/catalogs/" + catalog))
            #expect(installed == source, "installed \(catalog) differs from Resources/catalogs/\(catalog)")
        }
    }

    @Test("DESTDIR stages the files under PREFIX without touching PREFIX itself")
    func destdirStagesTheInstall() throws {
        let scratch = try Scratch()
        let prefix = "/opt/channel-editor-destdir-test"
        let stage = scratch.file("stage")
        let result = try Installation.make(["install", "PREFIX=" + prefix, "DESTDIR=" + stage], log: scratch.file("make.log"))
        try #require(result.status == 0, "make install DESTDIR=... failed:\n\(result.log)")
        for file in try Installation.files() {
            #expect(FileManager.default.fileExists(atPath: stage + prefix + "/" + file.path), "missing \(file.path) under DESTDIR")
        }
        #expect(!FileManager.default.fileExists(atPath: prefix), "\(prefix) was written to although DESTDIR was set")

        let removed = try Installation.make(["uninstall", "PREFIX=" + prefix, "DESTDIR=" + stage], log: scratch.file("uninstall.log"))
        #expect(removed.status == 0, "make uninstall DESTDIR=... failed:\n\(removed.log)")
        #expect(Installation.regularFiles(under: stage).isEmpty, "left behind: \(Installation.regularFiles(under: stage))")
    }

    @Test("the installed man page renders without warnings and covers every command")
    func manPageRenders() throws {
        let install = try Installation()
        let page = install.prefix + "/share/man/man1/channel-editor.1"
        let environment = Installation.environment.merging(
            ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]) { $1 }

        let groff = try Shell.run("/usr/bin/env", ["groff", "-man", "-Tutf8", "-ww", "-z", page], environment: environment)
        #expect(groff.status == 0, "groff failed (is groff-base installed?): \(groff.error)")
        #expect(groff.error.isEmpty, "groff warnings:\n\(groff.error)")

        let man = try Shell.run("/usr/bin/env", ["man", "-l", page], environment: environment)
        try #require(man.status == 0, "man -l failed (is man-db installed?): \(man.error)")
        #expect(man.error.isEmpty, "man warnings:\n\(man.error)")
        let text = man.output
        let lines = Set(text.split(separator: "\n").map(String.init))
        for section in Self.sections {
            #expect(lines.contains(section), "no \(section) section")
        }
        for command in Self.commands {
            #expect(text.contains("channel-editor \(command)"), "the synopsis does not show '\(command)'")
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(command + " ")
                                     || $0.trimmingCharacters(in: .whitespaces) == command },
                    "COMMANDS does not describe '\(command)'")
        }
        for option in Self.options {
            #expect(text.contains(option), "no \(option)")
        }
        for status in Self.exitStatuses {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(status + " ") },
                    "EXIT STATUS does not list \(status)")
        }
    }

    @Test("the installed binary is stripped; its debug info stays in the build folder")
    func installedBinaryIsStripped() throws {
        let install = try Installation()
        let installed = try Installation.sections(of: install.prefix + "/bin/channel-editor")
        #expect(!installed.contains(".symtab"), "the installed binary has a symbol table")
        #expect(!installed.contains { $0.hasPrefix(".debug_") }, "the installed binary has debug info: \(installed)")
        #expect(installed.contains(".gnu_debuglink"), "the installed binary does not name its debug file")
        let debug = try Installation.sections(of: Installation.scratchPath + "/release/channel-editor.debug")
        #expect(debug.contains(".debug_info"), "no debug info kept in the build folder: \(debug)")
    }

    @Test("uninstall removes every installed file and the empty share/channel-editor folders")
    func uninstallRemovesEverything() throws {
        let install = try Installation()
        try #require(!Installation.regularFiles(under: install.prefix).isEmpty, "nothing was installed")

        let result = try Installation.make(["uninstall", "PREFIX=" + install.prefix], log: install.scratch.file("uninstall.log"))
        #expect(result.status == 0, "make uninstall failed:\n\(result.log)")
        #expect(Installation.regularFiles(under: install.prefix).isEmpty,
                "left behind: \(Installation.regularFiles(under: install.prefix))")
        #expect(!FileManager.default.fileExists(atPath: install.prefix + "/share/channel-editor"),
                "share/channel-editor is still there")

        let again = try Installation.make(["uninstall", "PREFIX=" + install.prefix], log: install.scratch.file("again.log"))
        #expect(again.status == 0, "a second make uninstall should be a no-op:\n\(again.log)")
    }

    /// Passes once the command line (`--version`, `list`) and the catalog lookup have landed.
    @Test("the installed binary runs and finds its installed catalogs")
    func installedBinaryFindsItsCatalogs() throws {
        let install = try Installation()
        let binary = install.prefix + "/bin/channel-editor"
        // No CHANNEL_EDITOR_DATA, and nothing of the source tree near the prefix or the folder.
        let base = ["PATH": "/usr/bin:/bin", "HOME": install.scratch.path, "TERM": "dumb"]

        let version = try Shell.run(binary, ["--version"], environment: base, directory: install.scratch.path)
        #expect(version.status == 0, "--version: status \(version.status): \(version.error)")
        #expect(version.output.range(of: #"[0-9]+\.[0-9]+"#, options: .regularExpression) != nil,
                "--version printed no version: \(version.output)")

        // The installed translations (share/locale, the system's folder) are found and read.
        for (lang, usage) in [("zh_CN.UTF-8", "用法："), ("zh_TW.UTF-8", "用法："), ("C.UTF-8", "Usage:")] {
            let help = try Shell.run(binary, ["--help"], environment: base.merging(["LANG": lang]) { $1 }, directory: install.scratch.path)
            #expect(help.status == 0 && (help.output.hasPrefix(usage + "channel-editor") || help.output.hasPrefix(usage + " channel-editor")),
                    "\(lang): \(help.output.prefix(80))")
        }
        let refused = try Shell.run(binary, ["open", "nope", "--file", install.scratch.file("t.json")],
                                    environment: base.merging(["LANG": "zh_TW.UTF-8"]) { $1 }, directory: install.scratch.path)
        #expect(refused.error.contains("無法開啟 \"nope\""), "\(refused.error)")

        let catalogs: [(language: [String: String], file: String)] = [
            (["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"], "en.json"),
            (["LANG": "zh_CN.UTF-8"], "zh.json"),
            (["LANG": "zh_TW.UTF-8"], "zh-Hant.json"),
        ]
        for (language, file) in catalogs {
            let channelFile = install.scratch.file("x-" + file)
            let list = try Shell.run(binary, ["list", "--file", channelFile],
                                     environment: base.merging(language) { $1 }, directory: install.scratch.path)
            guard list.status == 0 else {
                Issue.record("list (\(file)): status \(list.status): \(list.error)")
                continue
            }
            let channels = try Installation.channels(inCatalog: Self.root + "/Resources/catalogs/" + file)
            #expect(!channels.isEmpty, "no channels in \(file)")
            // `list` prints SECTION, POSITION, ID, FLAGS, NAME separated by tabs.
            let listed = Set(list.output.split(separator: "\n").map { line -> String in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return fields.count == 5 ? fields[2] + "\t" + fields[4] : ""
            })
            let missing = channels.filter { !listed.contains($0.id + "\t" + $0.name) }.map(\.id)
            #expect(missing.isEmpty, "list (\(file)) does not show \(missing):\n\(list.output)")
        }
    }
}

/// One `make install PREFIX=<scratch>/prefix` from the repository root.
struct Installation {
    let scratch: Scratch
    let prefix: String
    let log: String

    init() throws {
        scratch = try Scratch()
        prefix = scratch.file("prefix")
        let result = try Installation.make(["install", "PREFIX=" + prefix], log: scratch.file("install.log"))
        log = result.log
        try #require(result.status == 0, "make install PREFIX=\(prefix) failed:\n\(result.log)")
    }

    /// The environment for make: this process's, without anything that would steer the install
    /// elsewhere (an outer make's flags, DESTDIR, PREFIX, ...).
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES", "DESTDIR", "PREFIX", "BINDIR", "DATADIR",
                     "MAN1DIR", "BASHCOMPDIR", "ZSHCOMPDIR", "CATALOG_DIR", "CATALOGS", "INSTALL", "SCRATCH_PATH"] {
            environment[name] = nil
        }
        return environment
    }

    /// SwiftPM's build folder for the release build that `make install` makes.
    static let scratchPath = InstallTests.root + "/.build/install-tests"

    /// Runs `make arguments` in the repository root; its output goes to `log` (a pipe could
    /// fill up during a long build) and comes back with the status.
    static func make(_ arguments: [String], log: String) throws -> (status: Int32, log: String) {
        let result = try Shell.run("/bin/sh", ["-c", "exec make -C \"$0\" \"$@\" >\"$LOG\" 2>&1", InstallTests.root]
                                       + arguments + ["SCRATCH_PATH=" + scratchPath],
                                   environment: environment.merging(["LOG": log]) { $1 })
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return (result.status, text)
    }

    /// The names of an ELF file's sections (`readelf -S`, from binutils, which `make deps`
    /// installs along with objcopy).
    static func sections(of path: String) throws -> [String] {
        let result = try Shell.run("/usr/bin/env", ["readelf", "-S", "-W", path], environment: environment)
        try #require(result.status == 0, "readelf -S \(path) failed: \(result.error)")
        // Lines like "  [52] .debug_info   PROGBITS   0000000000000000 ...".
        return result.output.split(separator: "\n").compactMap { line in
            guard let close = line.firstIndex(of: "]") else { return nil }
            return line[line.index(after: close)...].split(separator: " ").first.map(String.init)
        }
    }

    /// The catalog file names in Resources/catalogs.
    static func sourceCatalogs() throws -> [String] {
        let folder = InstallTests.root + "/Resources/catalogs"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The languages of po/<name>.po (each installed as a compiled catalog).
    static func translatedLanguages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: InstallTests.root + "/po")
            .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// Every file `make install` puts under the prefix, relative to it, with its mode.
    static func files() throws -> [(path: String, mode: Int)] {
        var files: [(path: String, mode: Int)] = [
            ("bin/channel-editor", 0o755),
            ("share/man/man1/channel-editor.1", 0o644),
            ("share/bash-completion/completions/channel-editor", 0o644),
            ("share/zsh/site-functions/_channel-editor", 0o644),
        ]
        for catalog in try sourceCatalogs() {
            files.append(("share/channel-editor/catalogs/" + catalog, 0o644))
        }
        for language in try translatedLanguages() {
            files.append(("share/locale/\(language)/LC_MESSAGES/channel-editor.mo", 0o644))
        }
        return files
    }

    /// The permission bits of a file, or nil when there is none.
    static func mode(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_mode & 0o7777)
    }

    /// Every regular file under a folder, relative to it.
    static func regularFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if mode(of: folder + "/" + relative) != nil { found.append(relative) }
        }
        return found.sorted()
    }

    /// The channels of a catalog file, My Channels then Add Channels.
    static func channels(inCatalog path: String) throws -> [(id: String, name: String)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PilotError("\(path): not a JSON object")
        }
        var channels: [(id: String, name: String)] = []
        for list in ["mine", "available"] {
            for case let channel as [String: Any] in object[list] as? [Any] ?? [] {
                if let id = channel["id"] as? String, let name = channel["name"] as? String {
                    channels.append((id, name))
                }
            }
        }
        return channels
    }
}
