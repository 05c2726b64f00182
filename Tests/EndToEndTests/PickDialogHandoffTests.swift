import Foundation
import Testing

/// A whole dialog or whiptail script with `DIALOG=channel-editor` (issue 37): the boxes that
/// are no lists (`--msgbox`, `--yesno`, `--inputbox`, …) are run by the real program, the lists
/// are drawn here, and every step gives the same bytes and status as with the real program for
/// the same keys; whiptail's through a link named `whiptail`. Without the real program: one line
/// and 255, never channel-editor running itself.
@Suite(.serialized) struct PickDialogHandoffTests {
    /// An installer: each step asks with $DIALOG and logs its status and what it printed.
    static let installer = """
        #!/bin/sh
        D=${DIALOG:-dialog}
        step() { printf '%s status=%s out=[%s]\\n' "$1" "$2" "$3" >> "$LOG"; }
        out=$($D --backtitle Setup --title Welcome --msgbox Welcome 0 0 2>&1 >/dev/tty); step msgbox $? "$out"
        out=$($D --yesno 'Install?' 0 0 2>&1 >/dev/tty); step yesno $? "$out"
        out=$($D --inputbox 'Where?' 0 0 /opt/app 2>&1 >/dev/tty); step inputbox $? "$out"
        out=$($D --checklist Parts 0 0 0 core 'Core files' on docs 'Documentation' off gui 'Graphical UI' on 2>&1 >/dev/tty); step checklist $? "$out"
        out=$($D --radiolist Flavour 0 0 0 min Minimal off std Standard on full Everything off 2>&1 >/dev/tty); step radiolist $? "$out"
        out=$($D --menu Next 0 0 0 start 'Start it' docs 'Read the docs' quit Leave 2>&1 >/dev/tty); step menu $? "$out"
        out=$($D --separate-output --checklist 'Extras' 0 0 0 a Alpha off b Beta on 2>&1 >/dev/tty); step extras $? "$out"
        """

    /// Each step's text (both programs show it, one short word: the test waits for it) and its keys.
    static let dialogSteps: [(text: String, keys: [String])] = [
        ("Welcome", ["Enter"]), ("Install?", ["Tab", "Enter"]), ("Where?", ["BSpace", "x", "Enter"]),
        ("Parts", ["d", "Space", "Enter"]), ("Flavour", ["f", "Space", "Enter"]), ("Next", ["d", "Enter"]),
        ("Extras", ["q", "e", "h", "/", "?", "Enter"]),
    ]
    /// whiptail's lists take no letters but its menu's.
    static let whiptailSteps: [(text: String, keys: [String])] = [
        ("Welcome", ["Enter"]), ("Install?", ["Tab", "Enter"]), ("Where?", ["BSpace", "x", "Enter"]),
        ("Parts", ["d", "Down", "Space", "Enter"]), ("Flavour", ["Down", "Down", "Space", "Enter"]),
        ("Next", ["d", "Enter"]), ("Extras", ["q", "Space", "Enter"]),
    ]

