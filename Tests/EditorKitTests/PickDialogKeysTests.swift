import ChannelCore
import EditorKit
import Testing
import TestSupport

/// dialog's and whiptail's keys in their forms (PickSession.form): the same keys give the same
/// result as dialog 1.3 and whiptail 0.52 (PickDialogComparisonTests checks against the real
/// programs). The items are dialog's `a on b off c off d ON`.
@Suite struct PickDialogKeysTests {
    static func editor(
        _ form: PickForm, extra: Bool = false, help: Bool = false, columns: Int = 80, boxText: String? = nil,
        buttons: (inout PickSession) -> Void = { _ in }
    ) -> Editor {
        var session = PickSession(inputRank: ["a": 1, "b": 2, "c": 3, "d": 4], addsInInputOrder: true)
        session.form = form
        buttons(&session)
        session.boxText = boxText
        session.extraLabel = extra ? "" : nil
        session.helpLabel = help ? "" : nil
        return PickSessionTests.editor(PickSessionTests.board(mine: ["a", "d"], available: ["b", "c"]), session: session) {
            $0.size = ScreenSize(columns: columns, rows: 24)
        }
    }

    /// Presses the keys one by one; the effects of the last.
    @discardableResult
    static func press(_ keys: [Key], _ editor: inout Editor) -> [Effect] {
        var effects: [Effect] = []
        for key in keys {
            guard let action = Keymap.action(for: key, in: editor.state) else {
                effects = []
                continue
            }
            effects = editor.apply(action)
        }
        return effects
    }

    static func focusedID(_ editor: Editor) -> String? {
        editor.state.focus.flatMap { editor.state.board.channel(at: $0)?.id }
    }

    static let cancelled: [Effect] = [.finishPick(.cancelled(byEscape: false))]

    @Test func aBuildlistStartsOnItsLeftListAndSpaceAddsFromThere() {
        var editor = Self.editor(.buildlist)
        #expect(Self.focusedID(editor) == "b", "dialog starts on its left list, the items not chosen")
        #expect(editor.state.pickButton == .ok)
        let effects = Self.press([.character(" "), .enter], &editor)
        #expect(PickSessionTests.mine(editor) == ["a", "b", "d"])
        #expect(effects.last == .finishPick(.accepted(editor.state.board)))
    }

    @Test func aBuildlistsArrowsStayInTheirListAndCaretDollarSwitch() {
        var editor = Self.editor(.buildlist)
        Self.press([.down, .down, .down], &editor)
        #expect(Self.focusedID(editor) == "c", "Down stops at the end of the left list")
        Self.press([.up, .up], &editor)
        #expect(Self.focusedID(editor) == "b", "Up stops at its start, never in the chosen list")
        Self.press([.character("$")], &editor)
        #expect(Self.focusedID(editor) == "a", "$: the chosen list, the item nearest in input order")
        Self.press([.down, .character(" ")], &editor)
        #expect(PickSessionTests.mine(editor) == ["a"])
        #expect(Self.focusedID(editor) == "a", "Space stays on the same list")
        Self.press([.character("^")], &editor)
        #expect(editor.state.focus?.section == .available)
    }

    @Test func rightAndLeftWalkDialogsButtonsAndEnterPressesTheFocusedOne() {
        var editor = Self.editor(.buildlist)
        #expect(Self.press([.right, .enter], &editor) == Self.cancelled, "dialog: Right Enter is Cancel")
        editor = Self.editor(.checklist, extra: true, help: true)
        Self.press([.tab], &editor)
        #expect(editor.state.pickButton == .extra)
        Self.press([.tab, .tab], &editor)
        #expect(editor.state.pickButton == .help)
        Self.press([.tab], &editor)
        #expect(editor.state.pickButton == .ok, "round the ring")
        Self.press([.backTab], &editor)
        #expect(editor.state.pickButton == .help)
        Self.press([.left, .left], &editor)
        #expect(editor.state.pickButton == .extra)
        #expect(Self.press([.enter], &editor) == [.finishPick(.extra(editor.state.board))])
        editor = Self.editor(.checklist)
        #expect(Self.press([.tab, .enter], &editor) == Self.cancelled)
    }

