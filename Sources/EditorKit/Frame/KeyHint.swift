/// One key and what it does now, for the footer and the help overlay.
package struct KeyHint: Hashable, Sendable {
    /// How the key is written ("e", "Enter", "↑↓←→").
    package var keys: String
    /// What it does, in a few words ("edit", "add").
    package var label: String
    /// What a click on the hint in the footer does (nil: not clickable, e.g. the arrows).
    var action: Action?
    /// A way out (help, quit, cancel): a narrow footer drops every other hint first.
    var isWayOut: Bool
    /// The mouse has no other way to do this (undo, filter): a narrow footer keeps it after the
    /// ways out, before hints that a click or drag on the screen can stand in for.
    var isMouseOnlyWay: Bool
    /// Among those, which a narrow footer keeps longest (0 first).
    var mouseRank = 0
    /// The screen's main action (KeyBinding.isMainAction).
    var isMainAction = false
    /// The button Enter presses now in dialog's and whiptail's forms (EditorState.pickButton):
    /// drawn highlighted, as those programs highlight their focused button.
    package var isFocused = false
    /// Every label the hint may take as the focus moves (Enter: open, add, remove): the footer
    /// gives it the room of the widest, so which other hints fit never changes with the focus.
    package var labelVariants: [String] = []
    /// Kept out of sight where the key would be refused (Enter on a locked channel), its room
    /// held so that the other hints stay where they are: nothing is drawn, a click does nothing.
    package var isHidden = false
    /// The forms the hint's slot takes in the other mode or with a filter (`q/Esc Cancel` and
    /// `q Cancel`, `/ filter` and `Esc clear`): the footer gives the hint the room of the widest
    /// (Keymap.hints: one slot, every mode).
    package var otherForms: [Form] = []

    /// Keys and label of one form of a slot.
    package struct Form: Hashable, Sendable {
        package var keys: String
        package var label: String
    }
    /// The slot's drop order, the same in every mode (its most needed hint's), so that which
    /// hints a narrow footer keeps never changes with the mode; nil: the hint's own.
    var slotDropOrder: Int?

    package init(_ keys: String, _ label: String, action: Action? = nil, isWayOut: Bool = false,
                isMouseOnlyWay: Bool = false) {
        self.keys = keys
        self.label = label
        self.action = action
        self.isWayOut = isWayOut
        self.isMouseOnlyWay = isMouseOnlyWay
    }

    /// Which hints a narrow footer drops first: higher goes first. The ways out stay longest,
    /// then the ways only the mouse has, undo first (`mouseRank`), then the rest a click can use.
    var dropOrder: Int {
        if let slotDropOrder { return slotDropOrder }
        if isWayOut { return 0 }
        if isMouseOnlyWay { return 1 + min(mouseRank, KeyHint.otherClickable - 3) }
        if isMainAction { return KeyHint.otherClickable - 1 }
        if isHidden { return KeyHint.otherClickable }
        return action == nil ? KeyHint.otherClickable + 1 : KeyHint.otherClickable
    }

    /// The drop order of a hint a click can use that is neither a way out nor the mouse's
    /// only way.
    static let otherClickable = 6

    /// `Ctrl-R` as `^R`, `q/Esc` as `q` (Esc is in the help), other keys as they are: the
    /// short form a narrow footer uses.
    static func caretForm(of keys: String) -> String {
        if keys == "q/Esc" { return "q" }
        return keys.hasPrefix("Ctrl-") ? "^" + keys.dropFirst(5) : keys
    }

    /// The hint in a narrow footer: keys in their short form (`^R`, `q`).
    var short: KeyHint {
        var hint = self
        hint.keys = KeyHint.caretForm(of: keys)
        hint.otherForms = otherForms.map { Form(keys: KeyHint.caretForm(of: $0.keys), label: $0.label) }
        return hint
    }
}