    /// Runs the installer in tmux with `dialog` ($DIALOG) and PATH in front, pressing each step's
    /// keys once its text shows; the log.
    static func runInstaller(dialog: String, path: String, steps: [(text: String, keys: [String])]) throws -> String {
        let scratch = try Scratch()
        try scratch.write("installer.sh", installer)
        let log = scratch.file("log")
        let environment = ["DIALOG": dialog, "LOG": log, "PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "ESCDELAY": "50"]
        let pilot = try TmuxPilot(arguments: [], environment: environment,
                                  shellCommand: "sh \(TmuxPilot.quote(scratch.file("installer.sh")))")
        for (number, step) in steps.enumerated() {
            let shown = try pilot.waitFor(step.text, timeout: 10)
            let screen = try pilot.screen().joined(separator: "\n")
            try #require(shown, "step \(number + 1) (\(dialog)): \(screen)")
            for key in step.keys {
                try pilot.press(key)
                // Each key read before the next (a box that ends takes the rest for the shell).
                Thread.sleep(forTimeInterval: 0.3)
            }
            // The next box may draw over the same text: wait until this one is gone.
            _ = try pilot.waitForScreen(timeout: 5) { !$0.joined().contains(step.text) }
        }
        _ = try pilot.waitForExit(timeout: 10)
        return (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    }

    /// A folder holding links to channel-editor named `name` (and `channel-editor`).
    static func links(_ scratch: Scratch, _ names: [String]) throws -> String {
        let folder = scratch.file("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names { try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: TmuxPilot.binary) }
        return folder
    }

    @Test("An installer gives the same bytes and statuses with DIALOG=dialog and DIALOG=channel-editor")
    func dialogInstaller() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/dialog"), "dialog is missing (make deps installs it)")
        let scratch = try Scratch()
        let bin = try Self.links(scratch, ["channel-editor"])
        let theirs = try Self.runInstaller(dialog: "dialog", path: "/nonexistent", steps: Self.dialogSteps)
        #expect(theirs.contains("checklist status=0 out=[core docs gui]"), "dialog's own result: \(theirs)")
        #expect(theirs.contains("inputbox status=0 out=[/opt/apx]"))
        #expect(theirs.contains("yesno status=1"))
        let ours = try Self.runInstaller(dialog: "channel-editor", path: bin, steps: Self.dialogSteps)
        #expect(ours == theirs)
    }

    @Test("The same installer through a link named whiptail gives whiptail's bytes and statuses")
    func whiptailInstaller() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/whiptail"), "whiptail is missing (make deps installs it)")
        let scratch = try Scratch()
        let theirs = try Self.runInstaller(dialog: "whiptail", path: "/nonexistent", steps: Self.whiptailSteps)
        #expect(theirs.contains("radiolist status=0 out=[full]"), "whiptail's own result: \(theirs)")
        // The link comes first on PATH; the real whiptail after it runs the boxes that are no lists.
        let ours = try Self.runInstaller(dialog: "whiptail", path: try Self.links(scratch, ["whiptail"]), steps: Self.whiptailSteps)
        #expect(ours == theirs)
    }

    @Test("Without the real program: one line and 255 (DIALOG_ERROR's when set), never channel-editor itself")
    func missingProgram() throws {
        let scratch = try Scratch()
        // A link named dialog on PATH is channel-editor: it is not run for the box.
        let bin = try Self.links(scratch, ["dialog", "whiptail"])
        for (arguments, program) in [(["--msgbox", "hi", "0", "0"], "dialog"), (["--whiptail", "--yesno", "sure?", "0", "0"], "whiptail")] {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: ["PATH": bin, "TERM": "xterm", "LANG": "C"], input: [])
            #expect(result.status == 255, "\(arguments)")
            #expect(result.errorText == "channel-editor: \(arguments.first { $0 != "--whiptail" } ?? "") needs \(program), which is not installed (channel-editor draws --buildlist, --checklist, --radiolist and --menu itself)\n")
            #expect(result.output.isEmpty)
        }
        let remapped = try Spawn.run(TmuxPilot.binary, ["--infobox", "hi", "0", "0"],
                                     environment: ["PATH": bin, "TERM": "xterm", "DIALOG_ERROR": "12"], input: [])
        #expect(remapped.status == 12)
    }

    @Test("A box that is no list runs the real dialog with the same arguments and descriptors")
    func infoboxRunsDialog() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/dialog"), "dialog is missing (make deps installs it)")
        // --print-maxsize writes to fd 1 with --stdout; the same bytes from both.
        let theirs = try Spawn.run("/usr/bin/dialog", ["--stdout", "--print-version", "--infobox", "hi", "0", "0"],
                                   environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin"], input: [])
        let ours = try Spawn.run(TmuxPilot.binary, ["--stdout", "--print-version", "--infobox", "hi", "0", "0"],
                                 environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin"], input: [])
        #expect(ours.status == theirs.status)
        #expect(ours.output == theirs.output)
        #expect(String(decoding: ours.output, as: UTF8.self).contains("1.3-20230209"))
    }
}
