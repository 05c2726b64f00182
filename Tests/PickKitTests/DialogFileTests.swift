import Glibc
import Testing
import PickKit

/// dialog's `--file FILE` in dialog's form: FILE's words in the option's place, split by
/// dialog 1.3's rules (argv.c `dlg_string_to_argv`, dialog.c `unescape_argv`).
@Suite struct DialogFileTests {
    func split(_ text: String) -> [String] {
        DialogFile.split(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func wordsAsDialogSplitsThem() {
        #expect(split("  a  b\tc\nd ") == ["a", "b", "c", "d"])
        #expect(split("\"Apple\" \"It's an apple.\" off") == ["Apple", "It's an apple.", "off"])
        #expect(split("\"\" x") == ["", "x"], "an empty quoted word is a word")
        #expect(split("ab\"c d\"e") == ["abc de"], "quotes join, and are dropped")
        #expect(split("a\\\"b \"c\\\"d\"") == ["a\"b", "c\"d"], "\\\" is a quote kept")
        #expect(split("a\\\\b") == ["a\\b"], "\\\\ is one backslash")
        #expect(split("a\\nb \\Z1") == ["a\\nb", "\\Z1"], "any other backslash is kept")
        #expect(split("a\\\nb c") == ["ab", "c"], "backslash-newline is dropped whole")
        #expect(split("a \\") == ["a"], "a backslash at the end ends the text")
        #expect(split("\"open quote a b") == ["open quote a b"])
        #expect(split("a\u{0}b") == ["a"], "dialog's text ends at a NUL")
        #expect(split("") == [])
    }

    func file(_ text: String) throws -> String {
        var template = Array("/tmp/dialog-file-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        return String(cString: template)
    }

    @Test func theFileTakesTheOptionsPlace() throws {
        let items = try file("\"a\" \"A\" on\n\"b c\" \"B\" off\n")
        defer { unlink(items) }
        let arguments = ["--checklist", "t", "0", "0", "0", "--file", items, "--stdout"]
        #expect(try DialogFile.expanded(arguments, programName: "channel-editor")
                == ["--checklist", "t", "0", "0", "0", "a", "A", "on", "b c", "B", "off", "--stdout"])
        // A file may name another; `--` keeps the word after it as it is.
        let outer = try file("--separate-output --file \(items)")
        defer { unlink(outer) }
        #expect(try DialogFile.expanded(["--dialog", "--file", outer, "--", "--file"], programName: "x")
                == ["--dialog", "--separate-output", "a", "A", "on", "b c", "B", "off", "--", "--file"])
    }

    @Test func outsideDialogsFormFileNamesTheChannelsFile() throws {
        #expect(try DialogFile.expanded(["--file", "/nonexistent"], programName: "channel-editor") == ["--file", "/nonexistent"])
        #expect(try DialogFile.expanded(["pick", "--file", "x.json"], programName: "channel-editor") == ["pick", "--file", "x.json"])
        // A link named ...dialog, or --dialog first, is dialog's form.
        #expect(throws: PickFailure.self) { try DialogFile.expanded(["--file", "/nonexistent"], programName: "/usr/bin/channel-dialog") }
    }

    @Test func badFilesAreOneLineAndTheirStatus() throws {
        func failure(_ arguments: [String]) -> PickFailure? {
            do {
                _ = try DialogFile.expanded(arguments, programName: "channel-editor")
                return nil
            } catch {
                return error
            }
        }
        let missing = failure(["--dialog", "--file", "/nonexistent/f"])
        #expect(missing?.status == 66)
        #expect(missing?.message.english == "--file \"/nonexistent/f\": cannot read it: No such file or directory")
        #expect(failure(["--dialog", "--file"])?.status == 64)
        #expect(failure(["--dialog", "--file"])?.message.english == "--file needs a value")
        // A file that includes itself.
        let path = try file("")
        defer { unlink(path) }
        let handle = open(path, O_WRONLY | O_TRUNC)
        let text = Array("--file \(path)".utf8)
        _ = write(handle, text, text.count)
        close(handle)
        let tooMany = failure(["--dialog", "--file", path])
        #expect(tooMany?.status == 64)
        #expect(tooMany?.message.english == "too many --file options (does a file include itself?)")
        var bad = Array("ok \u{1}".utf8)
        bad += [0xFF, 0x20]
        let badPath = try file("")
        defer { unlink(badPath) }
        let badHandle = open(badPath, O_WRONLY | O_TRUNC)
        _ = write(badHandle, bad, bad.count)
        close(badHandle)
        let notText = failure(["--dialog", "--file", badPath])
        #expect(notText?.status == 65)
        #expect(notText?.message.english == "--file \"\(badPath)\": word 2 is not UTF-8 text")
    }
}
