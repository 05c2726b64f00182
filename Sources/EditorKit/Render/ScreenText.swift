import ChannelCore
import Localization

/// Every word the editor puts on screen, in one place, in the state's language (key names and
/// what they do are in `Keymap`): headers, notices, the help's sections. The English texts are
/// the msgids of `po/channel-editor.pot`.
struct ScreenText {
    let translation: Translation
    /// A pick session (`EditorState.pick`): the screen holds a script's items, not channels,
    /// under the titles the script gave (or "Chosen" and "Available").
    let pick: PickSession?
    /// What the list holds: its titles, hints and sentences say channels, feeds or services
    /// (`ScreenText+Kind.swift`).
    let kind: ListKind

    init(translation: Translation, pick: PickSession? = nil, kind: ListKind = .channels) {
        self.translation = translation
        self.pick = pick
        self.kind = kind
    }

    /// The words of `state`'s screen.
    init(_ state: EditorState) {
        self.init(translation: state.translation, pick: state.pick, kind: state.kind)
    }

    var picking: Bool { pick != nil }

    /// The upper section's title: My Channels, or the pick session's (shown as given).
    var mineSectionTitle: String {
        guard let pick else { return mineTitle }
        return pick.mineTitle ?? tr("Chosen")
    }

    /// The lower section's title: Add Channels, or the pick session's (shown as given).
    var availableSectionTitle: String {
        guard let pick else { return availableTitle }
        return pick.availableTitle ?? tr("Available")
    }

