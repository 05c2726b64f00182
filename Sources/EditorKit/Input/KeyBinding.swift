/// One key press and the action it performs.
package struct KeyStroke: Hashable, Sendable {
    package var key: Key
    package var action: Action

    init(_ key: Key, _ action: Action) {
        self.key = key
        self.action = action
    }
}

/// One entry of the keymap: the keys, what they do, how the footer and the help name them,
/// and the contexts where they apply.
package struct KeyBinding: Hashable, Sendable {
    /// What presses the binding answers.
    package enum Trigger: Hashable, Sendable {
        /// These keys, each with its own action.
        case keys([KeyStroke])
        /// Any printable character, typed into the filter (`Action.typeFilter`).
        case text
        /// Any printable character, typed into a field's prompt (`Action.typePrompt`).
        case promptText
        /// Any key at all.
        case anyKey(Action)
        /// No key: a footer entry to click (dialog's Extra and Help buttons, whose letters are
        /// item hotkeys in dialog's form; Tab reaches them as in dialog).
        case button(Action)
    }

    /// When, within its contexts, the binding applies.
    package enum Condition: Hashable, Sendable {
        case always
        /// Only while an Add Channels filter is active.
        case filterActive
        /// Only in a pick session (`EditorState.pick`).
        case picking
        /// Only in a pick session with no filter active (Esc clears a filter first).
        case pickingWithoutFilter
        /// Only in the channel editor, not in a pick session.
        case notPicking
        /// Only in a pick session that offers dialog's Extra button (`--extra-button`).
        case pickingWithExtraButton
        /// Only in a pick session that offers dialog's Help button (`--help-button`).
        case pickingWithHelpButton
        /// Only in dialog's and whiptail's forms (`PickSession.form`).
        case inForm
        /// Only in a pick session outside those forms (the plain `pick`).
        case pickingOutsideForm
        /// Only in dialog's buildlist and checklist forms.
        case inDialogForm
        /// Only in dialog's buildlist form.
        case inBuildlist
        /// Only in whiptail's form.
        case inWhiptailForm
        /// Only in whiptail's form with a button focused (not its list).
        case onWhiptailButton
        /// The catalogs have new URLs for favourites (`ChannelDetails.renewed`): `R` refreshes.
        case offersRefresh
    }

    /// How the footer shows the binding, beyond its label.
    package enum FooterForm: Hashable, Sendable {
        /// True when the hint's width or presence changes with the focus: the footer puts such
        /// hints after the others (`Keymap.hints`).
        package var followsState: Bool {
            switch self {
            case .bySection, .whereFocusLifts: return true
            default: return false
            }
        }

        case plain
        /// The label is the whole hint, with no key before it ("type to filter": typing is no
        /// key, and a language words it as one phrase); the help keeps the key label.
        case phrase
        /// The label names what the key does on the focused cell's section, so the footer says
        /// exactly what happens and stays short ("open" on My Channels, "add" on Add Channels).
        /// `lockedMine: false` leaves the hint out on a locked channel (it would be refused).
        case bySection(mine: String, available: String, lockedMine: Bool = true, mineInFixedOrder: String? = nil)
        /// Shown only when the focus is on a channel that can be lifted (unlocked, My Channels).
        case whereFocusLifts
        /// Shown only while some Add Channels channel matches the filter: beside "No match",
        /// Enter adds nothing.
        case whenFilterMatches
        /// In a pick session the label is the session's OK label (dialog's `--ok-label`).
        case okLabel
        /// In a pick session the label is the session's Cancel label (dialog's `--cancel-label`),
        /// else `pickDefault`.
        case cancelLabel(pickDefault: String)
        /// dialog's and whiptail's forms: Enter, labelled with the button it presses now.
        case focusedButton
        /// The label is the session's Extra label (dialog's `--extra-label`), else the binding's.
        case extraLabel
        /// The label is the session's Help label (dialog's `--help-label`), else the binding's.
        case helpLabel
    }

    package var trigger: Trigger
    /// The keys as the footer and help write them ("↑↓←→", "Ctrl-R").
    package var keyLabel: String
    /// A word or two for the footer ("edit", "undo").
    package var label: String
    /// A sentence for the help overlay.
    package var help: String
    /// The sentence for the help overlay in a pick session, when it differs.
    package var pickHelp: String?
    package var contexts: Set<KeyContext>
    /// Shown in the footer's short list (everything is in the help).
    package var inFooter: Bool
    package var condition: Condition
    package var footerForm: FooterForm
    /// Help, quit, cancel: kept in the footer at every width.
    var isWayOut: Bool
    /// Undo, filter: the mouse can do them only through the footer, so they stay next.
    var isMouseOnlyWay: Bool
    /// The footer place the hint shares with the hints of the same slot in the other mode (`e
    /// edit` and `e done`; `/ filter` and `Esc clear` while a filter is active): its keys,
    /// unless told.
    var footerSlot: String
    /// Among the ways only the mouse has, which a narrow footer keeps longest: 0 first (undo),
    /// then help, redo, the filter.
    var mouseRank: Int
    /// What the screen is for (pick's Space: add or remove): a narrow footer keeps it after the
    /// mouse's own ways, before other hints (at 80 columns `e edit` had pushed it out, and a
    /// newcomer's first Enter accepted an empty choice).
    var isMainAction: Bool

    init(
        _ trigger: Trigger, keyLabel: String, label: String, help: String,
        contexts: Set<KeyContext>, inFooter: Bool = false, condition: Condition = .always,
        footerForm: FooterForm = .plain, pickHelp: String? = nil, isWayOut: Bool = false,
        isMouseOnlyWay: Bool = false, mouseRank: Int = 0, footerSlot: String? = nil, isMainAction: Bool = false
    ) {
        self.isMainAction = isMainAction
        self.footerSlot = footerSlot ?? keyLabel
        self.mouseRank = mouseRank
        self.trigger = trigger
        self.keyLabel = keyLabel
        self.label = label
        self.help = help
        self.contexts = contexts
        self.inFooter = inFooter
        self.condition = condition
        self.footerForm = footerForm
        self.pickHelp = pickHelp
        self.isWayOut = isWayOut
        self.isMouseOnlyWay = isMouseOnlyWay
    }

    /// The action this binding gives `key`, or nil when the key is not one of its keys.
    func action(for key: Key) -> Action? {
        let key = key.normalized
        switch trigger {
        case .keys(let strokes):
            return strokes.first { $0.key == key }?.action
        case .text:
            guard key.isText, case .character(let character) = key else { return nil }
            return .typeFilter(character)
        case .promptText:
            guard key.isText, case .character(let character) = key else { return nil }
            return .typePrompt(character)
        case .anyKey(let action):
            return action
        case .button:
            return nil
        }
    }

    /// True when the binding applies in `context` for `state`.
    func applies(in context: KeyContext, state: EditorState) -> Bool {
        contexts.contains(context) && holds(in: state)
    }

    /// True when the binding's condition holds for `state` (whatever the context).
    /// True when the binding applies in `state`'s mode (browse or edit); `ignoringFilter`: as
    /// if a filter were active (the footer keeps a filter-only hint's place).
    func applies(inMode state: EditorState, ignoringFilter: Bool) -> Bool {
        guard contexts.contains(state.mode == .edit ? .edit : .browse) else { return false }
        return (ignoringFilter && condition == .filterActive) || holds(in: state)
    }

    func holds(in state: EditorState) -> Bool {
        if state.pick?.form != nil, givesWayInForms { return false }
        switch condition {
        case .always: return true
        case .filterActive: return state.filter != nil
        case .picking: return state.pick != nil
        case .pickingWithoutFilter: return state.pick != nil && state.filter == nil
        case .notPicking: return state.pick == nil
        case .pickingWithExtraButton: return state.pick?.extraLabel != nil
        case .pickingWithHelpButton: return state.pick?.helpLabel != nil
        case .inForm: return state.pick?.form != nil
        case .pickingOutsideForm: return state.pick != nil && state.pick?.form == nil
        case .inDialogForm: return state.pick?.form.map { $0 != .whiptailChecklist } ?? false
        case .inBuildlist: return state.pick?.form == .buildlist
        case .inWhiptailForm: return state.pick?.form == .whiptailChecklist
        case .onWhiptailButton: return state.pick?.form == .whiptailChecklist && state.pickButton != nil
        case .offersRefresh: return state.offersRefresh
        }
    }

    /// The editor's letter and Ctrl keys (q, e, /, ?, u, Ctrl-R, …): in dialog's and whiptail's
    /// forms those keys are item hotkeys or nothing, as there (Keymap.ownedKey), so the bindings
    /// leave the footer and the help. The Extra and Help buttons stay in the footer, to click.
    var givesWayInForms: Bool {
        switch condition {
        case .inForm, .inDialogForm, .inBuildlist, .inWhiptailForm, .onWhiptailButton: return false
        default: break
        }
        guard case .keys(let strokes) = trigger else { return false }
        return strokes.contains { stroke in
            switch stroke.key {
            case .character(let character): return character != " "
            case .control(let letter): return letter != "c" && letter != "z"
            default: return false
            }
        }
    }

    /// The footer entry: clicking it does what its (first) key does, unless that is a step
    /// (a focus move, a scroll), which a click could not aim.
    var hint: KeyHint {
        var hint = KeyHint(keyLabel, label, action: clickAction, isWayOut: isWayOut, isMouseOnlyWay: isMouseOnlyWay)
        hint.mouseRank = mouseRank
        hint.isMainAction = isMainAction
        return hint
    }

    /// What a click on the footer entry does, or nil.
    var clickAction: Action? {
        switch trigger {
        case .keys(let strokes):
            guard let action = strokes.first?.action, !strokes.contains(where: { $0.action.isStep }) else {
                return nil
            }
            return action
        case .text, .promptText: return nil
        case .anyKey(let action), .button(let action): return action
        }
    }

    /// The footer entry for `state`, or nil when the footer leaves the binding out there.
    package func footerHint(in state: EditorState) -> KeyHint? {
        guard inFooter else { return nil }
        switch footerForm {
        case .plain:
            return hint
        case .phrase:
            var hint = hint
            hint.keys = ""
            return hint
        case .bySection(let mine, let available, let lockedMine, let mineInFixedOrder):
            var hint = hint
            hint.labelVariants = [mine, available] + (mineInFixedOrder.map { [$0] } ?? [])
            guard let focus = state.focus else { return hint }
            if focus.section == .mine, !lockedMine, state.board.channel(at: focus)?.locked == true { hint.isHidden = true }
            let fixedOrder = state.pick?.addsInInputOrder == true
            hint.label = focus.section.choose(mine: fixedOrder ? mineInFixedOrder ?? mine : mine, available: available)
            return hint
        case .whenFilterMatches:
            return state.filter == nil || state.board.available.contains(where: state.matchesFilter) ? hint : nil
        case .whereFocusLifts:
            guard let focus = state.focus, focus.section == .mine,
                  let channel = state.board.channel(at: focus), !channel.locked else {
                var hidden = hint
                hidden.isHidden = true
                return hidden
            }
            return hint
        case .okLabel:
            // OK is a way out of a pick session: a narrow footer keeps it (issue 22.4).
            var hint = hint
            hint.label = state.pick?.okLabel ?? label
            hint.isWayOut = true
            return hint
        case .cancelLabel(let pickDefault):
            guard let pick = state.pick else { return hint }
            var hint = hint
            hint.label = pick.cancelLabel ?? pickDefault
            // Esc cancels too wherever it does (Keymap: browse mode, no filter to clear).
            if state.filter == nil, state.mode == .browse, pick.form == nil { hint.keys = "q/Esc" }
            hint.isFocused = state.pickButton == .cancel
            return hint
        case .extraLabel:
            // A button of dialog's: a way out, kept in a narrow footer as OK is.
            var hint = hint
            if let label = state.pick?.extraLabel, !label.isEmpty { hint.label = label }
            hint.isWayOut = true
            hint.isFocused = state.pickButton == .extra
            return hint
        case .helpLabel:
            var hint = hint
            if let label = state.pick?.helpLabel, !label.isEmpty { hint.label = label }
            hint.isWayOut = true
            hint.isFocused = state.pickButton == .help
            return hint
        case .focusedButton:
            guard let pick = state.pick else { return hint }
            var hint = hint
            hint.isWayOut = true
            hint.isFocused = state.pickButton != nil
            func label(_ button: PickButton?) -> String {
                switch button {
                case .ok?, nil: return pick.okLabel ?? "OK"
                case .cancel?: return pick.cancelLabel ?? "Cancel"
                case .extra?: return pick.extraLabel.flatMap { $0.isEmpty ? nil : $0 } ?? "Extra"
                case .help?: return pick.helpLabel.flatMap { $0.isEmpty ? nil : $0 } ?? "Help"
                }
            }
            hint.label = label(pick.hasOKButton ? state.pickButton : nil)
            // The room of the widest button's name: Tab does not move the hints after it.
            hint.labelVariants = pick.buttons.map(label)
            return hint
        }
    }
    /// The help overlay entry.
    var helpHint: KeyHint { KeyHint(keyLabel, help) }

    /// The help overlay entry for `state` (a pick session may word it differently).
    func helpHint(in state: EditorState) -> KeyHint {
        KeyHint(keyLabel, state.pick != nil ? pickHelp ?? help : help)
    }
}
