import ChannelCore
import EditorKit
import PickKit
import Testing

/// How an ended session replies: each button's exit status in each form, and the bytes it
/// prints, as dialog 1.3 and whiptail 0.52 do (PickDialogComparisonTests run both programs).
@Suite struct PickReplyTests {
    static let entries = [
        DialogEntry(tag: "a", item: "Alpha", on: false, help: "Why a"),
        DialogEntry(tag: "b c", item: "Beta", on: true, help: "Why b"),
        DialogEntry(tag: "d", item: "Delta", on: true, help: ""),
    ]

    /// dialog's form: a buildlist of `entries`, the result on stderr, Esc 255.
    static func dialogRequest(_ output: DialogOutput = DialogOutput(), entries: [DialogEntry] = entries) -> PickRequest {
        var request = PickRequest()
        request.source = .arguments(entries, box: "--buildlist")
        request.format = .dialog(output)
        request.descriptor = 2
        request.escapeStatus = 255
        request.printsInInputOrder = true
        return request
    }

    struct Session {
        let request: PickRequest
        let items: PickItems
        let ranks: [String: Int]
        let codes: DialogExitCodes?

        init(_ request: PickRequest, environment: [String: String] = [:]) throws {
            self.request = request
            if case .arguments(let entries, _) = request.source {
                items = try PickItems.items(from: entries)
            } else {
                items = try PickLines.items(from: Array("a\tAlpha\nb c\tBeta\ton\nd\tDelta\ton\n".utf8))
            }
            ranks = items.ranks()
            codes = request.dialogExitCodes(environment: environment)
        }

        func reply(_ ending: PickEnding) -> PickReply {
            PickReply.to(ending, request: request, items: items, ranks: ranks, codes: codes)
        }

        /// The chosen list, in the screen's order: `d` before `b c`.
        func chosen() throws -> Board {
            try Board(mine: [Channel(id: "d", name: "Delta"), Channel(id: "b c", name: "Beta")],
                      available: [Channel(id: "a", name: "Alpha")])
        }

        func status(_ ending: PickEnding) -> Int32? {
            switch reply(ending) {
            case .status(let status), .result(_, let status), .help(_, let status), .timeout(let status): return status
            }
        }
    }

    @Test func eachButtonsStatusInDialogsForm() throws {
        let session = try Session(Self.dialogRequest())
        let chosen = try session.chosen()
        #expect(session.status(.accepted(chosen)) == 0)
        #expect(session.status(.cancelled(byEscape: false)) == 1)
        #expect(session.status(.cancelled(byEscape: true)) == 255)
        #expect(session.status(.extra(chosen)) == 3)
        #expect(session.status(.help(chosen, focused: "d")) == 2)
        #expect(session.status(.timedOut) == 255, "a timeout ends as Esc")
        #expect(session.reply(.accepted(chosen)) == .result(chosen, status: 0))
        #expect(session.reply(.extra(chosen)) == .result(chosen, status: 3))
    }

    @Test func theEnvironmentRemapsDialogsStatuses() throws {
        let environment = [
            "DIALOG_OK": "10", "DIALOG_CANCEL": "11", "DIALOG_HELP": "12", "DIALOG_EXTRA": "13",
            "DIALOG_ITEM_HELP": "14", "DIALOG_TIMEOUT": "15", "DIALOG_ESC": "16",
        ]
        let session = try Session(Self.dialogRequest(), environment: environment)
        let chosen = try session.chosen()
        #expect(session.status(.accepted(chosen)) == 10)
        #expect(session.status(.cancelled(byEscape: false)) == 11)
        #expect(session.status(.cancelled(byEscape: true)) == 16)
        #expect(session.status(.extra(chosen)) == 13)
        // Each entry has item help, so Help is the item-help exit.
        #expect(session.status(.help(chosen, focused: "a")) == 14)
        #expect(session.reply(.timedOut) == .timeout(status: 15), "DIALOG_TIMEOUT makes a timeout an error of its own")
    }

    @Test func whiptailAndPickReadNoVariables() throws {
        var whiptail = Self.dialogRequest(DialogOutput(box: .checklist, program: .whiptail))
        whiptail.printsInInputOrder = true
        let session = try Session(whiptail, environment: ["DIALOG_OK": "10", "DIALOG_ESC": "16"])
        #expect(session.codes == nil)
        #expect(session.status(.accepted(try session.chosen())) == 0)
        #expect(session.status(.cancelled(byEscape: true)) == 255)
        #expect(session.status(.cancelled(byEscape: false)) == 1)
        #expect(session.status(.timedOut) == 255)

        let pick = try Session(PickRequest(), environment: ["DIALOG_OK": "10"])
        #expect(pick.status(.accepted(try pick.chosen())) == 0)
        #expect(pick.status(.cancelled(byEscape: true)) == 1, "pick's Esc is a cancel")
        #expect(pick.status(.timedOut) == 1)
        // No Help button outside dialog's form: the result, as OK.
        #expect(pick.reply(.help(try pick.chosen(), focused: nil)) == .result(try pick.chosen(), status: 0))
    }