    func tr(_ msgid: String) -> String { translation.tr(msgid) }
    func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(translation.tr(msgid), arguments.map(\.description))
    }

    // MARK: Headers

    var reorderHint: String { tr("drag to reorder") }
    var removeHint: String { tr("click to remove") }
    /// In a pick session Enter is OK, so the header says which key adds (a newcomer's Enter on
    /// an item ended the pick where the footer had no room for `Space add`).
    var addHint: String {
        switch pick?.choice {
        case .one?: return tr("Space or click to choose")
        case .focused?: return tr("Enter takes the focused item")
        default: return picking ? tr("Space or click to add") : tr("click to add")
        }
    }
    /// The same hints on a terminal without a mouse: they name keys.
    var reorderHintKeys: String { tr("Space lifts") }
    var removeHintKeys: String { tr("Enter removes") }
    var addHintKeys: String {
        switch pick?.choice {
        case .one?: return tr("Space chooses")
        case .focused?: return tr("Enter takes the focused item")
        default: return picking ? tr("Space adds") : tr("Enter adds")
        }
    }
    var nothingToAdd: String { tr("Nothing to add (see --catalog)") }
    /// The edit button's words; `LayoutMetrics.buttonWidth` holds them with their brackets
    /// (every translation is as wide as the English: a test checks it).
    var editButton: String {
        // Translators: the edit button, drawn in brackets; exactly 4 columns (2 CJK characters).
        "[" + tr("Edit") + "]"
    }
    var doneButton: String {
        // Translators: the edit button in edit mode; exactly 4 columns (2 CJK characters).
        "[" + tr("Done") + "]"
    }

    func noMatch(_ filter: String) -> String { tr("No match for \"%s\"", filter) }
    /// The filter as shown in the Add Channels header; `_` marks that it is being typed.
    func filter(_ text: String, typing: Bool) -> String { "/" + text + (typing ? "_" : "") }
    func matchCount(shown: Int, of total: Int) -> String {
        // Translators: Add Channels while filtered: how many channels match, of how many.
        tr("%d of %d", shown, total)
    }

    /// A footer or help entry in this language (its key names and words are msgids); what a
    /// click on it does stays.
    func hint(_ hint: KeyHint) -> KeyHint {
        var translated = hint
        translated.keys = hint.keys.isEmpty ? "" : kindWords(hint.keys) ?? tr(hint.keys)
        translated.label = kindWords(hint.label) ?? tr(hint.label)
        translated.labelVariants = hint.labelVariants.map { kindWords($0) ?? tr($0) }
        translated.otherForms = hint.otherForms.map { KeyHint.Form(keys: tr($0.keys), label: tr($0.label)) }
        return translated
    }

    // MARK: Pick limits (--min, --max)

    func chooseAtLeast(_ minimum: Int, chosen: Int) -> String {
        tr("Choose at least %d (%d chosen)", minimum, chosen)
    }

    func chooseAtMost(_ maximum: Int, chosen: Int) -> String {
        tr("Choose at most %d (%d chosen)", maximum, chosen)
    }

    /// The limits in a sentence, for the accessible session's greeting; nil without them.
    package var limitsSentence: String? {
        guard let pick else { return nil }
        switch (pick.minimum > 0 ? pick.minimum : nil, pick.maximum) {
        case let (minimum?, maximum?) where minimum == maximum: return tr("Choose exactly %d.", minimum)
        case let (minimum?, maximum?): return tr("Choose at least %d and at most %d.", minimum, maximum)
        case let (minimum?, nil): return tr("Choose at least %d.", minimum)
        case let (nil, maximum?): return tr("Choose at most %d.", maximum)
        case (nil, nil): return nil
        }
    }

    /// What the chosen list's header says under `--min`/`--max`: how many more are needed or
    /// allowed, or how many too many (nil without limits). In the header, not on OK: a label
    /// that changed width with the count moved every footer hint after it, and a second click
    /// on `u undo` pressed OK (a newcomer's report).
    func limitCount(chosen: Int) -> String? {
        // A radiolist's Space replaces the chosen item: no count to keep.
        guard let pick, pick.choice == .several else { return nil }
        if chosen < pick.minimum {
            // Translators: in a pick session's chosen-list header, "Chosen  2 more needed".
            return tr("%d more needed", pick.minimum - chosen)
        } else if let maximum = pick.maximum, chosen > maximum {
            return tr("%d too many", chosen - maximum)
        } else if let maximum = pick.maximum {
            // Translators: in a pick session's chosen-list header when --max is reached.
            if chosen == maximum { return tr("no more allowed") }
            return tr("%d more allowed", maximum - chosen)
        }
        return nil
    }

    // MARK: Help

    var helpTitle: String { tr("Help") }
    var helpCloses: String { tr("Esc closes") }
    var helpScrolls: String { tr("↑↓ scroll") }
    func helpFile(_ path: String) -> String { tr("Editing %s", path) }
    /// The focused channel's name and the id that commands take (`channel-editor move ID ...`).
    func helpFocused(name: String, id: String) -> String {
        // Translators: %s are the focused channel's (or item's) name and its id, as commands take it.
        picking ? tr("Focused: %s, id %s", name, id) : tr("Focused: %s, id %s (what commands take)", name, id)
    }
    var mouseHeading: String { tr("Mouse") }
    var marksHeading: String { tr("Marks") }

    /// The heading of the keys the help lists: those of the mode underneath it.
    func keysHeading(_ context: KeyContext) -> String {
        switch context {
        case .browse, .help: return tr("Keys (browsing)")
        case .edit: return tr("Keys (edit mode)")
        case .dragging: return liftedHeading
        case .filterTyping: return tr("Keys (typing a filter)")
        case .prompt: return tr("Keys (typing a name, group or number)")
        }
    }

    /// The Mouse section: a gesture, what it does. A pick session has no channel to open, its
    /// header button is OK and its lists have the session's titles.
    func mouseEntries(badge: String) -> [(String, String)] {
        if let pick {
            let chosen = mineSectionTitle
            let other = availableSectionTitle
            return [
                // Translators: the first %s is the lower list's title, the second the upper one's (a pick session).
                (tr("click"), tr("%s: add. %s: remove", other, chosen)),
                // Translators: %s are the upper and the lower list's titles (a pick session).
                (tr("drag"), tr("Reorder %s; drop on %s to remove", chosen, other)),
                ("Esc", tr("During a drag: put the item back")),
                (tr("long press"), tr("Half a second still on %s: edit mode", chosen)),
                (tr("wheel"), tr("Scroll three rows")),
                ("[" + (pick.okLabel ?? tr("OK")) + "]", tr("Accept: print the chosen items in order and leave")),
                ("[\(badge)]", tr("Cancel: nothing is printed")),
                (tr("footer"), tr("Click a key hint below to do what the key does")),
            ]
        }
        if kind != .channels {
            // A feed list or a bouquet: its own titles; opening prints (ScreenText+Kind).
            let mine = mineSectionTitle
            let other = availableSectionTitle
            return [
                // Translators: %1$s is the lower list's title (Add Feeds), %2$s the upper one's; %3$s what opening does ("print URL and exit").
                (tr("click"), tr("%1$s: add. %2$s: twice to %3$s (edit mode: remove)", other, mine, openLabel)),
                (tr("drag"), tr("Reorder %s; drop on %s to remove", mine, other)),
                ("Esc", tr("During a drag: put the item back")),
                (tr("long press"), tr("Half a second still on %s: edit mode", mine)),
                (tr("wheel"), tr("Scroll three rows")),
                (editButton, tr("Enter or leave edit mode")),
                ("[\(badge)]", tr("Quit, as q does")),
                (tr("footer"), tr("Click a key hint below to do what the key does")),
            ]
        }
        return [
            (tr("click"), tr("Add Channels: add. My Channels: twice to open and exit (edit mode: remove)")),
            (tr("drag"), tr("Reorder My Channels; drop on Add Channels to remove")),
            ("Esc", tr("During a drag: put the channel back")),
            (tr("long press"), tr("Half a second still on My Channels: edit mode")),
            (tr("wheel"), tr("Scroll three rows")),
            (editButton, tr("Enter or leave edit mode")),
            ("[\(badge)]", tr("Quit, as q does")),
            (tr("footer"), tr("Click a key hint below to do what the key does")),
        ]
    }

    /// The Marks section: how a cell looks, what that means.
    func markEntries(badge: String, mouse: Bool) -> [(String, String)] {
        let name = tr("Name")
        if picking {
            // In a pick session Space moves an item between the lists (Enter is OK).
            let chosen = mineSectionTitle
            let other = availableSectionTitle
            return [
                ("[+\(name) ]", mouse ? tr("%s: Space or a click adds it", other) : tr("%s: Space adds it", other)),
                ("[\(badge)\(name) ]", mouse ? tr("%s: Space or a click removes it", chosen) : tr("%s: Space removes it", chosen)),
                ("( \(name) )", tr("Locked: stays in front, cannot move or go")),
            ]
        }
        if kind != .channels {
            let other = availableSectionTitle
            // A feed list or a bouquet keeps no current entry: no mark for one.
            return [
                // Translators: %s is the lower list's title (Add Feeds, Add Services).
                ("[+\(name) ]", mouse ? tr("%s: Enter or a click adds it", other) : tr("%s: Enter adds it", other)),
                ("[\(badge)\(name) ]", mouse ? tr("Edit mode: Enter or a click removes it") : tr("Edit mode: Enter removes it")),
                ("( \(name) )", tr("Locked: stays in front, cannot move or go")),
            ]
        }
        return [
            ("[+\(name) ]", mouse ? tr("Add Channels: Enter or a click adds it") : tr("Add Channels: Enter adds it")),
            ("[\(badge)\(name) ]", mouse ? tr("Edit mode: Enter or a click removes it") : tr("Edit mode: Enter removes it")),
            ("( \(name) )", tr("Locked: stays in front, cannot move or go")),
            // Translators: the current channel's cell is drawn bold and underlined (no colour needed).
            (tr("bold, underlined"), tr("The current channel: the one last opened")),
        ]
    }

    // MARK: Notices (the footer, until the next key)

    var tooSmall: String { tr("Make the terminal larger to edit") }
    func notSaved(_ problem: String) -> String { tr("Not saved: %s", problem) }
    func locked(_ name: String) -> String { tr("%s is locked", name) }
    /// A pick session's items, a feed list's feeds and a bouquet's services are items here.
    private var items: Bool { picking || kind != .channels }
    var thatIsLocked: String { items ? tr("That item is locked") : tr("That channel is locked") }
    var lockedInFront: String { items ? tr("Locked items stay in front") : tr("Locked channels stay in front") }
    var cannotMove: String { items ? tr("Cannot move that item") : tr("Cannot move that channel") }
    /// A pick session's and a feed list's say their own title.
    private var titledMine: Bool { items }
    var onlyMineMoves: String { titledMine ? tr("Only %s can be moved", mineSectionTitle) : tr("Only My Channels can be moved") }
    var onlyMineRemoves: String { titledMine ? tr("Only %s can be removed", mineSectionTitle) : tr("Only My Channels can be removed") }
    var onlyMineReorders: String {
        // Translators: %s is the upper list's title in a pick session ("Chosen", or the script's).
        titledMine ? tr("Only %s can be reordered", mineSectionTitle) : tr("Only My Channels can be reordered")
    }
    var orderIsFixed: String { tr("The chosen items come out in input order here, so they cannot be moved") }
    func alreadyFirst(_ name: String) -> String { tr("%s is already first", name) }
    func alreadyLast(_ name: String) -> String { tr("%s is already last", name) }
    var nothingToUndo: String { tr("Nothing to undo") }
    var nothingToRedo: String { tr("Nothing to redo") }
    func putDownFirst(_ name: String) -> String { tr("%s is lifted: Space drops it, Esc puts it back", name) }
    var pasteIgnored: String { tr("Paste ignored: press / to filter, then paste") }
    var filterTypingStopped: String { tr("Typing has stopped: / edits the filter again, Esc clears it") }
    /// After a failed save, the first q or Ctrl-C (`key`) only warns.
    func quitDropsUnsaved(_ key: String) -> String { tr("Not saved: %s again quits and loses the changes since the last save", key) }
    func againCancels(_ key: String) -> String {
        // Translators: %s is the key just pressed (Esc or q); pressing it again ends pick with nothing.
        tr("%s again cancels and drops your choice; Enter accepts it", key)
    }
    var suspendRefused: String { tr("Ctrl-Z cannot suspend here: no job control (as inside $(…))") }
    func needsEditMode(_ keyLabel: String) -> String { tr("%s works in edit mode: press e first", keyLabel) }
}
