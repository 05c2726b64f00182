import ChannelCore
import Testing
import EditorKit
import TestSupport

/// The keymap: every key in every context, and the footer and help generated from the table.
@Suite("Keymap")
struct KeymapTests {
    /// A state in each context.
    /// `dialogButtons`: the pick session offers dialog's Extra and Help buttons.
    /// `form`: one of dialog's or whiptail's forms; `onButton`: whiptail's OK focused.
    static func state(
        _ context: KeyContext, filtered: Bool = false, picking: Bool = false, dialogButtons: Bool = false,
        form: PickForm? = nil, onButton: Bool = false
    ) -> EditorState {
        var session = PickSession()
        session.form = form
        if dialogButtons {
            session.extraLabel = ""
            session.helpLabel = ""
        }
        var state = EditorState(
            board: Fixture.board(), size: ScreenSize(columns: 80, rows: 24), pick: picking ? session : nil)
        if onButton { state.pickButton = .ok }
        switch context {
        case .browse: break
        case .edit:
            state.mode = .edit
            // On a channel Space can lift, so the whole edit footer shows.
            if let movable = state.board.mine.firstIndex(where: { !$0.locked }) { state.focus = Place(.mine, movable) }
        case .dragging:
            state.mode = .edit
            state.drag = Drag(id: "a", originIndex: 1, source: .keyboard)
        case .filterTyping:
            state.filterState = .typing("")
        case .prompt:
            state.mode = .edit
            state.prompt = FieldPrompt(field: .name, id: "a", text: "A")
        case .help: state.showsHelp = true
        }
        if filtered { state.filterState = state.isTypingFilter ? .typing("s") : .applied("s") }
        return state
    }

    static func action(_ key: Key, _ context: KeyContext, filtered: Bool = false, picking: Bool = false) -> Action? {
        Keymap.action(for: key, in: state(context, filtered: filtered, picking: picking))
    }

    /// Whether a binding's condition holds, written out from its meaning (not from `applies`).
    static func holds(_ condition: KeyBinding.Condition, filtered: Bool, picking: Bool) -> Bool {
        switch condition {
        case .always: return true
        case .filterActive: return filtered
        case .picking: return picking
        case .pickingWithoutFilter: return picking && !filtered
        case .notPicking: return !picking
        // The tests' pick session offers neither of dialog's buttons (PickSessionTests do).
        case .pickingWithExtraButton, .pickingWithHelpButton: return false
        // The tests' pick session is the plain `pick`, not one of dialog's forms (PickDialogKeysTests).
        case .pickingOutsideForm: return picking
        case .inForm, .inDialogForm, .inBuildlist, .inWhiptailForm, .onWhiptailButton: return false
        // The tests' states have no catalog with new URLs (RefreshKeyTests do).
        case .offersRefresh: return false
        }
    }

    // MARK: The contract, key by key (written out, not derived from the table)

    @Test func browseKeys() {
        let expected: [(Key, Action?)] = [
            (.up, .moveFocus(.up)), (.down, .moveFocus(.down)), (.left, .moveFocus(.left)), (.right, .moveFocus(.right)),
            (.character("k"), .moveFocus(.up)), (.character("j"), .moveFocus(.down)),
            (.character("h"), .moveFocus(.left)), (.character("l"), .moveFocus(.right)),
            (.tab, .nextSection), (.backTab, .previousSection), (.home, .focusFirst), (.end, .focusLast),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.enter, .activate), (.character("e"), .toggleEdit),
            (.character("["), .nudge(by: -1)), (.character("]"), .nudge(by: 1)),
            (.character("u"), .undo), (.control("r"), .redo), (.control("R"), .redo),
            (.character("/"), .startFilter), (.character("?"), .showHelp),
            (.character("q"), .quitByQ), (.control("c"), .quit),
            // Not bound in browse mode.
            (.character(" "), nil), (.character("x"), nil), (.delete, nil), (.escape, nil), (.backspace, nil),
            (.character("Q"), nil), (.character("财"), nil),
            // Suspend and F1 are keys of the table like any other.
            (.control("z"), .suspend), (.f1, .showHelp),
        ]
        for (key, action) in expected { #expect(KeymapTests.action(key, .browse) == action, "\(key)") }
        // Esc clears a filter in browse mode.
        #expect(KeymapTests.action(.escape, .browse, filtered: true) == .clearFilter)
    }

