import ChannelCore
import Localization

/// Every sentence of the accessible session, in the session's language (the English texts are
/// msgids of po/channel-editor.pot). Names are escaped: no control character is ever printed.
/// A pick session says the titles it was given instead of My Channels and Add Channels.
struct LineText {
    let screen: ScreenText
    let picking: Bool

    init(_ editor: Editor) {
        screen = editor.text
        picking = editor.state.pick != nil
    }

    func tr(_ msgid: String) -> String { screen.tr(msgid) }
    func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(screen.translation.tr(msgid), arguments.map(\.description))
    }

    var mine: String { screen.mineSectionTitle }
    var available: String { screen.availableSectionTitle }

    /// A channel's whole name, made safe to print (`MessageText.escaped`).
    func name(channel: Channel) -> String { MessageText.escaped(channel.name) }

    // MARK: The listing

    func mineHeading(_ count: Int) -> String {
        // Translators: the accessible session's listing; %s is My Channels (or a pick session's title), %d how many.
        count == 0 ? tr("%s: none.", mine) : tr("%s, %d:", mine, count)
    }

    func availableHeading(shown: Int, of total: Int, filter: String?) -> String {
        if let filter, !filter.isEmpty {
            // Translators: the accessible session's listing: Add Channels' title, the filter, how many match of how many.
            return tr("%s, filter %s: %d of %d:", available, MessageText.quoted(filter), shown, total)
        }
        return total == 0 ? tr("%s: none.", available) : tr("%s, %d:", available, total)
    }

    /// "3. Tech, locked, current".
    func line(number: Int, _ channel: Channel, current: Bool) -> String {
        var line = "\(number). " + name(channel: channel)
        // Translators: marks after a channel's name in the accessible session's listing.
        // Translators: a listing line and one mark after it ("3. Tech, locked"); Chinese puts "，".
        if channel.locked { line = tr("%1$s, %2$s", line, tr("locked")) }
        if current { line = tr("%1$s, %2$s", line, tr("current")) }
        return line
    }

    // MARK: What changed

    func added(_ name: String, place: Place?, board: Board) -> String {
        // Translators: %s is a name, then My Channels' title; %d the place and how many there are.
        tr("%s added to %s, place %d of %d.", name, mine, (place?.index ?? 0) + 1, board.mine.count)
    }

    /// `place`: where it went (a pick session puts an item back in its input place, not first).
    func removed(_ name: String, place: Place?) -> String {
        // Translators: %s is a name, then Add Channels' title.
        guard let place, place.index > 0 else { return tr("%s removed: it is first in %s now.", name, available) }
        // Translators: a pick session: the item went back to its place among the others; %s is a name, then the title.
        return tr("%s removed: it is back in %s.", name, available)
    }

    func moved(_ name: String, to place: Place?, board: Board) -> String {
        tr("%s moved to place %d of %d.", name, (place?.index ?? 0) + 1, board.mine.count)
    }

    /// Where a channel is now, after an undo or a redo.
    func whereNow(_ name: String, place: Place, board: Board) -> String {
        guard place.section == .mine else { return tr("%s is in %s", name, available) }
        return tr("%s is at place %d of %d in %s", name, place.index + 1, board.mine.count, mine)
    }

    func undone(_ whereNow: String) -> String { tr("Undone: %s.", whereNow) }
    func redone(_ whereNow: String) -> String { tr("Redone: %s.", whereNow) }
    func opened(_ name: String) -> String { tr("Opened %s; the session ends.", name) }

    func filtered(_ filter: String, shown: Int, of total: Int) -> String {
        // Translators: the filter text, how many of Add Channels match, of how many, Add Channels' title.
        tr("Filter %s: %d of %d in %s match.", MessageText.quoted(filter), shown, total, available)
    }

    func filterCleared(_ total: Int) -> String { tr("No filter: %s shows all %d.", available, total) }
    func counts(mine count: Int, available others: Int) -> String {
        // Translators: after a reload in the accessible session: My Channels' title, how many, Add Channels' title, how many.
        tr("Now %s has %d and %s has %d; list shows them.", mine, count, available, others)
    }

    var ended: String { tr("Session ended.") }
    var cancelled: String { tr("Cancelled: nothing chosen.") }
    var quitDropsChoice: String { tr("quit again cancels and drops your choice; ok prints it.") }
    func accepted(_ count: Int) -> String { tr("Accepted: %d chosen.", count) }

    // MARK: Refusals (each says why)

    func unknownCommand(_ word: String) -> String {
        tr("Unknown command %s: help lists the commands.", MessageText.quoted(word))
    }

    func numberShifted(_ number: Int, was: String, now: String, say: String) -> String {
        // Translators: the accessible session; %d is a number the user took from an older
        // listing, the first %s the channel it named then, the second the one it names now, the
        // last the command that names the first by name (as "remove Finance").
        tr("%d was %s when you last listed; it is now %s. Say %s, or list again.", number, was, now, say)
    }

    /// A command as the user would type it: its word in the session's language, then `name`.
    func command(_ verb: LineWords.Verb, _ name: String) -> String {
        LineWords.word(verb, translation: screen.translation) + " " + name
    }

    /// `move NAME to PLACE` in the session's words.
    func move(_ name: String, to place: LinePlace) -> String {
        command(.move, name) + " " + LineWords.placeWords(place, translation: screen.translation)
    }

    var needsName: String { tr("Which one? Give a name, an id or the number list shows.") }
    var moveNeedsPlace: String { tr("Where to? Say move, a name and a place: move Tech to 2.") }
    func placeOutOfRange(_ count: Int) -> String {
        count == 0 ? tr("%s is empty: nothing to move.", mine) : tr("There is no such place: give one from 1 to %d.", count)
    }
    func noNumber(_ number: Int, last: Int) -> String {
        last == 0 ? tr("There is no number %d: both lists are empty.", number)
            : tr("There is no number %d: list numbers them from 1 to %d.", number, last)
    }
    func notFound(_ name: String) -> String {
        tr("Nothing is called %s: list shows every name and number.", MessageText.quoted(name))
    }
    func ambiguous(_ name: String, places: [Place], state: EditorState) -> String {
        let shown = LineSession.shownAvailable(state)
        let named = places.prefix(5).map { place -> String in
            let channel = state.board.channel(at: place)!
            let number = place.section.choose(
                mine: place.index + 1, available: shown.firstIndex(of: place.index).map { state.board.mine.count + $0 + 1 })
            return number.map { "\($0). " } .map { $0 + self.name(channel: channel) } ?? self.name(channel: channel)
        }
        let list = named.joined(separator: "; ") + (places.count > 5 ? "; …" : "")
        return tr("%s matches %d: %s. Give the number or the whole name.", MessageText.quoted(name), places.count, list)
    }
    func lockedPlaces(_ locked: Int, name: String) -> String {
        locked == 1 ? tr("Place 1 holds a locked channel: %s can go to place 2 or later.", name)
            : tr("Places 1 to %d hold locked channels: %s can go to place %d or later.", locked, name, locked + 1)
    }
    func alreadyAt(_ name: String, place: Int, count: Int) -> String {
        tr("%s is already at place %d of %d.", name, place, count)
    }
    func alreadyIn(_ name: String) -> String { tr("%s is already in %s.", name, mine) }
    func openOnlyMine(_ name: String) -> String { tr("%s is not in %s: add it first, then open it.", name, mine) }
    var nothingToOpen: String { tr("Nothing to open here: ok accepts the list, cancel leaves.") }
    var onlyInPick: String { tr("ok and cancel end a pick session; quit ends this one.") }
    var filterUnusable: String { tr("That filter holds nothing that can be typed.") }

    // MARK: Help

    /// Each command the session takes with its other words ("remove rm, x"), in help's order.
    func shortForms(picking: Bool) -> String {
        let words = LineWords(translation: screen.translation)
        let verbs: [LineWords.Verb] = [.list, .add, .remove, .move, .filter, .undo, .redo]
            + (picking ? [.accept, .cancel, .quit] : [.open, .quit]) + [.help]
        return verbs.compactMap { verb -> String? in
            let others = words.otherWords(verb, translation: screen.translation)
            guard !others.isEmpty else { return nil }
            return LineWords.word(verb, translation: screen.translation) + " " + others.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    func help(picking: Bool) -> [String] {
        var lines = [
            tr("Commands, one a line (X: a name, an id or the number list shows):"),
            tr("list: both lists, numbered."),
            tr("add X: to the end of %s.", mine),
            tr("remove X: back to %s.", available),
            tr("move X to N: to place N of %s; first and last work too.", mine),
            tr("filter TEXT: show only the matches in %s; filter alone shows all.", available),
            tr("undo, redo: the last change, or the one undone."),
        ]
        if picking {
            lines += [tr("ok: accept the chosen list and leave."), tr("cancel or quit: leave, nothing chosen (quit asks first once the choice changed).")]
        } else {
            lines += [tr("open X: make X the current channel and leave."), tr("quit: leave; every change is saved already.")]
        }
        lines.append(tr("help: this list."))
        // Translators: %s lists each command with its other words: "list l, ls; add a; …".
        lines.append(tr("Short forms: %s.", shortForms(picking: picking)))
        return lines
    }
}
