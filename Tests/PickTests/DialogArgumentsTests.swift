import ChannelCore
import EditorKit
import Testing
import channel_editor

/// dialog's command line for a buildlist, and how the result is printed.
@Suite struct DialogArgumentsTests {
    func request(_ arguments: [String]) throws(UsageError) -> PickRequest {
        guard case .pick(let request)? = try PickArguments.parse(arguments) else {
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
        ]))
        #expect(request.session.prompt == "Packages: Pick some")
        #expect(request.descriptor == 2, "dialog writes its result on stderr")
        #expect(request.escapeStatus == 255)
        #expect(request.format == .dialog(DialogOutput()))
        #expect(request.session.inputRank == ["a": 0, "b": 1, "c": 2])
    }

    @Test func optionsThatChangeTheResult() throws {
        let request = try request([
            "--stdout", "--separate-output", "--reorder", "--ok-label", "Go", "--cancel-label", "Back",
            "--buildlist", "", "0", "0", "0", "x", "X", "off", "--single-quoted",
        ])
        #expect(request.descriptor == 1)
        #expect(request.session.inputRank == nil, "--reorder: added items go to the end")
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
        #expect(request.source == .arguments([DialogEntry(tag: "a", item: "A", on: true)]))
    }

    @Test func noItemsAndItemHelpChangeTheGroupSize() throws {
        #expect(try request(["--no-items", "--buildlist", "t", "1", "1", "1", "a", "on", "b", "off"]).source
            == .arguments([DialogEntry(tag: "a", item: "a", on: true), DialogEntry(tag: "b", item: "b", on: false)]))
        #expect(try request(["--item-help", "--buildlist", "t", "1", "1", "1", "a", "A", "on", "help"]).source
            == .arguments([DialogEntry(tag: "a", item: "A", on: true)]))
    }

    @Test func dashDashMakesTheNextWordAnEntry() throws {
        #expect(try request(["--buildlist", "t", "1", "1", "1", "--", "--tag", "T", "on"]).source
            == .arguments([DialogEntry(tag: "--tag", item: "T", on: true)]))
    }

    @Test func usageErrors() {
        #expect(refusal(["--buildlist", "t", "20", "60"]) == "--buildlist needs TEXT HEIGHT WIDTH LIST-HEIGHT")
        #expect(refusal(["--buildlist", "t", "20", "wide", "10"]) == "--buildlist: WIDTH must be a number, not \"wide\"")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "a", "A"])
            == "--buildlist: items come in groups of 3 (TAG ITEM STATUS), 2 left over")
        #expect(refusal(["--checklist", "--buildlist", "t", "1", "1", "1"])
            == "\"--checklist\" is not supported: channel-editor does dialog's --buildlist box only")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "--buildlist", "u", "1", "1", "1"])
            == "only one --buildlist box at a time")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "--title"]) == "--title needs a value")
    }

    @Test func thePickForm() throws {
        guard case .pick(let request)? = try PickArguments.parse([
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
        #expect(try PickArguments.parse(["pick", "--help"]) == .pickHelp)
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
        #expect(DialogOutput(separator: ",").text(["a", "b c"]) == "a,\"b c\"")
        #expect(plain.text([]) == "")
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
}
