import ChannelCore
import CommandLineKit
import EditorKit
import PickKit
import Testing

/// dialog's and whiptail's --radiolist and --menu (issue 37): their entries, what OK takes, and
/// the bytes they print (learnt from dialog 1.3-20230209 and whiptail 0.52.23, compared live by
/// PickDialogComparisonTests).
@Suite struct DialogListBoxesTests {
    func request(_ arguments: [String], program: String = "channel-editor") throws(UsageError) -> PickRequest {
        guard case .request(let request)? = try PickArguments.parse(arguments, programName: program) else {
            throw UsageError(message: "not a pick")
        }
        return request
    }

    @Test func aRadiolistKeepsItsFirstOnItemAndChoosesOne() throws {
        let request = try request(["--radiolist", "Flavour", "0", "0", "0", "min", "Minimal", "on", "std", "Standard", "ON"])
        #expect(request.source == .arguments([
            DialogEntry(tag: "min", item: "Minimal", on: true), DialogEntry(tag: "std", item: "Standard", on: false),
        ], box: "--radiolist"), "dialog keeps the first item on")
        #expect(request.session.choice == .one)
        #expect(request.session.maximum == 1)
        #expect(request.session.form == .checklist, "a checklist's keys")
        #expect(request.showsTags, "tag and item side by side")
        #expect(try self.request(["--no-tags", "--radiolist", "t", "0", "0", "0", "a", "A", "off"]).showsTags == false)
    }

    /// dialog 1.3 refuses them: "Unexpected widget with --separate-output --radiolist"; whiptail
    /// takes the option and prints the same.
    @Test func separateOutputIsAChecklistsAndABuildlists() throws {
        for box in ["--radiolist", "--menu"] {
            var message: String?
            do {
                _ = try request(["--separate-output", box, "t", "0", "0", "0", "a", "A"] + (box == "--menu" ? [] : ["on"]))
            } catch {
                message = error.message
            }
            #expect(message == "--separate-output goes with --checklist and --buildlist, not \(box) (as in dialog)")
        }
        #expect(try request(["--separate-output", "--radiolist", "t", "0", "0", "0", "a", "A", "on"], program: "whiptail").session.choice == .one)
    }

    @Test func aMenusEntriesHaveNoStatus() throws {
        let request = try request(["--menu", "Then", "0", "0", "0", "start", "Start it", "docs", "Read"])
        #expect(request.source == .arguments([
            DialogEntry(tag: "start", item: "Start it", on: false), DialogEntry(tag: "docs", item: "Read", on: false),
        ], box: "--menu"))
        #expect(request.session.choice == .focused)
        let helped = try self.request(["--item-help", "--no-items", "--menu", "t", "0", "0", "0", "a", "help a", "b", "help b"])
        #expect(helped.source == .arguments([
            DialogEntry(tag: "a", item: "a", on: false, help: "help a"), DialogEntry(tag: "b", item: "b", on: false, help: "help b"),
        ], box: "--menu"))
    }

    @Test func whiptailsRadiolistKeepsItsLastOnItemAndItsMenuTakesTagItemPairs() throws {
        let radio = try request(["--radiolist", "t", "0", "0", "0", "a", "A", "on", "b", "B", "yes"], program: "whiptail")
        #expect(radio.source == .arguments([
            DialogEntry(tag: "a", item: "A", on: false), DialogEntry(tag: "b", item: "B", on: true),
        ], box: "--radiolist"), "whiptail prints the last item on")
        #expect(radio.session.form == .whiptailChecklist)
        let menu = try request(["--noitem", "--menu", "t", "0", "0", "0", "a", "ignored", "b", "ignored"], program: "whiptail")
        #expect(menu.source == .arguments([
            DialogEntry(tag: "a", item: "a", on: false), DialogEntry(tag: "b", item: "b", on: false),
        ], box: "--menu"), "--noitem: whiptail still reads two words an entry")
        #expect(menu.session.choice == .focused)
        #expect(try request(["--notags", "--backtitle", "Setup", "--menu", "t", "0", "0", "0", "a", "A"], program: "whiptail")
            .session.prompt == "Setup")
    }

    @Test func theBytesDialogAndWhiptailPrint() {
        let radio = DialogOutput(box: .radiolist)
        #expect(radio.text(["c d"]) == "c d", "dlg_add_string: not quoted")
        #expect(radio.text([]) == "")
        #expect(DialogOutput(quoted: true, box: .radiolist).text(["c d"]) == "\"c d\"")
        #expect(DialogOutput(separator: ",", box: .radiolist).text(["a"]) == ",a", "the output separator goes first")
        #expect(DialogOutput(separate: true, box: .radiolist).text(["a"]) == "a", "no newline after it")
        #expect(DialogOutput(separator: ",", box: .menu).text(["a b"]) == "a b", "a menu: the tag alone")
        #expect(DialogOutput(separator: ",", quoted: true, box: .menu).text(["a b"]) == "\"a b\"")
        #expect(DialogOutput(box: .radiolist, program: .whiptail).text(["a b"]) == "a b")
        #expect(DialogOutput(separate: true, box: .menu, program: .whiptail).text(["a"]) == "a")
    }

    @Test func tagsAndItemsSideBySide() {
        let shown = DialogEntry.sideBySide([
            DialogEntry(tag: "core", item: "Core files", on: true), DialogEntry(tag: "中文", item: "Chinese", on: false),
            DialogEntry(tag: "x", item: "", on: false),
        ])
        #expect(shown.map(\.item) == ["core  Core files", "中文  Chinese", ""])
    }

    /// The boxes that are no lists go to the real program: found on PATH, never this one.
    @Test func theRealProgramIsFoundOnPathButNeverThisOne() {
        #expect(DialogHandoff.find("sh", in: "/nonexistent:/bin") == "/bin/sh")
        #expect(DialogHandoff.find("sh", in: "/nonexistent") == nil)
        #expect(OtherDialogBoxes.first(in: ["--title", "--msgbox", "--msgbox", "0", "0"]) == "--msgbox")
        #expect(OtherDialogBoxes.first(in: ["--checklist", "t", "0", "0", "0", "--", "--yesno", "A", "on"]) == nil)
        #expect(OtherDialogBoxes.first(in: ["--menu", "t", "0", "0", "0"]) == nil, "a menu is drawn here")
    }

    /// Which program a box that is no list goes to, and the status when it is missing.
    @Test func theHandoffNamesItsProgramAndItsErrorStatus() {
        let yesno = ["--yesno", "Sure?", "0", "0"]
        #expect(DialogHandoff.handoff(yesno, programName: "channel-editor", environment: [:])
                == DialogHandoff.Handoff(program: "dialog", box: "--yesno", errorStatus: 255, skipped: 0))
        #expect(DialogHandoff.handoff(["--dialog"] + yesno, programName: "x", environment: ["DIALOG_ERROR": "7"])
                == DialogHandoff.Handoff(program: "dialog", box: "--yesno", errorStatus: 7, skipped: 1))
        // whiptail reads no DIALOG_* variable.
        #expect(DialogHandoff.handoff(["--whiptail"] + yesno, programName: "x", environment: ["DIALOG_ERROR": "7"])
                == DialogHandoff.Handoff(program: "whiptail", box: "--yesno", errorStatus: 255, skipped: 1))
        #expect(DialogHandoff.handoff(yesno, programName: "/usr/bin/channel-whiptail", environment: [:])?.program == "whiptail")
        #expect(DialogHandoff.handoff(["--checklist", "t", "0", "0", "0"], programName: "x", environment: [:]) == nil)
        #expect(DialogHandoff.handoff(["pick", "--yesno"], programName: "channel-editor", environment: [:])?.box == "--yesno",
                "a box anywhere before -- is dialog's form")
        #expect(DialogHandoff.handoff(["list", "--", "--yesno"], programName: "channel-editor", environment: [:]) == nil)
    }
}