    /// dialog's --default-button: the focus starts on that button, so Enter presses it (dialog
    /// 1.3: `--default-button cancel` then Enter is 1); one the form lacks falls back to the first.
    @Test func defaultButtonIsWhereTheFocusStarts() {
        var editor = Self.editor(.buildlist) { $0.defaultButton = .cancel }
        #expect(editor.state.pickButton == .cancel)
        #expect(Self.press([.enter], &editor) == Self.cancelled)
        editor = Self.editor(.buildlist) { $0.defaultButton = .cancel }
        Self.press([.tab], &editor)
        #expect(editor.state.pickButton == .ok, "Tab goes on round the ring from there")
        editor = Self.editor(.checklist, help: true) { $0.defaultButton = .help }
        #expect(Self.press([.enter], &editor) == [.finishPick(.help(editor.state.board, focused: "a"))])
        editor = Self.editor(.checklist) { $0.defaultButton = .extra }
        #expect(editor.state.pickButton == .ok, "no Extra button: the first")
        editor = Self.editor(.checklist) {
            $0.defaultButton = .cancel
            $0.hasCancelButton = false
        }
        #expect(editor.state.pickButton == .ok)
        let whiptail = Self.editor(.whiptailChecklist) { $0.defaultButton = .cancel }
        #expect(whiptail.state.pickButton == nil, "whiptail has no --default-button: its list first")
    }

    /// dialog's --no-ok: no OK button to Tab to, and Enter is OK whatever button is focused.
    @Test func noOKLeavesEnterAsOK() {
        var editor = Self.editor(.buildlist, help: true) { $0.hasOKButton = false }
        #expect(editor.state.pickButton == .cancel, "the first button left")
        #expect(Keymap.hints(for: editor.state).contains { $0.keys == "Enter" && $0.label == "OK" })
        Self.press([.tab], &editor)
        #expect(editor.state.pickButton == .help)
        #expect(Self.press([.enter], &editor) == [.finishPick(.accepted(editor.state.board))])
        editor = Self.editor(.checklist) {
            $0.hasOKButton = false
            $0.defaultButton = .ok
        }
        #expect(editor.state.pickButton == .cancel)
        #expect(Self.press([.enter], &editor) == [.finishPick(.accepted(editor.state.board))])
    }

    @Test func aChecklistsArrowsWalkTheItemsInInputOrderAndSpaceStaysOnTheItem() {
        var editor = Self.editor(.checklist)
        #expect(Self.focusedID(editor) == "a")
        var seen: [String?] = [Self.focusedID(editor)]
        for _ in 0..<4 {
            Self.press([.down], &editor)
            seen.append(Self.focusedID(editor))
        }
        #expect(seen == ["a", "b", "c", "d", "d"])
        editor = Self.editor(.checklist)
        Self.press([.down, .character(" ")], &editor)
        #expect(Self.focusedID(editor) == "b")
        #expect(PickSessionTests.mine(editor) == ["a", "b", "d"])
        Self.press([.down, .character(" "), .up, .character(" ")], &editor)
        #expect(PickSessionTests.mine(editor) == ["a", "c", "d"])
        #expect(Self.press([.enter], &editor) == [.finishPick(.accepted(editor.state.board))])
    }

    @Test func whiptailsTabRingIsListOKCancel() {
        var editor = Self.editor(.whiptailChecklist)
        #expect(editor.state.pickButton == nil, "whiptail starts on its list")
        Self.press([.right, .left], &editor)
        #expect(editor.state.pickButton == nil, "its list ignores Left and Right")
        #expect(Self.press([.tab, .tab, .enter], &editor) == Self.cancelled)
        editor = Self.editor(.whiptailChecklist)
        Self.press([.backTab], &editor)
        #expect(editor.state.pickButton == .cancel)
        Self.press([.tab], &editor)
        #expect(editor.state.pickButton == nil)
        Self.press([.tab, .left], &editor)
        #expect(editor.state.pickButton == nil, "Left on OK goes back to the list")
        Self.press([.tab, .down, .right], &editor)
        #expect(editor.state.pickButton == .cancel, "Down and Right go on, never round")
        #expect(Self.press([.character(" ")], &editor) == Self.cancelled, "Space presses a button")
        editor = Self.editor(.whiptailChecklist)
        Self.press([.tab, .up, .character(" ")], &editor)
        #expect(PickSessionTests.mine(editor) == ["d"], "back on the list, Space toggles its first item")
    }

