/// Every key binding, as one table of data. Keys are looked up here, and the footer hints and
/// the help overlay are generated from the same table, so they cannot disagree with what the
/// keys do.
///
/// Order matters: the first binding that applies in the context and knows the key wins
/// (Ctrl-C before "any key closes the help", Enter/Esc/Backspace before typed text).
package enum Keymap {
    private static let everywhere = Set(KeyContext.allCases)
    private static let browsing: Set<KeyContext> = [.browse, .edit]
    private static let navigating: Set<KeyContext> = [.browse, .edit, .filterTyping]

    package static let bindings: [KeyBinding] = [
        KeyBinding(
            .keys([KeyStroke(.control("c"), .quit)]),
            keyLabel: "Ctrl-C", label: "quit", help: "Quit without opening a channel",
            contexts: everywhere, pickHelp: "Cancel: nothing is printed"),
        KeyBinding(
            .keys([KeyStroke(.control("z"), .suspend)]),
            keyLabel: "Ctrl-Z", label: "suspend", help: "Suspend to the shell; fg brings the screen back",
            contexts: everywhere),

        // The help overlay: it scrolls when it does not fit; any other key closes it.
        KeyBinding(
            .keys([KeyStroke(.up, .scrollHelp(by: -1)), KeyStroke(.down, .scrollHelp(by: 1)),
                   KeyStroke(.character("k"), .scrollHelp(by: -1)), KeyStroke(.character("j"), .scrollHelp(by: 1))]),
            keyLabel: "↑↓", label: "scroll", help: "Scroll the help (also the wheel)",
            contexts: [.help], inFooter: true),
        KeyBinding(
            .keys([KeyStroke(.pageUp, .pageHelp(down: false)), KeyStroke(.pageDown, .pageHelp(down: true))]),
            keyLabel: "PgUp PgDn", label: "page", help: "Scroll the help a box up or down",
            contexts: [.help], inFooter: true),
        KeyBinding(
            .anyKey(.hideHelp),
            keyLabel: "Esc", label: "close", help: "Close the help (any other key too)",
            contexts: [.help], inFooter: true, isWayOut: true),

        // Filter typing.
        KeyBinding(
            .text, keyLabel: "type", label: "type to filter", help: "Type to narrow Add Channels",
            contexts: [.filterTyping], inFooter: true, footerForm: .phrase),
        KeyBinding(
            .keys([KeyStroke(.enter, .finishFilter)]),
            keyLabel: "Enter", label: "add", help: "Stop typing and add the focused match",
            contexts: [.filterTyping], inFooter: true, footerForm: .whenFilterMatches),
        KeyBinding(
            .keys([KeyStroke(.backspace, .deleteFilterCharacter)]),
            keyLabel: "Backspace", label: "delete", help: "Delete the last character of the filter",
            contexts: [.filterTyping]),
        KeyBinding(
            .keys([KeyStroke(.escape, .clearFilter)]),
            keyLabel: "Esc", label: "clear", help: "Clear the filter",
            contexts: [.filterTyping], inFooter: true, isWayOut: true),
        KeyBinding(
            .keys([KeyStroke(.f1, .showHelp)]),
            keyLabel: "F1", label: "help", help: "Show the help (? is text here)",
            contexts: [.filterTyping, .prompt], inFooter: true, isWayOut: true),

        // A field's prompt on the status row (FieldPrompt: rename, group, number).
        KeyBinding(
            .promptText, keyLabel: "type", label: "type the new text", help: "Type the entry's new name, group or first number",
            contexts: [.prompt], inFooter: true, footerForm: .phrase),
        KeyBinding(
            .keys([KeyStroke(.enter, .finishPrompt)]),
            keyLabel: "Enter", label: "set", help: "Set it (u undoes it)",
            contexts: [.prompt], inFooter: true),
        KeyBinding(
            .keys([KeyStroke(.backspace, .deletePromptCharacter)]),
            keyLabel: "Backspace", label: "delete", help: "Delete the last character",
            contexts: [.prompt]),
        KeyBinding(
            .keys([KeyStroke(.control("u"), .clearPrompt)]),
            keyLabel: "Ctrl-U", label: "clear", help: "Delete the whole text, to type it from the start",
            contexts: [.prompt], inFooter: true),
        KeyBinding(
            .keys([KeyStroke(.escape, .cancelPrompt)]),
            keyLabel: "Esc", label: "cancel", help: "Leave it as it was",
            contexts: [.prompt], inFooter: true, isWayOut: true),

        // A lifted cell.
        KeyBinding(
            .keys(directionStrokes(arrows: true, letters: true) { .moveLifted($0) }),
            keyLabel: "↑↓←→", label: "move", help: "Move the lifted channel (also h j k l)",
            contexts: [.dragging], inFooter: true, pickHelp: "Move the lifted item (also h j k l)"),
        KeyBinding(
            .keys([KeyStroke(.home, .moveLiftedToEdge(first: true)), KeyStroke(.end, .moveLiftedToEdge(first: false))]),
            keyLabel: "Home End", label: "first/last", help: "Move the lifted channel to the first place or the last",
            contexts: [.dragging], pickHelp: "Move the lifted item to the first place or the last"),
        KeyBinding(
            .keys([KeyStroke(.character(" "), .putDown), KeyStroke(.enter, .putDown)]),
            keyLabel: "Space", label: "drop", help: "Put the lifted channel down here (also Enter)",
            contexts: [.dragging], inFooter: true, pickHelp: "Put the lifted item down here (also Enter)"),
        KeyBinding(
            .keys([KeyStroke(.escape, .cancelDrag)]),
            keyLabel: "Esc", label: "cancel", help: "Put the lifted channel back where it was",
            contexts: [.dragging], inFooter: true, pickHelp: "Put the lifted item back where it was", isWayOut: true),
        KeyBinding(
            .anyKey(.refuseWhileLifted),
            keyLabel: "other keys", label: "refused", help: "Refused until the channel is put down",
            contexts: [.dragging], pickHelp: "Refused until the item is put down"),

        // dialog's and whiptail's forms (PickSession.form, Editor+DialogKeys): their keys give
        // their results. A focused button that Tab walks and Enter presses; dialog's list keeps
        // the arrows (Left and Right walk the buttons too), whiptail's ring is list, OK, Cancel.
        KeyBinding(
            .keys([KeyStroke(.enter, .pressFocusedButton)]),
            keyLabel: "Enter", label: "OK", help: "Press the highlighted button (OK first in dialog's form)",
            contexts: browsing, inFooter: true, condition: .inForm, footerForm: .focusedButton),
        KeyBinding(
            .keys([KeyStroke(.tab, .stepButton(forward: true)), KeyStroke(.backTab, .stepButton(forward: false)),
                   KeyStroke(.right, .stepButton(forward: true)), KeyStroke(.left, .stepButton(forward: false))]),
            keyLabel: "Tab", label: "button",
            help: "Highlight the next button (Shift-Tab and Left the one before, Right the next), as in dialog",
            contexts: browsing, inFooter: true, condition: .inDialogForm),
        KeyBinding(
            .keys([KeyStroke(.right, .arrowOnButton(forward: true)), KeyStroke(.down, .arrowOnButton(forward: true)),
                   KeyStroke(.left, .arrowOnButton(forward: false)), KeyStroke(.up, .arrowOnButton(forward: false)),
                   KeyStroke(.character(" "), .pressFocusedButton)]),
            keyLabel: "↑↓←→", label: "button",
            help: "On a button: the next or previous one, as in whiptail (Space presses it)",
            contexts: browsing, condition: .onWhiptailButton),
        KeyBinding(
            .keys([KeyStroke(.tab, .stepButton(forward: true)), KeyStroke(.backTab, .stepButton(forward: false)),
                   KeyStroke(.right, .arrowOnButton(forward: true)), KeyStroke(.left, .arrowOnButton(forward: false))]),
            keyLabel: "Tab", label: "button",
            help: "The list, OK and Cancel in turn (Shift-Tab back), as in whiptail",
            contexts: browsing, inFooter: true, condition: .inWhiptailForm),
        KeyBinding(
            .keys([KeyStroke(.up, .walkItems(by: -1)), KeyStroke(.down, .walkItems(by: 1))]),
            keyLabel: "↑↓", label: "move",
            help: "The item before or after: a checklist's in input order, a buildlist's in the focused list",
            contexts: browsing, condition: .inForm),
        KeyBinding(
            .keys([KeyStroke(.home, .walkItems(by: -Int(Int32.max))), KeyStroke(.end, .walkItems(by: Int(Int32.max)))]),
            keyLabel: "Home End", label: "first/last",
            help: "The first or last item; a letter or digit jumps to the next item starting with it, as in dialog",
            contexts: browsing, condition: .inDialogForm),
        KeyBinding(
            .keys([KeyStroke(.escape, .cancelByEscape)]),
            keyLabel: "Esc", label: "Cancel", help: "Cancel: nothing is printed, status 255 (as Esc in dialog)",
            contexts: [.browse], inFooter: true, condition: .inForm, footerForm: .cancelLabel(pickDefault: "Cancel"),
            isWayOut: true),
        KeyBinding(
            .keys([KeyStroke(.f1, .showHelp)]),
            keyLabel: "F1", label: "help",
            help: "This help: the keys are dialog's (whiptail's in its form); the mouse and F1 are the editor's own",
            contexts: browsing, inFooter: true, condition: .inForm, isMouseOnlyWay: true, mouseRank: 1),
        KeyBinding(
            .keys([KeyStroke(.character("^"), .focusList(.available)), KeyStroke(.character("$"), .focusList(.mine))]),
            keyLabel: "^ $", label: "list",
            help: "To the list of items not chosen (^) or the chosen list ($), as in dialog",
            contexts: browsing, condition: .inBuildlist),

        // Focus.
        KeyBinding(
            .keys(directionStrokes(arrows: true, letters: false) { .moveFocus($0) }),
            keyLabel: "↑↓←→", label: "move", help: "Move the focus",
            contexts: navigating, inFooter: true),
        KeyBinding(
            .keys(directionStrokes(arrows: false, letters: true) { .moveFocus($0) }),
            keyLabel: "h j k l", label: "move", help: "Move the focus left, down, up, right",
            contexts: browsing),
        KeyBinding(
            .keys([KeyStroke(.tab, .nextSection), KeyStroke(.backTab, .previousSection)]),
            keyLabel: "Tab", label: "section", help: "Jump to the other section (also Shift-Tab)",
            contexts: navigating),
        KeyBinding(
            .keys([KeyStroke(.home, .focusFirst), KeyStroke(.end, .focusLast)]),
            keyLabel: "Home End", label: "first/last", help: "First or last channel of the section",
            contexts: navigating, pickHelp: "First or last item of the list"),
        KeyBinding(
            .keys([KeyStroke(.pageUp, .pageUp), KeyStroke(.pageDown, .pageDown)]),
            keyLabel: "PgUp PgDn", label: "page", help: "Scroll a screen up or down",
            contexts: navigating),

        // A pick session (EditorState.pick): Enter is OK and Space moves an item to the other
        // list, as in dialog's buildlist; Esc cancels once nothing else is left to clear.
        KeyBinding(
            .keys([KeyStroke(.enter, .accept)]),
            keyLabel: "Enter", label: "OK", help: "Accept: print the chosen items in order and leave",
            contexts: browsing, inFooter: true, condition: .pickingOutsideForm, footerForm: .okLabel),
        KeyBinding(
            .keys([KeyStroke(.character(" "), .toggle)]),
            keyLabel: "Space", label: "add/remove", help: "Move the focused item to the other list",
            contexts: [.browse], inFooter: true, condition: .picking,
            footerForm: .bySection(mine: "remove", available: "add"), isMainAction: true),
        KeyBinding(
            .keys([KeyStroke(.character(" "), .toggle)]),
            keyLabel: "Space", label: "lift/add",
            help: "Lift the focused chosen item to move it with the arrows, or add the focused item",
            contexts: [.edit], inFooter: true, condition: .picking,
            // A chosen list kept in input order cannot be reordered: Space removes there.
            footerForm: .bySection(mine: "lift", available: "add", mineInFixedOrder: "remove"), isMainAction: true),
        // dialog's Extra and Help buttons, when the script asks for them: Tab reaches them, as
        // in dialog (where E and H are item hotkeys), and a click on the footer.
        KeyBinding(
            .button(.pressExtra),
            keyLabel: "", label: "Extra", help: "dialog's Extra button: print the chosen items and leave with status 3",
            contexts: browsing, inFooter: true, condition: .pickingWithExtraButton, footerForm: .extraLabel, footerSlot: "Extra"),
        KeyBinding(
            .button(.pressHelp),
            keyLabel: "", label: "Help",
            help: "dialog's Help button: print HELP and the focused item's tag and leave with status 2",
            contexts: browsing, inFooter: true, condition: .pickingWithHelpButton, footerForm: .helpLabel, footerSlot: "Help"),
        KeyBinding(
            .keys([KeyStroke(.escape, .cancelByEscape)]),
            keyLabel: "Esc", label: "cancel", help: "Cancel: nothing is printed",
            contexts: [.browse], condition: .pickingWithoutFilter),
        // Esc clears an active filter first, in both modes (before edit mode's Esc = done).
        KeyBinding(
            .keys([KeyStroke(.escape, .clearFilter)]),
            keyLabel: "Esc", label: "clear", help: "Clear the filter",
            contexts: browsing, inFooter: true, condition: .filterActive, isMouseOnlyWay: true, mouseRank: 3, footerSlot: "/"),

        // Browse mode.
        KeyBinding(
            .keys([KeyStroke(.enter, .activate)]),
            keyLabel: "Enter", label: "open/add",
            help: "Open the focused channel and exit, printing its id (Enter twice), or add it to My Channels",
            contexts: [.browse], inFooter: true, condition: .notPicking,
            footerForm: .bySection(mine: "open and exit", available: "add")),
        KeyBinding(
            .keys([KeyStroke(.character("e"), .toggleEdit)]),
            keyLabel: "e", label: "edit", help: "Edit My Channels: reorder and remove",
            contexts: [.browse], inFooter: true, pickHelp: "Edit the chosen list: reorder and remove"),

        // Edit mode.
        KeyBinding(
            .keys([KeyStroke(.enter, .activate)]),
            keyLabel: "Enter", label: "remove/add",
            help: "Move the focused channel to the other section",
            contexts: [.edit], inFooter: true, condition: .notPicking,
            footerForm: .bySection(mine: "remove", available: "add", lockedMine: false)),
        KeyBinding(
            .keys([KeyStroke(.character(" "), .pickUp)]),
            keyLabel: "Space", label: "lift", help: "Lift the focused channel to move it with the arrows",
            contexts: [.edit], inFooter: true, condition: .notPicking, footerForm: .whereFocusLifts),
        KeyBinding(
            .keys([KeyStroke(.character("x"), .removeFocused), KeyStroke(.delete, .removeFocused)]),
            keyLabel: "x", label: "remove", help: "Remove the focused channel (also Delete)",
            contexts: [.edit], pickHelp: "Move the focused item out of the chosen list (also Delete)"),
        // A playlist entry's fields (issue 36 item 3; EntryEdit): asked on the status row.
        KeyBinding(
            .keys([KeyStroke(.character("r"), .promptField(.name, perGroup: false))]),
            keyLabel: "r", label: "rename", help: "Rename the focused entry (a playlist's name)",
            contexts: [.edit], condition: .notPicking),
        KeyBinding(
            .keys([KeyStroke(.character("g"), .promptField(.group, perGroup: false))]),
            keyLabel: "g", label: "group", help: "Set the focused entry's group (a playlist's group-title)",
            contexts: [.edit], condition: .notPicking),
        KeyBinding(
            .keys([KeyStroke(.character("n"), .promptField(.number, perGroup: false)),
                   KeyStroke(.character("N"), .promptField(.number, perGroup: true))]),
            keyLabel: "n N", label: "number",
            help: "Number My Channels in order from a number you type (tvg-chno); N: each group its own block",
            contexts: [.edit], condition: .notPicking),
        KeyBinding(
            .keys([KeyStroke(.character("{"), .nudgeGroup(forward: false)), KeyStroke(.character("}"), .nudgeGroup(forward: true))]),
            keyLabel: "{ }", label: "move group",
            help: "{ moves the focused entry's whole group before the group in front of it, } after the next (a playlist)",
            contexts: [.edit], condition: .notPicking),
        KeyBinding(
            .keys([KeyStroke(.character("e"), .toggleEdit), KeyStroke(.escape, .leaveEdit)]),
            keyLabel: "e", label: "done", help: "Finish editing (also Esc)",
            contexts: [.edit], inFooter: true, isWayOut: true),

        // Both modes.
        KeyBinding(
            .keys([KeyStroke(.character("["), .nudge(by: -1)), KeyStroke(.character("]"), .nudge(by: 1))]),
            keyLabel: "[ ]", label: "move", help: "[ moves the focused channel one place back, ] forward",
            contexts: browsing, pickHelp: "[ moves the focused item one place back, ] forward"),
        // Shown while the catalogs have new URLs for favourites (issue 36 item 2): the
        // `refresh` command's bytes. A click on it refreshes too.
        KeyBinding(
            .keys([KeyStroke(.character(Character(Editor.refreshKey)), .refreshFromCatalogs)]),
            keyLabel: Editor.refreshKey, label: "refresh",
            help: "Give the favourites the new URLs their catalog has for them, as the refresh command does (u undoes it)",
            contexts: browsing, inFooter: true, condition: .offersRefresh, isMouseOnlyWay: true, mouseRank: 4),
        KeyBinding(
            .keys([KeyStroke(.character("u"), .undo)]),
            keyLabel: "u", label: "undo", help: "Undo the last change",
            contexts: browsing, inFooter: true, isMouseOnlyWay: true),
        KeyBinding(
            .keys([KeyStroke(.control("r"), .redo)]),
            keyLabel: "Ctrl-R", label: "redo", help: "Redo what was undone",
            // Always in the footer, as undo is (it says "Nothing to redo" when so): a hint that
            // came with the first undo pushed the others aside, and the next click on `u undo`
            // landed on redo (a newcomer's report).
            contexts: browsing, inFooter: true, isMouseOnlyWay: true, mouseRank: 2),
        KeyBinding(
            .keys([KeyStroke(.character("/"), .startFilter)]),
            keyLabel: "/", label: "filter", help: "Filter Add Channels by name, id, group or tag",
            contexts: browsing, inFooter: true, pickHelp: "Filter the items not chosen by name", isMouseOnlyWay: true,
            mouseRank: 3),
        KeyBinding(
            .keys([KeyStroke(.character("?"), .showHelp), KeyStroke(.f1, .showHelp)]),
            keyLabel: "?", label: "help", help: "Show this help (also F1)",
            // Kept after undo and before redo: a narrow dialog form with Extra and Help keeps
            // undo (a newcomer's 60-column form had no undo).
            contexts: browsing, inFooter: true, isMouseOnlyWay: true, mouseRank: 1),
        KeyBinding(
            .keys([KeyStroke(.character("q"), .quitByQ)]),
            keyLabel: "q", label: "quit", help: "Quit without opening a channel",
            contexts: browsing, inFooter: true, footerForm: .cancelLabel(pickDefault: "Cancel"), pickHelp: "Cancel: nothing is printed",
            isWayOut: true),
    ]

    /// The bindings that apply in a context for a state, in table order.
    package static func bindings(in context: KeyContext, state: EditorState) -> [KeyBinding] {
        bindings.filter { $0.applies(in: context, state: state) }
    }

    /// What `key` does in `context`, or nil when nothing.
    static func action(for key: Key, in context: KeyContext, state: EditorState) -> Action? {
        if let form = state.pick?.form, context == .browse || context == .edit, let owned = ownedKey(key, form: form) {
            return owned.action
        }
        for binding in bindings where binding.applies(in: context, state: state) {
            if let action = binding.action(for: key) { return action }
        }
        return nil
    }

    /// dialog's and whiptail's forms own the printable keys (item hotkeys: `Action.hotkey`,
    /// Space and a buildlist's `^ $` excepted) and use no Ctrl keys but Ctrl-C and Ctrl-Z:
    /// the editor's letters give way there (`KeyBinding.givesWayInForms`). Nil: the table's.
    private static func ownedKey(_ key: Key, form: PickForm) -> OwnedKey? {
        switch key.normalized {
        case .character(" "): return nil
        case .character(let character):
            if form == .buildlist, character == "^" || character == "$" { return nil }
            return OwnedKey(action: .hotkey(character))
        case .control(let letter): return letter == "c" || letter == "z" ? nil : OwnedKey(action: nil)
        default: return nil
        }
    }

    /// A key a form owns, and what it does there (nil: nothing, as dialog beeps).
    private struct OwnedKey {
        var action: Action?
    }

    /// What `key` does in the state's own context.
    package static func action(for key: Key, in state: EditorState) -> Action? {
        action(for: key, in: KeyContext(state), state: state)
    }

    /// The footer's short list: the keys that work now.
    /// During a mouse drag the pointer, not the keys, does the work: the footer says what the
    /// release will do, and keeps Esc.
    package static func hints(for state: EditorState) -> [KeyHint] {
        if case .mouse? = state.drag?.source, !state.showsHelp {
            return state.drag?.overAddChannels == true ? mouseDragRemoveHints : mouseDragHints
        }
        let context = KeyContext(state)
        if context == .browse || context == .edit { return slotted(for: state) }
        let shown = (footerBindings[context] ?? []).filter { $0.holds(in: state) }
        // Hints whose width or presence follows the focus come last, so the others stay under
        // the pointer when the focus moves (a mouse user's click on `u undo` moved the focus,
        // `Enter add` appeared in front, and the next click at the same place hit another hint).
        let steady = shown.filter { !$0.footerForm.followsState }
        let moving = shown.filter(\.footerForm.followsState)
        return (steady + moving).compactMap { $0.footerHint(in: state) }
    }

    /// The browse and edit footers as one row of slots: a slot for each hint either mode may
    /// show (a filter counted as active), in the same order and with the room of its widest
    /// form in both, filled with what applies now or left blank. So `e edit` becomes `e done`,
    /// `/ filter` becomes `Esc clear`, and no other hint moves: a mouse user's second click at
    /// the same place does the same thing whatever the first changed (a newcomer's click on
    /// `e done` turned the next click on undo into redo at 40 columns).
    private static func slotted(for state: EditorState) -> [KeyHint] {
        // Both modes, with the state's filter and with none (Esc's place in `q/Esc` follows it).
        var modes: [EditorState] = []
        for filtered in [true, false] {
            for mode in [Mode.browse, .edit] {
                var variant = state
                variant.mode = mode
                if !filtered { variant.filterState = .off }
                modes.append(variant)
            }
        }
        struct Slot {
            var key: String
            var now: KeyHint?
            var forms: [KeyHint]
            var followsState: Bool
            /// Where it goes: the place of the binding it is named after (`Esc clear` where
            /// `/ filter` is), else of its first.
            var place: Int
        }
        var slots: [Slot] = []
        for (index, binding) in slotBindings.enumerated() {
            // Its forms in either mode; a filter-only hint counts as possible (a filter is a
            // key away).
            let forms = modes.compactMap { mode -> KeyHint? in
                guard binding.applies(inMode: mode, ignoringFilter: true) else { return nil }
                return binding.footerHint(in: mode)
            }
            guard !forms.isEmpty else { continue }
            let now = binding.contexts.contains(KeyContext(state)) && binding.holds(in: state) ? binding.footerHint(in: state) : nil
            if let slot = slots.firstIndex(where: { $0.key == binding.footerSlot }) {
                slots[slot].forms += forms
                if slots[slot].now == nil { slots[slot].now = now }
                if binding.keyLabel == binding.footerSlot { slots[slot].place = index }
            } else {
                slots.append(Slot(key: binding.footerSlot, now: now, forms: forms,
                                  followsState: binding.footerForm.followsState, place: index))
            }
        }
        // Hints whose width or presence follows the focus come last, so the others stay under
        // the pointer when the focus moves (a mouse user's click on `u undo` moved the focus,
        // `Enter add` appeared in front, and the next click at the same place hit another hint).
        slots.sort { $0.place < $1.place }
        let ordered = slots.filter { !$0.followsState } + slots.filter(\.followsState)
        return ordered.map { slot in
            var hint = slot.now ?? slot.forms[0]
            if slot.now == nil { hint.isHidden = true }
            var forms = Set(slot.forms.flatMap { form in ([form.label] + form.labelVariants).map { KeyHint.Form(keys: form.keys, label: $0) } })
            forms.remove(KeyHint.Form(keys: hint.keys, label: hint.label))
            hint.otherForms = forms.sorted { ($0.keys, $0.label) < ($1.keys, $1.label) }
            hint.slotDropOrder = slot.forms.filter { !$0.isHidden }.map(\.dropOrder).min() ?? hint.dropOrder
            // In a pick session only the footer's `e edit` leads into edit mode (a drag
            // reorders in browse mode): where there is no room for it, `e done` is not needed
            // either, and the room goes to undo and redo.
            if state.pick != nil, slot.key == "e" { hint.slotDropOrder = KeyHint.otherClickable }
            return hint
        }
    }

    /// The bindings the browse and edit footers show, in table order.
    private static let slotBindings: [KeyBinding] = bindings.filter {
        $0.inFooter && ($0.contexts.contains(.browse) || $0.contexts.contains(.edit))
    }

    /// Each context's bindings that the footer shows, in table order: found once, not on every
    /// frame (the footer is drawn on every key).
    private static let footerBindings: [KeyContext: [KeyBinding]] = Dictionary(
        uniqueKeysWithValues: KeyContext.allCases.map { context in
            (context, bindings.filter { $0.inFooter && $0.contexts.contains(context) })
        })

    /// The footer while the mouse holds a cell (Esc early: narrow screens keep it).
    package static let mouseDragHints = [
        KeyHint("release", "drop here"), KeyHint("Esc", "cancel", isWayOut: true),
        KeyHint("over Add Channels", "remove"),
    ]

    /// The footer while the mouse holds a cell over Add Channels.
    package static let mouseDragRemoveHints = [
        KeyHint("release", "remove it"), KeyHint("Esc", "cancel", isWayOut: true),
    ]

    /// The help overlay: every binding of the context the overlay describes (the state's
    /// context without the overlay), with its description.
    package static func help(for state: EditorState) -> [KeyHint] {
        var found = bindings(in: KeyContext(ignoringHelp: state), state: state)
        // dialog's and whiptail's forms: the editor's moves the form's own keys take first
        // (arrows, Tab, Home) would be listed for keys that do not do them there.
        if state.pick?.form != nil { found = found.filter { !isShadowed($0, among: found) } }
        return found.map { $0.helpHint(in: state) }
    }

    /// True when every key of `binding` is taken by a binding before it in `bindings`.
    private static func isShadowed(_ binding: KeyBinding, among bindings: [KeyBinding]) -> Bool {
        guard case .keys(let strokes) = binding.trigger, let index = bindings.firstIndex(of: binding) else { return false }
        let earlier = bindings[..<index]
        return strokes.allSatisfy { stroke in earlier.contains { $0.action(for: stroke.key) != nil } }
    }

    /// In browse mode, the keys that work only in edit mode (Space, x, …), for the help's second
    /// list: a newcomer learns them before entering edit mode (issue 22.8). Empty elsewhere.
    package static func editOnlyHelp(for state: EditorState) -> [KeyHint] {
        guard KeyContext(ignoringHelp: state) == .browse else { return [] }
        let browse = bindings(in: .browse, state: state)
        return bindings(in: .edit, state: state).filter { !browse.contains($0) }.map { $0.helpHint(in: state) }
    }

    private static func directionStrokes(
        arrows: Bool, letters: Bool, _ action: (Direction) -> Action
    ) -> [KeyStroke] {
        var strokes: [KeyStroke] = []
        if arrows {
            strokes += [
                KeyStroke(.up, action(.up)), KeyStroke(.down, action(.down)),
                KeyStroke(.left, action(.left)), KeyStroke(.right, action(.right)),
            ]
        }
        if letters {
            strokes += [
                KeyStroke(.character("k"), action(.up)), KeyStroke(.character("j"), action(.down)),
                KeyStroke(.character("h"), action(.left)), KeyStroke(.character("l"), action(.right)),
            ]
        }
        return strokes
    }
}