    @Test func helpPrintsTheFocusedItemsHelp() throws {
        let plain = [DialogEntry(tag: "a", item: "Alpha", on: false), DialogEntry(tag: "b c", item: "Beta", on: true),
                     DialogEntry(tag: "d", item: "Delta", on: true)]
        let session = try Session(Self.dialogRequest(entries: plain))
        let chosen = try session.chosen()
        #expect(session.reply(.help(chosen, focused: "d")) == .help("HELP d", status: 2))
        #expect(session.reply(.help(chosen, focused: nil)) == .help("HELP a", status: 2), "the first item when none is focused")
        // --help-status: the chosen tags after it, in the order OK prints them (input order here).
        var status = DialogOutput()
        status.helpStatus = true
        let withStatus = try Session(Self.dialogRequest(status, entries: plain))
        #expect(withStatus.reply(.help(chosen, focused: "a")) == .help("HELP a \"b c\" d", status: 2))
        // --item-help: the item's help, and the item-help exit (Help's status unless DIALOG_ITEM_HELP).
        let itemHelp = try Session(Self.dialogRequest())
        #expect(itemHelp.reply(.help(chosen, focused: "b c")) == .help("HELP Why b", status: 2))
    }

    @Test func theResultsBytes() throws {
        // dialog: input order (no --reorder), quoted as dialog quotes.
        let dialog = try Session(Self.dialogRequest())
        let chosen = try dialog.chosen()
        #expect(PickReply.result(chosen, request: dialog.request, items: dialog.items, ranks: dialog.ranks) == "\"b c\" d")
        var separate = DialogOutput(separate: true, box: .checklist)
        separate.quoted = false
        let checklist = try Session(Self.dialogRequest(separate))
        #expect(PickReply.result(chosen, request: checklist.request, items: checklist.items, ranks: checklist.ranks) == "b c\nd\n")
        // --reorder: the chosen list's order.
        var reorder = Self.dialogRequest()
        reorder.printsInInputOrder = false
        let reordered = try Session(reorder)
        #expect(PickReply.result(chosen, request: reordered.request, items: reordered.items, ranks: reordered.ranks) == "d \"b c\"")
        // pick: the screen's order, one id a line.
        let pick = try Session(PickRequest())
        #expect(PickReply.result(chosen, request: pick.request, items: pick.items, ranks: pick.ranks) == "d\nb c\n")
    }

    @Test func repeatedAndEmptyTagsPrintAsGiven() throws {
        let entries = [DialogEntry(tag: "", item: "Apple", on: true), DialogEntry(tag: "x", item: "X", on: true),
                       DialogEntry(tag: "x", item: "X again", on: true)]
        let session = try Session(Self.dialogRequest(entries: entries))
        let board = try session.items.board()
        #expect(PickReply.result(board, request: session.request, items: session.items, ranks: session.ranks) == "\"\" x x")
    }

    @Test func itemHelpForTheStatusRow() throws {
        let request = Self.dialogRequest()
        let items = try PickItems.items(from: Self.entries)
        #expect(request.itemHelp(ranks: items.ranks()) == ["a": "Why a", "b c": "Why b"], "an empty help shows nothing")
        #expect(PickRequest().itemHelp(ranks: [:]) == nil)
    }

    @Test func theFormsShowTagAndItemSideBySideOnTheScreenOnly() throws {
        var request = Self.dialogRequest()
        request.showsTags = true
        request.defaultItem = "d"
        let screen = try request.items(from: Self.entries, accessible: false).board()
        #expect(screen.available.map(\.name) == ["a    Alpha"])
        #expect(screen.mine.map(\.name) == ["b c  Beta", "d    Delta"])
        #expect(screen.current == "d", "--default-item")
        let lines = try request.items(from: Self.entries, accessible: true).board()
        #expect(lines.mine.map(\.name) == ["Beta", "Delta"], "a line session names an item by its item")
        request.showsTags = false
        #expect(try request.items(from: Self.entries, accessible: false).board().available.map(\.name) == ["Alpha"])
    }

    @Test func theFormsDefaultToAListAndPickWeighsItsItems() {
        #expect(Self.dialogRequest().defaultLayout == .list)
        #expect(PickRequest().defaultLayout == .auto)
    }
}