    @Test func theFooterHighlightsTheFocusedButtonAndSaysEscCancels() {
        var editor = Self.editor(.checklist)
        var hints = Keymap.hints(for: editor.state)
        #expect(hints.contains { $0.keys == "Enter" && $0.label == "OK" && $0.isFocused })
        #expect(hints.contains { $0.keys == "Esc" && $0.label == "Cancel" && !$0.isFocused })
        #expect(!hints.contains { $0.keys.contains("q") || $0.keys == "/" || $0.keys == "e" || $0.keys == "u" },
                "dialog's q, /, e, u are no keys there: the editor's are gone from the footer")
        #expect(hints.contains { $0.keys == "F1" && $0.label == "help" }, "an F-key dialog has no use for")
        Self.press([.tab], &editor)
        hints = Keymap.hints(for: editor.state)
        #expect(hints.contains { $0.keys == "Enter" && $0.label == "Cancel" && $0.isFocused })
        #expect(hints.contains { $0.keys == "Esc" && $0.isFocused })
        // The plain pick says q/Esc.
        let plain = PickSessionTests.editor()
        #expect(Keymap.hints(for: plain.state).contains { $0.keys == "q/Esc" && $0.label == "Cancel" })
    }

    /// dialog's hotkeys (issue 37): `d Space Enter` on `core on, docs off, gui on` gives
    /// `core docs gui` in dialog; q, e, h, / and ? are item hotkeys or nothing, never a way out.
    @Test func dialogsLettersJumpToTheNextItemStartingWithThem() {
        var session = PickSession(inputRank: ["core": 1, "docs": 2, "gui": 3, "dev": 4], addsInInputOrder: true)
        session.form = .checklist
        let board = PickSessionTests.board(mine: ["core", "gui"], available: ["docs", "dev"])
        var editor = PickSessionTests.editor(board, session: session)
        #expect(Self.focusedID(editor) == "core")
        let effects = Self.press([.character("d"), .character(" "), .enter], &editor)
        #expect(PickSessionTests.mine(editor) == ["core", "docs", "gui"])
        #expect(effects == [.finishPick(.accepted(editor.state.board))])
        editor = PickSessionTests.editor(board, session: session)
        Self.press([.character("D")], &editor)
        #expect(Self.focusedID(editor) == "docs", "any case")
        Self.press([.character("d")], &editor)
        #expect(Self.focusedID(editor) == "dev", "the next one")
        Self.press([.character("d")], &editor)
        #expect(Self.focusedID(editor) == "docs", "round to the start")
        for key in ["q", "e", "h", "/", "?", "u", "x", "E", "H"] {
            #expect(Self.press([.character(Character(key))], &editor).isEmpty, "\(key) is no way out")
            #expect(Self.focusedID(editor) == "docs", "\(key) starts no item: nothing")
            #expect(!editor.state.showsHelp && editor.state.mode == .browse && editor.state.filter == nil)
        }
        #expect(Self.press([.control("r")], &editor).isEmpty)
        Self.press([.character("3")], &editor)
        #expect(Self.focusedID(editor) == "gui", "a digit: the item on that line")
        Self.press([.character("-"), .character("-")], &editor)
        #expect(Self.focusedID(editor) == "core", "+ and - are the next and previous item")
        Self.press([.end], &editor)
        #expect(Self.focusedID(editor) == "dev")
        Self.press([.home], &editor)
        #expect(Self.focusedID(editor) == "core")
        #expect(Self.press([.character("q"), .enter], &editor) == [.finishPick(.accepted(editor.state.board))],
                "q Enter accepts, as in dialog")
        #expect(PickSessionTests.mine(editor) == ["core", "gui"])
    }

    @Test func aBuildlistsLettersLookInTheFocusedListOnly() {
        var editor = Self.editor(.buildlist)
        #expect(Self.focusedID(editor) == "b")
        Self.press([.character("a")], &editor)
        #expect(Self.focusedID(editor) == "b", "a is in the other list")
        Self.press([.character("c")], &editor)
        #expect(Self.focusedID(editor) == "c")
        Self.press([.character("$"), .character("d")], &editor)
        #expect(Self.focusedID(editor) == "d")
    }

    /// whiptail's checklist ignores letters; its menu jumps (newt's listbox), never round.
    @Test func whiptailsChecklistIgnoresLettersAndItsMenuJumps() {
        var editor = Self.editor(.whiptailChecklist)
        Self.press([.character("c"), .character("q")], &editor)
        #expect(Self.focusedID(editor) == "a")
        editor = Self.editor(.whiptailChecklist) { $0.choice = .focused }
        Self.press([.character("c")], &editor)
        #expect(Self.focusedID(editor) == "c")
        Self.press([.character("b")], &editor)
        #expect(Self.focusedID(editor) == "b", "from the top when the focused item does not start with it")
        Self.press([.character("b")], &editor)
        #expect(Self.focusedID(editor) == "b", "no later b: it stays")
        #expect(Self.press([.character(" ")], &editor).isEmpty, "whiptail's menu ignores Space")
        #expect(Self.press([.enter], &editor) == [.finishPick(.accepted(editor.focusedAlone))])
        #expect(editor.focusedAlone.mine.map(\.id) == ["b"], "a menu's OK takes the focused item alone")
    }

    /// A radiolist: Space chooses the focused item in place of the chosen one; a chosen one stays.
    @Test func aRadiolistKeepsOneChosen() {
        var editor = Self.editor(.checklist) {
            $0.choice = .one
            $0.maximum = 1
        }
        editor.state.board = PickSessionTests.board(mine: ["a"], available: ["b", "c", "d"])
        Self.press([.character(" ")], &editor)
        #expect(PickSessionTests.mine(editor) == ["a"], "Space on the chosen item keeps it")
        Self.press([.character("c"), .character(" ")], &editor)
        #expect(PickSessionTests.mine(editor) == ["c"])
        _ = editor.apply(.tap(Place(.mine, 0)))
        #expect(PickSessionTests.mine(editor) == ["c"], "a click on the chosen item keeps it, as Space")
        // A menu's click moves the focus only; Enter takes the item.
        var menu = Self.editor(.checklist) { $0.choice = .focused }
        #expect(menu.apply(.tap(Place(.available, 1))).isEmpty)
        #expect(Self.focusedID(menu) == "c" && PickSessionTests.mine(menu) == ["a", "d"])
        // dialog's menu: Space is Enter.
        editor = Self.editor(.checklist) { $0.choice = .focused }
        #expect(Self.press([.character("c"), .character(" ")], &editor) == [.finishPick(.accepted(editor.focusedAlone))])
    }

    @Test func theBoxTextIsShownWholeWrappedAboveTheLists() throws {
        let text = "Setup: Choose which services start at boot. Put the database first, then the web server.\nLast line"
        var editor = Self.editor(.buildlist, columns: 40, boxText: text)
        let fitter = TextFitter(widthOf: TestWidth.wcwidth)
        let shown = editor.state.boxTextLines(fitter: fitter)
        #expect(!shown.cut)
        #expect(shown.lines.count == 4)
        #expect(shown.lines.allSatisfy { $0.count <= 38 })
        #expect(shown.lines.last == "Last line", "a line break of the text starts a line")
        #expect(shown.lines.joined(separator: " ").replacingSpaces() == text.replacingNewline().replacingSpaces())
        // A small screen shows a quarter of its rows and says where the rest is.
        editor.state.size = ScreenSize(columns: 40, rows: 12)
        let small = editor.state.boxTextLines(fitter: fitter)
        #expect(small.lines.count == 3)
        #expect(small.cut)
        let layout = editor.state.layout(labels: LabelBook(maker: LabelMaker(widthOf: TestWidth.wcwidth)))
        #expect(layout.mineHeaderRow == 3, "the lists start below the text")
    }
}

private extension String {
    func replacingSpaces() -> String { split(separator: " ").joined(separator: " ") }
    func replacingNewline() -> String { String(map { $0 == "\n" ? " " : $0 }) }
}