    @Test func editKeys() {
        let expected: [(Key, Action?)] = [
            (.up, .moveFocus(.up)), (.character("l"), .moveFocus(.right)), (.tab, .nextSection),
            (.enter, .activate), (.character(" "), .pickUp), (.character("x"), .removeFocused), (.delete, .removeFocused),
            (.character("e"), .toggleEdit), (.escape, .leaveEdit),
            (.character("["), .nudge(by: -1)), (.character("]"), .nudge(by: 1)),
            (.character("u"), .undo), (.control("r"), .redo), (.character("/"), .startFilter),
            (.character("?"), .showHelp), (.character("q"), .quitByQ), (.control("c"), .quit),
            (.backspace, nil),
        ]
        for (key, action) in expected { #expect(KeymapTests.action(key, .edit) == action, "\(key)") }
        // In edit mode Esc clears an active filter first (a second Esc leaves edit mode).
        #expect(KeymapTests.action(.escape, .edit, filtered: true) == .clearFilter)
        #expect(KeymapTests.action(.escape, .edit) == .leaveEdit)
    }

    @Test func draggingKeys() {
        let expected: [(Key, Action?)] = [
            (.up, .moveLifted(.up)), (.down, .moveLifted(.down)), (.left, .moveLifted(.left)), (.right, .moveLifted(.right)),
            (.character("k"), .moveLifted(.up)), (.character("j"), .moveLifted(.down)),
            (.character("h"), .moveLifted(.left)), (.character("l"), .moveLifted(.right)),
            (.character(" "), .putDown), (.enter, .putDown), (.escape, .cancelDrag), (.control("c"), .quit),
            (.control("z"), .suspend), (.home, .moveLiftedToEdge(first: true)), (.end, .moveLiftedToEdge(first: false)),
            // Every other key is refused out loud while a channel is lifted (q included).
            (.character("u"), .refuseWhileLifted), (.character("e"), .refuseWhileLifted),
            (.character("q"), .refuseWhileLifted), (.tab, .refuseWhileLifted), (.character("["), .refuseWhileLifted),
            (.character("x"), .refuseWhileLifted), (.character("/"), .refuseWhileLifted), (.f1, .refuseWhileLifted),
        ]
        for (key, action) in expected { #expect(KeymapTests.action(key, .dragging) == action, "\(key)") }
    }

    @Test func filterTypingKeys() {
        let expected: [(Key, Action?)] = [
            (.character("q"), .typeFilter("q")), (.character("e"), .typeFilter("e")), (.character(" "), .typeFilter(" ")),
            (.character("j"), .typeFilter("j")), (.character("?"), .typeFilter("?")), (.character("/"), .typeFilter("/")),
            (.character("财"), .typeFilter("财")), (.character("é"), .typeFilter("é")),
            (.enter, .finishFilter), (.escape, .clearFilter), (.backspace, .deleteFilterCharacter),
            (.up, .moveFocus(.up)), (.right, .moveFocus(.right)), (.tab, .nextSection), (.home, .focusFirst),
            (.pageDown, .pageDown), (.control("c"), .quit), (.control("z"), .suspend),
            // F1 opens the help while typing (where ? is text).
            (.f1, .showHelp),
            (.character("\u{1B}"), nil), (.control("r"), nil), (.delete, nil),
        ]
        for (key, action) in expected { #expect(KeymapTests.action(key, .filterTyping) == action, "\(key)") }
    }

    @Test func helpClosesOnAnyKeyButCtrlCStillQuits() {
        for key in [Key.character("q"), .character("?"), .escape, .enter, .control("r"), .character("财"), .f1] {
            #expect(KeymapTests.action(key, .help) == .hideHelp, "\(key)")
        }
        #expect(KeymapTests.action(.control("c"), .help) == .quit)
        #expect(KeymapTests.action(.control("z"), .help) == .suspend)
    }

    @Test func theHelpScrollsWithArrowsAndPages() {
        #expect(KeymapTests.action(.up, .help) == .scrollHelp(by: -1))
        #expect(KeymapTests.action(.down, .help) == .scrollHelp(by: 1))
        #expect(KeymapTests.action(.character("j"), .help) == .scrollHelp(by: 1))
        #expect(KeymapTests.action(.pageUp, .help) == .pageHelp(down: false))
        #expect(KeymapTests.action(.pageDown, .help) == .pageHelp(down: true))
    }

    // MARK: Table integrity

    /// Every key of every binding does its action in each of its contexts: no binding earlier in
    /// the table shadows it.
    @Test(arguments: KeyContext.allCases)
    func everyBindingKeyProducesItsActionInItsContexts(context: KeyContext) {
        for binding in Keymap.bindings where binding.contexts.contains(context) {
            let buttons: Set<KeyBinding.Condition> = [.pickingWithExtraButton, .pickingWithHelpButton]
            let forms: [KeyBinding.Condition: PickForm] = [
                .inForm: .buildlist, .inDialogForm: .checklist, .inBuildlist: .buildlist,
                .inWhiptailForm: .whiptailChecklist, .onWhiptailButton: .whiptailChecklist,
            ]
            let picking = binding.condition == .picking || binding.condition == .pickingWithoutFilter
                || binding.condition == .pickingOutsideForm || buttons.contains(binding.condition)
                || forms[binding.condition] != nil
            var state = KeymapTests.state(
                context, filtered: binding.condition == .filterActive, picking: picking,
                dialogButtons: buttons.contains(binding.condition), form: forms[binding.condition],
                onButton: binding.condition == .onWhiptailButton)
            if binding.condition == .offersRefresh {
                let details = ChannelDetails()
                details.renewed = 1
                state.details = details
            }
            #expect(KeyContext(state) == context)
            switch binding.trigger {
            case .keys(let strokes):
                for stroke in strokes {
                    #expect(Keymap.action(for: stroke.key, in: state) == stroke.action, "\(binding.keyLabel) \(stroke.key)")
                }
            case .text:
                for character in ["a", "Z", "1", "财", " "] as [Character] {
                    #expect(Keymap.action(for: .character(character), in: state) == .typeFilter(character))
                }
            case .promptText:
                for character in ["a", "Z", "1", "财", " ", "q", "e"] as [Character] {
                    #expect(Keymap.action(for: .character(character), in: state) == .typePrompt(character))
                }
            case .anyKey(let action):
                #expect(Keymap.action(for: .character("w"), in: state) == action)
            case .button:
                // No key: a footer entry to click.
                break
            }
        }
    }

    @Test func everyContextHasAFooterAndAWayOut() {
        for context in KeyContext.allCases {
            let state = KeymapTests.state(context)
            #expect(!Keymap.hints(for: state).isEmpty, "\(context)")
            let quits = Keymap.action(for: .control("c"), in: state)
            #expect(quits == .quit, "\(context)")
        }
    }

    @Test(arguments: KeyContext.allCases)
    func theHelpListsExactlyTheBindingsOfItsContext(context: KeyContext) {
        for filtered in [false, true] { for picking in [false, true] {
            var state = KeymapTests.state(context, filtered: filtered, picking: picking)
            let described = KeyContext(ignoringHelp: state)
            let expected = Keymap.bindings
                .filter { $0.contexts.contains(described) && KeymapTests.holds($0.condition, filtered: filtered, picking: picking) }
                .map { KeyHint($0.keyLabel, picking ? $0.pickHelp ?? $0.help : $0.help) }
            #expect(Keymap.help(for: state) == expected)
            // The overlay describes the context underneath it.
            state.showsHelp = true
            #expect(Keymap.help(for: state) == expected)
        } }
    }

    @Test(arguments: KeyContext.allCases)
    func theFooterIsTheTablesFooterEntriesForTheContext(context: KeyContext) {
        for filtered in [false, true] { for picking in [false, true] {
            let state = KeymapTests.state(context, filtered: filtered, picking: picking)
            let entries = Keymap.bindings.filter {
                $0.contexts.contains(context) && $0.inFooter && KeymapTests.holds($0.condition, filtered: filtered, picking: picking)
            }
            // In table order, those whose hint follows the focus last (they shift no other).
            let expected = (entries.filter { !$0.footerForm.followsState } + entries.filter(\.footerForm.followsState))
                .compactMap { $0.footerHint(in: state) }
            if context == .browse || context == .edit {
                // One slot for each hint of either mode (Keymap.slotted); what shows is the
                // table's entries, `Esc clear` in `/ filter`'s place while a filter is active.
                let words = expected.filter { !$0.isHidden && !(filtered && $0.keys == "/") }.map { KeyHint($0.keys, $0.label) }
                let shown = Keymap.hints(for: state).filter { !$0.isHidden }.map { KeyHint($0.keys, $0.label) }
                #expect(Set(shown) == Set(words))
                #expect(shown.count == words.count)
            } else {
                #expect(Keymap.hints(for: state) == expected)
            }
            // Every footer key is explained in the help of the same state (unless it is the help).
            if context != .help {
                let help = Set(Keymap.help(for: state).map(\.keys))
                // `q/Esc` names two keys the help lists one by one.
                #expect(Keymap.hints(for: state).filter { !$0.isHidden }.allSatisfy {
                    help.contains($0.keys) || $0.keys.split(separator: "/").allSatisfy { help.contains(String($0)) }
                })
            }
        } }
    }

    /// The footer's words alone (what is drawn), without click actions and priorities.
    static func words(_ state: EditorState) -> [KeyHint] {
        Keymap.hints(for: state).filter { !$0.isHidden }.map { KeyHint($0.keys, $0.label) }
    }

    @Test func theFooterNamesTheKeysThatMatterNow() {
        // Enter's words follow the focus: it comes last, so it shifts no other hint.
        #expect(KeymapTests.words(KeymapTests.state(.browse)) == [
            KeyHint("↑↓←→", "move"), KeyHint("e", "edit"), KeyHint("u", "undo"), KeyHint("Ctrl-R", "redo"),
            KeyHint("/", "filter"), KeyHint("?", "help"), KeyHint("q", "quit"), KeyHint("Enter", "open and exit"),
        ])
        #expect(KeymapTests.words(KeymapTests.state(.browse, filtered: true)).contains(KeyHint("Esc", "clear")))
        #expect(KeymapTests.words(KeymapTests.state(.edit)) == [
            KeyHint("↑↓←→", "move"), KeyHint("e", "done"), KeyHint("u", "undo"), KeyHint("Ctrl-R", "redo"),
            KeyHint("/", "filter"), KeyHint("?", "help"), KeyHint("q", "quit"), KeyHint("Enter", "remove"), KeyHint("Space", "lift"),
        ])
        #expect(KeymapTests.words(KeymapTests.state(.dragging)) == [
            KeyHint("↑↓←→", "move"), KeyHint("Space", "drop"), KeyHint("Esc", "cancel"),
        ])
        #expect(KeymapTests.words(KeymapTests.state(.filterTyping)) == [
            KeyHint("", "type to filter"), KeyHint("Enter", "add"), KeyHint("Esc", "clear"), KeyHint("F1", "help"),
            KeyHint("↑↓←→", "move"),
        ])
        #expect(KeymapTests.words(KeymapTests.state(.help)) == [
            KeyHint("↑↓", "scroll"), KeyHint("PgUp PgDn", "page"), KeyHint("Esc", "close"),
        ])
        // The edit footer offers the Esc that clears an active filter.
        #expect(KeymapTests.words(KeymapTests.state(.edit, filtered: true)).contains(KeyHint("Esc", "clear")))
    }

    @Test func enterSaysWhatItDoesOnTheFocusedCell() {
        var state = KeymapTests.state(.browse)
        state.focus = Place(.mine, 0)
        #expect(KeymapTests.words(state).contains(KeyHint("Enter", "open and exit")))
        state.focus = Place(.available, 0)
        #expect(KeymapTests.words(state).contains(KeyHint("Enter", "add")))
        state.mode = .edit
        #expect(KeymapTests.words(state).contains(KeyHint("Enter", "add")))
        state.focus = Place(.mine, 1)
        #expect(KeymapTests.words(state).contains(KeyHint("Enter", "remove")))
        // On a locked channel in edit mode Enter is refused: the footer does not draw it (its
        // room is kept, so the other hints stay where they are).
        state.focus = Place(.mine, 0)
        #expect(state.board.mine[0].locked)
        #expect(Keymap.hints(for: state).filter { $0.keys == "Enter" }.allSatisfy { $0.isHidden })
    }

    @Test func theEditFooterOffersSpaceOnlyWhereItLifts() throws {
        var state = KeymapTests.state(.edit)
        let movable = try #require(state.board.mine.firstIndex { !$0.locked })
        state.focus = Place(.mine, movable)
        #expect(Keymap.hints(for: state).contains { $0.keys == "Space" })
        state.focus = Place(.available, 0)
        #expect(Keymap.hints(for: state).filter { $0.keys == "Space" }.allSatisfy { $0.isHidden })
        if let locked = state.board.mine.firstIndex(where: \.locked) {
            state.focus = Place(.mine, locked)
            #expect(Keymap.hints(for: state).filter { $0.keys == "Space" }.allSatisfy { $0.isHidden })
        }
    }

    /// A mouse user clicks the same hint again and again (undo, undo): whatever the focus and
    /// the history, every hint drawn in a mode is where it was (a newcomer's second click on
    /// `u undo` hit the redo that had come, or a hint pushed there when `Enter add` came or a
    /// hint in front was dropped). Redo is always there; Enter and Space come last, and keep
    /// their room where they are not drawn.
    @Test(arguments: [40, 60, 80, 120])
    func everyHintStaysInPlaceWhateverTheFocusAndTheHistory(columns: Int) throws {
        for mode in [Mode.browse, .edit] {
            var editor = Fixture.editor(columns: columns, rows: 24) { $0.mode = mode }
            func columnsOf() -> [String: Int] {
                let footer = FrameText.lines(of: editor.frame())[23]
                var found: [String: Int] = [:]
                for hint in ["↑↓←→ move", "u undo", "redo", "/ filter", "? help", "q quit", "e edit", "e done"] {
                    if let range = footer.range(of: hint) { found[hint] = footer.distance(from: footer.startIndex, to: range.lowerBound) }
                }
                return found
            }
            let first = columnsOf()
            #expect(first["u undo"] != nil && first["q quit"] != nil, "\(mode) at \(columns): \(first)")
            for focus in [Place(.mine, 0), Place(.mine, 2), Place(.available, 0), Place(.available, 1)] {
                editor.state.focus = focus
                #expect(columnsOf() == first, "\(mode) at \(columns), focus \(focus)")
            }
            _ = editor.apply(.activate)
            _ = editor.apply(.undo)
            #expect(columnsOf() == first, "\(mode) at \(columns), after an undo")
        }
    }

    @Test func aMouseDragFooterSaysWhatTheReleaseDoes() {
        var state = KeymapTests.state(.dragging)
        state.drag?.source = .mouse(grabOffset: 2)
        #expect(Keymap.hints(for: state) == Keymap.mouseDragHints)
        #expect(KeymapTests.words(state).contains(KeyHint("Esc", "cancel")))
        #expect(Keymap.action(for: .escape, in: state) == .cancelDrag, "the Esc the footer names cancels")
    }

    @Test func contextsFollowTheState() {
        var state = KeymapTests.state(.browse)
        #expect(KeyContext(state) == .browse)
        state.filterState = .typing("")
        #expect(KeyContext(state) == .filterTyping)
        state.drag = Drag(id: "a", originIndex: 1, source: .keyboard)
        #expect(KeyContext(state) == .dragging)
        state.showsHelp = true
        #expect(KeyContext(state) == .help)
        #expect(KeyContext(ignoringHelp: state) == .dragging)
    }

    // MARK: Keys from terminal scalars

    @Test func scalarsBecomeKeys() {
        let table: [(UInt32, Key?)] = [
            (0x0D, .enter), (0x0A, .enter), (0x09, .tab), (0x1B, .escape), (0x7F, .backspace), (0x08, .backspace),
            (0x03, .control("c")), (0x12, .control("r")), (0x01, .control("a")), (0x1A, .control("z")),
            (0x00, nil), (0x1C, nil), (0x1F, nil), (0x85, nil), (0x9B, nil),
            (0x20, .character(" ")), (0x71, .character("q")), (0x8D22, .character("财")),
        ]
        for (value, key) in table {
            let scalar = Unicode.Scalar(value) ?? " "
            #expect(Key(scalar: scalar) == key, "U+\(String(value, radix: 16))")
        }
    }
}
