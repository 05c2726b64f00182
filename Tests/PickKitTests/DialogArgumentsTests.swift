import ChannelCore
import CommandLineKit
import EditorKit
import PickKit
import Testing

/// dialog's and whiptail's command lines for a buildlist or a checklist, and how the result is printed.
@Suite struct DialogArgumentsTests {
    func request(_ arguments: [String]) throws(UsageError) -> PickRequest {
        guard case .request(let request)? = try PickArguments.parse(arguments) else {
            throw UsageError(message: "not a pick")
        }
        return request
    }

    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try PickArguments.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theBoxAndItsEntries() throws {
        let request = try request([
            "--title", "Packages", "--buildlist", "Pick some", "20", "60", "10", "a", "Alpha", "on", "b", "Beta", "off",
            "c", "Gamma", "ON",
        ])
        #expect(request.source == .arguments([
            DialogEntry(tag: "a", item: "Alpha", on: true), DialogEntry(tag: "b", item: "Beta", on: false),
            DialogEntry(tag: "c", item: "Gamma", on: true),
        ], box: "--buildlist"))
        #expect(request.session.prompt == "Packages", "the title after the chosen list's title")
        #expect(request.session.boxText == "Pick some", "TEXT whole above the lists")
        #expect(request.descriptor == 2, "dialog writes its result on stderr")
        #expect(request.escapeStatus == 255)
        #expect(request.format == .dialog(DialogOutput()))
        #expect(request.session.addsInInputOrder)
        #expect(request.printsInInputOrder)
    }

    @Test func optionsThatChangeTheResult() throws {
        let request = try request([
            "--stdout", "--separate-output", "--reorder", "--ok-label", "Go", "--cancel-label", "Back",
            "--buildlist", "", "0", "0", "0", "x", "X", "off", "--single-quoted",
        ])
        #expect(request.descriptor == 1)
        #expect(!request.session.addsInInputOrder, "--reorder: added items go to the end")
        #expect(!request.printsInInputOrder, "--reorder: printed in the chosen list's order")
        #expect(request.session.okLabel == "Go")
        #expect(request.session.cancelLabel == "Back")
        #expect(request.session.prompt == nil)
        #expect(request.format == .dialog(DialogOutput(separate: true, singleQuoted: true)))
        #expect(try self.request(["--output-fd", "5", "--buildlist", "t", "1", "1", "1"]).descriptor == 5)
    }

    @Test func commonOptionsAreAcceptedAndIgnored() throws {
        let request = try request([
            "--backtitle", "Setup", "--clear", "--begin", "2", "3", "--no-shadow", "--colors",
            "--buildlist", "t", "20", "60", "10", "a", "A", "on",
        ])
        #expect(request.source == .arguments([DialogEntry(tag: "a", item: "A", on: true)], box: "--buildlist"))
    }

    @Test func noItemsAndItemHelpChangeTheGroupSize() throws {
        #expect(try request(["--no-items", "--buildlist", "t", "1", "1", "1", "a", "on", "b", "off"]).source
            == .arguments([DialogEntry(tag: "a", item: "a", on: true), DialogEntry(tag: "b", item: "b", on: false)], box: "--buildlist"))
        #expect(try request(["--item-help", "--buildlist", "t", "1", "1", "1", "a", "A", "on", "help"]).source
            == .arguments([DialogEntry(tag: "a", item: "A", on: true, help: "help")], box: "--buildlist"))
    }

    @Test func dashDashMakesTheNextWordAnEntry() throws {
        #expect(try request(["--buildlist", "t", "1", "1", "1", "--", "--tag", "T", "on"]).source
            == .arguments([DialogEntry(tag: "--tag", item: "T", on: true)], box: "--buildlist"))
    }

    @Test func usageErrors() {
        #expect(refusal(["--buildlist", "t", "20", "60"]) == "--buildlist needs TEXT HEIGHT WIDTH LIST-HEIGHT")
        #expect(refusal(["--buildlist", "t", "20", "wide", "10"]) == "--buildlist: WIDTH must be a number, not \"wide\"")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "a", "A"])
            == "--buildlist: items come in groups of 3 (TAG ITEM STATUS), 2 left over")
        #expect(refusal(["--menu", "--buildlist", "t", "1", "1", "1"])
            == "only one box at a time (--buildlist, --checklist, --radiolist or --menu)")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "--checklist", "u", "1", "1", "1"])
            == "only one box at a time (--buildlist, --checklist, --radiolist or --menu)")
        #expect(refusal(["--menu", "t", "1", "1", "1", "a"]) == "--menu: items come in groups of 2 (TAG ITEM), 1 left over")
        #expect(refusal(["--checklist", "t", "1", "1", "1", "a"])
            == "--checklist: items come in groups of 3 (TAG ITEM STATUS), 1 left over")
        #expect(refusal(["--checklist", "t", "1", "1"]) == "--checklist needs TEXT HEIGHT WIDTH LIST-HEIGHT")
        #expect(refusal(["--output-fd", "x", "--checklist", "t", "1", "1", "1"])
            == "--output-fd needs a file descriptor number, not \"x\"")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "--title"]) == "--title needs a value")
    }

    @Test func thePickForm() throws {
        guard case .request(let request)? = try PickArguments.parse([
            "--file", "/tmp/x.json", "pick", "--title=Branches", "--mine-title", "Order", "--available-title", "Rest",
            "--ok-label", "Rebase", "--output", "json",
        ]) else {
            Issue.record("not a pick")
            return
        }
        #expect(request.source == .standardInput)
        #expect(request.file == "/tmp/x.json")
        #expect(request.format == .json)
        #expect(request.descriptor == 1)
        #expect(request.escapeStatus == 1)
        #expect(request.session == PickSession(mineTitle: "Order", availableTitle: "Rest", prompt: "Branches", okLabel: "Rebase"))
        #expect(try PickArguments.parse(["pick", "--help"]) == .help)
        #expect(try PickArguments.parse(["list"]) == nil)
        #expect(try PickArguments.parse(["--file", "pick"]) == nil, "pick is --file's value here")
        #expect(refusal(["pick", "--output", "xml"]) == "unknown --output \"xml\" (lines, json or tsv)")
        #expect(refusal(["pick", "extra"]) == "unexpected argument \"extra\"")
        #expect(refusal(["pick", "--mine-title", ""]) == "--mine-title needs a value")
    }

    // MARK: Output

    @Test func dialogQuotesAsDialogDoes() {
        // Learnt from dialog 1.3-20230209 (see DialogComparisonTests for the live comparison).
        let plain = DialogOutput()
        #expect(plain.text(["a", "c d", "e\\f", "q\"x", "s'y", "$d", "é", "x*?", "semi;colon", "x!y", "t\tab"])
            == "a \"c d\" \"e\\\\f\" \"q\\\"x\" s'y \"\\$d\" é \"x\\*\\?\" \"semi\\;colon\" x!y \"t\tab\"")
        let single = DialogOutput(singleQuoted: true)
        #expect(single.text(["x\"y", "x'y", "x#y", "x\\y", "x y"]) == "x\"y 'x\\'y' 'x#y' 'x\\\\y' 'x y'")
        let separate = DialogOutput(separate: true)
        #expect(separate.text(["a b", "c$"]) == "a b\nc$", "one a line, unquoted, nothing after the last")
        // An output separator goes in front of the first tag too (dlg_need_separator).
        #expect(DialogOutput(separator: ",").text(["a", "b c"]) == ",a,\"b c\"")
        // Under --separate-output a separator goes only after something was written.
        #expect(separate.text(["", "b c"]) == "b c")
        #expect(DialogOutput(separate: true, quoted: true).text(["a", "b c"]) == "a\n\"b c\"", "--quoted")
        #expect(plain.text([]) == "")
    }

    @Test func dialogsChecklistEndsEveryTagWithTheSeparatorUnderSeparateOutput() {
        let checklist = DialogOutput(separate: true, box: .checklist)
        #expect(checklist.text(["a", "b c"]) == "a\nb c\n")
        #expect(DialogOutput(separate: true, separator: ":", box: .checklist).text(["a", "b c"]) == "a:b c:")
        #expect(DialogOutput(box: .checklist).text(["a", "b c"]) == "a \"b c\"")
        #expect(DialogOutput(separate: true, quoted: true, box: .checklist).text(["a", "b c"]) == "a\n\"b c\"\n")
    }

    @Test func whiptailQuotesEveryTagAndEscapesNothing() {
        let whiptail = DialogOutput(box: .checklist, program: .whiptail)
        #expect(whiptail.text(["a", "b c", "d\"e", "$x"]) == "\"a\" \"b c\" \"d\"e\" \"$x\"")
        #expect(DialogOutput(separate: true, box: .checklist, program: .whiptail).text(["a", "b c"]) == "a\nb c\n")
        #expect(whiptail.text([]) == "")
    }

    @Test func quotingIsByteWiseOnScalarsNotGraphemes() {
        // A quote followed by a combining mark is one Character but still the quote byte to dialog.
        #expect(DialogOutput().text(["x\"\u{301}"]) == "\"x\\\"\u{301}\"")
    }

    @Test func sizesAreCheckedAsDialogsStrtolChecksThem() throws {
        for good in ["", " 5", "-3", "+4", "9223372036854775808", "99999999999999999999999", "\t7"] {
            #expect(try request(["--buildlist", "t", good, "1", "1"]).source == .arguments([], box: "--buildlist"), "\(good)")
        }
        for bad in ["1e20", "5 ", "0x10", "abc", " ", "+", "-"] {
            #expect(refusal(["--buildlist", "t", bad, "1", "1"])
                == "--buildlist: HEIGHT must be a number, not \(MessageText.quoted(bad))", "\(bad)")
        }
    }

    @Test func theChecklistForms() throws {
        let dialog = try request(["--separate-output", "--checklist", "Which?", "0", "0", "0", "a", "A", "off", "b", "B", "On"])
        #expect(dialog.source == .arguments([
            DialogEntry(tag: "a", item: "A", on: false), DialogEntry(tag: "b", item: "B", on: true),
        ], box: "--checklist"))
        #expect(dialog.format == .dialog(DialogOutput(separate: true, box: .checklist)))
        #expect(dialog.printsInInputOrder)
        // whiptail's: --whiptail, or a program name ending in whiptail; "1", "yes" and "on" are on.
        for (arguments, name) in [
            (["--whiptail", "--notags", "--checklist", "t", "0", "0", "0"], "channel-editor"),
            (["--checklist", "t", "0", "0", "0", "--notags"], "/usr/local/bin/channel-whiptail"),
        ] {
            guard case .request(let whiptail)? = try PickArguments.parse(
                arguments + ["a", "A", "1", "b", "B", "YES", "c", "C", "on", "d", "D", "off", "--ok-button=Go"],
                programName: name) else {
                Issue.record("not a pick")
                continue
            }
            #expect(whiptail.source == .arguments([
                DialogEntry(tag: "a", item: "A", on: true), DialogEntry(tag: "b", item: "B", on: true),
                DialogEntry(tag: "c", item: "C", on: true), DialogEntry(tag: "d", item: "D", on: false),
            ], box: "--checklist"))
            #expect(whiptail.format == .dialog(DialogOutput(box: .checklist, program: .whiptail)))
            #expect(whiptail.escapeStatus == 255)
            #expect(whiptail.descriptor == 2)
            #expect(whiptail.session.okLabel == "Go")
        }
        guard case .request(let noItem)? = try PickArguments.parse(
            ["--whiptail", "--separate-output", "--output-fd", "1", "--noitem", "--checklist", "t", "0", "0", "0", "a", "on"],
            programName: "x") else {
            Issue.record("not a pick")
            return
        }
        #expect(noItem.source == .arguments([DialogEntry(tag: "a", item: "a", on: true)], box: "--checklist"))
        #expect(noItem.descriptor == 1)
        #expect(noItem.format == .dialog(DialogOutput(separate: true, box: .checklist, program: .whiptail)))
    }

    @Test func whiptailUsageErrors() {
        func refusal(_ arguments: [String]) -> String? {
            do {
                _ = try PickArguments.parse(["--whiptail"] + arguments, programName: "x")
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal(["--menu", "t", "0", "0", "0", "a"]) == "--menu: items come in groups of 2 (TAG ITEM), 1 left over")
        #expect(refusal(["t", "0", "0", "0"]) == "--whiptail needs a box: --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT")
        #expect(refusal(["--checklist", "t", "0", "0"]) == "--checklist needs TEXT HEIGHT WIDTH LIST-HEIGHT")
        #expect(refusal(["--checklist", "t", "0", "x", "0"]) == "--checklist: WIDTH must be a number, not \"x\"")
        #expect(refusal(["--checklist", "t", "0", "0", "0", "a", "A"])
            == "--checklist: items come in groups of 3 (TAG ITEM STATUS), 2 left over")
        #expect(refusal(["--checklist", "--checklist", "t", "0", "0", "0"]) == "only one box at a time (--buildlist, --checklist, --radiolist or --menu)")
        #expect(refusal(["--checklist", "t", "0", "0", "0", "--title"]) == "--title needs a value")
        #expect(refusal(["--checklist", "t", "0", "0", "0", "--output-fd", "-1"])
            == "--output-fd needs a file descriptor number, not \"-1\"")
    }

    @Test func thePickFormsNewOptions() throws {
        guard case .request(let request)? = try PickArguments.parse(["pick", "-0", "--print0", "--min", "1", "--max=2", "--no-fields"])
        else {
            Issue.record("not a pick")
            return
        }
        #expect(request.framing == PickLines.Framing(terminator: 0, wholeItems: true))
        #expect(request.print0)
        #expect(request.session.minimum == 1)
        #expect(request.session.maximum == 2)
        #expect(try self.request(["pick", "--read0"]).framing.terminator == 0)
        #expect(refusal(["pick", "--min", "x"]) == "--min needs a count (0 or more), not \"x\"")
        #expect(refusal(["pick", "--max", "-1"]) == "--max needs a count (0 or more), not \"-1\"")
        #expect(refusal(["pick", "--max", "0"]) == "--max must be 1 or more")
        #expect(refusal(["pick", "--min", "3", "--max", "2"]) == "--min 3 is more than --max 2: nothing could be chosen")
        #expect(refusal(["pick", "--print0", "--output", "json"]) == "--print0 goes with --output lines only")
        #expect(refusal(["pick", "--min"]) == "--min needs a value")
        #expect(refusal(["pick", "--min", "99999999999999999999999"])
            == "--min needs a count (0 or more), not \"99999999999999999999999\"")
    }

    @Test func print0EndsEachIdWithNUL() {
        let chosen = [Channel(id: "a\nb", name: "x"), Channel(id: "c", name: "c")]
        #expect(PickOutput.text(chosen, format: .lines, print0: true) == "a\nb\u{0}c\u{0}")
    }

    @Test func linesTSVAndJSON() {
        let chosen = [Channel(id: "a", name: "Al\"pha\\"), Channel(id: "b", name: "Be\u{1B}ta")]
        #expect(PickOutput.text(chosen, format: .lines) == "a\nb\n")
        #expect(PickOutput.text(chosen, format: .tsv) == "a\tAl\"pha\\\\\nb\tBe\\u001bta\n")
        #expect(PickOutput.text(chosen, format: .json)
            == "[\n  {\"id\": \"a\", \"name\": \"Al\\\"pha\\\\\"},\n  {\"id\": \"b\", \"name\": \"Be\\u001bta\"}\n]\n")
        #expect(PickOutput.text([], format: .json) == "[]\n")
        #expect(PickOutput.text([], format: .lines) == "")
    }

    /// dialog's TEXT: `\n` is a line break (a real newline right after it is the same one,
    /// others are spaces), tabs are spaces; `--no-nl-expand` keeps `\n` as it is.
    @Test func theBoxTextBreaksAtBackslashNAsDialogDoes() throws {
        let box = try request(["--checklist", "One\\ntwo\tthree\nfour", "0", "0", "0", "a", "A", "on"])
        #expect(box.session.boxText == "One\ntwo three four")
        let kept = try request(["--no-nl-expand", "--checklist", "One\\ntwo", "0", "0", "0", "a", "A", "on"])
        #expect(kept.session.boxText == "One\\ntwo")
        #expect(DialogBoxText.expanded("a\\n  \nb") == "a\nb")
        #expect(DialogBoxText.expanded("a\\nb\nc", keepsNewlines: true) == "a\nb\nc")
        #expect(DialogBoxText.expanded("no break\nhere") == "no break\nhere", "without \\n a real newline stays")
        #expect(box.session.form == PickForm.checklist)
        guard case .request(let whiptail)? = try PickArguments.parse(
            ["--whiptail", "--nocancel", "--checklist", "One\\ntwo", "0", "0", "0", "a", "A", "on"],
            programName: "channel-editor") else {
            Issue.record("not a pick")
            return
        }
        #expect(whiptail.session.boxText == "One\ntwo")
        #expect(whiptail.session.form == PickForm.whiptailChecklist)
        #expect(!whiptail.session.hasCancelButton, "--nocancel: no Cancel button to Tab to")
    }

}
