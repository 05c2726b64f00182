import CommandLineKit
import EditorKit
import PickKit
import Testing

/// dialog's Extra and Help buttons (`--extra-button`, `--help-button`, their labels,
/// `--help-status`, `--help-tags`): what the command line offers, and what dialog 1.3 prints
/// for Help (buildlist.c, checklist.c; PickDialogComparisonTests run both programs).
@Suite struct DialogButtonsTests {
    func request(_ arguments: [String]) throws -> PickRequest {
        guard case .request(let request)? = try PickArguments.parse(arguments, programName: "channel-editor") else {
            throw UsageError(message: "not a pick")
        }
        return request
    }

    func output(_ options: [String], box: String = "--buildlist") throws -> DialogOutput {
        guard case .dialog(let output) = try request(options + [box, "t", "0", "0", "0", "a", "A", "on"]).format else {
            throw UsageError(message: "not dialog's format")
        }
        return output
    }

    @Test func theButtonsAreOfferedOnlyWhenAsked() throws {
        let box = ["--buildlist", "t", "0", "0", "0", "a", "A", "on"]
        let plain = try request(box).session
        #expect(plain.extraLabel == nil && plain.helpLabel == nil)
        // A label alone offers no button, as in dialog.
        let labelsOnly = try request(["--extra-label", "More", "--help-label", "Why"] + box).session
        #expect(labelsOnly.extraLabel == nil && labelsOnly.helpLabel == nil)
        let both = try request(["--extra-button", "--extra-label", "More", "--help-button"] + box + ["--help-label", "Why"]).session
        #expect(both.extraLabel == "More")
        #expect(both.helpLabel == "Why")
        let defaults = try request(["--extra-button", "--help-button"] + box).session
        #expect(defaults.extraLabel == "" && defaults.helpLabel == "")
        // --help-status alone offers no button either.
        #expect(try request(["--help-status"] + box).session.helpLabel == nil)
    }

    @Test func helpPrintsTheTagAlone() throws {
        let plain = try output([])
        #expect(plain.helpText(subject: "a", chosen: ["a", "c d"]) == "HELP a")
        // Not quoted unless --quoted (dlg_add_string).
        #expect(plain.helpText(subject: "c d", chosen: []) == "HELP c d")
        #expect(try output(["--quoted"]).helpText(subject: "c d", chosen: []) == "HELP \"c d\"")
        #expect(try output(["--single-quoted", "--quoted"]).helpText(subject: "c d", chosen: []) == "HELP 'c d'")
    }

    @Test func helpStatusAddsTheChosenList() throws {
        let status = try output(["--help-status"])
        #expect(status.helpText(subject: "c d", chosen: ["a", "x y"]) == "HELP \"c d\" a \"x y\"")
        #expect(status.helpText(subject: "b", chosen: []) == "HELP b")
        // --separate-output: the help as given, a newline before each tag (buildlist)...
        let separate = try output(["--help-status", "--separate-output"])
        #expect(separate.helpText(subject: "c d", chosen: ["a", "x y"]) == "HELP c d\na\nx y")
        // ... and after the help and each tag (checklist).
        let checklist = try output(["--help-status", "--separate-output"], box: "--checklist")
        #expect(checklist.helpText(subject: "c d", chosen: ["a", "x y"]) == "HELP c d\na\nx y\n")
        let separator = try output(["--help-status", "--output-separator", ","])
        #expect(separator.helpText(subject: "b", chosen: ["a"]) == "HELP b,a")
    }

    @Test func itemHelpIsPrintedUnlessHelpTags() throws {
        let plain = try output([])
        #expect(plain.helpSubject(tag: "a", itemHelp: nil) == ("a", false))
        #expect(plain.helpSubject(tag: "a", itemHelp: "Help 0") == ("Help 0", true))
        #expect(plain.helpSubject(tag: "a", itemHelp: "") == ("", true))
        #expect(try output(["--help-tags"]).helpSubject(tag: "a", itemHelp: "Help 0") == ("a", true))
    }

    @Test func itemHelpWordsAreKeptForTheHelpButton() throws {
        let request = try request(["--item-help", "--checklist", "t", "0", "0", "0", "a", "A", "on", "Why a", "b", "B", "off", "Why b"])
        guard case .arguments(let entries, _) = request.source else { throw UsageError(message: "no entries") }
        #expect(entries == [DialogEntry(tag: "a", item: "A", on: true, help: "Why a"), DialogEntry(tag: "b", item: "B", on: false, help: "Why b")])
    }
}
