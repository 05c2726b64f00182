import Foundation
import Testing

/// dialog's `--file`, `DIALOG_TIMEOUT` and `DIALOG_ERROR` with the real programs side by side
/// (dialog 1.3-20230209), and the bad input of `--file` and `--dialog`: one line, its status,
/// nothing on stdout.
@Suite(.serialized) struct PickDialogFileAndCodesTests {
    /// dialog's sample checklist9 keeps the whole box in its `--file`; checklist12 only the items.
    static let checklist9 = """
        --separate-output \\
        \t--title "CHECKLIST BOX" \\
                --checklist "Which of the \\"following\\" \\n\\
        are fruits?" 20 61 5 \\
                "Apple"      "It's an apple."   off \\
                "Dog"        "No, that's not my dog."   ON  \\
                ""           "No such pet."   off \\
                "Cat"        "No, never put a dog and a cat together!" oN  \\
                "Lemon"      "You know how it \\Zr\\Zb\\Z3tastes\\Zn."     on

        """

    @Test("--file FILE: the box and its items read from a file, as dialog reads them")
    func fileHoldsTheBox() throws {
        let scratch = try Scratch()
        try scratch.write("box.txt", Self.checklist9)
        let arguments = ["--file", scratch.file("box.txt")]
        let theirs = try PickDialogComparisonTests.run(["/usr/bin/dialog"] + arguments, ready: "Cancel", keys: ["Enter"])
        let ours = try PickDialogComparisonTests.run(
            [TmuxPilot.binary, "--dialog"] + arguments, ready: "Esc Cancel", keys: ["Enter"])
        #expect(theirs == .init(status: 0, out: "", err: "Dog\nCat\nLemon\n", fd3: ""))
        #expect(ours == theirs)
    }

    @Test("--file FILE with the box on the command line (checklist12), and a file within a file")
    func fileHoldsTheItems() throws {
        let scratch = try Scratch()
        try scratch.write("items.txt", "\"Apple\" \"It's an apple.\" \"off\"\n\"Dog\" \"No, that's not my dog.\" \"ON\"\n\"a b\" \"\" on\n")
        try scratch.write("outer.txt", "--file \(scratch.file("items.txt"))")
        let arguments = ["--quoted", "--checklist", "Which?", "20", "61", "5", "--file", scratch.file("outer.txt")]
        let theirs = try PickDialogComparisonTests.run(["/usr/bin/dialog"] + arguments, ready: "Cancel", keys: ["Enter"])
        let ours = try PickDialogComparisonTests.run([TmuxPilot.binary] + arguments, ready: "Esc Cancel", keys: ["Enter"])
        #expect(theirs == .init(status: 0, out: "", err: "Dog \"a b\"", fd3: ""))
        #expect(ours == theirs)
    }

    @Test("DIALOG_TIMEOUT: a timeout says so on stderr and exits with that status, as dialog")
    func timeoutWithItsVariable() throws {
        let arguments = ["--timeout", "1", "--buildlist", "t", "0", "0", "0", "a", "A", "on"]
        let environment = ["DIALOG_TIMEOUT": "7"]
        let theirs = try PickDialogComparisonTests.run(
            ["/usr/bin/dialog"] + arguments, ready: "Cancel", keys: [], environment: environment)
        let ours = try PickDialogComparisonTests.run(
            [TmuxPilot.binary] + arguments, ready: "Esc Cancel", keys: [], environment: environment)
        #expect(theirs == .init(status: 7, out: "", err: "\ntimeout\n", fd3: ""))
        #expect(ours == theirs)
        // DIALOG_ESC alone remaps the Esc a timeout is.
        let esc = try PickDialogComparisonTests.run(
            [TmuxPilot.binary] + arguments, ready: "Esc Cancel", keys: [], environment: ["DIALOG_ESC": "9"])
        #expect(esc == .init(status: 9, out: "", err: "", fd3: ""))
    }

    @Test("Bad input of --file and --dialog: one line, its status (DIALOG_ERROR's when set), nothing on stdout")
    func badInput() throws {
        let scratch = try Scratch()
        try Data([0x22, 0x61, 0x22, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: scratch.file("binary.txt")))
        try scratch.write("self.txt", "--file \(scratch.file("self.txt"))")
        let cases: [([String], Int32, String)] = [
            (["--dialog", "--file", scratch.file("missing.txt")], 66,
             "--file \"\(scratch.file("missing.txt"))\": cannot read it: No such file or directory"),
            (["--checklist", "t", "0", "0", "0", "--file", scratch.file("binary.txt")], 65,
             "--file \"\(scratch.file("binary.txt"))\": word 2 is not UTF-8 text"),
            (["--dialog", "--file", scratch.file("self.txt")], 64, "too many --file options (does a file include itself?)"),
            (["--buildlist", "t", "0", "0", "0", "--file"], 64, "--file needs a value"),
            (["--dialog", "--title", "x"], 64, "dialog's form needs a box: --buildlist, --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT"),
        ]
        let environment = ["TERM": "xterm", "HOME": "/nonexistent", "LANG": "C"]
        for (arguments, status, message) in cases {
            let result = try Spawn.run(TmuxPilot.binary, arguments, environment: environment, input: [])
            #expect(result.status == status, "\(arguments)")
            #expect(result.errorText.hasPrefix("channel-editor: \(message)\n"), "\(arguments): \(result.errorText)")
            #expect(result.output.isEmpty)
            // DIALOG_ERROR remaps every error of dialog's form.
            let remapped = try Spawn.run(
                TmuxPilot.binary, arguments, environment: environment.merging(["DIALOG_ERROR": "0x0c"]) { $1 }, input: [])
            #expect(remapped.status == 12, "\(arguments)")
        }
        // Outside dialog's form --file is the channels file, and DIALOG_ERROR means nothing.
        let editor = try Spawn.run(
            TmuxPilot.binary, ["--file", scratch.file("binary.txt"), "list"],
            environment: environment.merging(["DIALOG_ERROR": "12"]) { $1 }, input: [])
        #expect(editor.status == 65)
    }
}
